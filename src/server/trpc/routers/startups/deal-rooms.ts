// startups.dealRooms.*: the founders decide what co-investors see (docs/decisions/0047). Their
// answers carry the funds in each room, their stated status and the committed total; never the
// thread, a fund's notes or ratings.
import { TRPCError } from '@trpc/server'

import { consentSchema, preApprovalSchema } from '@/domain/investors/deal-rooms'
import type { DealRoomConsent } from '@/lib/options'

import {
  answerInvitation,
  findInvitationOfStartup,
  findPreApproval,
  roomsForStartup,
  savePreApproval,
} from '@/server/db/queries/deal-room-consent'
import { router, startupProcedure } from '@/server/trpc/init'
import { noInput, strictInput } from '@/server/trpc/strict-input'
import { said } from '@/lib/i18n/said'

/** Which answer each can follow: a share is withdrawn, a decline or withdrawal reconsidered. */
const answerableFrom: Record<'accepted' | 'declined' | 'withdrawn', DealRoomConsent[]> = {
  accepted: ['pending', 'declined', 'withdrawn'],
  declined: ['pending'],
  withdrawn: ['accepted'],
}

export const startupDealRoomsRouter = router({
  /** The requests to share the startup and the rooms it is in, with the pre-approval setting. */
  list: startupProcedure.input(noInput).query(async ({ ctx }) => {
    const startupOrgId = ctx.membership.organisationId
    const [rooms, coInvestorsOfAppliedFunds] = await Promise.all([
      roomsForStartup(ctx.db, startupOrgId),
      findPreApproval(ctx.db, startupOrgId),
    ])
    return { rooms, preApproval: { coInvestorsOfAppliedFunds } }
  }),

  /**
   * Accepts, declines or withdraws the share with one invited fund; any founder of the startup
   * may. Withdrawing ends the fund's live access at once, files included, until the round closes.
   */
  setConsent: startupProcedure
    .input(strictInput(consentSchema))
    .mutation(async ({ ctx, input }) => {
      const startupOrgId = ctx.membership.organisationId
      const found = await findInvitationOfStartup(ctx.db, { startupOrgId, ...input })
      if (!found) {
        throw new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.invitation') })
      }
      if (found.room.closedAt) {
        throw new TRPCError({ code: 'CONFLICT', message: said('rule.server.roundClosed') })
      }
      if (found.consent === input.consent) return { consent: found.consent }
      if (!answerableFrom[input.consent].includes(found.consent)) {
        throw new TRPCError({
          code: 'CONFLICT',
          message:
            input.consent === 'withdrawn'
              ? said('rule.server.deals.onlyAccepted')
              : said('rule.server.deals.sharedAlready'),
        })
      }
      const answered = await answerInvitation(ctx.db, {
        roomId: input.roomId,
        organisationId: input.organisationId,
        startupOrgId,
        from: found.consent,
        to: input.consent,
        decidedBy: ctx.user.id,
      })
      if (answered === 'closed') {
        throw new TRPCError({ code: 'CONFLICT', message: said('rule.server.roundClosed') })
      }
      if (answered === 'changed') {
        throw new TRPCError({
          code: 'CONFLICT',
          message: said('rule.server.deals.teammateAnswered'),
        })
      }
      return { consent: input.consent }
    }),

  /** "Co-investors of funds I applied to may see my profile": later invitations are accepted. */
  setPreApproval: startupProcedure
    .input(strictInput(preApprovalSchema))
    .mutation(async ({ ctx, input }) => {
      await savePreApproval(ctx.db, {
        startupOrgId: ctx.membership.organisationId,
        value: input.coInvestorsOfAppliedFunds,
        updatedBy: ctx.user.id,
      })
      return { coInvestorsOfAppliedFunds: input.coInvestorsOfAppliedFunds }
    }),
})
