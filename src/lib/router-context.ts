import type { QueryClient } from '@tanstack/react-query'
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query'

import type { AppRouter } from '@/server/trpc/root'

/** What every route's loader and guard receive from the router (src/router.tsx). */
export type RouterContext = {
  queryClient: QueryClient
  trpc: TRPCOptionsProxy<AppRouter>
}
