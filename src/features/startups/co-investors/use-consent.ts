import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useIntl, type IntlShape } from 'react-intl'

import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'
import { trpcErrorCode, trpcFieldErrors } from '@/lib/trpc-errors'

import type { RoomInvitation, StartupRoom } from './types'

export type ConsentAnswer = 'accepted' | 'declined' | 'withdrawn'

/** 'yes' when a name takes a bare apostrophe in English ('Kaveri Ventures’'), for the messages. */
export function endsInS(name: string): 'yes' | 'no' {
  return /s$/i.test(name.trim()) ? 'yes' : 'no'
}

/** What the founders are told once their answer is saved. */
function saved(
  intl: IntlShape,
  answer: ConsentAnswer,
  room: StartupRoom,
  invitation: RoomInvitation,
) {
  const fund = invitation.name
  switch (answer) {
    case 'accepted':
      return {
        title: intl.formatMessage({ id: 'deals.consent.saved.accepted' }, { fund }),
        description: intl.formatMessage(
          { id: 'deals.consent.saved.accepted.description' },
          { fund },
        ),
      }
    case 'declined':
      return {
        title: intl.formatMessage(
          { id: 'deals.consent.saved.declined' },
          { leadName: room.lead.name.trim(), endsInS: endsInS(room.lead.name) },
        ),
        description: intl.formatMessage(
          { id: 'deals.consent.saved.declined.description' },
          { fund },
        ),
      }
    case 'withdrawn':
      return {
        title: intl.formatMessage({ id: 'deals.consent.saved.withdrawn' }, { fund }),
        description: intl.formatMessage(
          { id: 'deals.consent.saved.withdrawn.description' },
          { fund },
        ),
      }
  }
}

/** The server's reason, when it gave one a founder can act on; else a plain retry message. */
export function consentErrorMessage(error: unknown, intl: IntlShape) {
  const fields = Object.values(trpcFieldErrors(error)).flat()
  if (fields[0]) return fields[0]
  const code = trpcErrorCode(error)
  if ((code === 'CONFLICT' || code === 'NOT_FOUND') && error instanceof Error) return error.message
  return intl.formatMessage({ id: 'deals.consent.failed' })
}

/**
 * Answers one invitation (accept, decline, withdraw): a notice either way, and the rooms read
 * again, since a teammate may have answered first.
 */
export function useSetConsent() {
  const trpc = useTRPC()
  const intl = useIntl()
  const queryClient = useQueryClient()
  const mutation = useMutation(trpc.startups.dealRooms.setConsent.mutationOptions())
  return async (answer: ConsentAnswer, room: StartupRoom, invitation: RoomInvitation) => {
    try {
      await mutation.mutateAsync({
        roomId: room.id,
        organisationId: invitation.organisationId,
        consent: answer,
      })
      const { title, description } = saved(intl, answer, room, invitation)
      toast.success(title, { description })
    } catch (error) {
      toast.error(consentErrorMessage(error, intl))
    } finally {
      await queryClient.invalidateQueries({ queryKey: trpc.startups.dealRooms.list.queryKey() })
    }
  }
}
