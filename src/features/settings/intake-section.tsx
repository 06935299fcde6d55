import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Check, Copy } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Input } from '@/components/ui/input'
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
      {intake.address ? <CopyableAddress address={intake.address} /> : null}
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
      {intake.canRegenerate && (
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

function CopyableAddress({ address }: { address: string }) {
  const inputId = useId()
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])

  async function copy() {
    try {
      await navigator.clipboard.writeText(address)
      setCopied(true)
      toast.success('Address copied')
    } catch {
      toast.error('Could not copy. Select the address and copy it yourself.')
    }
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        Your fund’s intake address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          readOnly
          value={address}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 font-mono text-xs"
        />
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy address'}
        </Button>
      </div>
    </div>
  )
}
