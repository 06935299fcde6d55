import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { inferRouterOutputs } from '@trpc/server'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Badge } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { inviteSchema } from '@/domain/organisations/schemas'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format'
import { memberRoleLabels } from '@/lib/options'
import { useTRPC } from '@/lib/trpc'
import { trpcErrorCode } from '@/lib/trpc-errors'
import type { AppRouter } from '@/server/trpc/root'

import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { RoleSelect } from './role-select'
import { serverMessage, setServerFieldErrors } from '@/lib/form-errors'
import { FormMessage, LoadFailed, LoadingRows, SettingsCard } from './settings-card'

type Invitation = inferRouterOutputs<AppRouter>['organisation']['invitations']['list'][number]
type InvitationState = Invitation['state']

const stateLabels = {
  open: 'Open',
  expired: 'Expired',
  accepted: 'Accepted',
  revoked: 'Revoked',
} as const satisfies Record<InvitationState, string>

const stateStyles = {
  open: 'bg-brand-50 text-brand-700',
  expired: 'bg-saffron-100 text-ink',
  accepted: 'bg-emerald-50 text-emerald-700',
  revoked: 'bg-surface text-muted',
} as const satisfies Record<InvitationState, string>

/** For owners: invite teammates by email and look after the invitations already sent. */
export function InvitationsSection() {
  const trpc = useTRPC()
  const invitations = useQuery(trpc.organisation.invitations.list.queryOptions())

  return (
    <SettingsCard
      title="Invitations"
      description="Invite teammates by email. The link in the invitation works for 7 days."
    >
      <InviteForm />
      <h4 className="mt-8 mb-3 text-sm font-semibold text-ink">Sent invitations</h4>
      {invitations.isPending ? (
        <LoadingRows what="the invitations" className="h-16" />
      ) : invitations.isError ? (
        <LoadFailed what="the invitations" onRetry={() => void invitations.refetch()} />
      ) : invitations.data.length === 0 ? (
        <p className="rounded-lg bg-surface p-3 text-sm text-muted">No invitations yet.</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {invitations.data.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      )}
    </SettingsCard>
  )
}

type InviteValues = z.input<typeof inviteSchema>

function InviteForm() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<InviteValues>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', role: 'member' },
  })
  const create = useMutation(trpc.organisation.invitations.create.mutationOptions())

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const sent = await create.mutateAsync(inviteSchema.parse(values))
      form.reset({ email: '', role: values.role })
      await queryClient.invalidateQueries({
        queryKey: trpc.organisation.invitations.list.queryKey(),
      })
      toast.success(`Invitation sent to ${sent.email}.`)
    } catch (error) {
      const code = trpcErrorCode(error)
      if (code === 'CONFLICT') {
        form.setError('email', {
          message: serverMessage(error, 'This person is already a member.'),
        })
      } else if (code === 'TOO_MANY_REQUESTS') {
        setFormError('You have sent many invitations in the last hour. Please try again later.')
      } else if (!setServerFieldErrors(form.setError, error, ['email', 'role'])) {
        setFormError('We could not send the invitation. Please try again.')
      }
    }
  })

  const errors = form.formState.errors
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <Field label="Teammate’s email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="off"
            placeholder="name@company.in"
            {...form.register('email')}
          />
        </Field>
        <Field
          label="Role"
          hint="Owners can invite and remove members."
          error={errors.role?.message}
        >
          <RoleSelect {...form.register('role')} />
        </Field>
      </div>
      <FormMessage>{formError}</FormMessage>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Sending…' : 'Send invitation'}
      </Button>
    </form>
  )
}

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const invalidate = () =>
    queryClient.invalidateQueries({ queryKey: trpc.organisation.invitations.list.queryKey() })

  const resend = useMutation(
    trpc.organisation.invitations.resend.mutationOptions({
      onSuccess: async () => {
        await invalidate()
        toast.success(`Invitation sent again to ${invitation.email}.`)
      },
      onError: (error) =>
        toast.error(
          trpcErrorCode(error) === 'TOO_MANY_REQUESTS'
            ? 'You have sent many invitations in the last hour. Please try again later.'
            : serverMessage(error, 'We could not resend the invitation. Please try again.'),
        ),
    }),
  )
  const revoke = useMutation(trpc.organisation.invitations.revoke.mutationOptions())

  async function revokeInvitation() {
    try {
      await revoke.mutateAsync({ id: invitation.id })
      await invalidate()
      toast.success(`The invitation to ${invitation.email} is revoked.`)
    } catch (error) {
      toast.error(serverMessage(error, 'We could not revoke the invitation. Please try again.'))
    }
  }

  const { state } = invitation
  const canResend = state === 'open' || state === 'expired'
  const sentTimes = invitation.sentCount === 1 ? 'once' : `${invitation.sentCount} times`

  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:p-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
          <span className="break-all">{invitation.email}</span>
          <Badge className={cn(stateStyles[state])}>{stateLabels[state]}</Badge>
        </p>
        <p className="mt-0.5 text-xs text-muted">
          {memberRoleLabels[invitation.role]}
          {state === 'open' && ` · Expires ${formatDate(invitation.expiresAt)}`}
          {state === 'expired' && ` · Expired ${formatDate(invitation.expiresAt)}`}
        </p>
        <p className="mt-0.5 text-xs text-muted">
          Sent {sentTimes}, last on {formatDate(invitation.lastSentAt)}
          {invitation.invitedByName && ` · by ${invitation.invitedByName}`}
        </p>
      </div>
      {canResend && (
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Resend invitation to ${invitation.email}`}
            disabled={resend.isPending || revoke.isPending}
            onClick={() => resend.mutate({ id: invitation.id })}
          >
            {resend.isPending ? 'Sending…' : 'Resend'}
          </Button>
          {state === 'open' && (
            <ConfirmDialog
              trigger={
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-700 hover:bg-red-50"
                  aria-label={`Revoke invitation to ${invitation.email}`}
                  disabled={resend.isPending || revoke.isPending}
                >
                  Revoke
                </Button>
              }
              title="Revoke this invitation?"
              description={`The link sent to ${invitation.email} stops working at once. You can invite them again later.`}
              confirmLabel="Revoke invitation"
              pendingLabel="Revoking…"
              onConfirm={revokeInvitation}
            />
          )}
        </div>
      )}
    </li>
  )
}
