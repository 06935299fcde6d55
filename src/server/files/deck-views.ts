import { deckViewLimits, deckViewReport } from '@/domain/startups/deck-views'

import { recordDeckViews } from '@/server/db/queries/deck-views'
import { findStoredFile } from '@/server/db/queries/files'
import { readLimitedBody, unreadBodyHeaders } from '@/server/security/body-limit'
import { foreignOriginMessage, isForeignOriginMutation } from '@/server/security/origin'
import type { Services } from '@/server/services'
import { readRequestSession } from '@/server/auth/request-session'
import { fileAccess } from './access'
import { said } from '@/lib/i18n/said'

/** Reports per member per minute: the viewer sends one each half minute and on leaving, per tab. */
export const deckViewRateLimit = { window: 60, max: 20 }

class Refusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 413 | 415 | 429,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

/**
 * POST /api/deck-views: the deck viewer's report of the pages a member of an investor
 * organisation looked at, and for how long (decision 0034). Sent with `navigator.sendBeacon`, so
 * its body is JSON as text/plain. Only a member whose organisation may read the deck is heard;
 * anything else, or anything past the limits, is refused with a 4xx and writes nothing.
 */
export async function handleDeckViewReport(request: Request, services: Services) {
  try {
    await record(request, services)
    return new Response(null, { status: 204 })
  } catch (error) {
    if (!(error instanceof Refusal)) throw error
    // A refusal may leave the body unread: closing the connection drops it.
    return Response.json(
      { error: error.message },
      { status: error.status, headers: { ...error.headers, ...unreadBodyHeaders } },
    )
  }
}

async function record(request: Request, services: Services) {
  if (isForeignOriginMutation(request, services.origins)) {
    throw new Refusal(403, foreignOriginMessage(services.origins))
  }
  const session = await readRequestSession(services, request.headers)
  if (!session) throw new Refusal(401, said('rule.server.signIn'))
  const { membership } = session
  if (membership?.kind !== 'investor' || !session.user.emailVerified) {
    throw new Refusal(403, said('rule.server.deckViews.investorsOnly'))
  }
  // Counted before the body is read, so a flood of broken reports is stopped as soon as a good one.
  const decision = await services.rateLimits.consume(
    `deck-views:${session.user.id}`,
    deckViewRateLimit,
  )
  if (!decision.allowed) {
    throw new Refusal(
      429,
      said('rule.server.deckViews.tooMany', { seconds: String(decision.retryAfter) }),
      {
        'Retry-After': String(decision.retryAfter),
      },
    )
  }
  const report = deckViewReport.safeParse(await bodyOf(request))
  if (!report.success) throw new Refusal(400, said('rule.server.deckViews.invalid'))
  const { fileId, pages, pageCount } = report.data

  const file = await findStoredFile(services.db, fileId)
  const viewer = { emailVerified: session.user.emailVerified, membership }
  if (!file || file.kind !== 'deck' || (await fileAccess(services.db, file, viewer)) === 'none') {
    throw new Refusal(404, said('rule.server.deckViews.notFound'))
  }
  if (file.pageCount !== null && pages.some((entry) => entry.page > file.pageCount!)) {
    throw new Refusal(400, said('rule.deck.pagePastEndDeck'))
  }
  await recordDeckViews(services.db, {
    fileId,
    investorOrgId: membership.organisationId,
    userId: session.user.id,
    pageCount,
    pages,
  })
}

/** The body as JSON: at most the report's size, as the viewer sends it (text/plain or JSON). */
async function bodyOf(request: Request): Promise<unknown> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'text/plain' && type !== 'application/json') {
    throw new Refusal(415, said('rule.server.deckViews.json'))
  }
  const limited = await readLimitedBody(request, deckViewLimits.bodyBytes)
  if (limited === 'too-large') {
    throw new Refusal(
      413,
      said('rule.server.deckViews.tooLarge', { kb: deckViewLimits.bodyBytes / 1024 }),
    )
  }
  try {
    return JSON.parse(await limited.text())
  } catch {
    throw new Refusal(400, said('rule.server.deckViews.invalid'))
  }
}
