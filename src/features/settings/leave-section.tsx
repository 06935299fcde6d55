import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { useTRPC } from '@/lib/trpc'

import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { serverMessage } from '@/lib/form-errors'
import { FormMessage, SettingsCard } from './settings-card'
import { useAccount } from './use-account'

/** The danger zone: leave the organisation, after which the user starts over at /welcome. */
export function LeaveOrganisationSection() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const account = useAccount()
  const organisation = useQuery(trpc.organisation.get.queryOptions())
  const members = useQuery(trpc.organisation.members.list.queryOptions())
  const leave = useMutation(trpc.organisation.leave.mutationOptions())
  const [error, setError] = useState<string | null>(null)
  const reasonId = useId()

  const name =
    organisation.data?.name ?? account?.membership?.organisationName ?? 'your organisation'
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
      setError(
        serverMessage(cause, 'We could not take you out of the organisation. Please try again.'),
      )
      return
    }
    // 'all': the next page's guard must see that there is no membership any more.
    await queryClient.invalidateQueries({
      queryKey: trpc.account.session.queryKey(),
      refetchType: 'all',
    })
    await navigate({ to: '/welcome' })
    queryClient.removeQueries({ queryKey: trpc.organisation.pathKey() })
    toast.success(`You left ${name}.`)
  }

  return (
    <SettingsCard
      title="Leave organisation"
      tone="danger"
      description={`You lose access to ${name} and everything in it at once. To come back, an owner has to invite you again.`}
    >
      {onlyOwner && (
        <p id={reasonId} className="mb-4 rounded-lg bg-saffron-100 p-3 text-sm text-ink">
          You are the only owner. Make a teammate an owner before you leave.
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
            Leave organisation
          </Button>
        }
        title={`Leave ${name}?`}
        description="You lose access at once. An owner can invite you again later."
        confirmLabel="Leave organisation"
        pendingLabel="Leaving…"
        onConfirm={leaveOrganisation}
      />
    </SettingsCard>
  )
}
