import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { useTRPC } from '@/lib/trpc'

import type { Decision, MoveOutcome } from './decision-dialog'
import type { MoveOption } from '@/domain/applications/pipeline'
import { isDecision } from '@/domain/applications/status'
import type { TemplateValues } from '@/domain/investors/message-templates'

// The decision dialog (a Radix dialog, the message editor and its templates) loads when a
// person reaches for the move list, not with the page.
const loadDecisionDialog = () => import('./decision-dialog')
const DecisionDialog = lazy(() =>
  loadDecisionDialog().then((module) => ({ default: module.DecisionDialog })),
)

/**
 * "Move to…" for one application or many. A plain move is made at once; a decision (accept or
 * reject) opens the dialog for the founders' message and, for a rejection, the reason.
 */
export function StatusMover({
  applicationIds,
  moves,
  label,
  audience,
  decisionTitle,
  decisionDescription,
  templateValues,
  onMoved,
  className,
  selectClassName,
}: {
  applicationIds: readonly string[]
  /** Where the applications may go: the fund's stages by name, submitted, the decisions. */
  moves: readonly MoveOption[]
  /** The select's accessible name, e.g. "Move the application of Krishi Setu to". */
  label: string
  audience: 'founder' | 'founders'
  decisionTitle: (decision: Decision) => string
  decisionDescription: (decision: Decision) => string
  /** For one application: what its saved messages' placeholders are filled with. */
  templateValues?: TemplateValues
  /** After a move or a decision went through: the server's counts and where they went. */
  onMoved: (outcome: MoveOutcome, to: MoveOption) => void
  className?: string
  selectClassName?: string
}) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const id = useId()
  const [next, setNext] = useState('')
  const [deciding, setDeciding] = useState<Decision | null>(null)
  const setStatus = useMutation(trpc.investors.applications.setStatus.mutationOptions())
  // The team's saved messages are read with the screen, so the dialog has them when it opens.
  useQuery({
    ...trpc.investors.messageTemplates.list.queryOptions(),
    enabled: templateValues !== undefined,
  })

  const optionOf = (to: string) => moves.find((move) => move.to === to) ?? { to, label: to }

  async function move(event: FormEvent) {
    event.preventDefault()
    if (!next) return
    if (isDecision(next)) {
      setDeciding(next)
      return
    }
    try {
      const outcome = await setStatus.mutateAsync({
        applicationIds: [...applicationIds],
        status: next,
      })
      setNext('')
      onMoved(outcome, optionOf(next))
    } catch (error) {
      toast.error(
        error instanceof Error && error.message ? error.message : 'We could not change the status.',
      )
    } finally {
      await queryClient.invalidateQueries({ queryKey: trpc.investors.applications.pathKey() })
    }
  }

  return (
    <>
      <form
        method="post"
        onSubmit={(event) => void move(event)}
        className={cn('flex items-center gap-2', className)}
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <select
          id={id}
          value={next}
          onChange={(event) => setNext(event.target.value)}
          onFocus={() => void loadDecisionDialog()}
          onPointerEnter={() => void loadDecisionDialog()}
          disabled={setStatus.isPending}
          className={cn(
            'h-9 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-sm text-ink shadow-xs focus:border-brand-500 focus:ring-3 focus:ring-brand-100 focus:outline-none disabled:bg-surface',
            selectClassName,
          )}
        >
          <option value="">Move to…</option>
          {moves.map((move) => (
            <option key={move.to} value={move.to}>
              {move.label}
            </option>
          ))}
        </select>
        <Button type="submit" size="sm" className="h-9" disabled={!next || setStatus.isPending}>
          {setStatus.isPending ? 'Moving…' : 'Move'}
        </Button>
      </form>
      {deciding && (
        <Suspense fallback={null}>
          <DecisionDialog
            applicationIds={applicationIds}
            decision={deciding}
            audience={audience}
            templateValues={templateValues}
            title={deciding ? decisionTitle(deciding) : ''}
            description={deciding ? decisionDescription(deciding) : ''}
            onDecided={(outcome, decision) => onMoved(outcome, optionOf(decision))}
            onClose={(done) => {
              setDeciding(null)
              if (done) setNext('')
            }}
          />
        </Suspense>
      )}
    </>
  )
}
