import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { serverMessage } from '@/lib/form-errors'
import { FormMessage, SettingsCard } from './settings-card'
import { useAccount } from './use-account'

/** The danger zone: leave the organisation, after which the user starts over at /welcome. */
export function LeaveOrganisationSection() {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const account = useAccount()
  const organisation = useQuery(trpc.organisation.get.queryOptions())
  const members = useQuery(trpc.organisation.members.list.queryOptions())
  const leave = useMutation(trpc.organisation.leave.mutationOptions())
  const [error, setError] = useState<string | null>(null)
  const reasonId = useId()

  const name = organisation.data?.name ?? account?.membership?.organisationName ?? ''
  // The organisation's name, or "your organisation" while it is not known.
  const named = { named: name ? 'yes' : 'no', name }
  const owners = members.data?.filter((m) => m.role === 'owner') ?? []
  const onlyOwner =
    organisation.data?.myRole === 'owner' &&
    owners.length === 1 &&
    owners[0]?.userId === account?.user.id

  async function leaveOrganisation() {
    setError(null)
    try {
      await leave.mutateAsync()
    } catch (cause) {
      setError(serverMessage(cause, intl.formatMessage({ id: 'settings.leave.failed' })))
      return
    }
    // 'all': the next page's guard must see that there is no membership any more.
    await queryClient.invalidateQueries({
      queryKey: trpc.account.session.queryKey(),
      refetchType: 'all',
    })
    await navigate({ to: '/welcome' })
    queryClient.removeQueries({ queryKey: trpc.organisation.pathKey() })
    toast.success(intl.formatMessage({ id: 'settings.leave.left' }, named))
  }

  return (
    <SettingsCard
      title={intl.formatMessage({ id: 'settings.leave.title' })}
      tone="danger"
      description={intl.formatMessage({ id: 'settings.leave.description' }, named)}
    >
      {onlyOwner && (
        <p id={reasonId} className="mb-4 rounded-lg bg-saffron-100 p-3 text-sm text-ink">
          <FormattedMessage id="settings.leave.onlyOwner" />
        </p>
      )}
      {error && (
        <div className="mb-4">
          <FormMessage>{error}</FormMessage>
        </div>
      )}
      <ConfirmDialog
        trigger={
          // The only owner cannot leave (the server refuses it too): the reason is shown above.
          <Button
            variant="danger"
            disabled={onlyOwner}
            aria-describedby={onlyOwner ? reasonId : undefined}
          >
            <FormattedMessage id="settings.leave.title" />
          </Button>
        }
        title={intl.formatMessage({ id: 'settings.leave.confirmTitle' }, named)}
        description={intl.formatMessage({ id: 'settings.leave.confirmDescription' })}
        confirmLabel={intl.formatMessage({ id: 'settings.leave.title' })}
        pendingLabel={intl.formatMessage({ id: 'settings.leave.leaving' })}
        onConfirm={leaveOrganisation}
      />
    </SettingsCard>
  )
}
