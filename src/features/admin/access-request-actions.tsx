import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Check, Loader2, X } from 'lucide-react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Modal, ModalActions, ModalClose } from '@/components/ui/modal'
import { Textarea } from '@/components/ui/input'
import { toast } from '@/lib/toast'
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
  const intl = useIntl()
  const trpc = useTRPC()
  const refresh = useRefreshAdmin()
  const [open, setOpen] = useState(false)
  const approve = useMutation(
    trpc.admin.accessRequests.approve.mutationOptions({
      onSuccess: () => {
        setOpen(false)
        toast.success(
          intl.formatMessage({ id: 'admin.request.approve.done' }, { name: request.name }),
          {
            description: intl.formatMessage(
              { id: 'admin.request.approve.doneDetail' },
              { organisation: request.organisation, email: request.email },
            ),
          },
        )
        return refresh()
      },
      onError: (error) => {
        setOpen(false)
        toast.error(
          errorMessage(
            error,
            intl.formatMessage({ id: 'admin.request.approve.failed' }, { name: request.name }),
          ),
        )
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
        <Button
          size="sm"
          aria-label={intl.formatMessage(
            { id: 'admin.request.approve.label' },
            { name: request.name },
          )}
        >
          <Check aria-hidden="true" />
          <FormattedMessage id="admin.request.approve" />
        </Button>
      }
      title={intl.formatMessage({ id: 'admin.request.approve.title' }, { name: request.name })}
      description={
        <FormattedMessage
          id="admin.request.approve.body"
          values={{
            kind: request.kind,
            organisation: request.organisation,
            email: request.email,
            // The organisation's name and the address, as the requester wrote them.
            strong: (chunks) => (
              <strong className="font-medium text-ink" translate="no">
                {chunks}
              </strong>
            ),
            address: (chunks) => (
              <strong className="font-medium break-all text-ink" translate="no">
                {chunks}
              </strong>
            ),
          }}
        />
      }
    >
      <ModalActions>
        <ModalClose>
          <Button variant="secondary" disabled={approve.isPending}>
            <FormattedMessage id="admin.request.cancel" />
          </Button>
        </ModalClose>
        <Button disabled={approve.isPending} onClick={() => approve.mutate({ id: request.id })}>
          {approve.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          <FormattedMessage
            id={
              approve.isPending
                ? 'admin.request.approve.submitting'
                : 'admin.request.approve.submit'
            }
          />
        </Button>
      </ModalActions>
    </Modal>
  )
}

export function RejectRequestButton({ request }: { request: AccessRequestRow }) {
  const intl = useIntl()
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
        toast.success(
          intl.formatMessage({ id: 'admin.request.reject.done' }, { name: request.name }),
          {
            description: intl.formatMessage(
              { id: 'admin.request.reject.doneDetail' },
              { email: request.email },
            ),
          },
        )
        return refresh()
      },
      onError: (error) => {
        const messageError = trpcFieldErrors(error).message?.[0]
        if (messageError) {
          setFieldError(messageError)
          return
        }
        setOpen(false)
        toast.error(
          errorMessage(
            error,
            intl.formatMessage({ id: 'admin.request.reject.failed' }, { name: request.name }),
          ),
        )
        if (trpcErrorCode(error) === 'CONFLICT') return refresh()
      },
    }),
  )

  const length = message.trim().length
  const tooLong = length > rejectMessageLimit
  const shownError =
    fieldError ??
    (tooLong
      ? intl.formatMessage({ id: 'admin.request.reject.tooLong' }, { limit: rejectMessageLimit })
      : undefined)

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        setFieldError(undefined)
      }}
      busy={reject.isPending}
      trigger={
        <Button
          variant="secondary"
          size="sm"
          aria-label={intl.formatMessage(
            { id: 'admin.request.reject.label' },
            { name: request.name },
          )}
        >
          <X aria-hidden="true" />
          <FormattedMessage id="admin.request.reject" />
        </Button>
      }
      title={intl.formatMessage({ id: 'admin.request.reject.title' }, { name: request.name })}
      description={
        <FormattedMessage
          id="admin.request.reject.body"
          values={{
            email: request.email,
            organisation: (
              <span key="organisation" translate="no">
                {request.organisation}
              </span>
            ),
            address: (chunks) => (
              <span className="break-all text-ink" translate="no">
                {chunks}
              </span>
            ),
          }}
        />
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
        <Field
          label={intl.formatMessage({ id: 'admin.request.reject.message' })}
          optional
          error={shownError}
        >
          <Textarea
            value={message}
            rows={5}
            onChange={(event) => {
              setMessage(event.target.value)
              setFieldError(undefined)
            }}
            placeholder={intl.formatMessage({ id: 'admin.request.reject.placeholder' })}
          />
        </Field>
        <p
          className={`mt-1 text-right text-xs tabular-nums ${tooLong ? 'text-red-600' : 'text-muted'}`}
          aria-live="polite"
        >
          <FormattedMessage
            id="admin.request.reject.characters"
            values={{ length, limit: rejectMessageLimit }}
          />
        </p>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <ModalClose>
            <Button type="button" variant="secondary" disabled={reject.isPending}>
              <FormattedMessage id="admin.request.cancel" />
            </Button>
          </ModalClose>
          <Button type="submit" variant="danger" disabled={reject.isPending || tooLong}>
            {reject.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            <FormattedMessage
              id={
                reject.isPending ? 'admin.request.reject.submitting' : 'admin.request.reject.submit'
              }
            />
          </Button>
        </div>
      </form>
    </Modal>
  )
}
