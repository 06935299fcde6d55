import { getRequest } from '@tanstack/react-start/server'
import { unstable_localLink } from '@trpc/client'
import { transformer } from '@/lib/transformer'

import { services } from '@/server/services'
import { createContext } from './init'
import { appRouter, type AppRouter } from './root'

/** During SSR, procedures run in-process with the incoming request's cookies. */
export function ssrLink() {
  return unstable_localLink<AppRouter>({
    router: appRouter,
    transformer,
    createContext: () => createContext(services(), getRequest().headers),
  })
}
