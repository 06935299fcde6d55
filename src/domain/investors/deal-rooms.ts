import { z } from 'zod'

import { dealRoomInterests } from '@/lib/options'

import { optionalWhole, type WholeLabel } from '@/domain/startups/profile-schemas'
import { said, saying } from '@/lib/i18n/said'

// Deal rooms (docs/decisions/0047): a lead fund brings co-investors into a startup's round, and
// the startup's founders decide what is shared. The schemas here are the forms' and the server's.

const crore = 1_00_00_000

export const roundNameMax = 80
export const invitationNoteMax = 1000
export const threadNoteMax = 4000

const roundAmount = (label: WholeLabel) => optionalWhole(10_000 * crore, label)

export const openRoomSchema = z.object({
  startupOrgId: z.uuid({ error: saying('rule.id.startup') }),
  roundName: z
    .string({ error: saying('rule.deals.nameRoundSeed') })
    .trim()
    .min(1, { error: saying('rule.deals.nameRoundSeed') })
    .max(roundNameMax, { error: saying('rule.deals.keepRoundSName', { roundNameMax }) }),
  amountSought: roundAmount('rule.whole.label.amountSought').refine(
    (amount) => amount !== null && amount > 0,
    { error: saying('rule.deals.enterAmountStartupRaising') },
  ),
  leadCheque: roundAmount('rule.whole.label.intendedCheque').optional(),
})

export const inviteSchema = z.object({
  roomId: z.uuid({ error: saying('rule.deals.notValidDealRoom') }),
  /** The invited organisation's id, or the slug of its public page (/investor/{slug}). */
  organisation: z
    .string({ error: saying('rule.deals.chooseFundInvite') })
    .trim()
    .min(1, { error: saying('rule.deals.chooseFundInvite') })
    .max(200, { error: saying('rule.deals.notFundSangam') }),
  note: z
    .string()
    .trim()
    .max(invitationNoteMax, {
      error: saying('rule.deals.keepNoteUnderCharacters', { invitationNoteMax }),
    })
    .default(''),
})

export const roomInput = z.object({
  roomId: z.uuid({ error: saying('rule.deals.notValidDealRoom') }),
})

export const threadNoteSchema = z.object({
  roomId: z.uuid({ error: saying('rule.deals.notValidDealRoom') }),
  body: z
    .string({ error: saying('rule.deals.writeSomethingPost') })
    .trim()
    .min(1, { error: saying('rule.deals.writeSomethingPost') })
    .max(threadNoteMax, { error: saying('rule.deals.keepPostUnderCharacters', { threadNoteMax }) }),
})

export const interestSchema = z
  .object({
    roomId: z.uuid({ error: saying('rule.deals.notValidDealRoom') }),
    status: z.enum(dealRoomInterests, {
      error: saying('rule.deals.chooseInterestedCommittedPassed'),
    }),
    amount: roundAmount('rule.whole.label.amount').optional(),
  })
  .superRefine((value, ctx) => {
    // A commitment without an amount cannot count towards the round; a pass carries none.
    if (value.status === 'committed' && !value.amount) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: said('rule.deals.enterAmountYouCommit'),
      })
    }
    if (value.status === 'passed' && value.amount) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: said('rule.deals.passCarriesNoAmount'),
      })
    }
  })

export const roomListSchema = z
  .object({
    /** `shared`: the rooms whose founders accepted the share ("Shared with you"). */
    show: z.enum(['all', 'led', 'invited', 'shared'], {
      error: saying('rule.deals.chooseWhichRoomsShow'),
    }),
  })
  .partial()
  .default({})

export const consentSchema = z.object({
  roomId: z.uuid({ error: saying('rule.deals.notValidDealRoom') }),
  organisationId: z.uuid({ error: saying('rule.deals.notValidFund') }),
  consent: z.enum(['accepted', 'declined', 'withdrawn'], {
    error: saying('rule.deals.chooseAcceptDeclineWithdraw'),
  }),
})

export const preApprovalSchema = z.object({
  coInvestorsOfAppliedFunds: z.boolean({ error: saying('rule.deals.chooseYesNo') }),
})
