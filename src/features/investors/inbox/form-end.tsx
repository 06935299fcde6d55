import { FormattedMessage } from 'react-intl'

import { Button } from '@/components/ui/button'
import { ModalClose } from '@/components/ui/modal'

/** The end of an Inbox dialog's form: what went wrong, if anything, then Cancel and the action. */
export function FormEnd({
  error,
  pending,
  label,
  pendingLabel,
  danger = false,
}: {
  error: string | undefined
  pending: boolean
  label: string
  pendingLabel: string
  danger?: boolean
}) {
  return (
    <>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ModalClose>
          <Button type="button" variant="secondary" disabled={pending}>
            <FormattedMessage id="deals.common.cancel" />
          </Button>
        </ModalClose>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={pending}>
          {pending ? pendingLabel : label}
        </Button>
      </div>
    </>
  )
}
