import { createFileRoute, Link } from '@tanstack/react-router'
import { z } from 'zod'

import { Button } from '@/components/ui/button'
import { areaHome } from '@/features/account/area-guard'
import { ClaimAction } from '@/features/account/claim/claim-action'
import { ClaimDetails, ClaimShell } from '@/features/account/claim/claim-details'
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
      { title: 'Claim your deal · Sangam' },
      // The URL carries a secret: keep it out of search engines and referrers.
      { name: 'robots', content: 'noindex' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: ClaimPage,
})

function ClaimPage() {
  const { claim, session } = Route.useLoaderData()
  const { token } = Route.useParams()
  const { error: linkError } = Route.useSearch()

  if (!claim) {
    return (
      <ClaimShell title="This claim link doesn’t work">
        <p className="text-sm text-muted">
          The link may be incomplete, or the fund sent you a newer one that replaced it. Copy the
          whole link from their most recent email, or reply to the fund and ask them to invite you
          again.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {session?.membership ? (
            <Button asChild variant="secondary" className="sm:flex-1">
              <Link to={areaHome[session.membership.kind]}>
                Open {session.membership.organisationName}
              </Link>
            </Button>
          ) : session ? null : (
            <Button asChild variant="secondary" className="sm:flex-1">
              <Link to="/sign-in">Sign in</Link>
            </Button>
          )}
          <Button asChild className="sm:flex-1">
            <Link to="/">Go to the home page</Link>
          </Button>
        </div>
      </ClaimShell>
    )
  }

  return (
    <ClaimShell title={`${claim.fundName} received your deck`}>
      <ClaimDetails claim={claim} />
      <div className="mt-6 border-t border-line pt-6">
        <ClaimAction claim={claim} session={session} token={token} linkError={linkError} />
      </div>
    </ClaimShell>
  )
}
