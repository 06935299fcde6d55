import { initTRPC, TRPCError } from '@trpc/server'
import { said } from '@/lib/i18n/said'
import { transformer } from '@/lib/transformer'
import { z, ZodError } from 'zod'

import { currentRequestId } from '@/server/http/request-context'
import { databaseRetryAfterSeconds, databaseUnreachableMessage } from '@/server/http/unavailable'
import { observeProcedure } from '@/server/metrics/registry'

import type { AuthSession } from '@/server/auth/auth'
import { readRequestSession } from '@/server/auth/request-session'
import { isDatabaseUnreachable, isDataException, isStatementTimeout } from '@/server/db/errors'
import type { Membership } from '@/server/db/queries/organisations'
import { publicPages } from '@/server/http/public-pages'
import { CLIENT_IP_HEADER } from '@/server/security/client-ip'
import type { Services } from '@/server/services'

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
  const auth = await readRequestSession(services, headers)
  return {
    ...services,
    headers,
    resHeaders,
    clientIp: headers.get(CLIENT_IP_HEADER) ?? 'unknown',
    session: auth?.session ?? null,
    user: auth?.user ?? null,
    membership: auth?.membership ?? null,
  }
}

/**
 * Messages per field, keyed by the field's path without list positions: `email`, `sectors`, or
 * `values.problem` for a nested form. The first message of each field is the one to show.
 */
export function fieldErrorsOf(error: ZodError): Record<string, string[]> {
  const fields = new Map<string, string[]>()
  for (const issue of error.issues) {
    const parts = issue.path.filter((p): p is string => typeof p === 'string')
    // A key a client made up to reach an object's prototype is no field of ours.
    if (parts.some((part) => prototypeKeys.has(part))) continue
    const key = parts.join('.')
    if (key) fields.set(key, [...(fields.get(key) ?? []), issue.message])
  }
  return Object.fromEntries(fields)
}

const prototypeKeys = new Set(['__proto__', 'prototype', 'constructor'])

export function formErrorOf(error: ZodError): string | undefined {
  return error.issues.find((issue) => issue.path.length === 0)?.message
}

/** What a procedure declares about itself (`.meta({...})`). */
export type ProcedureMeta = {
  /** What the person reads when one of its statements runs past the time limit. */
  timeoutMessage?: () => string
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    transformer,
    // Stack traces only while developing; tests see what production sends.
    isDev: process.env.NODE_ENV === 'development',
    errorFormatter({ shape: base, error }) {
      // The request's id, for "something went wrong" to quote (src/server/http/request-context.ts).
      const shape = { ...base, data: { ...base.data, requestId: currentRequestId() } }
      if (!(error.cause instanceof ZodError)) return shape
      const fieldErrors = fieldErrorsOf(error.cause)
      const anyField = Object.keys(fieldErrors).length > 0
      return {
        ...shape,
        message:
          formErrorOf(error.cause) ??
          (anyField ? said('rule.server.fieldsNeedAttention') : error.cause.issues[0]!.message),
        data: { ...shape.data, fieldErrors },
      }
    },
  })

export const router = t.router
export const createCallerFactory = t.createCallerFactory
export const middleware = t.middleware

export function statementTimeoutMessage(): string {
  return said('rule.server.timeout.statement')
}

/** For the searches, whose filters decide how much they read. */
export function searchTimeoutMessage(): string {
  return said('rule.server.timeout.search')
}

/** For the erasures, which run in one transaction: a timeout undoes all of it. */
export function erasureTimeoutMessage(): string {
  return said('rule.server.timeout.erasure')
}

/** Every procedure is timed for the metrics, by name and outcome (OK or the error's code). */
const timedProcedure = t.procedure.use(async ({ path, next }) => {
  const started = performance.now()
  const result = await next()
  observeProcedure(path, result.ok ? 'OK' : result.error.code, (performance.now() - started) / 1000)
  return result
})

/**
 * Every procedure: a statement the database stopped at its time limit (STATEMENT_TIMEOUT) answers
 * TIMEOUT with a message the user can act on, never a server error; a database out of reach
 * answers 503 (SERVICE_UNAVAILABLE) with Retry-After.
 */
const baseProcedure = timedProcedure.use(async ({ ctx, getRawInput, next, meta }) => {
  const problem = rawInputProblem(await getRawInput())
  if (problem?.kind === 'too-deep') {
    throw new TRPCError({ code: 'BAD_REQUEST', message: said('rule.server.request.tooDeep') })
  }
  if (problem?.kind === 'nul') {
    const message = said('rule.server.request.nul')
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message,
      // Through a schema, so the error is the ZodError (an Error) the formatter recognises.
      cause: z
        .any()
        .superRefine((_, issues) =>
          issues.addIssue({ code: 'custom', path: problem.path, message }),
        )
        .safeParse(null).error,
    })
  }
  const result = await next()
  if (!result.ok && isDatabaseUnreachable(result.error.cause)) {
    throw databaseUnreachableError(ctx.resHeaders)
  }
  if (!result.ok && isStatementTimeout(result.error.cause)) {
    throw new TRPCError({
      code: 'TIMEOUT',
      message: (meta?.timeoutMessage ?? statementTimeoutMessage)(),
    })
  }
  // A value the database itself refused (a data exception the schemas let through) is the
  // input's fault: a clear 400, never a 500.
  if (!result.ok && isDataException(result.error.cause)) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: dataExceptionMessage() })
  }
  return result
})

export const publicProcedure = baseProcedure

/**
 * The answer while the database cannot be reached (restarting, failing over): 503 with
 * Retry-After, so the person, or the client, knows to try again shortly rather than that their
 * request was wrong.
 */
export function databaseUnreachableError(resHeaders: Headers | null): TRPCError {
  resHeaders?.set('Retry-After', String(databaseRetryAfterSeconds))
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: databaseUnreachableMessage() })
}

export function dataExceptionMessage(): string {
  return said('rule.server.dataException')
}

/** How deep an input may nest: the deepest form (a profile section's list of objects) uses 4. */
export const maxInputDepth = 32

/**
 * What makes an input unfit before its schema sees it: a NUL character in a text (PostgreSQL
 * cannot store it, and no form can type it), as a field path; or nesting deeper than any input
 * of ours, which would only cost the server its stack. Walked without recursion.
 */
export function rawInputProblem(
  value: unknown,
): { kind: 'nul'; path: (string | number)[] } | { kind: 'too-deep' } | null {
  const pending: [unknown, (string | number)[]][] = [[value, []]]
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [current, path] = item
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { kind: 'nul', path }
    } else if (current && typeof current === 'object') {
      if (path.length >= maxInputDepth) return { kind: 'too-deep' }
      const entries = Array.isArray(current) ? [...current.entries()] : Object.entries(current)
      for (const [key, child] of entries) pending.push([child, [...path, key]])
    }
  }
  return null
}

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
    message: said('rule.server.tooManyAttempts', { seconds: String(decision.retryAfter) }),
  })
}

/**
 * For writes that can change a public page (a company's or an investor's): once one succeeds,
 * this server's kept copies of those pages are dropped, so the next visitor sees the change.
 */
export const publicPageWrite = t.middleware(async ({ next }) => {
  const result = await next()
  if (result.ok) publicPages.forget()
  return result
})

export const authedProcedure = baseProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: said('rule.server.signIn') })
  }
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } })
})

/** Any member of any organisation, acting on their own organisation. */
export const memberProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.membership) {
    throw new TRPCError({ code: 'FORBIDDEN', message: said('rule.server.noOrganisation') })
  }
  return next({ ctx: { ...ctx, membership: ctx.membership } })
})

export const ownerProcedure = memberProcedure.use(({ ctx, next }) => {
  if (ctx.membership.role !== 'owner') {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: said('rule.server.ownersOnly'),
    })
  }
  return next()
})

function requireOrganisation(kind: Membership['kind']) {
  return memberProcedure.use(({ ctx, next }) => {
    if (ctx.membership.kind !== kind) {
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: said('rule.server.needsOrganisation', { kind }),
      })
    }
    // Founders sign up on their own, so their address must be confirmed before they work here;
    // investors arrive through an emailed invitation, which confirms it.
    if (!ctx.user.emailVerified) {
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: said('rule.server.confirmEmail'),
      })
    }
    return next()
  })
}

export const startupProcedure = requireOrganisation('startup')
export const investorProcedure = requireOrganisation('investor')

/** An owner of an investor organisation: shapes what the whole team works with (its pipeline). */
export const investorOwnerProcedure = investorProcedure.use(({ ctx, next }) => {
  if (ctx.membership.role !== 'owner') {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: said('rule.server.ownersOnly'),
    })
  }
  return next()
})

export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin) {
    throw new TRPCError({ code: 'FORBIDDEN', message: said('rule.server.adminsOnly') })
  }
  return next()
})

/**
 * The outcome of adding something a person or an organisation keeps a bounded number of
 * (ownedLimits in src/lib/limits.ts); 'full' refuses with CONFLICT and `message`.
 */
export function unlessFull<T>(outcome: T | 'full', message: string): T {
  if (outcome === 'full') throw new TRPCError({ code: 'CONFLICT', message })
  return outcome
}
