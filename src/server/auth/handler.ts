import { setTimeout as sleep } from 'node:timers/promises'

import {
  bodyTooLargeMessage,
  readLimitedBody,
  unreadBodyHeaders,
} from '@/server/security/body-limit'
import { foreignOriginMessage, isForeignOriginMutation } from '@/server/security/origin'
import type { Services } from '@/server/services'

/**
 * Answers that could tell whether an account exists take at least this long, whichever way they
 * went inside (a new account is written, a known one only mailed): above the slowest normal path,
 * so both arrive at the same moment.
 */
export const answerFloorMs: Record<string, number> = {
  '/api/auth/sign-up/email': 400,
  '/api/auth/request-password-reset': 200,
}

/**
 * better-auth checks origins only for some requests (not, for example, a cookie-less sign-up),
 * so every auth mutation passes the same origin check as tRPC first.
 */
export async function handleAuthRequest(request: Request, services: Services): Promise<Response> {
  if (isForeignOriginMutation(request, services.origins)) {
    return Response.json(
      { message: foreignOriginMessage(services.origins), code: 'FOREIGN_ORIGIN' },
      { status: 403 },
    )
  }
  const limited = await readLimitedBody(request)
  if (limited === 'too-large') {
    return Response.json(
      { message: bodyTooLargeMessage(), code: 'PAYLOAD_TOO_LARGE' },
      { status: 413, headers: unreadBodyHeaders },
    )
  }
  const floor = request.method === 'POST' ? answerFloorMs[new URL(request.url).pathname] : undefined
  const started = performance.now()
  const response = await services.auth.handler(limited)
  // A timer may fire a fraction of a millisecond early: wait again until the floor has passed.
  while (floor && performance.now() - started < floor) {
    await sleep(Math.max(1, floor - (performance.now() - started)))
  }
  return response
}
