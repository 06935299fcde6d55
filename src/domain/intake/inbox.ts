/**
 * The Inbox of email intake (docs/decisions/0048): what a fund may change on an entry, and the
 * founder's claim. Shared by the procedures and the Inbox's forms.
 */
import { z } from 'zod'

import { emailSchema, isOneLineName, nameControlCharacterMessage } from '@/domain/accounts/schemas'
import { decisionMessageSchema } from '@/domain/applications/status'
import { ratingScoresSchema, ratingCommentSchema } from '@/domain/applications/ratings'
import { noteBodySchema } from '@/domain/applications/notes'

import { intakeStatuses, type IntakeStatus } from './intake'
import { saying } from '@/lib/i18n/said'

export const intakeStatusLabels = {
  new: 'New',
  invited: 'Invited',
  claimed: 'Claimed',
  not_for_us: 'Not for us',
  archived: 'Archived',
} as const satisfies Record<IntakeStatus, string>

/** The Inbox's tabs, in order. */
export const inboxTabs = intakeStatuses

/** A claim link works for this long. */
export const claimLinkDays = 30

export const entryIdSchema = z.uuid({ error: saying('rule.inbox.notValidEntryId') })
export const entryInput = z.object({ entryId: entryIdSchema })

export const inboxListSchema = z.object({
  status: z.enum(intakeStatuses, { error: saying('rule.inbox.chooseTabInbox') }).default('new'),
})

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value

/** The startup the fund makes of the message: its guesses, corrected. */
export const entryDetailsSchema = z.object({
  entryId: entryIdSchema,
  startupName: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(120, { error: saying('rule.investor.keepNameUnderCharacters') })
      .refine(isOneLineName, { error: nameControlCharacterMessage })
      .nullable(),
  ),
  startupWebsite: z.preprocess(
    blankToNull,
    z
      .url({ protocol: /^https?$/, error: saying('rule.url.full') })
      .max(300, { error: saying('rule.investor.keepAddressUnderCharacters') })
      .nullable(),
  ),
  startupEmail: z.preprocess(blankToNull, emailSchema.nullable()),
})
export type EntryDetailsInput = z.input<typeof entryDetailsSchema>

/** Archive an entry, or bring an archived one back to New. */
export const entryArchiveSchema = z.object({
  entryId: entryIdSchema,
  archived: z.boolean({ error: saying('rule.inbox.sayWhetherArchiveEntry') }),
})

export const entryNoteSchema = z.object({ entryId: entryIdSchema, body: noteBodySchema })

export const entryRatingSchema = z.object({
  entryId: entryIdSchema,
  scores: ratingScoresSchema,
  comment: ratingCommentSchema,
})

export const entryListSchema = z.object({
  entryId: entryIdSchema,
  listId: z.uuid({ error: saying('rule.inbox.chooseList') }),
})

/**
 * "Invite the founder": where the claim link goes, and what the fund asks of them: to apply to
 * one of its channels, or (no channel) to make their profile discoverable.
 */
export const entryInviteSchema = z.object({
  entryId: entryIdSchema,
  email: emailSchema,
  channelId: z.uuid({ error: saying('rule.inbox.chooseWhatYouAsk') }).nullable(),
  note: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(1000, { error: saying('rule.inbox.keepNoteUnderCharacters') })
      .nullable()
      .default(null),
  ),
})
export type EntryInviteInput = z.input<typeof entryInviteSchema>

/** "Not for us": a message to whoever sent the deck, written from a template or by hand. */
export const entryDeclineSchema = z.object({
  entryId: entryIdSchema,
  to: emailSchema,
  message: decisionMessageSchema,
})
export type EntryDeclineInput = z.input<typeof entryDeclineSchema>

export const claimTokenSchema = z.object({
  token: z
    .string({ error: saying('rule.inbox.claimLinkNotValid') })
    .max(64, { error: saying('rule.inbox.claimLinkNotValid') })
    .regex(/^[A-Za-z0-9_-]{32,64}$/, { error: saying('rule.inbox.claimLinkNotValid') }),
})

/** The founder's answer: claiming means agreeing to what the fund asked, and nothing else. */
export const claimAcceptSchema = claimTokenSchema.extend({
  consent: z.literal(true, { error: saying('rule.inbox.tickBoxAgreeBefore') }),
})
