import { createHmac, timingSafeEqual } from 'node:crypto'

import { parseCookies } from 'better-auth/cookies'
import { eq, sql } from 'drizzle-orm'

import type { Database } from '@/server/db/client'
import type { Membership } from '@/server/db/queries/organisations'
import { member, organisation, session, user } from '@/server/db/schema'

import type { Auth, AuthSession } from './auth'
import { lastUseResolution, sessionLapse } from './sessions'

export type RequestSession = AuthSession & { membership: Membership | null }

/**
 * The signed session token a cookie value carries (`token.signature`, the signature an HMAC-SHA256
 * of the token under the auth secret, in base64), or null when it is absent or forged.
 */
export function verifiedToken(value: string | undefined, secret: string): string | null {
  if (!value) return null
  const dot = value.lastIndexOf('.')
  if (dot < 1) return null
  const token = value.slice(0, dot)
  const signature = Buffer.from(value.slice(dot + 1))
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'))
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null
}

/**
 * The lookup, built once per database and prepared on each connection (every request runs it):
 * no query to assemble per request, and PostgreSQL plans it once per connection.
 */
function buildSessionQuery(db: Database) {
  return db
    .select({
      session,
      user,
      organisationId: member.organisationId,
      role: member.role,
      kind: organisation.kind,
      organisationName: organisation.name,
      organisationSlug: organisation.slug,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(member, eq(member.userId, session.userId))
    .leftJoin(organisation, eq(organisation.id, member.organisationId))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    .prepare('request_session')
}

const sessionQueries = new WeakMap<Database, ReturnType<typeof buildSessionQuery>>()

function sessionQueryOf(db: Database) {
  let query = sessionQueries.get(db)
  if (!query) sessionQueries.set(db, (query = buildSessionQuery(db)))
  return query
}

/**
 * The session a request's cookie names, its person and their organisation, read in one query: what
 * every tRPC call and server render needs before it runs. The same rules as better-auth's own
 * lookup plus ours (decision 0025): a session past `expiresAt`, the idle limit or the absolute
 * limit is deleted and the caller is a visitor; a session's use is recorded at most every
 * `lastUseResolution` seconds. Sign-in, sign-out and every other auth route still go through
 * better-auth.
 */
export async function readRequestSession(
  { db, auth }: { db: Database; auth: Auth },
  headers: Headers,
): Promise<RequestSession | null> {
  const cookieHeader = headers.get('cookie')
  if (!cookieHeader) return null
  const context = await auth.$context
  const token = verifiedToken(
    parseCookies(cookieHeader).get(context.authCookies.sessionToken.name),
    context.secret,
  )
  if (!token) return null
  const [row] = await sessionQueryOf(db).execute({ token })
  if (!row) return null
  const now = Date.now()
  if (row.session.expiresAt.getTime() <= now || sessionLapse(row.session, now)) {
    await db.delete(session).where(eq(session.token, token))
    return null
  }
  if (now - row.session.updatedAt.getTime() >= lastUseResolution * 1000) {
    await db
      .update(session)
      .set({ updatedAt: new Date(now) })
      .where(eq(session.token, token))
  }
  const { organisationId, role, kind, organisationName, organisationSlug } = row
  return {
    session: row.session,
    user: row.user,
    membership:
      organisationId && role && kind && organisationName && organisationSlug
        ? { organisationId, role, kind, organisationName, organisationSlug }
        : null,
  }
}
