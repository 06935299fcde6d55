import { QueryClient } from '@tanstack/react-query'
import { transformer } from '@/lib/transformer'

/** docs/contract.md, "Client defaults": data queries never refetch on window focus and never retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: false, staleTime: 30_000 },
      mutations: { retry: false },
      dehydrate: { serializeData: transformer.serialize },
      hydrate: { deserializeData: transformer.deserialize },
    },
  })
}
