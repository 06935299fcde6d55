import { formatRupees } from '@/lib/format'
import { said } from '@/lib/i18n/said'
import { saidRupees } from '@/lib/i18n/said-formats'

import type { RoomEventFacts } from '@/server/db/queries/deal-room-events'
import type { NotificationRecipient } from '@/server/db/queries/notification-recipients'
import type { notification } from '@/server/db/schema'
import type { EmailTemplate } from '@/server/email/render'

// What Sangam tells whom about a deal room's events (docs/decisions/0047, "Notifications
// (built)"): the bell lines, in the language `said` speaks (the notification job runs this in each
// reader's), and the emails (their props stay as the templates take them; a template speaks its
// reader's language itself). Founders are told that a fund committed, never its
// amount; nobody is told of the thread, a fund's notes or its ratings.

type NotificationKind = (typeof notification.$inferInsert)['kind']

/** One line in the bell, and the organisation whose members it goes to. */
export type RoomBellLine = {
  /** A fund's members, or the startup's founders. */
  audience: 'investor' | 'startup'
  organisationId: string
  kind: NotificationKind
  title: string
  body: string | null
  link: string
  /** The email of the line, addressed to one reader. */
  email: RoomEmail
}

type RoomEmail = (reader: { name: string; url: string }) => EmailTemplate

/** Where each side reads the room: the fund's room screen, the founders' co-investors section. */
export const roomLinkForFunds = (roomId: string) => `/investors/deal-rooms/${roomId}`
export const roomLinkForFounders = '/startups#co-investors'

/**
 * The bell lines of an event, one per organisation told:
 * - an invitation: the invited fund and the founders (and, when the startup's pre-approval shared
 *   the profile at once, the room's other funds, as for a consent given);
 * - a consent given: the lead, that fund, and the co-investors whose share stands (they will see
 *   the new fund in the room); declined or withdrawn: the lead and that fund only, since no other
 *   fund saw the invitation or needs to learn of the founders' answer;
 * - a commitment: the lead, and the founders when the fund's line became committed (an angel
 *   network's first member's).
 */
export function roomLinesFor(event: RoomEventFacts): RoomBellLine[] {
  const fundLink = roomLinkForFunds(event.roomId)
  const round = event.roundName
  const startup = event.startupName
  const fund = event.fundName
  const lead = event.leadName
  /**
   * A name in an English possessive ("Kaveri Capital’s", "Tungabhadra Ventures’", trimmed as
   * `possessive` writes it), which other languages say their own way.
   */
  const owning = (name: string) => ({
    name: name.trim(),
    endsInS: /s$/i.test(name.trim()) ? 'yes' : 'no',
  })
  const startupOwning = owning(startup)
  const leadOwning = owning(lead)
  const sought = saidRupees(event.amountSought)
  const toFund = (
    organisationId: string,
    kind: NotificationKind,
    title: string,
    body: string | null,
    email: RoomEmail,
  ): RoomBellLine => ({
    audience: 'investor',
    organisationId,
    kind,
    title,
    body,
    link: fundLink,
    email,
  })
  const toFounders = (
    kind: NotificationKind,
    title: string,
    body: string | null,
    email: RoomEmail,
  ): RoomBellLine => ({
    audience: 'startup',
    organisationId: event.startupOrgId,
    kind,
    title,
    body,
    link: roomLinkForFounders,
    email,
  })
  /** The lead and the co-investors whose share stands, but the fund the event is about. */
  const otherFundsInRoom = [event.leadOrgId, ...event.sharedWith].filter(
    (id) => id !== event.organisationId,
  )
  /** The founders' answer, in the email every fund told of it gets. */
  const consentEmail =
    (answer: 'accepted' | 'declined' | 'withdrawn'): RoomEmail =>
    (reader) => ({
      template: 'deal-room-consent',
      props: { ...reader, startupName: startup, fundName: fund, roundName: round, answer },
    })
  const sharedWithFund = (fundIds: string[]) =>
    fundIds.map((id) =>
      toFund(
        id,
        'deal_room_consent',
        said('notify.dealRoom.shared.title', {
          startup: startupOwning.name,
          endsInS: startupOwning.endsInS,
          fund,
        }),
        said('notify.dealRoom.shared.body', { round, fund }),
        consentEmail('accepted'),
      ),
    )

  switch (event.kind) {
    case 'invited': {
      const note = event.note?.trim() || undefined
      return [
        toFund(
          event.organisationId,
          'deal_room_invited',
          said('notify.dealRoom.invited.fund.title', { lead, startup }),
          event.preApproved
            ? said('notify.dealRoom.invited.fund.body.preApproved', { round, sought })
            : said('notify.dealRoom.invited.fund.body.pending', { round, sought }),
          (reader) => ({
            template: 'deal-room-invitation',
            props: {
              ...reader,
              leadName: lead,
              startupName: startup,
              roundName: round,
              amountSought: formatRupees(event.amountSought),
              note,
              preApproved: event.preApproved,
            },
          }),
        ),
        toFounders(
          'deal_room_invited',
          event.preApproved
            ? said('notify.dealRoom.invited.founders.title.preApproved', { fund })
            : said('notify.dealRoom.invited.founders.title.pending', { lead, fund }),
          event.preApproved
            ? said('notify.dealRoom.invited.founders.body.preApproved', { lead, round })
            : said('notify.dealRoom.invited.founders.body.pending', { round }),
          (reader) => ({
            template: 'deal-room-share-request',
            props: {
              ...reader,
              leadName: lead,
              fundName: fund,
              roundName: round,
              note,
              preApproved: event.preApproved,
            },
          }),
        ),
        ...(event.preApproved ? sharedWithFund(otherFundsInRoom) : []),
      ]
    }
    case 'consent_accepted':
      return [
        toFund(
          event.organisationId,
          'deal_room_consent',
          said('notify.dealRoom.accepted.title', { startup }),
          said('notify.dealRoom.accepted.body', {
            lead: leadOwning.name,
            endsInS: leadOwning.endsInS,
            round,
          }),
          consentEmail('accepted'),
        ),
        ...sharedWithFund(otherFundsInRoom),
      ]
    case 'consent_declined':
    case 'consent_withdrawn': {
      const answer = event.kind === 'consent_declined' ? 'declined' : 'withdrawn'
      const email = consentEmail(answer)
      return [
        toFund(
          event.organisationId,
          'deal_room_consent',
          said(`notify.dealRoom.${answer}.title`, {
            startup: startupOwning.name,
            endsInS: startupOwning.endsInS,
          }),
          said(`notify.dealRoom.${answer}.body`, {
            lead: leadOwning.name,
            endsInS: leadOwning.endsInS,
            round,
          }),
          email,
        ),
        toFund(
          event.leadOrgId,
          'deal_room_consent',
          said(`notify.dealRoom.${answer}.lead.title`, {
            startup: startupOwning.name,
            endsInS: startupOwning.endsInS,
            fund,
          }),
          said('notify.dealRoom.answer.lead.body', { round }),
          email,
        ),
      ]
    }
    case 'committed': {
      // An angel's own commitment names the network, not the person: a bell line or an email
      // outlives the person's account, and the room shows each member's line by name. The
      // email's props are English: the template takes them as they are.
      const who = event.memberName ? `A member of ${fund}` : fund
      const amount = formatRupees(event.amount)
      return [
        toFund(
          event.leadOrgId,
          'deal_room_committed',
          said('notify.dealRoom.committed.title', {
            member: event.memberName ? 'yes' : 'no',
            fund,
            amount: event.amount === null ? amount : saidRupees(event.amount),
            startup,
          }),
          said('notify.dealRoom.committed.body', { round, sought }),
          (reader) => ({
            template: 'deal-room-commitment',
            props: {
              ...reader,
              committerName: who,
              startupName: startup,
              roundName: round,
              amount,
            },
          }),
        ),
        // Founders learn that the fund committed, not how much: its line's amount is the fund's.
        ...(event.fundBecameCommitted
          ? [
              toFounders(
                'deal_room_committed',
                said('notify.dealRoom.committed.founders.title', { fund, round }),
                said('notify.dealRoom.committed.founders.body'),
                (reader) => ({
                  template: 'deal-room-round-commitment',
                  props: {
                    ...reader,
                    fundName: fund,
                    roundName: round,
                  },
                }),
              ),
            ]
          : []),
      ]
    }
  }
}

/**
 * The email a person gets about a line now, 'digest' for the daily summary, or none. A fund's
 * members follow their choice for new applications (by their team's size when they have not
 * chosen, decision 0043); founders their choice of emails about their applications.
 */
export function roomEmailFor(
  line: RoomBellLine,
  person: NotificationRecipient,
  url: (path: string) => string,
): EmailTemplate | 'digest' | null {
  if (line.audience === 'investor') {
    if (person.newApplicationEmail === 'off') return null
    if (person.newApplicationEmail === 'daily') return 'digest'
  } else if (!person.statusEmail) return null
  return line.email({ name: person.name, url: url(line.link) })
}
