import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { inferRouterOutputs } from '@trpc/server'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { Badge } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format'
import { memberRoleLabels, memberRoles, type MemberRole } from '@/lib/options'
import { useTRPC } from '@/lib/trpc'
import type { AppRouter } from '@/server/trpc/root'

import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { RoleSelect } from './role-select'
import { serverMessage } from '@/lib/form-errors'
import { LoadFailed, LoadingRows, SettingsCard } from './settings-card'
import { useAccount } from './use-account'

type Member = inferRouterOutputs<AppRouter>['organisation']['members']['list'][number]

const roleWithArticle = { owner: 'an owner', member: 'a member' } as const satisfies Record<
  MemberRole,
  string
>

export function MembersSection() {
  const trpc = useTRPC()
  const account = useAccount()
  const organisation = useQuery(trpc.organisation.get.queryOptions())
  const members = useQuery(trpc.organisation.members.list.queryOptions())
  const isOwner = organisation.data?.myRole === 'owner'
  const myId = account?.user.id

  return (
    <SettingsCard
      title="Members"
      description={
        isOwner
          ? 'Everyone in your organisation. As an owner you can change roles and remove members.'
          : 'Everyone in your organisation. Owners manage roles and invitations.'
      }
      aside={
        members.data && <Badge className="bg-surface text-muted">{members.data.length} total</Badge>
      }
    >
      {members.isPending ? (
        <LoadingRows what="the members" className="h-14" />
      ) : members.isError ? (
        <LoadFailed what="the members" onRetry={() => void members.refetch()} />
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {members.data.map((member) => (
            <MemberRow
              key={member.userId}
              member={member}
              isMe={member.userId === myId}
              canManage={isOwner && member.userId !== myId}
            />
          ))}
        </ul>
      )}
    </SettingsCard>
  )
}

function MemberRow({
  member,
  isMe,
  canManage,
}: {
  member: Member
  isMe: boolean
  canManage: boolean
}) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const invalidateMembers = () =>
    queryClient.invalidateQueries({ queryKey: trpc.organisation.members.list.queryKey() })

  const setRole = useMutation(
    trpc.organisation.members.setRole.mutationOptions({
      onSuccess: async (_data, { role }) => {
        await invalidateMembers()
        toast.success(`${member.name} is now ${roleWithArticle[role]}.`)
      },
      onError: (error) =>
        toast.error(serverMessage(error, 'We could not change the role. Please try again.')),
    }),
  )
  const remove = useMutation(trpc.organisation.members.remove.mutationOptions())

  async function removeMember() {
    try {
      await remove.mutateAsync({ userId: member.userId })
      await invalidateMembers()
      toast.success(`${member.name} is no longer a member.`)
    } catch (error) {
      toast.error(serverMessage(error, 'We could not remove this member. Please try again.'))
    }
  }

  // While a change is on its way, show the role it asks for.
  const shownRole = setRole.isPending ? setRole.variables.role : member.role

  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:p-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
          <span className="break-words">{member.name}</span>
          {isMe && <Badge>You</Badge>}
        </p>
        <p className="mt-0.5 text-xs break-all text-muted">{member.email}</p>
        <p className="mt-0.5 text-xs text-muted">Joined {formatDate(member.joinedAt)}</p>
      </div>
      {canManage ? (
        <div className="flex items-center gap-2">
          <RoleSelect
            aria-label={`Role of ${member.name}`}
            className="h-9 w-32"
            value={shownRole}
            disabled={setRole.isPending || remove.isPending}
            onChange={(event) => {
              const role = memberRoles.find((r) => r === event.target.value)
              if (role && role !== member.role) setRole.mutate({ userId: member.userId, role })
            }}
          />
          <ConfirmDialog
            trigger={
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 hover:bg-red-50"
                aria-label={`Remove ${member.name}`}
              >
                Remove
              </Button>
            }
            title={`Remove ${member.name}?`}
            description={`${member.name} (${member.email}) loses access to your organisation at once. You can invite them again later.`}
            confirmLabel="Remove member"
            pendingLabel="Removing…"
            onConfirm={removeMember}
          />
        </div>
      ) : (
        <Badge
          className={cn(
            'self-start sm:self-center',
            member.role !== 'owner' && 'bg-surface text-muted',
          )}
        >
          {memberRoleLabels[member.role]}
        </Badge>
      )}
    </li>
  )
}
