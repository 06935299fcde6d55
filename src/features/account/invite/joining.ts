import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useIntl } from 'react-intl'

import { areaHome } from '@/features/account/area-guard'
import type { MessageId } from '@/lib/i18n/catalog'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'
import { trpcErrorCode } from '@/lib/trpc-errors'

/**
 * What `invitations.accept` refuses, to show: a message of the catalog, or the server's own words
 * where they are meant for people (English for now: server messages are not translated yet).
 */
export type AcceptRefusal = { id: MessageId } | { text: string }

/** Messages for what `invitations.accept` refuses; the server's own words where they are meant for people. */
export function acceptErrorMessage(error: unknown): AcceptRefusal {
  const code = trpcErrorCode(error)
  const serverMessage = error instanceof Error ? error.message : ''
  switch (code) {
    case 'CONFLICT':
      return { id: 'claim.invite.error.conflict' }
    case 'FORBIDDEN':
      return { id: 'claim.invite.error.forbidden' }
    case 'NOT_FOUND':
      return { id: 'claim.invite.error.notFound' }
    case 'BAD_REQUEST':
      return serverMessage ? { text: serverMessage } : { id: 'claim.invite.error.gone' }
    case 'UNAUTHORIZED':
      return { id: 'claim.common.sessionEnded' }
    case 'TOO_MANY_REQUESTS':
      return { id: 'claim.common.tooManyAttempts' }
    default:
      return { id: 'claim.invite.error.failed' }
  }
}

/** Takes the person to their new area; the guards there read the cached session, so drop it first. */
export function useFinishJoining() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const trpc = useTRPC()
  const intl = useIntl()
  return async (kind: 'startup' | 'investor', organisationName: string) => {
    queryClient.removeQueries({ queryKey: trpc.account.session.queryKey() })
    toast.success(
      intl.formatMessage({ id: 'claim.invite.welcome' }, { organisation: organisationName }),
    )
    await navigate({ to: areaHome[kind] })
  }
}
