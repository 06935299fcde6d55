import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Check, Loader2, X } from 'lucide-react'
import { AlertDialog, Dialog } from 'radix-ui'
import { useState } from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/input'
import { organisationKindLabels } from '@/lib/options'
import { useTRPC } from '@/lib/trpc'
import { trpcErrorCode, trpcFieldErrors } from '@/lib/trpc-errors'

import type { AccessRequestRow } from './types'

const overlayClass = 'fixed inset-0 z-40 bg-ink/40 backdrop-blur-[1px]'
const contentClass =
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-white p-6 shadow-xl focus:outline-none'

const rejectMessageLimit = 2000

/** After a decision every admin list may have changed: requests, organisations, the outbox. */
function useRefreshAdmin() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries(trpc.admin.pathFilter())
}

function errorMessage(error: unknown, fallback: string) {
  return trpcErrorCode(error) === 'CONFLICT' && error instanceof Error ? error.message : fallback
}

export function ApproveRequestButton({ request }: { request: AccessRequestRow }) {
  const trpc = useTRPC()
  const refresh = useRefreshAdmin()
  const [open, setOpen] = useState(false)
  const approve = useMutation(
    trpc.admin.accessRequests.approve.mutationOptions({
      onSuccess: () => {
        setOpen(false)
        toast.success(`${request.name} approved`, {
          description: `${request.organisation} was created and an invitation is on its way to ${request.email}.`,
        })
        return refresh()
      },
      onError: (error) => {
        setOpen(false)
        toast.error(errorMessage(error, `Could not approve ${request.name}. Please try again.`))
        if (trpcErrorCode(error) === 'CONFLICT') return refresh()
      },
    }),
  )

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !approve.isPending && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <Button size="sm" aria-label={`Approve ${request.name}`}>
          <Check aria-hidden="true" />
          Approve
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content className={contentClass}>
          <AlertDialog.Title className="text-lg font-semibold text-ink">
            Approve {request.name}?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">
            We will create the {organisationKindLabels[request.kind].toLowerCase()} organisation{' '}
            <strong className="font-medium text-ink">{request.organisation}</strong> and email an
            invitation to{' '}
            <strong className="font-medium break-all text-ink">{request.email}</strong> to join it
            as its owner.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={approve.isPending}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                disabled={approve.isPending}
                onClick={(event) => {
                  // Stay open until the server answers.
                  event.preventDefault()
                  approve.mutate({ id: request.id })
                }}
              >
                {approve.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                {approve.isPending ? 'Approving…' : 'Approve and invite'}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}

export function RejectRequestButton({ request }: { request: AccessRequestRow }) {
  const trpc = useTRPC()
  const refresh = useRefreshAdmin()
  const [open, setOpen] = useState(false)
  const [message, setMessage] = useState('')
  const [fieldError, setFieldError] = useState<string>()
  const reject = useMutation(
    trpc.admin.accessRequests.reject.mutationOptions({
      onSuccess: () => {
        setOpen(false)
        setMessage('')
        toast.success(`${request.name}'s request was rejected`, {
          description: `We emailed ${request.email} to let them know.`,
        })
        return refresh()
      },
      onError: (error) => {
        const messageError = trpcFieldErrors(error).message?.[0]
        if (messageError) {
          setFieldError(messageError)
          return
        }
        setOpen(false)
        toast.error(errorMessage(error, `Could not reject ${request.name}. Please try again.`))
        if (trpcErrorCode(error) === 'CONFLICT') return refresh()
      },
    }),
  )

  const length = message.trim().length
  const tooLong = length > rejectMessageLimit
  const shownError =
    fieldError ?? (tooLong ? 'Keep the message under 2,000 characters.' : undefined)

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (reject.isPending) return
        setOpen(next)
        setFieldError(undefined)
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="sm" aria-label={`Reject ${request.name}`}>
          <X aria-hidden="true" />
          Reject
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content className={contentClass}>
          <Dialog.Title className="text-lg font-semibold text-ink">
            Reject {request.name}&apos;s request?
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">
            We will email <span className="break-all text-ink">{request.email}</span> that their
            request for {request.organisation} was not approved. Add a message to tell them why or
            what to do next; it is included in the email.
          </Dialog.Description>
          <form
            method="post"
            className="mt-5"
            onSubmit={(event) => {
              event.preventDefault()
              if (tooLong) return
              setFieldError(undefined)
              reject.mutate({ id: request.id, message: message.trim() || undefined })
            }}
          >
            <Field label="Message to the requester" optional error={shownError}>
              <Textarea
                value={message}
                rows={5}
                onChange={(event) => {
                  setMessage(event.target.value)
                  setFieldError(undefined)
                }}
                placeholder="For example: Sangam is open to investors registered in India for now."
              />
            </Field>
            <p
              className={`mt-1 text-right text-xs tabular-nums ${tooLong ? 'text-red-600' : 'text-muted'}`}
              aria-live="polite"
            >
              {length.toLocaleString('en-IN')} / {rejectMessageLimit.toLocaleString('en-IN')}{' '}
              characters
            </p>
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="secondary" disabled={reject.isPending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" disabled={reject.isPending || tooLong}>
                {reject.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                {reject.isPending ? 'Rejecting…' : 'Reject and notify'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
