import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useId, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

import type { Decision, MoveOutcome } from './decision-dialog'
import type { MoveOption } from '@/domain/applications/pipeline'
import { isDecision } from '@/domain/applications/status'
import type { TemplateValues } from '@/domain/investors/message-templates'
import { englishOptionLabel, optionLabel } from '@/lib/i18n/option-labels'
import { applicationStatuses, isOneOf } from '@/lib/options'

// The decision dialog (a Radix dialog, the message editor and its templates) loads when a
// person reaches for the move list, not with the page.
const loadDecisionDialog = () => import('./decision-dialog')
const DecisionDialog = lazy(() =>
  loadDecisionDialog().then((module) => ({ default: module.DecisionDialog })),
)

/**
 * A stage's name as shown: the fund's own words, except a stage that still bears the English name
 * of the status it stands for (the pipeline every fund starts with), which reads in the page's
 * language like the status itself.
 */
export function stageLabel(intl: IntlShape, name: string, status: string): string {
  return isOneOf(applicationStatuses, status) &&
    name === englishOptionLabel('applicationStatuses', status)
    ? optionLabel(intl, 'applicationStatuses', status)
    : name
}

/**
 * A move's name in the page's language: the fund's stages by their own names (the fund's words),
 * back to submitted and the decisions in Sangam's.
 */
export function moveLabel(intl: IntlShape, move: MoveOption): string {
  switch (move.to) {
    case 'submitted':
      return optionLabel(intl, 'applicationStatuses', 'submitted')
    case 'accepted':
      return intl.formatMessage({ id: 'review.mover.accept' })
    case 'rejected':
      return intl.formatMessage({ id: 'review.mover.reject' })
    default:
      return stageLabel(intl, move.label, move.to)
  }
}

/** The moves named in Sangam's words, whatever the fund calls its stages. */
const productMoves: ReadonlySet<string> = new Set(['submitted', 'accepted', 'rejected'])

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
  const intl = useIntl()
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
        error instanceof Error && error.message
          ? error.message
          : intl.formatMessage({ id: 'review.mover.failed' }),
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
          <option value="">{intl.formatMessage({ id: 'review.mover.placeholder' })}</option>
          {moves.map((move) => {
            const shown = moveLabel(intl, move)
            // A stage by the name the fund gave it: its data, never translated.
            const own = !productMoves.has(move.to) && shown === move.label
            return (
              <option key={move.to} value={move.to} translate={own ? 'no' : undefined}>
                {shown}
              </option>
            )
          })}
        </select>
        <Button type="submit" size="sm" className="h-9" disabled={!next || setStatus.isPending}>
          <FormattedMessage
            id={setStatus.isPending ? 'review.mover.moving' : 'review.mover.move'}
          />
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
