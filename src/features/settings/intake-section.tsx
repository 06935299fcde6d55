import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { CopyField } from '@/components/ui/copy-field'
import { formatDate } from '@/lib/format'
import { serverMessage } from '@/lib/form-errors'
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
  const trpc = useTRPC()
  const intake = useQuery(trpc.investors.intake.address.queryOptions())

  return (
    <SettingsCard
      title="Deal intake by email"
      description="Forward a founder’s email, an intro or a demo-day deck to your fund’s address: it arrives as an entry for your team, with its PDFs kept as decks. Only your team sees it."
    >
      {intake.isPending ? (
        <LoadingRows what="your intake address" rows={1} />
      ) : intake.isError ? (
        <LoadFailed what="your intake address" onRetry={() => void intake.refetch()} />
      ) : (
        <IntakeAddressPanel intake={intake.data} />
      )}
    </SettingsCard>
  )
}

function IntakeAddressPanel({ intake }: { intake: IntakeAddress }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const regenerate = useMutation(trpc.investors.intake.regenerate.mutationOptions())

  async function renew() {
    try {
      const next = await regenerate.mutateAsync(undefined)
      queryClient.setQueryData(trpc.investors.intake.address.queryKey(), next)
      toast.success('New address made. Mail to the old one is now refused.')
    } catch (error) {
      toast.error(serverMessage(error, 'The address could not be changed. Please try again.'))
    }
  }

  return (
    <div className="space-y-4">
      {intake.address ? (
        <CopyField label="Your fund’s intake address" value={intake.address} what="address" />
      ) : null}
      {!intake.receiving && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {intake.address ? (
            <>
              This server does not receive mail itself (
              <code className="font-mono text-xs">INBOUND_SMTP_PORT</code> is not set): mail to this
              address arrives only where another of Sangam’s servers receives it.
            </>
          ) : (
            <>
              Intake by email is off on this server: its operator has not set{' '}
              <code className="font-mono text-xs">INBOUND_DOMAIN</code> and{' '}
              <code className="font-mono text-xs">INBOUND_SMTP_PORT</code>.
            </>
          )}
        </p>
      )}
      {intake.regeneratedAt && (
        <p className="text-xs text-muted">
          Last regenerated on {formatDate(intake.regeneratedAt)}
          {intake.regeneratedBy ? ` by ${intake.regeneratedBy}` : ''}.
        </p>
      )}
      {intake.canRegenerate && intake.address && (
        <ConfirmDialog
          trigger={<Button variant="secondary">Regenerate address</Button>}
          title="Make a new intake address?"
          description="Mail to the current address will be refused from now on. Anyone who forwards deals to your fund needs the new address."
          confirmLabel="Regenerate"
          pendingLabel="Regenerating…"
          onConfirm={renew}
        />
      )}
    </div>
  )
}
