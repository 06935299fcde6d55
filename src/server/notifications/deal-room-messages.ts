import { formatRupees, possessive } from '@/lib/format'

import type { RoomEventFacts } from '@/server/db/queries/deal-room-events'
import type { NotificationRecipient } from '@/server/db/queries/notifications'
import type { notification } from '@/server/db/schema'
import type { EmailTemplate } from '@/server/email/render'

// What Sangam tells whom about a deal room's events (docs/decisions/0047, "Notifications
// (built)"): the bell lines and the emails. Founders are told that a fund committed, never its
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
        `${possessive(startup)} founders shared their profile with ${fund}`,
        `${round}: ${fund} now reads the profile and the deck, and joins the room.`,
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
          `${lead} invited you to co-invest in ${startup}`,
          event.preApproved
            ? `${round}, ${formatRupees(event.amountSought)} sought. The founders have shared their profile with you.`
            : `${round}, ${formatRupees(event.amountSought)} sought. The founders decide whether to share their profile with you.`,
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
            ? `Your profile was shared with ${fund}`
            : `${lead} wants to share your profile with ${fund}`,
          event.preApproved
            ? `${lead} invited them to co-invest in your ${round} round, and your pre-approval shared your profile and deck. You can withdraw it.`
            : `To co-invest in your ${round} round. Accept or decline in Co-investors.`,
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
          `${startup} shared its profile with you`,
          `${possessive(lead)} ${round} round: you can read the profile and the deck, and state your interest.`,
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
          answer === 'declined'
            ? `${possessive(startup)} founders declined to share their profile`
            : `${possessive(startup)} founders withdrew their profile`,
          answer === 'declined'
            ? `${possessive(lead)} ${round} round.`
            : `${possessive(lead)} ${round} round: you keep what you were shown when it was shared, without the deck.`,
          email,
        ),
        toFund(
          event.leadOrgId,
          'deal_room_consent',
          answer === 'declined'
            ? `${possessive(startup)} founders declined to share with ${fund}`
            : `${possessive(startup)} founders withdrew their share with ${fund}`,
          `${round}.`,
          email,
        ),
      ]
    }
    case 'committed': {
      // An angel's own commitment names the network, not the person: a bell line or an email
      // outlives the person's account, and the room shows each member's line by name.
      const who = event.memberName ? `A member of ${fund}` : fund
      const amount = formatRupees(event.amount)
      return [
        toFund(
          event.leadOrgId,
          'deal_room_committed',
          `${who} committed ${amount} to ${startup}`,
          `${round}, ${formatRupees(event.amountSought)} sought.`,
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
                `${fund} committed to your ${round} round`,
                'See the funds in your round and the total committed in Co-investors.',
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
