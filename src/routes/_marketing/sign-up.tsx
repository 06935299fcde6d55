import { zodResolver } from '@hookform/resolvers/zod'
import { createFileRoute, Link } from '@tanstack/react-router'
import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import type { z } from 'zod'

import { legalLinks } from '@/components/legal-links'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { AuthCard } from '@/features/account/auth-card'
import { passwordHint, signUpSchema } from '@/domain/accounts/schemas'
import { authClient } from '@/lib/auth-client'

export const Route = createFileRoute('/_marketing/sign-up')({ component: SignUpPage })

type SignUpValues = z.input<typeof signUpSchema>

function SignUpPage() {
  const intl = useIntl()
  const [formError, setFormError] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '', startupName: '' },
  })

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    const { error } = await authClient.signUp.email({
      name: values.name,
      email: values.email,
      password: values.password,
      // The emailed link confirms the address, signs the founder in and lands on the welcome page
      // with the startup's name filled in (or back there with ?error= when it fails).
      callbackURL: `/welcome?startup=${encodeURIComponent(values.startupName)}`,
    })
    if (error) {
      if (error.status === 429) {
        setFormError(intl.formatMessage({ id: 'auth.signUp.tooMany' }))
      } else if (error.code?.startsWith('PASSWORD')) {
        form.setError('password', {
          message: error.message ?? intl.formatMessage({ id: 'auth.signUp.choosePassword' }),
        })
      } else {
        setFormError(error.message ?? intl.formatMessage({ id: 'auth.signUp.failed' }))
      }
      return
    }
    // The same answer whether the address was new or already had an account (whose owner gets an
    // email instead): the page never tells a stranger who is on Sangam.
    setSentTo(values.email)
  })

  const errors = form.formState.errors
  if (sentTo) {
    return (
      <AuthCard
        title={intl.formatMessage({ id: 'auth.checkEmail.title' })}
        subtitle={intl.formatMessage({ id: 'auth.signUp.sent.subtitle' })}
      >
        <div role="status" className="flex items-start gap-3 rounded-xl bg-brand-50 p-4">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <p className="min-w-0 text-sm text-ink">
            <FormattedMessage
              id="auth.signUp.sent.body"
              values={{
                email: sentTo,
                strong: (chunks) => (
                  <strong className="font-semibold break-all" data-testid="sign-up-sent-to">
                    {chunks}
                  </strong>
                ),
              }}
            />
          </p>
        </div>
        <p className="mt-4 text-sm text-muted">
          <FormattedMessage id="auth.signUp.sent.nothing" />
        </p>
        <p className="mt-6 text-center text-sm text-muted">
          <Link to="/sign-in" className="font-medium text-brand-600 hover:underline">
            <FormattedMessage id="auth.signUp.sent.goToSignIn" />
          </Link>
        </p>
      </AuthCard>
    )
  }
  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.signUp.title' })}
      subtitle={intl.formatMessage({ id: 'auth.signUp.subtitle' })}
    >
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <Field label={intl.formatMessage({ id: 'auth.signUp.name' })} error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </Field>
        <Field
          label={intl.formatMessage({ id: 'auth.signUp.email' })}
          error={errors.email?.message}
        >
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field
          label={intl.formatMessage({ id: 'auth.field.password' })}
          hint={passwordHint()}
          error={errors.password?.message}
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
        <Field
          label={intl.formatMessage({ id: 'auth.field.startupName' })}
          error={errors.startupName?.message}
        >
          <Input autoComplete="organization" {...form.register('startupName')} />
        </Field>
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {formError}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          <FormattedMessage
            id={form.formState.isSubmitting ? 'auth.signUp.submitting' : 'auth.signUp.submit'}
          />
        </Button>
        <p className="text-center text-xs text-muted">
          <FormattedMessage id="auth.signUp.consent" values={legalLinks} />
        </p>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        <FormattedMessage
          id="auth.signUp.alreadyOn"
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
