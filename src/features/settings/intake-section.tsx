import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { CopyField } from '@/components/ui/copy-field'
import { serverMessage } from '@/lib/form-errors'
import { shownDate } from '@/lib/i18n/dates'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

import { LoadFailed, LoadingRows, SettingsCard } from './settings-card'

type IntakeAddress = {
  address: string | null
  receiving: boolean
  regeneratedAt: Date | null
  regeneratedBy: string | null
  canRegenerate: boolean
}

/**
 * Investor organisations: the fund's own address for deal flow by email (decision 0048). Mail
 * forwarded to it becomes an entry of the fund's intake; owners regenerate it when it leaks.
 */
export function IntakeSection() {
  const intl = useIntl()
  const trpc = useTRPC()
  const intake = useQuery(trpc.investors.intake.address.queryOptions())

  return (
    <SettingsCard
      title={intl.formatMessage({ id: 'settings.intake.title' })}
      description={intl.formatMessage({ id: 'settings.intake.description' })}
    >
      {intake.isPending ? (
        <LoadingRows label={intl.formatMessage({ id: 'settings.intake.loading' })} rows={1} />
      ) : intake.isError ? (
        <LoadFailed
          message={intl.formatMessage({ id: 'settings.intake.loadFailed' })}
          onRetry={() => void intake.refetch()}
        />
      ) : (
        <IntakeAddressPanel intake={intake.data} />
      )}
    </SettingsCard>
  )
}

/** The server settings named in the notes about receiving mail: the same in every language. */
const envName = (name: string) => (
  <code translate="no" className="font-mono text-xs">
    {name}
  </code>
)

function IntakeAddressPanel({ intake }: { intake: IntakeAddress }) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const regenerate = useMutation(trpc.investors.intake.regenerate.mutationOptions())

  async function renew() {
    try {
      const next = await regenerate.mutateAsync(undefined)
      queryClient.setQueryData(trpc.investors.intake.address.queryKey(), next)
      toast.success(intl.formatMessage({ id: 'settings.intake.renewed' }))
    } catch (error) {
      toast.error(serverMessage(error, intl.formatMessage({ id: 'settings.intake.renewFailed' })))
    }
  }

  return (
    <div className="space-y-4">
      {intake.address ? (
        <CopyField
          label={intl.formatMessage({ id: 'settings.intake.address' })}
          value={intake.address}
          what={intl.formatMessage({ id: 'settings.intake.addressWhat' })}
        />
      ) : null}
      {!intake.receiving && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {intake.address ? (
            <FormattedMessage
              id="settings.intake.notReceiving"
              values={{ port: envName('INBOUND_SMTP_PORT') }}
            />
          ) : (
            <FormattedMessage
              id="settings.intake.off"
              values={{ domain: envName('INBOUND_DOMAIN'), port: envName('INBOUND_SMTP_PORT') }}
            />
          )}
        </p>
      )}
      {intake.regeneratedAt && (
        <p className="text-xs text-muted">
          {intake.regeneratedBy ? (
            <FormattedMessage
              id="settings.intake.regeneratedOnBy"
              values={{
                date: shownDate(intl, intake.regeneratedAt),
                name: intake.regeneratedBy,
              }}
            />
          ) : (
            <FormattedMessage
              id="settings.intake.regeneratedOn"
              values={{ date: shownDate(intl, intake.regeneratedAt) }}
            />
          )}
        </p>
      )}
      {intake.canRegenerate && intake.address && (
        <ConfirmDialog
          trigger={
            <Button variant="secondary">
              <FormattedMessage id="settings.intake.regenerate" />
            </Button>
          }
          title={intl.formatMessage({ id: 'settings.intake.confirmTitle' })}
          description={intl.formatMessage({ id: 'settings.intake.confirmDescription' })}
          confirmLabel={intl.formatMessage({ id: 'settings.intake.confirm' })}
          pendingLabel={intl.formatMessage({ id: 'settings.intake.regenerating' })}
          onConfirm={renew}
        />
      )}
    </div>
  )
}
