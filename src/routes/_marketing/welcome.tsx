import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router'
import { Mail, Rocket, TrendingUp, Users } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { homeFor, requireSignedIn } from '@/features/account/area-guard'
import { YourDataSection } from '@/features/settings/data-rights-section'
import { useSignOut } from '@/components/use-sign-out'
import { createStartupSchema } from '@/domain/accounts/schemas'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'
import { setServerFieldErrors } from '@/lib/form-errors'
import { trpcErrorCode } from '@/lib/trpc-errors'

export const Route = createFileRoute('/_marketing/welcome')({
  // The startup name typed at sign-up travels here through the emailed confirmation link.
  validateSearch: z.object({ startup: z.string().max(200).optional().catch(undefined) }),
  beforeLoad: async ({ context, location }) => {
    const { session } = await requireSignedIn(context, location)
    // Members have their area; platform admins run the platform rather than a startup.
    if (session.membership || session.user.isAdmin) throw redirect({ to: homeFor(session) })
    // A startup is created from a confirmed address only (the server refuses otherwise).
    if (!session.user.emailVerified) throw redirect({ to: '/verify-email' })
    return { session }
  },
  component: WelcomePage,
})

type StartupValues = z.input<typeof createStartupSchema>

function WelcomePage() {
  const intl = useIntl()
  const { session } = Route.useRouteContext()
  const { startup } = Route.useSearch()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const trpc = useTRPC()
  const createStartup = useMutation(trpc.account.createStartup.mutationOptions())
  const [formError, setFormError] = useState<string | null>(null)
  const { signOut: switchAccount, signingOut } = useSignOut(() => navigate({ to: '/sign-in' }))
  const form = useForm<StartupValues>({
    resolver: zodResolver(createStartupSchema),
    defaultValues: { name: startup?.trim() ?? '' },
  })
  const firstName = session.user.name.split(' ')[0] || session.user.name

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      await createStartup.mutateAsync(values)
    } catch (error) {
      const code = trpcErrorCode(error)
      if (setServerFieldErrors(form.setError, error, ['name'])) {
        // The name field shows the server's message.
      } else if (code === 'CONFLICT') {
        setFormError(
          error instanceof Error && error.message
            ? intl.formatMessage({ id: 'auth.welcome.start.conflict' }, { message: error.message })
            : intl.formatMessage({ id: 'auth.welcome.start.member' }),
        )
      } else if (code === 'TOO_MANY_REQUESTS') {
        setFormError(intl.formatMessage({ id: 'auth.error.tooManyAttempts' }))
      } else {
        setFormError(intl.formatMessage({ id: 'auth.welcome.start.failed' }))
      }
      return
    }
    queryClient.removeQueries({ queryKey: trpc.account.session.queryKey() })
    toast.success(
      intl.formatMessage({ id: 'auth.welcome.start.created' }, { name: values.name.trim() }),
    )
    await navigate({ to: '/startups' })
  })

  async function openMyArea() {
    queryClient.removeQueries({ queryKey: trpc.account.session.queryKey() })
    const fresh = await queryClient.fetchQuery(trpc.account.session.queryOptions())
    await navigate({ to: homeFor(fresh) })
  }

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-4xl">
        <div className="max-w-2xl">
          <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
            <FormattedMessage id="auth.welcome.title" values={{ name: firstName }} />
          </h1>
          <p className="mt-2 text-sm text-muted sm:text-base">
            <FormattedMessage
              id="auth.welcome.intro"
              values={{
                email: session.user.email,
                strong: (chunks) => (
                  <strong className="font-medium break-all text-ink">{chunks}</strong>
                ),
              }}
            />
          </p>
        </div>

        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <Card className="flex flex-col p-6 sm:p-8">
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
              <Rocket aria-hidden="true" className="size-5" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-ink">
              <FormattedMessage id="auth.welcome.start.title" />
            </h2>
            <p className="mt-1 text-sm text-muted">
              <FormattedMessage id="auth.welcome.start.body" />
            </p>
            <form method="post" onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
              <Field
                label={intl.formatMessage({ id: 'auth.field.startupName' })}
                error={form.formState.errors.name?.message}
              >
                {/* The server's page already shows the name typed at sign-up, before any script. */}
                <Input
                  autoComplete="organization"
                  defaultValue={startup?.trim()}
                  {...form.register('name')}
                />
              </Field>
              {formError && (
                <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
                  <p>{formError}</p>
                  {trpcErrorCode(createStartup.error) === 'CONFLICT' && (
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      className="mt-3"
                      onClick={openMyArea}
                    >
                      <FormattedMessage id="auth.welcome.openArea" />
                    </Button>
                  )}
                </div>
              )}
              <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
                <FormattedMessage
                  id={
                    form.formState.isSubmitting
                      ? 'auth.welcome.start.submitting'
                      : 'auth.welcome.start.submit'
                  }
                />
              </Button>
            </form>
          </Card>

          <Card className="flex flex-col p-6 sm:p-8">
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-saffron-100 text-amber-700">
              <Users aria-hidden="true" className="size-5" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-ink">
              <FormattedMessage id="auth.welcome.join.title" />
            </h2>
            <p className="mt-1 text-sm text-muted">
              <FormattedMessage id="auth.welcome.join.body" />
            </p>
            <ul className="mt-6 space-y-4 text-sm text-ink">
              <li className="flex gap-3">
                <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
                <span>
                  <FormattedMessage
                    id="auth.welcome.join.askOwner"
                    values={{
                      email: session.user.email,
                      strong: (chunks) => (
                        <strong className="font-medium break-all">{chunks}</strong>
                      ),
                    }}
                  />
                </span>
              </li>
              <li className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
                <span>
                  <FormattedMessage id="auth.welcome.join.invited" />
                </span>
              </li>
              <li className="flex gap-3">
                <TrendingUp aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
                <span>
                  <FormattedMessage
                    id="auth.welcome.join.investors"
                    values={{
                      link: (chunks) => (
                        <Link
                          to="/request-access"
                          className="font-medium text-brand-600 hover:underline"
                        >
                          {chunks}
                        </Link>
                      ),
                    }}
                  />
                </span>
              </li>
            </ul>
            <div className="mt-auto pt-6">
              <Button
                type="button"
                variant="secondary"
                className="w-full"
                onClick={switchAccount}
                disabled={signingOut}
              >
                <FormattedMessage
                  id={signingOut ? 'auth.signingOut' : 'auth.useDifferentAccount'}
                />
              </Button>
            </div>
          </Card>
        </div>
        {/* Without an organisation there is no settings screen: their data is reached here. */}
        <div className="mt-10">
          <YourDataSection />
        </div>
      </div>
    </div>
  )
}
