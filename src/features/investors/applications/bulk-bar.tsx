import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { investorStatuses, isDecision, type InvestorStatus } from '@/features/applications/status'
import { DecisionDialog } from '@/features/applications/decision-dialog'
import { applicationStatusLabels } from '@/lib/options'
import { useTRPC } from '@/lib/trpc'

function outcomeText({ moved, skipped }: { moved: number; skipped: number }, to: InvestorStatus) {
  const movedText = `${moved} moved to ${applicationStatusLabels[to]}`
  return skipped ? `${movedText}, ${skipped} skipped (already decided or withdrawn)` : movedText
}

/** Moves the selected applications; decided and withdrawn ones are skipped by the server. */
export function BulkBar({ ids, onDone }: { ids: readonly string[]; onDone: () => void }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const id = useId()
  const [next, setNext] = useState<InvestorStatus | ''>('')
  const [deciding, setDeciding] = useState<'accepted' | 'rejected' | null>(null)
  const setStatus = useMutation(trpc.investors.applications.setStatus.mutationOptions())

  async function move(event: FormEvent) {
    event.preventDefault()
    if (!next) return
    if (isDecision(next)) {
      setDeciding(next)
      return
    }
    try {
      const outcome = await setStatus.mutateAsync({ applicationIds: [...ids], status: next })
      toast.success(outcomeText(outcome, next))
      setNext('')
      onDone()
    } catch (error) {
      toast.error(
        error instanceof Error && error.message ? error.message : 'We could not change the status.',
      )
    } finally {
      await queryClient.invalidateQueries({ queryKey: trpc.investors.applications.pathKey() })
    }
  }

  return (
    <div
      role="region"
      aria-label="Selected applications"
      className="sticky bottom-4 z-10 mt-4 flex flex-col gap-3 rounded-2xl border border-brand-200 bg-white p-3 shadow-lg sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm font-medium text-ink" aria-live="polite">
        {ids.length} selected
        <button
          type="button"
          className="ml-3 text-sm font-normal text-brand-600 hover:underline"
          onClick={onDone}
        >
          Clear selection
        </button>
      </p>
      <form onSubmit={(event) => void move(event)} className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          Move the selected applications to
        </label>
        <select
          id={id}
          value={next}
          onChange={(event) => setNext(event.target.value as InvestorStatus | '')}
          disabled={setStatus.isPending}
          className="h-9 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-sm text-ink shadow-xs focus:border-brand-500 focus:ring-3 focus:ring-brand-100 focus:outline-none sm:w-48 sm:flex-none"
        >
          <option value="">Move to…</option>
          {investorStatuses.map((status) => (
            <option key={status} value={status}>
              {status === 'accepted'
                ? 'Accept…'
                : status === 'rejected'
                  ? 'Reject…'
                  : applicationStatusLabels[status]}
            </option>
          ))}
        </select>
        <Button type="submit" size="sm" className="h-9" disabled={!next || setStatus.isPending}>
          {setStatus.isPending ? 'Moving…' : 'Move'}
        </Button>
      </form>
      <DecisionDialog
        applicationIds={ids}
        decision={deciding}
        audience="founders"
        title={`${deciding === 'rejected' ? 'Reject' : 'Accept'} ${ids.length === 1 ? 'one application' : `${ids.length} applications`}?`}
        description={`A decision is final. Every founder is notified and reads the same message${deciding === 'rejected' ? ' and reason' : ''}. Applications already decided or withdrawn are skipped.`}
        onDecided={(outcome, decision) => toast.success(outcomeText(outcome, decision))}
        onClose={(done) => {
          setDeciding(null)
          if (done) {
            setNext('')
            onDone()
          }
        }}
      />
    </div>
  )
}
