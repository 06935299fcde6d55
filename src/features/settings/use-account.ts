import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'

import { useTRPC } from '@/lib/trpc'

/** The signed-in user and membership, as the area guard loaded them. */
export function useAccount() {
  const trpc = useTRPC()
  return useQuery(trpc.account.session.queryOptions()).data ?? null
}

/**
 * Reloads the session after the user's name or organisation changed, then re-runs the route
 * guards so the area header shows the new names too.
 */
export function useRefreshSession() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const router = useRouter()
  return useCallback(async () => {
    // 'all': the guard reads the session with ensureQueryData, which would keep a stale copy.
    await queryClient.invalidateQueries({
      queryKey: trpc.account.session.queryKey(),
      refetchType: 'all',
    })
    await router.invalidate()
  }, [queryClient, router, trpc])
}
