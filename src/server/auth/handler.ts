import { isForeignOriginMutation } from '../security/origin'
import type { Services } from '../services'

/**
 * better-auth checks origins only for some requests (not, for example, a cookie-less sign-up),
 * so every auth mutation passes the same origin check as tRPC first.
 */
export function handleAuthRequest(request: Request, services: Services): Promise<Response> {
  if (isForeignOriginMutation(request, new URL(services.baseURL).origin)) {
    return Promise.resolve(
      Response.json({ message: 'Cross-origin requests are not allowed.' }, { status: 403 }),
    )
  }
  return services.auth.handler(request)
}
