import { createFileRoute, Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'

import { ownWords } from '@/components/own-words'
import { Button } from '@/components/ui/button'
import { areaHome } from '@/features/account/area-guard'
import { ClaimAction } from '@/features/account/claim/claim-action'
import { ClaimDetails, ClaimShell } from '@/features/account/claim/claim-details'
import { pageIntl } from '@/lib/i18n/page-intl'
import { trpcErrorCode } from '@/lib/trpc-errors'

/**
 * The founder's side of email intake (docs/decisions/0048): the page a fund's "Invite the
 * founder" email links to, where the founder sees what the fund received and claims the deal.
 */
export const Route = createFileRoute('/_marketing/claim/$token')({
  // better-auth sends people back here with `?error=INVALID_TOKEN` (or TOKEN_EXPIRED, …) when
  // the confirmation link of an account made on this page fails.
  validateSearch: z.object({ error: z.string().max(100).optional().catch(undefined) }),
  loader: async ({ context, params }) => {
    const [claim, session] = await Promise.all([
      context.queryClient
        .ensureQueryData(context.trpc.intakeClaims.get.queryOptions({ token: params.token }))
        .catch((error: unknown) => {
          // An unknown, replaced or mangled token is a state of this page, not a crash.
          const code = trpcErrorCode(error)
          if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') return null
          throw error
        }),
      context.queryClient.ensureQueryData(context.trpc.account.session.queryOptions()),
    ])
    return { claim, session }
  },
  head: () => ({
    meta: [
      { title: pageIntl().formatMessage({ id: 'claim.page.title' }) },
      // The URL carries a secret: keep it out of search engines and referrers.
      { name: 'robots', content: 'noindex' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: ClaimPage,
})

function ClaimPage() {
  const intl = useIntl()
  const { claim, session } = Route.useLoaderData()
  const { token } = Route.useParams()
  const { error: linkError } = Route.useSearch()

  if (!claim) {
    return (
      <ClaimShell title={intl.formatMessage({ id: 'claim.page.broken.title' })}>
        <p className="text-sm text-muted">
          <FormattedMessage id="claim.page.broken.body" />
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {session?.membership ? (
            <Button asChild variant="secondary" className="sm:flex-1">
              <Link to={areaHome[session.membership.kind]}>
                <FormattedMessage
                  id="claim.common.openOrganisation"
                  values={{
                    organisation: ownWords(session.membership.organisationName, 'organisation'),
                  }}
                />
              </Link>
            </Button>
          ) : session ? null : (
            <Button asChild variant="secondary" className="sm:flex-1">
              <Link to="/sign-in">
                <FormattedMessage id="claim.common.signIn" />
              </Link>
            </Button>
          )}
          <Button asChild className="sm:flex-1">
            <Link to="/">
              <FormattedMessage id="claim.common.home" />
            </Link>
          </Button>
        </div>
      </ClaimShell>
    )
  }

  return (
    <ClaimShell
      title={
        <FormattedMessage
          id="claim.page.title.received"
          values={{ fund: ownWords(claim.fundName, 'fund') }}
        />
      }
    >
      <ClaimDetails claim={claim} />
      <div className="mt-6 border-t border-line pt-6">
        <ClaimAction claim={claim} session={session} token={token} linkError={linkError} />
      </div>
    </ClaimShell>
  )
}
