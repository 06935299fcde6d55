import { zodResolver } from '@hookform/resolvers/zod'
import { createFileRoute, Link } from '@tanstack/react-router'
import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { AuthCard } from '@/features/account/auth-card'
import { emailSchema } from '@/domain/accounts/schemas'
import { authClient } from '@/lib/auth-client'

export const Route = createFileRoute('/_marketing/forgot-password')({
  component: ForgotPasswordPage,
})

const forgotPasswordSchema = z.object({ email: emailSchema })
type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>

function ForgotPasswordPage() {
  const intl = useIntl()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<ForgotPasswordValues, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  })

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFormError(null)
    try {
      const { error } = await authClient.requestPasswordReset({
        email,
        redirectTo: '/reset-password',
      })
      if (error?.status === 429) {
        setFormError(intl.formatMessage({ id: 'auth.forgot.tooMany' }))
        return
      }
      if (error?.code === 'FOREIGN_ORIGIN' && error.message) {
        setFormError(error.message)
        return
      }
      if (error && error.status >= 500) {
        setFormError(intl.formatMessage({ id: 'auth.forgot.failed' }))
        return
      }
    } catch {
      setFormError(intl.formatMessage({ id: 'auth.error.offline' }))
      return
    }
    // Whatever the server says about the address itself, the answer is the same: this page must
    // never reveal whether an account exists.
    setSentTo(email)
  })

  if (sentTo) {
    return (
      <AuthCard
        title={intl.formatMessage({ id: 'auth.checkEmail.title' })}
        subtitle={intl.formatMessage({ id: 'auth.forgot.sent.subtitle' })}
      >
        <div role="status" className="flex items-start gap-3 rounded-xl bg-emerald-50 p-4">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <p className="min-w-0 text-sm text-emerald-900">
            <FormattedMessage id="auth.forgot.sent.body" />
          </p>
        </div>
        <p className="mt-4 text-sm text-muted">
          <FormattedMessage
            id="auth.forgot.sent.to"
            values={{
              email: sentTo,
              strong: (chunks) => (
                <strong className="font-medium break-all text-ink">{chunks}</strong>
              ),
            }}
          />
        </p>
        <div className="mt-6 space-y-3">
          <Button
            type="button"
            variant="secondary"
            className="w-full"
            onClick={() => {
              form.reset({ email: sentTo })
              setSentTo(null)
            }}
          >
            <FormattedMessage id="auth.forgot.sent.another" />
          </Button>
          <Button asChild className="w-full">
            <Link to="/sign-in">
              <FormattedMessage id="auth.forgot.sent.back" />
            </Link>
          </Button>
        </div>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.forgot.title' })}
      subtitle={intl.formatMessage({ id: 'auth.forgot.subtitle' })}
    >
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <Field
          label={intl.formatMessage({ id: 'auth.field.email' })}
          error={form.formState.errors.email?.message}
        >
          <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
        </Field>
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {formError}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          <FormattedMessage
            id={form.formState.isSubmitting ? 'auth.sending' : 'auth.forgot.submit'}
          />
        </Button>
      </form>
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
