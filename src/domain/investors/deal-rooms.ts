import { z } from 'zod'

import { dealRoomInterests } from '@/lib/options'

import { optionalWhole } from '@/domain/startups/profile-schemas'

// Deal rooms (docs/decisions/0047): a lead fund brings co-investors into a startup's round, and
// the startup's founders decide what is shared. The schemas here are the forms' and the server's.

const crore = 1_00_00_000

export const roundNameMax = 80
export const invitationNoteMax = 1000
export const threadNoteMax = 4000

const roundAmount = (label: string) => optionalWhole(10_000 * crore, label)

export const openRoomSchema = z.object({
  startupOrgId: z.uuid('That is not a valid startup id.'),
  roundName: z
    .string({ error: 'Name the round, like “Seed, 2026”.' })
    .trim()
    .min(1, 'Name the round, like “Seed, 2026”.')
    .max(roundNameMax, `Keep the round’s name under ${roundNameMax} characters.`),
  amountSought: roundAmount('amount sought').refine(
    (amount) => amount !== null && amount > 0,
    'Enter the amount the startup is raising in this round.',
  ),
  leadCheque: roundAmount('intended cheque').optional(),
})

export const inviteSchema = z.object({
  roomId: z.uuid('That is not a valid deal room.'),
  /** The invited organisation's id, or the slug of its public page (/investor/{slug}). */
  organisation: z
    .string({ error: 'Choose the fund to invite.' })
    .trim()
    .min(1, 'Choose the fund to invite.')
    .max(200, 'That is not a fund on Sangam.'),
  note: z
    .string()
    .trim()
    .max(invitationNoteMax, `Keep the note under ${invitationNoteMax} characters.`)
    .default(''),
})

export const roomInput = z.object({ roomId: z.uuid('That is not a valid deal room.') })

export const threadNoteSchema = z.object({
  roomId: z.uuid('That is not a valid deal room.'),
  body: z
    .string({ error: 'Write something to post.' })
    .trim()
    .min(1, 'Write something to post.')
    .max(threadNoteMax, `Keep a post under ${threadNoteMax} characters.`),
})

export const interestSchema = z
  .object({
    roomId: z.uuid('That is not a valid deal room.'),
    status: z.enum(dealRoomInterests, { error: 'Choose interested, committed or passed.' }),
    amount: roundAmount('amount').optional(),
  })
  .superRefine((value, ctx) => {
    // A commitment without an amount cannot count towards the round; a pass carries none.
    if (value.status === 'committed' && !value.amount) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter the amount you commit.' })
    }
    if (value.status === 'passed' && value.amount) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'A pass carries no amount.' })
    }
  })

export const roomListSchema = z
  .object({
    /** `shared`: the rooms whose founders accepted the share ("Shared with you"). */
    show: z.enum(['all', 'led', 'invited', 'shared'], { error: 'Choose which rooms to show.' }),
  })
  .partial()
  .default({})

export const consentSchema = z.object({
  roomId: z.uuid('That is not a valid deal room.'),
  organisationId: z.uuid('That is not a valid fund.'),
  consent: z.enum(['accepted', 'declined', 'withdrawn'], {
    error: 'Choose to accept, decline or withdraw.',
  }),
})

export const preApprovalSchema = z.object({
  coInvestorsOfAppliedFunds: z.boolean({ error: 'Choose yes or no.' }),
})
