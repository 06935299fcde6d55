import { fetchRequestHandler } from '@trpc/server/adapters/fetch'

import { isForeignOriginMutation } from '../security/origin'
import type { Services } from '../services'
import { createContext } from './init'
import { appRouter } from './root'

export const trpcEndpoint = '/trpc'

export function handleTrpcRequest(request: Request, services: Services): Promise<Response> {
  if (isForeignOriginMutation(request, new URL(services.baseURL).origin)) {
    return Promise.resolve(
      Response.json(
        { error: { message: 'Cross-origin requests are not allowed.', code: 'FORBIDDEN' } },
        { status: 403 },
      ),
    )
  }
  return fetchRequestHandler({
    endpoint: trpcEndpoint,
    req: request,
    router: appRouter,
    createContext: ({ req, resHeaders }) => createContext(services, req.headers, resHeaders),
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        console.error(`tRPC ${path ?? '(unknown)'} failed:`, error.cause ?? error)
      }
    },
  })
}
