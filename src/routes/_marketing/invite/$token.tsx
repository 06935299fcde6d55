import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate, useRouter } from '@tanstack/react-router'
import { Building2, CalendarClock, Mail, ShieldCheck, UserRound } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { inferRouterOutputs } from '@trpc/server'
import { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { areaHome } from '@/features/account/area-guard'
import { useSignOut } from '@/components/use-sign-out'
import { passwordHint, passwordSchema } from '@/domain/accounts/schemas'
import { authClient } from '@/lib/auth-client'
import { formatDate } from '@/lib/format'
import { useTRPC } from '@/lib/trpc'
import { trpcErrorCode } from '@/lib/trpc-errors'
import type { AppRouter } from '@/server/trpc/root'

export const Route = createFileRoute('/_marketing/invite/$token')({
  loader: async ({ context, params }) => {
    const [invitation, session] = await Promise.all([
      context.queryClient
        .ensureQueryData(context.trpc.invitations.get.queryOptions({ token: params.token }))
        .catch((error: unknown) => {
          // An unknown, renewed or mangled token is a state of this page, not a crash.
          const code = trpcErrorCode(error)
          if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') return null
          throw error
        }),
      context.queryClient.ensureQueryData(context.trpc.account.session.queryOptions()),
    ])
    return { invitation, session }
  },
  head: () => ({
    meta: [
      // The URL carries a secret: keep it out of search engines and referrers.
      { name: 'robots', content: 'noindex' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: InvitePage,
})

type Outputs = inferRouterOutputs<AppRouter>
type Invitation = Outputs['invitations']['get']
type Session = NonNullable<Outputs['account']['session']>

const kindLabel = { startup: 'Startup', investor: 'Investor' } as const
const roleLabel = {
  owner: 'Owner — can invite teammates and manage the organisation',
  member: 'Member',
} as const

/** Messages for what `invitations.accept` refuses; the server's own words where they are meant for people. */
function acceptErrorMessage(error: unknown): string {
  const code = trpcErrorCode(error)
  const serverMessage = error instanceof Error ? error.message : ''
  switch (code) {
    case 'CONFLICT':
      return 'You already belong to an organisation. Leave it in your settings before joining another.'
    case 'FORBIDDEN':
      return 'This invitation was sent to another email address.'
    case 'NOT_FOUND':
      return 'This invitation link is not valid. It may have been replaced by a newer one.'
    case 'BAD_REQUEST':
      return serverMessage || 'This invitation can no longer be used.'
    case 'UNAUTHORIZED':
      return 'Your session ended. Please sign in and open the link again.'
    case 'TOO_MANY_REQUESTS':
      return 'Too many attempts. Please wait a minute and try again.'
    default:
      return 'We could not accept the invitation. Please try again.'
  }
}

function InvitePage() {
  const { invitation, session } = Route.useLoaderData()
  const { token } = Route.useParams()

  if (!invitation) {
    return (
      <InviteShell title="This invitation link doesn’t work">
        <p className="text-sm text-muted">
          The link may be incomplete, or a newer invitation replaced it. Copy the whole link from
          the most recent invitation email, or ask the person who invited you to send a new one.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="secondary" className="sm:flex-1">
            <Link to="/sign-in">Sign in</Link>
          </Button>
          <Button asChild className="sm:flex-1">
            <Link to="/">Go to the home page</Link>
          </Button>
        </div>
      </InviteShell>
    )
  }

  return (
    <InviteShell title={`Join ${invitation.organisationName} on Sangam`}>
      <InvitationDetails invitation={invitation} />
      <div className="mt-6 border-t border-line pt-6">
        <InviteAction invitation={invitation} session={session} token={token} />
      </div>
    </InviteShell>
  )
}

function InviteShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
      <Card className="mx-auto w-full max-w-lg p-6 sm:p-8">
        <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">Invitation</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight break-words text-ink">{title}</h1>
        <div className="mt-4">{children}</div>
      </Card>
    </div>
  )
}

function InvitationDetails({ invitation }: { invitation: Invitation }) {
  const inviter = invitation.inviterName ?? 'The Sangam team'
  const expiry = formatDate(invitation.expiresAt)
  return (
    <>
      <p className="text-sm text-muted">
        {inviter} invited{' '}
        <strong className="font-medium break-all text-ink">{invitation.email}</strong> to join{' '}
        {invitation.organisationName},{' '}
        {invitation.organisationKind === 'investor' ? 'an investor team' : 'a startup'} on Sangam.
      </p>
      <dl className="mt-5 grid gap-3 text-sm">
        <Detail icon={<Building2 aria-hidden="true" />} term="Organisation">
          {invitation.organisationName} · {kindLabel[invitation.organisationKind]}
        </Detail>
        <Detail icon={<ShieldCheck aria-hidden="true" />} term="Your role">
          {roleLabel[invitation.role]}
        </Detail>
        <Detail icon={<UserRound aria-hidden="true" />} term="Invited by">
          {inviter}
        </Detail>
        {invitation.state === 'open' && expiry && (
          <Detail icon={<CalendarClock aria-hidden="true" />} term="Expires">
            {expiry}
          </Detail>
        )}
      </dl>
    </>
  )
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="flex shrink-0 items-center gap-2 text-muted sm:w-36 [&_svg]:size-4">
        {icon}
        {term}
      </dt>
      <dd className="min-w-0 pl-6 font-medium break-words text-ink sm:pl-0">{children}</dd>
    </div>
  )
}

function Notice({ tone, children }: { tone: 'info' | 'warning' | 'error'; children: ReactNode }) {
  const styles = {
    info: 'bg-brand-50 text-brand-900',
    warning: 'bg-amber-50 text-amber-800',
    error: 'bg-red-50 text-red-700',
  }[tone]
  return (
    <div role={tone === 'info' ? 'status' : 'alert'} className={`rounded-lg p-3 text-sm ${styles}`}>
      {children}
    </div>
  )
}

function InviteAction({
  invitation,
  session,
  token,
}: {
  invitation: Invitation
  session: Session | null
  token: string
}) {
  const signInLink = (
    <Link
      to="/sign-in"
      search={{ redirect: `/invite/${token}` }}
      className="font-medium text-brand-600 hover:underline"
    >
      Sign in
    </Link>
  )

  if (invitation.state === 'expired') {
    return (
      <Notice tone="warning">
        This invitation expired on {formatDate(invitation.expiresAt)}. Ask{' '}
        {invitation.inviterName ?? 'the person who invited you'} for a new invitation — it arrives
        as a fresh email with a new link.
      </Notice>
    )
  }
  if (invitation.state === 'accepted') {
    return (
      <div className="space-y-4">
        <Notice tone="info">
          This invitation has already been accepted. If it was you, sign in to open{' '}
          {invitation.organisationName}.
        </Notice>
        {!session && (
          <Button asChild className="w-full">
            <Link to="/sign-in">Sign in</Link>
          </Button>
        )}
        {session?.membership && (
          <Button asChild className="w-full">
            <Link to={areaHome[session.membership.kind]}>
              Open {session.membership.organisationName}
            </Link>
          </Button>
        )}
      </div>
    )
  }
  if (invitation.state === 'revoked') {
    return (
      <Notice tone="warning">
        This invitation was withdrawn by {invitation.organisationName}. If you think that is a
        mistake, ask them to invite you again.
      </Notice>
    )
  }

  if (!session) {
    return <SignUpAndAccept invitation={invitation} token={token} signInLink={signInLink} />
  }
  if (session.user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    return <WrongAccount invitation={invitation} session={session} />
  }
  if (session.membership) {
    const settings =
      session.membership.kind === 'investor' ? '/investors/settings' : '/startups/settings'
    return (
      <div className="space-y-4">
        <Notice tone="warning">
          You already belong to {session.membership.organisationName}. Everyone on Sangam is part of
          one organisation at a time: leave it in your settings before joining{' '}
          {invitation.organisationName}.
        </Notice>
        <Button asChild variant="secondary" className="w-full">
          <Link to={settings}>Open my settings</Link>
        </Button>
      </div>
    )
  }
  return <AcceptAsSignedIn invitation={invitation} session={session} token={token} />
}

/** Takes the person to their new area; the guards there read the cached session, so drop it first. */
function useFinishJoining() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const trpc = useTRPC()
  return async (kind: 'startup' | 'investor', organisationName: string) => {
    queryClient.removeQueries({ queryKey: trpc.account.session.queryKey() })
    toast.success(`Welcome to ${organisationName}!`)
    await navigate({ to: areaHome[kind] })
  }
}

function AcceptAsSignedIn({
  invitation,
  session,
  token,
}: {
  invitation: Invitation
  session: Session
  token: string
}) {
  const trpc = useTRPC()
  const accept = useMutation(trpc.invitations.accept.mutationOptions())
  const finish = useFinishJoining()
  const [error, setError] = useState<string | null>(null)

  async function onAccept() {
    setError(null)
    try {
      const result = await accept.mutateAsync({ token })
      await finish(result.kind, invitation.organisationName)
    } catch (caught) {
      setError(acceptErrorMessage(caught))
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        You are signed in as{' '}
        <strong className="font-medium break-all text-ink">{session.user.email}</strong>.
      </p>
      {error && <Notice tone="error">{error}</Notice>}
      <Button type="button" className="w-full" onClick={onAccept} disabled={accept.isPending}>
        {accept.isPending ? 'Joining…' : 'Accept invitation'}
      </Button>
    </div>
  )
}

function WrongAccount({ invitation, session }: { invitation: Invitation; session: Session }) {
  const router = useRouter()
  // Reload this page signed out: it then offers to create the account or sign in.
  const { signOut, signingOut } = useSignOut(() => router.invalidate())

  return (
    <div className="space-y-4">
      <Notice tone="warning">
        This invitation was sent to{' '}
        <strong className="font-semibold break-all">{invitation.email}</strong>, but you are signed
        in as <strong className="font-semibold break-all">{session.user.email}</strong>. Sign out,
        then sign in or create an account with {invitation.email} to accept it.
      </Notice>
      <Button type="button" className="w-full" onClick={signOut} disabled={signingOut}>
        {signingOut ? 'Signing out…' : 'Sign out'}
      </Button>
    </div>
  )
}

const joinSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Please enter your full name.')
    .max(120, 'Keep your name under 120 characters.'),
  password: passwordSchema,
})
type JoinValues = z.input<typeof joinSchema>

function SignUpAndAccept({
  invitation,
  token,
  signInLink,
}: {
  invitation: Invitation
  token: string
  signInLink: ReactNode
}) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const trpc = useTRPC()
  const accept = useMutation(trpc.invitations.accept.mutationOptions())
  const finish = useFinishJoining()
  const [formError, setFormError] = useState<ReactNode>(null)
  const form = useForm<JoinValues, unknown, z.output<typeof joinSchema>>({
    resolver: zodResolver(joinSchema),
    defaultValues: { name: '', password: '' },
  })
  const errors = form.formState.errors

  const onSubmit = form.handleSubmit(async ({ name, password }) => {
    setFormError(null)
    try {
      const { error } = await authClient.signUp.email({ name, email: invitation.email, password })
      if (error) {
        if (error.status === 429) {
          setFormError('Too many sign-ups from your network. Please try again later.')
        } else if (error.code?.startsWith('PASSWORD')) {
          form.setError('password', { message: error.message ?? 'Please choose another password.' })
        } else {
          setFormError(error.message ?? 'We could not create your account. Please try again.')
        }
        return
      }
      // Sign-up gives no session (it answers a taken address like a new one); signing in with the
      // same password does, unless the address already had an account with another password.
      const signedIn = await authClient.signIn.email({ email: invitation.email, password })
      if (signedIn.error) {
        setFormError(
          <>
            An account with {invitation.email} may already exist. {signInLink} to accept the
            invitation.
          </>,
        )
        return
      }
    } catch {
      setFormError('We could not reach Sangam. Check your connection and try again.')
      return
    }

    // Signed in now. Accepting confirms the address: the invitation link came to that inbox.
    try {
      const result = await accept.mutateAsync({ token })
      await finish(result.kind, invitation.organisationName)
    } catch (caught) {
      toast.error(acceptErrorMessage(caught))
      // The account exists and is signed in: reload the page so it shows where they stand.
      queryClient.removeQueries({ queryKey: trpc.account.session.queryKey() })
      queryClient.removeQueries({ queryKey: trpc.invitations.get.queryKey({ token }) })
      await router.invalidate()
    }
  })

  return (
    <>
      <h2 className="text-base font-semibold text-ink">Create your Sangam account</h2>
      <p className="mt-1 text-sm text-muted">
        Accepting confirms your email, because the invitation came to that inbox.
      </p>
      <form method="post" onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <Field label="Email" hint="The invitation is for this address.">
          <Input
            type="email"
            value={invitation.email}
            readOnly
            autoComplete="username"
            className="bg-surface text-muted"
          />
        </Field>
        <Field label="Your full name" error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </Field>
        <Field label="Password" hint={passwordHint} error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
        {formError && <Notice tone="error">{formError}</Notice>}
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Creating your account…' : 'Create account and join'}
        </Button>
      </form>
      <p className="mt-6 flex items-center justify-center gap-2 text-center text-sm text-muted">
        <Mail aria-hidden="true" className="size-4" />
        <span>Already have an account? {signInLink}</span>
      </p>
    </>
  )
}
