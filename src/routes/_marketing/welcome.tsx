import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router'
import { Mail, Rocket, TrendingUp, Users } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { homeFor, requireSignedIn } from '@/features/account/area-guard'
import { YourDataSection } from '@/features/settings/data-rights-section'
import { useSignOut } from '@/components/use-sign-out'
import { createStartupSchema } from '@/domain/accounts/schemas'
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
            ? `${error.message} Open your area from the button below.`
            : 'You already belong to an organisation.',
        )
      } else if (code === 'TOO_MANY_REQUESTS') {
        setFormError('Too many attempts. Please wait a minute and try again.')
      } else {
        setFormError('We could not create your startup. Please try again.')
      }
      return
    }
    queryClient.removeQueries({ queryKey: trpc.account.session.queryKey() })
    toast.success(`${values.name.trim()} is on Sangam.`)
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
            Welcome to Sangam, {firstName}
          </h1>
          <p className="mt-2 text-sm text-muted sm:text-base">
            You are signed in as{' '}
            <strong className="font-medium break-all text-ink">{session.user.email}</strong>, but
            you are not part of a startup or a fund yet. Start your startup’s profile, or join the
            team that is already here.
          </p>
        </div>

        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <Card className="flex flex-col p-6 sm:p-8">
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
              <Rocket aria-hidden="true" className="size-5" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-ink">Start your startup’s profile</h2>
            <p className="mt-1 text-sm text-muted">
              Create your startup on Sangam. You become its owner and can invite your co-founders
              later.
            </p>
            <form method="post" onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
              <Field label="Startup name" error={form.formState.errors.name?.message}>
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
                      Open my area
                    </Button>
                  )}
                </div>
              )}
              <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? 'Creating your startup…' : 'Create startup'}
              </Button>
            </form>
          </Card>

          <Card className="flex flex-col p-6 sm:p-8">
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-saffron-100 text-amber-700">
              <Users aria-hidden="true" className="size-5" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-ink">Joining a team?</h2>
            <p className="mt-1 text-sm text-muted">
              Teams on Sangam grow by invitation, so nobody joins an organisation by accident.
            </p>
            <ul className="mt-6 space-y-4 text-sm text-ink">
              <li className="flex gap-3">
                <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
                <span>
                  Ask an owner of your startup or fund to invite{' '}
                  <strong className="font-medium break-all">{session.user.email}</strong> from their
                  Settings page.
                </span>
              </li>
              <li className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
                <span>
                  Already have an invitation email? Open the link in it while signed in as this
                  address to join straight away.
                </span>
              </li>
              <li className="flex gap-3">
                <TrendingUp aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
                <span>
                  Investors new to Sangam:{' '}
                  <Link to="/request-access" className="font-medium text-brand-600 hover:underline">
                    request access
                  </Link>{' '}
                  for your fund. Once approved, we email you an invitation link.
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
                {signingOut ? 'Signing out…' : 'Use a different account'}
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
