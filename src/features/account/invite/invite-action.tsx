import { useMutation } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { useSignOut } from '@/components/use-sign-out'
import { areaHome } from '@/features/account/area-guard'
import { formatDate } from '@/lib/format'
import { useTRPC } from '@/lib/trpc'

import { acceptErrorMessage, useFinishJoining } from './joining'
import { SignUpAndAccept } from './sign-up-and-accept'
import { type Invitation, Notice, type Session } from './invitation-details'

export function InviteAction({
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
