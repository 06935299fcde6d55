import { TRPCError } from '@trpc/server'
import { fetchRequestHandler } from '@trpc/server/adapters/fetch'

import { trpcMaxBatchSize } from '@/lib/limits'
import { currentRequestId } from '@/server/http/request-context'

import { log } from '@/server/log'
import {
  bodyTooLargeMessage,
  readLimitedBody,
  unreadBodyHeaders,
} from '@/server/security/body-limit'
import { foreignOriginMessage, isForeignOriginMutation } from '@/server/security/origin'
import type { RateLimitRule } from '@/server/security/rate-limit'
import type { Services } from '@/server/services'
import { isDatabaseUnreachable } from '@/server/db/errors'
import { createContext, databaseUnreachableError } from './init'
import { appRouter } from './root'
import { said } from '@/lib/i18n/said'

export const trpcEndpoint = '/trpc'

/** A call of the API: `/trpc/{procedure}` (the server entry sends it to `handleTrpcRequest`). */
export function isTrpcRequest(request: Request): boolean {
  const { pathname } = new URL(request.url)
  return pathname.startsWith(`${trpcEndpoint}/`)
}

/**
 * Calls per minute for one signed-in person, or one client address without a session. Every call
 * of a batch counts, so batching buys no extra work.
 */
export const callBudget: RateLimitRule = { window: 60, max: 600 }

function refusal(status: number, code: string, message: string, headers?: HeadersInit) {
  return Response.json(
    { error: { message, code, requestId: currentRequestId() } },
    { status, headers },
  )
}

/**
 * How many procedure calls tRPC will run for the request (`/trpc/a,b,c?batch=1` is three). tRPC
 * splits the decoded path, so `a%2Cb` is two calls as surely as `a,b`; a path that does not decode
 * is refused by tRPC before any call runs.
 */
function callCount(request: Request): number {
  const url = new URL(request.url)
  if (url.searchParams.get('batch') !== '1') return 1
  try {
    return decodeURIComponent(url.pathname.slice(trpcEndpoint.length + 1)).split(',').length
  } catch {
    return 1
  }
}

export async function handleTrpcRequest(request: Request, services: Services): Promise<Response> {
  if (isForeignOriginMutation(request, services.origins)) {
    return refusal(403, 'FORBIDDEN', foreignOriginMessage(services.origins))
  }
  const limited = await readLimitedBody(request)
  if (limited === 'too-large') {
    return refusal(413, 'PAYLOAD_TOO_LARGE', bodyTooLargeMessage(), unreadBodyHeaders)
  }
  const calls = callCount(limited)
  if (calls > trpcMaxBatchSize) {
    return refusal(400, 'BAD_REQUEST', said('rule.server.batchTooLarge', { max: trpcMaxBatchSize }))
  }
  return fetchRequestHandler({
    endpoint: trpcEndpoint,
    req: limited,
    router: appRouter,
    maxBatchSize: trpcMaxBatchSize,
    // Before any procedure runs, the session lookup reads the database: out of reach, that is a
    // 503 with Retry-After, as it is inside a procedure.
    createContext: ({ req, resHeaders }) =>
      contextWithinBudget(services, req.headers, resHeaders, calls).catch((error: unknown) => {
        throw isDatabaseUnreachable(error) ? databaseUnreachableError(resHeaders) : error
      }),
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        log.error({ err: error.cause ?? error, procedure: path }, 'procedure failed')
      } else if (error.code === 'SERVICE_UNAVAILABLE') {
        log.error({ procedure: path }, 'database unreachable')
      } else if (error.code === 'TIMEOUT') {
        log.warn({ procedure: path }, 'statement timeout')
      }
    },
  })
}

/** The call's context, once the caller's budget (per person, else per address) has room. */
async function contextWithinBudget(
  services: Services,
  headers: Headers,
  resHeaders: Headers,
  calls: number,
) {
  const context = await createContext(services, headers, resHeaders)
  const caller = context.user ? `user:${context.user.id}` : `ip:${context.clientIp}`
  // Counted in this process, shared through the database each second: no round trip per call.
  const budget = services.rateLimits.consumeSoon(`trpc:${caller}`, callBudget, calls)
  if (!budget.allowed) {
    resHeaders.set('Retry-After', String(budget.retryAfter))
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: said('rule.server.tooManyRequests'),
    })
  }
  return context
}
