import { initTRPC, TRPCError } from '@trpc/server'
import superjson from 'superjson'
import { ZodError } from 'zod'

import type { AuthSession } from '../auth/auth'
import { isStatementTimeout } from '../db/errors'
import { findMembershipOf, type Membership } from '../db/queries/organisations'
import { CLIENT_IP_HEADER } from '../security/client-ip'
import type { Services } from '../services'

export type { Membership }

export type Context = Services & {
  headers: Headers
  /** Headers to add to the HTTP response (absent for in-process calls). */
  resHeaders: Headers | null
  clientIp: string
  session: AuthSession['session'] | null
  user: AuthSession['user'] | null
  membership: Membership | null
}

export async function createContext(
  services: Services,
  headers: Headers,
  resHeaders: Headers | null = null,
): Promise<Context> {
  const auth = await services.auth.api.getSession({ headers })
  const membership = auth ? await findMembership(services, auth.user.id) : null
  return {
    ...services,
    headers,
    resHeaders,
    clientIp: headers.get(CLIENT_IP_HEADER) ?? 'unknown',
    session: auth?.session ?? null,
    user: auth?.user ?? null,
    membership,
  }
}

export function findMembership(services: Services, userId: string): Promise<Membership | null> {
  return findMembershipOf(services.db, userId)
}

/**
 * Messages per field, keyed by the field's path without list positions: `email`, `sectors`, or
 * `values.problem` for a nested form. The first message of each field is the one to show.
 */
function fieldErrorsOf(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.filter((p): p is string => typeof p === 'string').join('.')
    if (key) (fields[key] ??= []).push(issue.message)
  }
  return fields
}

function formErrorOf(error: ZodError): string | undefined {
  return error.issues.find((issue) => issue.path.length === 0)?.message
}

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  // Stack traces only while developing; tests see what production sends.
  isDev: process.env.NODE_ENV === 'development',
  errorFormatter({ shape, error }) {
    if (!(error.cause instanceof ZodError)) return shape
    return {
      ...shape,
      message: formErrorOf(error.cause) ?? 'Some fields need attention.',
      data: { ...shape.data, fieldErrors: fieldErrorsOf(error.cause) },
    }
  },
})

export const router = t.router
export const createCallerFactory = t.createCallerFactory
export const middleware = t.middleware

export const statementTimeoutMessage =
  'That took too long to answer. Narrow it down (fewer filters, a shorter period) and try again.'

/**
 * Every procedure: a statement the database stopped at its time limit (STATEMENT_TIMEOUT) answers
 * TIMEOUT with a message the user can act on, never a server error.
 */
const baseProcedure = t.procedure.use(async ({ next }) => {
  const result = await next()
  if (!result.ok && isStatementTimeout(result.error.cause)) {
    throw new TRPCError({ code: 'TIMEOUT', message: statementTimeoutMessage })
  }
  return result
})

export const publicProcedure = baseProcedure

/** Refuses the call with 429 and Retry-After once `key` has used up `rule` for its window. */
export async function enforceRateLimit(
  ctx: Context,
  key: string,
  rule: { window: number; max: number },
): Promise<void> {
  const decision = await ctx.rateLimits.consume(key, rule)
  if (decision.allowed) return
  ctx.resHeaders?.set('Retry-After', String(decision.retryAfter))
  throw new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: `Too many attempts. Please try again in ${decision.retryAfter} seconds.`,
  })
}

export const authedProcedure = baseProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' })
  }
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } })
})

/** Any member of any organisation, acting on their own organisation. */
export const memberProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.membership) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'You are not part of an organisation yet.' })
  }
  return next({ ctx: { ...ctx, membership: ctx.membership } })
})

export const ownerProcedure = memberProcedure.use(({ ctx, next }) => {
  if (ctx.membership.role !== 'owner') {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: 'Only owners of the organisation can do this.',
    })
  }
  return next()
})

function requireOrganisation(kind: Membership['kind']) {
  return memberProcedure.use(({ ctx, next }) => {
    if (ctx.membership.kind !== kind) {
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: `This needs a ${kind} organisation membership.`,
      })
    }
    // Founders sign up on their own, so their address must be confirmed before they work here;
    // investors arrive through an emailed invitation, which confirms it.
    if (!ctx.user.emailVerified) {
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: 'Please confirm your email address first.',
      })
    }
    return next()
  })
}

export const startupProcedure = requireOrganisation('startup')
export const investorProcedure = requireOrganisation('investor')

export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'This is for platform admins.' })
  }
  return next()
})
