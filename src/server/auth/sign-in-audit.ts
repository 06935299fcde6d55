import type { GenericEndpointContext } from 'better-auth'
import { isAPIError } from 'better-auth/api'

import { auditOrigin } from '@/server/audit-origin'
import type { Database } from '@/server/db/client'
import { recordAudit } from '@/server/db/queries/audit'
import { findMembershipOf } from '@/server/db/queries/organisations'

import { sessionTokenOf } from './sessions'

// The endpoints whose new session is a sign-in, and how the person proved who they are. Others
// that issue one (a password change that signs other devices out) are not sign-ins.
const signInMethods: Record<string, string> = {
  '/sign-in/email': 'password',
  '/verify-email': 'email-link',
}

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The address a sign-in was tried with, when it looks like an address. Anything else is not kept:
 * it may be a password typed into the wrong box (decision 0028).
 */
export function triedEmail(body: unknown): string | null {
  const value = (body as { email?: unknown } | undefined)?.email
  if (typeof value !== 'string') return null
  const email = value.trim().toLowerCase()
  return email.length <= 254 && emailShape.test(email) ? email : null
}

function headersOf(ctx: GenericEndpointContext): Headers | undefined {
  return ctx.headers ?? ctx.request?.headers
}

/** A refused sign-in: nobody is signed in; the actor's email is the address typed, if any. */
export async function auditFailedSignIn(
  db: Database,
  ctx: GenericEndpointContext,
  reason: string,
): Promise<void> {
  const origin = auditOrigin(headersOf(ctx), null)
  await recordAudit(
    db,
    { ...origin, actorEmail: triedEmail(ctx.body) },
    {
      action: 'auth.sign-in-failed',
      details: { reason },
    },
  )
}

/**
 * Runs after every better-auth call: a new session from a sign-in endpoint is a sign-in, and a
 * sign-in answered 401 or 403 a failed one. Reads nothing of the password but its outcome.
 */
export async function auditSignIn(
  db: Database,
  ctx: GenericEndpointContext & { context: { returned?: unknown } },
): Promise<void> {
  const method = signInMethods[ctx.path]
  if (!method) return
  const issued = ctx.context.newSession
  // A confirmation link opened while signed in re-issues the cookie of the same session.
  if (issued && issued.session.token !== (await sessionTokenOf(ctx))) {
    const membership = await findMembershipOf(db, issued.user.id)
    await recordAudit(db, auditOrigin(headersOf(ctx), issued.user), {
      action: 'auth.sign-in',
      organisationId: membership?.organisationId ?? null,
      details: { method },
    })
    return
  }
  const returned = ctx.context.returned
  if (
    ctx.path === '/sign-in/email' &&
    isAPIError(returned) &&
    (returned.statusCode === 401 || returned.statusCode === 403)
  ) {
    const code = (returned.body as { code?: unknown } | undefined)?.code
    await auditFailedSignIn(db, ctx, typeof code === 'string' ? code : String(returned.statusCode))
  }
}
