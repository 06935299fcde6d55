import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { isDecision, type InvestorStatus } from '@/features/applications/status'
import { DecisionDialog } from '@/features/applications/decision-dialog'
import { applicationStatusLabels, type ApplicationStatus } from '@/lib/options'
import { useTRPC } from '@/lib/trpc'

const selectClass =
  'h-9 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-sm text-ink shadow-xs focus:border-brand-500 focus:ring-3 focus:ring-brand-100 focus:outline-none disabled:bg-surface'

function explainStatus(status: ApplicationStatus): string {
  return status === 'withdrawn'
    ? 'The startup withdrew this application.'
    : `This application was ${applicationStatusLabels[status].toLowerCase()}; a decision is final.`
}

/**
 * Moves one application along the pipeline. A decision (accept or reject) opens a dialog for the
 * message the founder will read and, for a rejection, the reason they will see.
 */
export function StatusControl({
  applicationId,
  status,
  allowedMoves,
  startupName,
}: {
  applicationId: string
  status: ApplicationStatus
  allowedMoves: readonly InvestorStatus[]
  startupName: string
}) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const id = useId()
  const [next, setNext] = useState<InvestorStatus | ''>('')
  const [deciding, setDeciding] = useState<'accepted' | 'rejected' | null>(null)
  const setStatus = useMutation(trpc.investors.applications.setStatus.mutationOptions())

  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.investors.applications.pathKey() })

  async function move(event: FormEvent) {
    event.preventDefault()
    if (!next) return
    if (isDecision(next)) {
      setDeciding(next)
      return
    }
    try {
      await setStatus.mutateAsync({ applicationIds: [applicationId], status: next })
      toast.success(`Moved to ${applicationStatusLabels[next]}`)
      setNext('')
    } catch (error) {
      toast.error(
        error instanceof Error && error.message ? error.message : 'We could not change the status.',
      )
    } finally {
      await refresh()
    }
  }

  if (allowedMoves.length === 0)
    return <p className="text-sm text-muted">{explainStatus(status)}</p>

  return (
    <>
      <form
        onSubmit={(event) => void move(event)}
        className="flex w-full items-center gap-2 sm:w-auto"
      >
        <label htmlFor={id} className="sr-only">
          Move the application of {startupName} to
        </label>
        <select
          id={id}
          className={selectClass}
          value={next}
          onChange={(event) => setNext(event.target.value as InvestorStatus | '')}
          disabled={setStatus.isPending}
        >
          <option value="">Move to…</option>
          {allowedMoves.map((to) => (
            <option key={to} value={to}>
              {to === 'accepted'
                ? 'Accept…'
                : to === 'rejected'
                  ? 'Reject…'
                  : applicationStatusLabels[to]}
            </option>
          ))}
        </select>
        <Button type="submit" size="sm" className="h-9" disabled={!next || setStatus.isPending}>
          {setStatus.isPending ? 'Moving…' : 'Move'}
        </Button>
      </form>
      <DecisionDialog
        applicationIds={[applicationId]}
        decision={deciding}
        audience="founder"
        title={`${deciding === 'rejected' ? 'Reject' : 'Accept'} ${startupName}?`}
        description={`A decision is final. The founder is notified and reads your message${deciding === 'rejected' ? ' and the reason you choose' : ''}; they never see your notes or ratings.`}
        onDecided={(_outcome, decision) =>
          toast.success(
            decision === 'rejected'
              ? `${startupName} was rejected and told why`
              : `${startupName} was accepted`,
          )
        }
        onClose={(done) => {
          setDeciding(null)
          if (done) setNext('')
        }}
      />
    </>
  )
}
