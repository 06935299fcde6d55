import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { CheckCircle2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { AuthCard } from '@/features/account/auth-card'
import { passwordHint, passwordSchema } from '@/domain/accounts/schemas'
import { authClient } from '@/lib/auth-client'
import { useTRPC } from '@/lib/trpc'

export const Route = createFileRoute('/_marketing/reset-password')({
  // better-auth's emailed link lands here as `?token=…`, or as `?error=INVALID_TOKEN` when the
  // link is unknown or older than an hour.
  validateSearch: z.object({
    token: z.string().optional().catch(undefined),
    error: z.string().optional().catch(undefined),
  }),
  component: ResetPasswordPage,
})

/** The form's rules, with its own messages in the page's language. */
const resetPasswordSchema = (intl: IntlShape) =>
  z
    .object({
      newPassword: passwordSchema,
      confirmPassword: z.string().min(1, intl.formatMessage({ id: 'auth.reset.confirmRequired' })),
    })
    .refine((values) => values.newPassword === values.confirmPassword, {
      path: ['confirmPassword'],
      message: intl.formatMessage({ id: 'auth.reset.mismatch' }),
    })
type ResetPasswordValues = z.input<ReturnType<typeof resetPasswordSchema>>

function ResetPasswordPage() {
  const intl = useIntl()
  const { token, error: linkError } = Route.useSearch()
  const [done, setDone] = useState(false)
  const [tokenRejected, setTokenRejected] = useState(false)

  if (done) {
    return (
      <AuthCard
        title={intl.formatMessage({ id: 'auth.reset.done.title' })}
        subtitle={intl.formatMessage({ id: 'auth.reset.done.subtitle' })}
      >
        <div role="status" className="flex items-start gap-3 rounded-xl bg-emerald-50 p-4">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <p className="min-w-0 text-sm text-emerald-900">
            <FormattedMessage id="auth.reset.done.body" />
          </p>
        </div>
        <p className="mt-4 text-sm text-muted">
          <FormattedMessage id="auth.reset.done.signedOut" />
        </p>
        <Button asChild className="mt-6 w-full">
          <Link to="/sign-in">
            <FormattedMessage id="auth.signIn" />
          </Link>
        </Button>
      </AuthCard>
    )
  }

  if (!token || linkError || tokenRejected) {
    return (
      <AuthCard
        title={intl.formatMessage({ id: 'auth.reset.broken.title' })}
        subtitle={intl.formatMessage({ id: 'auth.reset.broken.subtitle' })}
      >
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-800">
          <FormattedMessage
            id={token || linkError ? 'auth.reset.broken.expired' : 'auth.reset.broken.missing'}
          />
        </p>
        <Button asChild className="mt-6 w-full">
          <Link to="/forgot-password">
            <FormattedMessage id="auth.reset.broken.newLink" />
          </Link>
        </Button>
        <p className="mt-6 text-center text-sm text-muted">
          <FormattedMessage
            id="auth.rememberedIt"
            values={{
              link: (chunks) => (
                <Link to="/sign-in" className="font-medium text-brand-600 hover:underline">
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      </AuthCard>
    )
  }

  return (
    <ResetPasswordForm
      token={token}
      onDone={() => setDone(true)}
      onTokenRejected={() => setTokenRejected(true)}
    />
  )
}

function ResetPasswordForm({
  token,
  onDone,
  onTokenRejected,
}: {
  token: string
  onDone: () => void
  onTokenRejected: () => void
}) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const trpc = useTRPC()
  const [formError, setFormError] = useState<string | null>(null)
  const schema = useMemo(() => resetPasswordSchema(intl), [intl])
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  })
  const errors = form.formState.errors

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setFormError(null)
    try {
      const { error } = await authClient.resetPassword({ newPassword, token })
      if (error) {
        if (error.status === 429) {
          setFormError(intl.formatMessage({ id: 'auth.error.tooManyAttempts' }))
        } else if (error.code === 'INVALID_TOKEN' || error.code === 'USER_NOT_FOUND') {
          onTokenRejected()
        } else if (error.code === 'PASSWORD_TOO_COMMON' || error.code?.startsWith('PASSWORD')) {
          form.setError('newPassword', {
            message: error.message ?? intl.formatMessage({ id: 'auth.reset.choosePassword' }),
          })
        } else {
          setFormError(error.message ?? intl.formatMessage({ id: 'auth.reset.failed' }))
        }
        return
      }
    } catch {
      setFormError(intl.formatMessage({ id: 'auth.error.offline' }))
      return
    }
    // Every session of the account was revoked, including this browser's, if it had one.
    queryClient.removeQueries({ queryKey: trpc.account.session.queryKey() })
    onDone()
  })

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.reset.title' })}
      subtitle={intl.formatMessage({ id: 'auth.reset.subtitle' })}
    >
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <Field
          label={intl.formatMessage({ id: 'auth.reset.newPassword' })}
          hint={passwordHint()}
          error={errors.newPassword?.message}
        >
          <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </Field>
        <Field
          label={intl.formatMessage({ id: 'auth.reset.confirmPassword' })}
          error={errors.confirmPassword?.message}
        >
          <Input
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        </Field>
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {formError}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          <FormattedMessage
            id={form.formState.isSubmitting ? 'auth.reset.submitting' : 'auth.reset.submit'}
          />
        </Button>
      </form>
    </AuthCard>
  )
}
