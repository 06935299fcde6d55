import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'

import { authClient } from '@/lib/auth-client'

/** Signs out, forgets every cached query, then runs `after` (usually a navigation). */
export function useSignOut(after: () => Promise<unknown>) {
  const queryClient = useQueryClient()
  const [signingOut, setSigningOut] = useState(false)

  async function signOut() {
    setSigningOut(true)
    const { error } = await authClient.signOut()
    if (error) {
      setSigningOut(false)
      toast.error('Could not sign out. Please try again.')
      return
    }
    queryClient.clear()
    await after()
    setSigningOut(false)
  }

  return { signOut, signingOut }
}
