import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { ownWords } from '@/components/own-words'
import { Button } from '@/components/ui/button'
import { useSignOut } from '@/components/use-sign-out'
import { areaHome } from '@/features/account/area-guard'
import { Notice, type Session, useFormatDay } from '@/features/account/invite/invitation-details'
import { authClient } from '@/lib/auth-client'
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
  const formatDay = useFormatDay()
  if (claim.state === 'expired') {
    const expiredOn = formatDay(claim.expiresAt)
    const name = ownWords(claim.inviterName ?? claim.fundName, 'name')
    return (
      <Notice tone="warning">
        {expiredOn && claim.expiresAt && new Date(claim.expiresAt) <= new Date() ? (
          <FormattedMessage id="claim.action.expiredOn" values={{ date: expiredOn, name }} />
        ) : (
          <FormattedMessage id="claim.action.expired" values={{ name }} />
        )}
      </Notice>
    )
  }
  if (claim.state === 'claimed') {
    return (
      <div className="space-y-4">
        <Notice tone="info">
          <FormattedMessage
            id={session?.membership ? 'claim.action.claimed.member' : 'claim.action.claimed.signIn'}
            values={{ fund: ownWords(claim.fundName, 'fund') }}
          />
        </Notice>
        {!session && (
          <Button asChild className="w-full">
            <Link to="/sign-in">
              <FormattedMessage id="claim.common.signIn" />
            </Link>
          </Button>
        )}
        {session?.membership && (
          <Button asChild className="w-full">
            <Link to={areaHome[session.membership.kind]}>
              <FormattedMessage
                id="claim.common.openOrganisation"
                values={{
                  organisation: ownWords(session.membership.organisationName, 'organisation'),
                }}
              />
            </Link>
          </Button>
        )}
      </div>
    )
  }

  const invitedEmail = claim.invitedEmail ?? ''
  const linkNotice = linkError ? (
    <Notice tone="warning">
      <FormattedMessage
        id={session ? 'claim.action.linkFailed.signedIn' : 'claim.action.linkFailed.signedOut'}
      />
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
        <FormattedMessage
          id="claim.action.admin"
          values={{ fund: ownWords(claim.fundName, 'fund') }}
        />
      </Notice>
    )
  }
  if (session.membership?.kind === 'investor') {
    return (
      <Notice tone="warning">
        <FormattedMessage
          id="claim.action.investor"
          values={{
            email: ownWords(session.user.email, 'email'),
            organisation: ownWords(session.membership.organisationName, 'organisation'),
            fund: ownWords(claim.fundName, 'fund'),
          }}
        />
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
      <h2 className="text-base font-semibold text-ink">
        <FormattedMessage id="claim.action.signedOut.heading" />
      </h2>
      <p className="mt-1 text-sm text-muted">
        <FormattedMessage
          id="claim.action.signedOut.body"
          values={{
            fund: ownWords(fundName, 'fund'),
            email: ownWords(email, 'email'),
            strong: (chunks) => (
              <strong className="font-medium wrap-anywhere text-ink">{chunks}</strong>
            ),
          }}
        />
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button type="button" className="sm:flex-1" onClick={() => setSigningUp(true)}>
          <FormattedMessage id="claim.action.signedOut.create" />
        </Button>
        <Button asChild variant="secondary" className="sm:flex-1">
          <Link to="/sign-in" search={{ redirect: claimPath(token) }}>
            <FormattedMessage id="claim.common.signIn" />
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
        <FormattedMessage
          id="claim.action.wrongAccount"
          values={{
            email: ownWords(email, 'email'),
            current: ownWords(session.user.email, 'current'),
            strong: (chunks) => <strong className="font-semibold wrap-anywhere">{chunks}</strong>,
          }}
        />
      </Notice>
      <div className="flex flex-col gap-3">
        <Button
          type="button"
          onClick={toSignIn.signOut}
          disabled={busy}
          className="h-auto min-h-10 py-2 whitespace-normal wrap-anywhere"
        >
          {toSignIn.signingOut ? (
            <FormattedMessage id="claim.common.signingOut" />
          ) : (
            <FormattedMessage
              id="claim.action.wrongAccount.signInAs"
              values={{ email: ownWords(email, 'email') }}
            />
          )}
        </Button>
        <Button type="button" variant="secondary" onClick={stayHere.signOut} disabled={busy}>
          {stayHere.signingOut ? (
            <FormattedMessage id="claim.common.signingOut" />
          ) : (
            <FormattedMessage id="claim.common.signOut" />
          )}
        </Button>
      </div>
    </div>
  )
}

/** Signed in with the right address, not yet confirmed: claiming waits for the confirmation. */
function ConfirmEmail({ email, token }: { email: string; token: string }) {
  const intl = useIntl()
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
          ? {
              tone: 'info',
              text: intl.formatMessage({ id: 'claim.action.confirm.sent' }, { email }),
            }
          : error.status === 429
            ? { tone: 'error', text: intl.formatMessage({ id: 'claim.action.confirm.tooMany' }) }
            : { tone: 'error', text: intl.formatMessage({ id: 'claim.action.confirm.failed' }) },
      )
    } catch {
      setNotice({ tone: 'error', text: intl.formatMessage({ id: 'claim.common.unreachable' }) })
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <h2 className="text-base font-semibold text-ink">
        <FormattedMessage id="claim.action.confirm.heading" />
      </h2>
      <p className="text-sm text-muted">
        <FormattedMessage
          id="claim.action.confirm.body"
          values={{
            email: ownWords(email, 'email'),
            strong: (chunks) => (
              <strong className="font-medium wrap-anywhere text-ink">{chunks}</strong>
            ),
          }}
        />
      </p>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <Button type="button" className="w-full" onClick={resend} disabled={sending}>
        {sending ? (
          <FormattedMessage id="claim.action.confirm.sending" />
        ) : (
          <FormattedMessage id="claim.action.confirm.resend" />
        )}
      </Button>
      <p className="text-center text-sm text-muted">
        <FormattedMessage
          id="claim.action.confirm.elsewhere"
          values={{
            check: (chunks) => (
              <button
                type="button"
                onClick={reload}
                className="font-medium text-brand-600 hover:underline"
              >
                {chunks}
              </button>
            ),
          }}
        />
      </p>
    </>
  )
}
