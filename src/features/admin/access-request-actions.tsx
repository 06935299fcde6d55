import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Check, Loader2, X } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Modal, ModalActions, ModalClose } from '@/components/ui/modal'
import { Textarea } from '@/components/ui/input'
import { organisationKindLabels } from '@/lib/options'
import { useTRPC } from '@/lib/trpc'
import { trpcErrorCode, trpcFieldErrors } from '@/lib/trpc-errors'

import type { AccessRequestRow } from './types'

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
    <Modal
      kind="alertdialog"
      open={open}
      onOpenChange={setOpen}
      busy={approve.isPending}
      trigger={
        <Button size="sm" aria-label={`Approve ${request.name}`}>
          <Check aria-hidden="true" />
          Approve
        </Button>
      }
      title={`Approve ${request.name}?`}
      description={
        <>
          We will create the {organisationKindLabels[request.kind].toLowerCase()} organisation{' '}
          <strong className="font-medium text-ink">{request.organisation}</strong> and email an
          invitation to <strong className="font-medium break-all text-ink">{request.email}</strong>{' '}
          to join it as its owner.
        </>
      }
    >
      <ModalActions>
        <ModalClose>
          <Button variant="secondary" disabled={approve.isPending}>
            Cancel
          </Button>
        </ModalClose>
        <Button disabled={approve.isPending} onClick={() => approve.mutate({ id: request.id })}>
          {approve.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {approve.isPending ? 'Approving…' : 'Approve and invite'}
        </Button>
      </ModalActions>
    </Modal>
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
    <Modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        setFieldError(undefined)
      }}
      busy={reject.isPending}
      trigger={
        <Button variant="secondary" size="sm" aria-label={`Reject ${request.name}`}>
          <X aria-hidden="true" />
          Reject
        </Button>
      }
      title={`Reject ${request.name}'s request?`}
      description={
        <>
          We will email <span className="break-all text-ink">{request.email}</span> that their
          request for {request.organisation} was not approved. Add a message to tell them why or
          what to do next; it is included in the email.
        </>
      }
    >
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
          {length.toLocaleString('en-IN')} / {rejectMessageLimit.toLocaleString('en-IN')} characters
        </p>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <ModalClose>
            <Button type="button" variant="secondary" disabled={reject.isPending}>
              Cancel
            </Button>
          </ModalClose>
          <Button type="submit" variant="danger" disabled={reject.isPending || tooLong}>
            {reject.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {reject.isPending ? 'Rejecting…' : 'Reject and notify'}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
