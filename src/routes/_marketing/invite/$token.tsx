import { createFileRoute, Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'

import { ownWords } from '@/components/own-words'
import { Button } from '@/components/ui/button'
import { InvitationDetails, InviteShell } from '@/features/account/invite/invitation-details'
import { InviteAction } from '@/features/account/invite/invite-action'
import { trpcErrorCode } from '@/lib/trpc-errors'

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

function InvitePage() {
  const intl = useIntl()
  const { invitation, session } = Route.useLoaderData()
  const { token } = Route.useParams()

  if (!invitation) {
    return (
      <InviteShell title={intl.formatMessage({ id: 'claim.invite.broken.title' })}>
        <p className="text-sm text-muted">
          <FormattedMessage id="claim.invite.broken.body" />
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="secondary" className="sm:flex-1">
            <Link to="/sign-in">
              <FormattedMessage id="claim.common.signIn" />
            </Link>
          </Button>
          <Button asChild className="sm:flex-1">
            <Link to="/">
              <FormattedMessage id="claim.common.home" />
            </Link>
          </Button>
        </div>
      </InviteShell>
    )
  }

  return (
    <InviteShell
      title={
        <FormattedMessage
          id="claim.invite.title"
          values={{ organisation: ownWords(invitation.organisationName, 'organisation') }}
        />
      }
    >
      <InvitationDetails invitation={invitation} />
      <div className="mt-6 border-t border-line pt-6">
        <InviteAction invitation={invitation} session={session} token={token} />
      </div>
    </InviteShell>
  )
}
