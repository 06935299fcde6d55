import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Dialog } from 'radix-ui'
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/input'
import { isDecision, type InvestorStatus } from '@/features/applications/status'
import { Select } from '@/features/startups/editor/select-field'
import {
  applicationStatusLabels,
  rejectionReasonOptions,
  type ApplicationStatus,
  type RejectionReason,
} from '@/lib/options'
import { useTRPC } from '@/lib/trpc'
import { trpcFieldErrors } from '@/lib/trpc-errors'

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

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.investors.applications.pathKey() })

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
      toast.error(error instanceof Error && error.message ? error.message : 'We could not change the status.')
    } finally {
      await refresh()
    }
  }

  if (allowedMoves.length === 0) return <p className="text-sm text-muted">{explainStatus(status)}</p>

  return (
    <>
      <form onSubmit={(event) => void move(event)} className="flex w-full items-center gap-2 sm:w-auto">
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
              {to === 'accepted' ? 'Accept…' : to === 'rejected' ? 'Reject…' : applicationStatusLabels[to]}
            </option>
          ))}
        </select>
        <Button type="submit" size="sm" className="h-9" disabled={!next || setStatus.isPending}>
          {setStatus.isPending ? 'Moving…' : 'Move'}
        </Button>
      </form>
      <DecisionDialog
        applicationId={applicationId}
        decision={deciding}
        startupName={startupName}
        onClose={(done) => {
          setDeciding(null)
          if (done) setNext('')
        }}
      />
    </>
  )
}

function DecisionDialog({
  applicationId,
  decision,
  startupName,
  onClose,
}: {
  applicationId: string
  decision: 'accepted' | 'rejected' | null
  startupName: string
  onClose: (done: boolean) => void
}) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const setStatus = useMutation(trpc.investors.applications.setStatus.mutationOptions())
  const [message, setMessage] = useState('')
  const [reason, setReason] = useState<RejectionReason | ''>('')
  const [errors, setErrors] = useState<{ message?: string; reason?: string; form?: string }>({})
  const rejecting = decision === 'rejected'

  function close(done: boolean) {
    setMessage('')
    setReason('')
    setErrors({})
    onClose(done)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!decision) return
    setErrors({})
    try {
      await setStatus.mutateAsync({
        applicationIds: [applicationId],
        status: decision,
        message,
        ...(rejecting && reason ? { reason } : {}),
      })
      toast.success(rejecting ? `${startupName} was rejected and told why` : `${startupName} was accepted`)
      close(true)
    } catch (error) {
      const fields = trpcFieldErrors(error)
      if (fields.message || fields.reason) {
        setErrors({ message: fields.message?.[0], reason: fields.reason?.[0] })
      } else {
        setErrors({ form: error instanceof Error && error.message ? error.message : 'We could not record the decision.' })
      }
    } finally {
      await queryClient.invalidateQueries({ queryKey: trpc.investors.applications.pathKey() })
    }
  }

  const pending = setStatus.isPending
  return (
    <Dialog.Root open={decision !== null} onOpenChange={(open) => !open && !pending && close(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-ink">
            {rejecting ? `Reject ${startupName}?` : `Accept ${startupName}?`}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">
            A decision is final. The founder is notified and reads your message
            {rejecting ? ' and the reason you choose' : ''}; they never see your notes or ratings.
          </Dialog.Description>
          <form onSubmit={(event) => void submit(event)} className="mt-5 space-y-4" noValidate>
            <Field
              label="Message to the founder"
              hint="At least 20 characters. The founder will read this exactly as you write it."
              error={errors.message}
            >
              <Textarea
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                maxLength={2000}
                placeholder={
                  rejecting
                    ? 'Thank you for applying. We have decided not to invest because…'
                    : 'Congratulations! We would love to back you. Next steps…'
                }
              />
            </Field>
            {rejecting && (
              <Field label="Reason the founder will see" error={errors.reason}>
                <Select
                  options={rejectionReasonOptions}
                  placeholder="Choose a reason…"
                  value={reason}
                  onChange={(event) => setReason(event.target.value as RejectionReason | '')}
                />
              </Field>
            )}
            {errors.form && (
              <p role="alert" className="text-sm text-red-600">
                {errors.form}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="secondary" disabled={pending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" variant={rejecting ? 'danger' : 'primary'} disabled={pending}>
                {pending ? 'Saving…' : rejecting ? 'Reject and notify' : 'Accept and notify'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
