import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'

import { possessive } from '@/lib/format'
import { useTRPC } from '@/lib/trpc'
import { trpcErrorCode, trpcFieldErrors } from '@/lib/trpc-errors'

import type { RoomInvitation, StartupRoom } from './types'

export type ConsentAnswer = 'accepted' | 'declined' | 'withdrawn'

/** What the founders are told once their answer is saved. */
function saved(answer: ConsentAnswer, room: StartupRoom, invitation: RoomInvitation) {
  const fund = invitation.name
  switch (answer) {
    case 'accepted':
      return {
        title: `Shared with ${fund}`,
        description: `${fund} now sees your profile and deck, live, until you withdraw consent.`,
      }
    case 'declined':
      return {
        title: `You declined ${possessive(room.lead.name)} request`,
        description: `${fund} sees nothing of your profile. You can still share later from this page.`,
      }
    case 'withdrawn':
      return {
        title: `Consent withdrawn for ${fund}`,
        description: `${fund} no longer sees your live profile or deck. It keeps the profile as you shared it, without the deck.`,
      }
  }
}

/** The server's reason, when it gave one a founder can act on; else a plain retry message. */
export function consentErrorMessage(error: unknown) {
  const fields = Object.values(trpcFieldErrors(error)).flat()
  if (fields[0]) return fields[0]
  const code = trpcErrorCode(error)
  if ((code === 'CONFLICT' || code === 'NOT_FOUND') && error instanceof Error) return error.message
  return 'We could not save your answer. Please try again.'
}

/**
 * Answers one invitation (accept, decline, withdraw): a notice either way, and the rooms read
 * again, since a teammate may have answered first.
 */
export function useSetConsent() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const mutation = useMutation(trpc.startups.dealRooms.setConsent.mutationOptions())
  return async (answer: ConsentAnswer, room: StartupRoom, invitation: RoomInvitation) => {
    try {
      await mutation.mutateAsync({
        roomId: room.id,
        organisationId: invitation.organisationId,
        consent: answer,
      })
      const { title, description } = saved(answer, room, invitation)
      toast.success(title, { description })
    } catch (error) {
      toast.error(consentErrorMessage(error))
    } finally {
      await queryClient.invalidateQueries({ queryKey: trpc.startups.dealRooms.list.queryKey() })
    }
  }
}
