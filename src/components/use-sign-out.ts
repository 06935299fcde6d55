import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useIntl } from 'react-intl'

import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

/**
 * Signs out, then runs `after` (usually a navigation), then forgets every cached query. Only the
 * session is forgotten before `after`, so that the pages' guards see the person signed out: a
 * screen still on view while the next page loads would fetch again whatever it no longer found
 * in the cache, and be refused.
 */
export function useSignOut(after: () => Promise<unknown>) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const trpc = useTRPC()
  const [signingOut, setSigningOut] = useState(false)

  async function signOut() {
    setSigningOut(true)
    // The auth client (11 kB gzip) is needed only here on most screens: it loads on the click.
    const { authClient } = await import('@/lib/auth-client')
    const { error } = await authClient.signOut()
    if (error) {
      setSigningOut(false)
      toast.error(intl.formatMessage({ id: 'shared.signOut.failed' }))
      return
    }
    await queryClient.cancelQueries()
    queryClient.removeQueries({ queryKey: trpc.account.session.queryKey() })
    await after()
    queryClient.clear()
    setSigningOut(false)
  }

  return { signOut, signingOut }
}
