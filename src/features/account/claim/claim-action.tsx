import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { useSignOut } from '@/components/use-sign-out'
import { areaHome } from '@/features/account/area-guard'
import { Notice, type Session } from '@/features/account/invite/invitation-details'
import { authClient } from '@/lib/auth-client'
import { formatDate } from '@/lib/format'
import { useTRPC } from '@/lib/trpc'

import type { Claim } from './claim-details'
import { ClaimForm } from './claim-form'
import { claimPath, ClaimSignUp } from './claim-sign-up'

/**
 * What the claim page offers, by the link's state and who is looking: the founder signed in with
 * the address the link went to claims it; anyone else is told what to do.
 */
export function ClaimAction({
  claim,
  session,
  token,
  linkError,
}: {
  claim: Claim
  session: Session | null
  token: string
  /** better-auth's `?error=` when the emailed confirmation link failed. */
  linkError?: string
}) {
  if (claim.state === 'expired') {
    const expiredOn = formatDate(claim.expiresAt)
    return (
      <Notice tone="warning">
        {expiredOn && claim.expiresAt && new Date(claim.expiresAt) <= new Date()
          ? `This link expired on ${expiredOn}. `
          : 'This link no longer works. '}
        Ask {claim.inviterName ?? claim.fundName} to invite you again: the invitation arrives as a
        new email with a new link.
      </Notice>
    )
  }
  if (claim.state === 'claimed') {
    return (
      <div className="space-y-4">
        <Notice tone="info">
          This deal has already been claimed.{' '}
          {session?.membership
            ? 'If it was you, its details are in your startup’s profile;'
            : 'If it was you, sign in to open your startup’s profile;'}{' '}
          if not, ask {claim.fundName} about it.
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

  const invitedEmail = claim.invitedEmail ?? ''
  const linkNotice = linkError ? (
    <Notice tone="warning">
      That confirmation link has expired or was already used.{' '}
      {session ? 'Send a new one below.' : 'Sign in with your new account to get a new one sent.'}
    </Notice>
  ) : null

  if (!session) {
    return (
      <div className="space-y-4">
        {linkNotice}
        <SignedOut email={invitedEmail} token={token} fundName={claim.fundName} />
      </div>
    )
  }
  if (session.user.email.toLowerCase() !== invitedEmail.toLowerCase()) {
    return <WrongAccount email={invitedEmail} session={session} token={token} />
  }
  if (!session.user.emailVerified) {
    return (
      <div className="space-y-4">
        {linkNotice}
        <ConfirmEmail email={session.user.email} token={token} />
      </div>
    )
  }
  if (session.user.isAdmin) {
    return (
      <Notice tone="warning">
        You are signed in with a platform admin account, which cannot own a startup. Ask{' '}
        {claim.fundName} to send the link to another address of yours.
      </Notice>
    )
  }
  if (session.membership?.kind === 'investor') {
    return (
      <Notice tone="warning">
        {session.user.email} belongs to {session.membership.organisationName}, an investor
        organisation, and a deal is claimed with a startup’s account. Ask {claim.fundName} to send
        the link to the address you use for your startup.
      </Notice>
    )
  }
  return <ClaimForm claim={claim} session={session} token={token} />
}

function SignedOut({ email, token, fundName }: { email: string; token: string; fundName: string }) {
  const [signingUp, setSigningUp] = useState(false)
  if (signingUp) {
    return <ClaimSignUp email={email} token={token} onCancel={() => setSigningUp(false)} />
  }
  return (
    <>
      <h2 className="text-base font-semibold text-ink">Sign in to claim it</h2>
      <p className="mt-1 text-sm text-muted">
        {fundName} sent this link to{' '}
        <strong className="font-medium wrap-anywhere text-ink">{email}</strong>. To claim the deal
        you need a Sangam account with that address: create one, or sign in if you have it. Either
        way you come back to this page.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button type="button" className="sm:flex-1" onClick={() => setSigningUp(true)}>
          Create an account
        </Button>
        <Button asChild variant="secondary" className="sm:flex-1">
          <Link to="/sign-in" search={{ redirect: claimPath(token) }}>
            Sign in
          </Link>
        </Button>
      </div>
    </>
  )
}

function WrongAccount({
  email,
  session,
  token,
}: {
  email: string
  session: Session
  token: string
}) {
  const router = useRouter()
  const navigate = useNavigate()
  // Either straight to sign-in (which brings them back), or this page again, signed out, where
  // they can also create the account.
  const toSignIn = useSignOut(() =>
    navigate({ to: '/sign-in', search: { redirect: claimPath(token) } }),
  )
  const stayHere = useSignOut(() => router.invalidate())
  const busy = toSignIn.signingOut || stayHere.signingOut

  return (
    <div className="space-y-4">
      <Notice tone="warning">
        This link was sent to <strong className="font-semibold wrap-anywhere">{email}</strong>, but
        you are signed in as{' '}
        <strong className="font-semibold wrap-anywhere">{session.user.email}</strong>. Sign out,
        then sign in or create an account with {email} to claim the deal.
      </Notice>
      <div className="flex flex-col gap-3">
        <Button
          type="button"
          onClick={toSignIn.signOut}
          disabled={busy}
          className="h-auto min-h-10 py-2 whitespace-normal wrap-anywhere"
        >
          {toSignIn.signingOut ? 'Signing out…' : `Sign in with ${email}`}
        </Button>
        <Button type="button" variant="secondary" onClick={stayHere.signOut} disabled={busy}>
          {stayHere.signingOut ? 'Signing out…' : 'Sign out'}
        </Button>
      </div>
    </div>
  )
}

/** Signed in with the right address, not yet confirmed: claiming waits for the confirmation. */
function ConfirmEmail({ email, token }: { email: string; token: string }) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const trpc = useTRPC()
  const [sending, setSending] = useState(false)
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null)

  // The page's loader reads the cached session: drop it so the confirmation shows.
  async function reload() {
    queryClient.removeQueries({ queryKey: trpc.account.session.queryKey() })
    await router.invalidate()
  }

  async function resend() {
    setSending(true)
    setNotice(null)
    try {
      const { error } = await authClient.sendVerificationEmail({
        email,
        callbackURL: claimPath(token),
      })
      setNotice(
        !error
          ? { tone: 'info', text: `We sent a new link to ${email}. It works for 24 hours.` }
          : error.status === 429
            ? {
                tone: 'error',
                text: 'You asked for several links in a short time. Please wait a minute and try again.',
              }
            : { tone: 'error', text: 'We could not send the link. Please try again in a moment.' },
      )
    } catch {
      setNotice({
        tone: 'error',
        text: 'We could not reach Sangam. Check your connection and try again.',
      })
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <h2 className="text-base font-semibold text-ink">Confirm your email first</h2>
      <p className="text-sm text-muted">
        Open the link we emailed to{' '}
        <strong className="font-medium wrap-anywhere text-ink">{email}</strong> when you created
        your account: it brings you back to this page to claim the deal.
      </p>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <Button type="button" className="w-full" onClick={resend} disabled={sending}>
        {sending ? 'Sending…' : 'Send the link again'}
      </Button>
      <p className="text-center text-sm text-muted">
        Confirmed it on another device?{' '}
        <button
          type="button"
          onClick={reload}
          className="font-medium text-brand-600 hover:underline"
        >
          Check again
        </button>
      </p>
    </>
  )
}
