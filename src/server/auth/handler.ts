import { bodyTooLargeMessage, readLimitedBody } from '../security/body-limit'
import { isForeignOriginMutation } from '../security/origin'
import type { Services } from '../services'

/**
 * better-auth checks origins only for some requests (not, for example, a cookie-less sign-up),
 * so every auth mutation passes the same origin check as tRPC first.
 */
export async function handleAuthRequest(request: Request, services: Services): Promise<Response> {
  if (isForeignOriginMutation(request, new URL(services.baseURL).origin)) {
    return Response.json({ message: 'Cross-origin requests are not allowed.' }, { status: 403 })
  }
  const limited = await readLimitedBody(request)
  if (limited === 'too-large') {
    return Response.json({ message: bodyTooLargeMessage, code: 'PAYLOAD_TOO_LARGE' }, { status: 413 })
  }
  return services.auth.handler(limited)
}
