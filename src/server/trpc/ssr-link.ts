import { getRequest } from '@tanstack/react-start/server'
import { unstable_localLink } from '@trpc/client'
import superjson from 'superjson'

import { services } from '@/server/services'
import { createContext } from './init'
import { appRouter, type AppRouter } from './root'

/** During SSR, procedures run in-process with the incoming request's cookies. */
export function ssrLink() {
  return unstable_localLink<AppRouter>({
    router: appRouter,
    transformer: superjson,
    createContext: () => createContext(services(), getRequest().headers),
  })
}
