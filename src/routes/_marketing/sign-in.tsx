import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'

import { pageLanguageIsStale } from '@/viewer-locale'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { homeFor, safeRedirect } from '@/features/account/area-guard'
import { AuthCard } from '@/features/account/auth-card'
import { signInSchema } from '@/domain/accounts/schemas'
import { authClient } from '@/lib/auth-client'
import { useTRPC } from '@/lib/trpc'

export const Route = createFileRoute('/_marketing/sign-in')({
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  component: SignInPage,
})

type SignInValues = z.input<typeof signInSchema>

function SignInPage() {
  const intl = useIntl()
  const { redirect } = Route.useSearch()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const trpc = useTRPC()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  })

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    const { error } = await authClient.signIn.email(values)
    if (error) {
      setFormError(
        error.status === 429
          ? intl.formatMessage({ id: 'auth.signIn.tooMany' })
          : error.code === 'FOREIGN_ORIGIN' && error.message
            ? error.message
            : intl.formatMessage({ id: 'auth.signIn.noMatch' }),
      )
      return
    }
    queryClient.removeQueries({ queryKey: trpc.account.session.queryKey() })
    const session = await queryClient.fetchQuery(trpc.account.session.queryOptions())
    const to = safeRedirect(redirect) ?? homeFor(session)
    // Signed in where they chose another language: the next screen comes whole, in it.
    if (pageLanguageIsStale()) return window.location.assign(to)
    await navigate({ to })
  })

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.signIn.title' })}
      subtitle={intl.formatMessage({ id: 'auth.signIn.subtitle' })}
    >
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <Field
          label={intl.formatMessage({ id: 'auth.field.email' })}
          error={form.formState.errors.email?.message}
        >
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <div>
          <Field
            label={intl.formatMessage({ id: 'auth.field.password' })}
            error={form.formState.errors.password?.message}
          >
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </Field>
          <p className="mt-1.5 text-right text-sm">
            <Link to="/forgot-password" className="font-medium text-brand-600 hover:underline">
              <FormattedMessage id="auth.signIn.forgot" />
            </Link>
          </p>
        </div>
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {formError}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          <FormattedMessage
            id={form.formState.isSubmitting ? 'auth.signIn.submitting' : 'auth.signIn'}
          />
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        <FormattedMessage
          id="auth.signIn.newFounder"
          values={{
            link: (chunks) => (
              <Link to="/sign-up" className="font-medium text-brand-600 hover:underline">
                {chunks}
              </Link>
            ),
          }}
        />
        <br />
        <FormattedMessage
          id="auth.signIn.investor"
          values={{
            link: (chunks) => (
              <Link to="/request-access" className="font-medium text-brand-600 hover:underline">
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
    </AuthCard>
  )
}
