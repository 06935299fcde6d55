import { useMutation } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { ownWords } from '@/components/own-words'
import { Button } from '@/components/ui/button'
import { useSignOut } from '@/components/use-sign-out'
import { areaHome } from '@/features/account/area-guard'
import { useTRPC } from '@/lib/trpc'

import { acceptErrorMessage, useFinishJoining } from './joining'
import { SignUpAndAccept } from './sign-up-and-accept'
import { type Invitation, Notice, type Session, useFormatDay } from './invitation-details'

export function InviteAction({
  invitation,
  session,
  token,
}: {
  invitation: Invitation
  session: Session | null
  token: string
}) {
  const formatDay = useFormatDay()
  // The words of the link are the message's: "<link>Sign in</link> to accept the invitation."
  const signInLink = (chunks: ReactNode[]) => (
    <Link
      to="/sign-in"
      search={{ redirect: `/invite/${token}` }}
      className="font-medium text-brand-600 hover:underline"
    >
      {chunks}
    </Link>
  )

  if (invitation.state === 'expired') {
    return (
      <Notice tone="warning">
        {invitation.inviterName ? (
          <FormattedMessage
            id="claim.invite.expired.inviter"
            values={{
              date: formatDay(invitation.expiresAt),
              inviter: ownWords(invitation.inviterName, 'inviter'),
            }}
          />
        ) : (
          <FormattedMessage
            id="claim.invite.expired.unknown"
            values={{ date: formatDay(invitation.expiresAt) }}
          />
        )}
      </Notice>
    )
  }
  if (invitation.state === 'accepted') {
    return (
      <div className="space-y-4">
        <Notice tone="info">
          <FormattedMessage
            id="claim.invite.accepted"
            values={{ organisation: ownWords(invitation.organisationName, 'organisation') }}
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
  if (invitation.state === 'revoked') {
    return (
      <Notice tone="warning">
        <FormattedMessage
          id="claim.invite.revoked"
          values={{ organisation: ownWords(invitation.organisationName, 'organisation') }}
        />
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
          <FormattedMessage
            id="claim.invite.member"
            values={{
              current: ownWords(session.membership.organisationName, 'current'),
              organisation: ownWords(invitation.organisationName, 'organisation'),
            }}
          />
        </Notice>
        <Button asChild variant="secondary" className="w-full">
          <Link to={settings}>
            <FormattedMessage id="claim.invite.openSettings" />
          </Link>
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
  const intl = useIntl()
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
      const refusal = acceptErrorMessage(caught)
      setError('id' in refusal ? intl.formatMessage({ id: refusal.id }) : refusal.text)
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        <FormattedMessage
          id="claim.common.signedInAs"
          values={{
            email: ownWords(session.user.email, 'email'),
            strong: (chunks) => (
              <strong className="font-medium break-all text-ink">{chunks}</strong>
            ),
          }}
        />
      </p>
      {error && <Notice tone="error">{error}</Notice>}
      <Button type="button" className="w-full" onClick={onAccept} disabled={accept.isPending}>
        {accept.isPending ? (
          <FormattedMessage id="claim.invite.joining" />
        ) : (
          <FormattedMessage id="claim.invite.accept" />
        )}
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
        <FormattedMessage
          id="claim.invite.wrongAccount"
          values={{
            email: ownWords(invitation.email, 'email'),
            current: ownWords(session.user.email, 'current'),
            strong: (chunks) => <strong className="font-semibold break-all">{chunks}</strong>,
          }}
        />
      </Notice>
      <Button type="button" className="w-full" onClick={signOut} disabled={signingOut}>
        {signingOut ? (
          <FormattedMessage id="claim.common.signingOut" />
        ) : (
          <FormattedMessage id="claim.common.signOut" />
        )}
      </Button>
    </div>
  )
}
