import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { toast } from 'sonner'

import { areaHome } from '@/features/account/area-guard'
import { useTRPC } from '@/lib/trpc'
import { trpcErrorCode } from '@/lib/trpc-errors'

/** Messages for what `invitations.accept` refuses; the server's own words where they are meant for people. */
export function acceptErrorMessage(error: unknown): string {
  const code = trpcErrorCode(error)
  const serverMessage = error instanceof Error ? error.message : ''
  switch (code) {
    case 'CONFLICT':
      return 'You already belong to an organisation. Leave it in your settings before joining another.'
    case 'FORBIDDEN':
      return 'This invitation was sent to another email address.'
    case 'NOT_FOUND':
      return 'This invitation link is not valid. It may have been replaced by a newer one.'
    case 'BAD_REQUEST':
      return serverMessage || 'This invitation can no longer be used.'
    case 'UNAUTHORIZED':
      return 'Your session ended. Please sign in and open the link again.'
    case 'TOO_MANY_REQUESTS':
      return 'Too many attempts. Please wait a minute and try again.'
    default:
      return 'We could not accept the invitation. Please try again.'
  }
}

/** Takes the person to their new area; the guards there read the cached session, so drop it first. */
export function useFinishJoining() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const trpc = useTRPC()
  return async (kind: 'startup' | 'investor', organisationName: string) => {
    queryClient.removeQueries({ queryKey: trpc.account.session.queryKey() })
    toast.success(`Welcome to ${organisationName}!`)
    await navigate({ to: areaHome[kind] })
  }
}
