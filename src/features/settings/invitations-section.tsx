import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { inferRouterOutputs } from '@trpc/server'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import type { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Badge } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { inviteSchema } from '@/domain/organisations/schemas'
import { cn } from '@/lib/cn'
import { shownDate } from '@/lib/i18n/dates'
import { optionLabel } from '@/lib/i18n/option-labels'
import { toast } from '@/lib/toast'
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
  open: 'settings.invitations.state.open',
  expired: 'settings.invitations.state.expired',
  accepted: 'settings.invitations.state.accepted',
  revoked: 'settings.invitations.state.revoked',
} as const satisfies Record<InvitationState, string>

/** An example address for the email box: the same in every language. */
const emailExample = 'name@company.in'

const stateStyles = {
  open: 'bg-brand-50 text-brand-700',
  expired: 'bg-saffron-100 text-ink',
  accepted: 'bg-emerald-50 text-emerald-700',
  revoked: 'bg-surface text-muted',
} as const satisfies Record<InvitationState, string>

/** For owners: invite teammates by email and look after the invitations already sent. */
export function InvitationsSection() {
  const intl = useIntl()
  const trpc = useTRPC()
  const invitations = useQuery(trpc.organisation.invitations.list.queryOptions())

  return (
    <SettingsCard
      title={intl.formatMessage({ id: 'settings.invitations.title' })}
      description={intl.formatMessage({ id: 'settings.invitations.description' })}
    >
      <InviteForm />
      <h4 className="mt-8 mb-3 text-sm font-semibold text-ink">
        <FormattedMessage id="settings.invitations.sentHeading" />
      </h4>
      {invitations.isPending ? (
        <LoadingRows
          label={intl.formatMessage({ id: 'settings.invitations.loading' })}
          className="h-16"
        />
      ) : invitations.isError ? (
        <LoadFailed
          message={intl.formatMessage({ id: 'settings.invitations.loadFailed' })}
          onRetry={() => void invitations.refetch()}
        />
      ) : invitations.data.length === 0 ? (
        <p className="rounded-lg bg-surface p-3 text-sm text-muted">
          <FormattedMessage id="settings.invitations.none" />
        </p>
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
  const intl = useIntl()
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
      toast.success(intl.formatMessage({ id: 'settings.invitations.sent' }, { email: sent.email }))
    } catch (error) {
      const code = trpcErrorCode(error)
      if (code === 'CONFLICT') {
        form.setError('email', {
          message: serverMessage(
            error,
            intl.formatMessage({ id: 'settings.invitations.alreadyMember' }),
          ),
        })
      } else if (code === 'TOO_MANY_REQUESTS') {
        setFormError(intl.formatMessage({ id: 'settings.invitations.tooMany' }))
      } else if (!setServerFieldErrors(form.setError, error, ['email', 'role'])) {
        setFormError(intl.formatMessage({ id: 'settings.invitations.sendFailed' }))
      }
    }
  })

  const errors = form.formState.errors
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <Field
          label={intl.formatMessage({ id: 'settings.invitations.email' })}
          error={errors.email?.message}
        >
          <Input
            type="email"
            autoComplete="off"
            placeholder={emailExample}
            {...form.register('email')}
          />
        </Field>
        <Field
          label={intl.formatMessage({ id: 'settings.invitations.role' })}
          hint={intl.formatMessage({ id: 'settings.invitations.roleHint' })}
          error={errors.role?.message}
        >
          <RoleSelect {...form.register('role')} />
        </Field>
      </div>
      <FormMessage>{formError}</FormMessage>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? (
          <FormattedMessage id="settings.common.sending" />
        ) : (
          <FormattedMessage id="settings.invitations.send" />
        )}
      </Button>
    </form>
  )
}

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const invalidate = () =>
    queryClient.invalidateQueries({ queryKey: trpc.organisation.invitations.list.queryKey() })

  const resend = useMutation(
    trpc.organisation.invitations.resend.mutationOptions({
      onSuccess: async () => {
        await invalidate()
        toast.success(
          intl.formatMessage({ id: 'settings.invitations.resent' }, { email: invitation.email }),
        )
      },
      onError: (error) =>
        toast.error(
          trpcErrorCode(error) === 'TOO_MANY_REQUESTS'
            ? intl.formatMessage({ id: 'settings.invitations.tooMany' })
            : serverMessage(error, intl.formatMessage({ id: 'settings.invitations.resendFailed' })),
        ),
    }),
  )
  const revoke = useMutation(trpc.organisation.invitations.revoke.mutationOptions())

  async function revokeInvitation() {
    try {
      await revoke.mutateAsync({ id: invitation.id })
      await invalidate()
      toast.success(
        intl.formatMessage({ id: 'settings.invitations.revoked' }, { email: invitation.email }),
      )
    } catch (error) {
      toast.error(
        serverMessage(error, intl.formatMessage({ id: 'settings.invitations.revokeFailed' })),
      )
    }
  }

  const { state } = invitation
  const canResend = state === 'open' || state === 'expired'
  const role = optionLabel(intl, 'memberRoles', invitation.role)
  const expiry = shownDate(intl, invitation.expiresAt)
  const lastSent = shownDate(intl, invitation.lastSentAt)

  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:p-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
          <span translate="no" className="break-all">
            {invitation.email}
          </span>
          <Badge className={cn(stateStyles[state])}>
            <FormattedMessage id={stateLabels[state]} />
          </Badge>
        </p>
        <p className="mt-0.5 text-xs text-muted">
          {state === 'open'
            ? intl.formatMessage({ id: 'settings.invitations.roleExpires' }, { role, date: expiry })
            : state === 'expired'
              ? intl.formatMessage(
                  { id: 'settings.invitations.roleExpired' },
                  { role, date: expiry },
                )
              : role}
        </p>
        <p className="mt-0.5 text-xs text-muted">
          {invitation.invitedByName
            ? intl.formatMessage(
                { id: 'settings.invitations.sentTimesBy' },
                { count: invitation.sentCount, date: lastSent, name: invitation.invitedByName },
              )
            : intl.formatMessage(
                { id: 'settings.invitations.sentTimes' },
                { count: invitation.sentCount, date: lastSent },
              )}
        </p>
      </div>
      {canResend && (
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={intl.formatMessage(
              { id: 'settings.invitations.resendLabel' },
              { email: invitation.email },
            )}
            disabled={resend.isPending || revoke.isPending}
            onClick={() => resend.mutate({ id: invitation.id })}
          >
            {resend.isPending ? (
              <FormattedMessage id="settings.common.sending" />
            ) : (
              <FormattedMessage id="settings.invitations.resend" />
            )}
          </Button>
          {state === 'open' && (
            <ConfirmDialog
              trigger={
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-700 hover:bg-red-50"
                  aria-label={intl.formatMessage(
                    { id: 'settings.invitations.revokeLabel' },
                    { email: invitation.email },
                  )}
                  disabled={resend.isPending || revoke.isPending}
                >
                  <FormattedMessage id="settings.invitations.revoke" />
                </Button>
              }
              title={intl.formatMessage({ id: 'settings.invitations.revokeTitle' })}
              description={intl.formatMessage(
                { id: 'settings.invitations.revokeDescription' },
                { email: invitation.email },
              )}
              confirmLabel={intl.formatMessage({ id: 'settings.invitations.revokeConfirm' })}
              pendingLabel={intl.formatMessage({ id: 'settings.invitations.revoking' })}
              onConfirm={revokeInvitation}
            />
          )}
        </div>
      )}
    </li>
  )
}
