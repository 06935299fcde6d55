import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { inferRouterOutputs } from '@trpc/server'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Badge } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { shownDate } from '@/lib/i18n/dates'
import { optionLabel } from '@/lib/i18n/option-labels'
import { memberRoles } from '@/lib/options'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'
import type { AppRouter } from '@/server/trpc/root'

import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { RoleSelect } from './role-select'
import { serverMessage } from '@/lib/form-errors'
import { LoadFailed, LoadingRows, SettingsCard } from './settings-card'
import { useAccount } from './use-account'

type Member = inferRouterOutputs<AppRouter>['organisation']['members']['list'][number]

export function MembersSection() {
  const intl = useIntl()
  const trpc = useTRPC()
  const account = useAccount()
  const organisation = useQuery(trpc.organisation.get.queryOptions())
  const members = useQuery(trpc.organisation.members.list.queryOptions())
  const isOwner = organisation.data?.myRole === 'owner'
  const myId = account?.user.id

  return (
    <SettingsCard
      title={intl.formatMessage({ id: 'settings.members.title' })}
      description={intl.formatMessage({
        id: isOwner ? 'settings.members.descriptionOwner' : 'settings.members.descriptionMember',
      })}
      aside={
        members.data && (
          <Badge className="bg-surface text-muted">
            <FormattedMessage id="settings.members.total" values={{ count: members.data.length }} />
          </Badge>
        )
      }
    >
      {members.isPending ? (
        <LoadingRows
          label={intl.formatMessage({ id: 'settings.members.loading' })}
          className="h-14"
        />
      ) : members.isError ? (
        <LoadFailed
          message={intl.formatMessage({ id: 'settings.members.loadFailed' })}
          onRetry={() => void members.refetch()}
        />
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
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const invalidateMembers = () =>
    queryClient.invalidateQueries({ queryKey: trpc.organisation.members.list.queryKey() })

  const setRole = useMutation(
    trpc.organisation.members.setRole.mutationOptions({
      onSuccess: async (_data, { role }) => {
        await invalidateMembers()
        toast.success(
          intl.formatMessage({ id: 'settings.members.roleChanged' }, { name: member.name, role }),
        )
      },
      onError: (error) =>
        toast.error(
          serverMessage(error, intl.formatMessage({ id: 'settings.members.roleFailed' })),
        ),
    }),
  )
  const remove = useMutation(trpc.organisation.members.remove.mutationOptions())

  async function removeMember() {
    try {
      await remove.mutateAsync({ userId: member.userId })
      await invalidateMembers()
      toast.success(intl.formatMessage({ id: 'settings.members.removed' }, { name: member.name }))
    } catch (error) {
      toast.error(serverMessage(error, intl.formatMessage({ id: 'settings.members.removeFailed' })))
    }
  }

  // While a change is on its way, show the role it asks for.
  const shownRole = setRole.isPending ? setRole.variables.role : member.role

  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:p-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
          <span translate="no" className="break-words">
            {member.name}
          </span>
          {isMe && (
            <Badge>
              <FormattedMessage id="settings.members.you" />
            </Badge>
          )}
        </p>
        <p translate="no" className="mt-0.5 text-xs break-all text-muted">
          {member.email}
        </p>
        <p className="mt-0.5 text-xs text-muted">
          <FormattedMessage
            id="settings.members.joined"
            values={{ date: shownDate(intl, member.joinedAt) }}
          />
        </p>
      </div>
      {canManage ? (
        <div className="flex items-center gap-2">
          <RoleSelect
            aria-label={intl.formatMessage(
              { id: 'settings.members.roleOf' },
              { name: member.name },
            )}
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
                aria-label={intl.formatMessage(
                  { id: 'settings.members.removeLabel' },
                  { name: member.name },
                )}
              >
                <FormattedMessage id="settings.members.remove" />
              </Button>
            }
            title={intl.formatMessage(
              { id: 'settings.members.removeTitle' },
              { name: member.name },
            )}
            description={intl.formatMessage(
              { id: 'settings.members.removeDescription' },
              { name: member.name, email: member.email },
            )}
            confirmLabel={intl.formatMessage({ id: 'settings.members.removeConfirm' })}
            pendingLabel={intl.formatMessage({ id: 'settings.members.removing' })}
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
          {optionLabel(intl, 'memberRoles', member.role)}
        </Badge>
      )}
    </li>
  )
}
