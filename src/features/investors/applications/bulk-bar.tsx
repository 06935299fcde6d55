import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Dialog } from 'radix-ui'
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/input'
import { investorStatuses, isDecision, type InvestorStatus } from '@/features/applications/status'
import { Select } from '@/features/startups/editor/select-field'
import {
  applicationStatusLabels,
  rejectionReasonOptions,
  type RejectionReason,
} from '@/lib/options'
import { useTRPC } from '@/lib/trpc'
import { trpcFieldErrors } from '@/lib/trpc-errors'

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
      <BulkDecisionDialog
        ids={ids}
        decision={deciding}
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

function BulkDecisionDialog({
  ids,
  decision,
  onClose,
}: {
  ids: readonly string[]
  decision: 'accepted' | 'rejected' | null
  onClose: (done: boolean) => void
}) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const setStatus = useMutation(trpc.investors.applications.setStatus.mutationOptions())
  const [message, setMessage] = useState('')
  const [reason, setReason] = useState<RejectionReason | ''>('')
  const [errors, setErrors] = useState<{ message?: string; reason?: string; form?: string }>({})
  const rejecting = decision === 'rejected'
  const count = ids.length === 1 ? 'one application' : `${ids.length} applications`

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
      const outcome = await setStatus.mutateAsync({
        applicationIds: [...ids],
        status: decision,
        message,
        ...(rejecting && reason ? { reason } : {}),
      })
      toast.success(outcomeText(outcome, decision))
      close(true)
    } catch (error) {
      const fields = trpcFieldErrors(error)
      if (fields.message || fields.reason) {
        setErrors({ message: fields.message?.[0], reason: fields.reason?.[0] })
      } else {
        setErrors({
          form:
            error instanceof Error && error.message
              ? error.message
              : 'We could not record the decision.',
        })
      }
    } finally {
      await queryClient.invalidateQueries({ queryKey: trpc.investors.applications.pathKey() })
    }
  }

  const pending = setStatus.isPending
  return (
    <Dialog.Root
      open={decision !== null}
      onOpenChange={(open) => !open && !pending && close(false)}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-ink">
            {rejecting ? `Reject ${count}?` : `Accept ${count}?`}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">
            A decision is final. Every founder is notified and reads the same message
            {rejecting ? ' and reason' : ''}. Applications already decided or withdrawn are skipped.
          </Dialog.Description>
          <form onSubmit={(event) => void submit(event)} className="mt-5 space-y-4" noValidate>
            <Field
              label="Message to the founders"
              hint="At least 20 characters. Founders read this exactly as you write it."
              error={errors.message}
            >
              <Textarea
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                maxLength={2000}
              />
            </Field>
            {rejecting && (
              <Field label="Reason the founders will see" error={errors.reason}>
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
