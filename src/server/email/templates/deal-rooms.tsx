// Emails about deal rooms (docs/decisions/0047): invitations, the founders' answers and
// commitments. A founder's email names a fund that committed, never its amount.
import { Text } from '@react-email/components'
import type { ReactNode } from 'react'

import { ActionButton, Greeting, Layout, Paragraph, Quote, styles } from './layout'
import { defineEmail } from './define'
import { possessive } from '@/lib/format'

function PreferencesNote({ founders }: { founders?: boolean }) {
  return (
    <Text style={styles.footer}>
      {founders
        ? 'You can turn off emails about your applications and your rounds in your notification preferences in Settings.'
        : 'Deal rooms follow your choice for new applications: every one by email, a daily summary, or none. Change it in your notification preferences in Settings.'}
    </Text>
  )
}

export interface DealRoomInvitationProps {
  name: string
  leadName: string
  startupName: string
  roundName: string
  /** The amount sought, as the app writes rupees ('₹3 Cr'). */
  amountSought: string
  /** The lead's note to the invited fund. */
  note?: string
  /** The startup's pre-approval shared its profile on the invitation. */
  preApproved: boolean
  url: string
}

export function DealRoomInvitation(props: DealRoomInvitationProps) {
  return (
    <Layout
      preview={`${props.leadName} invited you to co-invest in ${props.startupName}.`}
      heading="An invitation to co-invest"
      actionUrl={props.url}
    >
      <Greeting name={props.name} />
      <Paragraph>
        <strong>{props.leadName}</strong> invited your fund to co-invest in{' '}
        <strong>{props.startupName}</strong>: {props.roundName}, {props.amountSought} sought.
      </Paragraph>
      {props.note?.trim() ? <Quote text={props.note} /> : null}
      <Paragraph>
        {props.preApproved
          ? 'The founders have already shared their profile and deck with you.'
          : 'The founders decide whether to share their profile and deck with you; you will hear when they answer.'}
      </Paragraph>
      <ActionButton href={props.url}>Open the deal room</ActionButton>
      <PreferencesNote />
    </Layout>
  )
}

export interface DealRoomShareRequestProps {
  name: string
  leadName: string
  fundName: string
  roundName: string
  note?: string
  preApproved: boolean
  url: string
}

export function DealRoomShareRequest(props: DealRoomShareRequestProps) {
  return (
    <Layout
      preview={
        props.preApproved
          ? `Your profile was shared with ${props.fundName}.`
          : `${props.leadName} wants to share your profile with ${props.fundName}.`
      }
      heading={props.preApproved ? 'Your profile was shared' : 'A request to share your profile'}
      actionUrl={props.url}
    >
      <Greeting name={props.name} />
      <Paragraph>
        <strong>{props.leadName}</strong> wants to share your profile and deck with{' '}
        <strong>{props.fundName}</strong> to co-invest in your <strong>{props.roundName}</strong>{' '}
        round.
      </Paragraph>
      {props.note?.trim() ? <Quote text={props.note} /> : null}
      <Paragraph>
        {props.preApproved
          ? 'You pre-approved co-investors of funds you applied to, so it is shared already. You can withdraw it at any time until the round closes.'
          : 'Nothing is shared until you accept. Any member of your team may accept or decline.'}
      </Paragraph>
      <ActionButton href={props.url}>
        {props.preApproved ? 'See your co-investors' : 'Answer the request'}
      </ActionButton>
      <PreferencesNote founders />
    </Layout>
  )
}

export interface DealRoomConsentProps {
  name: string
  startupName: string
  /** The fund the founders answered. */
  fundName: string
  roundName: string
  answer: 'accepted' | 'declined' | 'withdrawn'
  url: string
}

const consentWords = {
  accepted: {
    heading: 'A profile was shared',
    verb: 'shared their profile and deck with',
    subject: 'shared its profile with',
  },
  declined: {
    heading: 'A share was declined',
    verb: 'declined to share their profile with',
    subject: 'declined to share its profile with',
  },
  withdrawn: {
    heading: 'A share was withdrawn',
    verb: 'withdrew their profile from',
    subject: 'withdrew its profile from',
  },
} as const

export function DealRoomConsent(props: DealRoomConsentProps) {
  const words = consentWords[props.answer]
  const sentence: ReactNode = (
    <>
      The founders of <strong>{props.startupName}</strong> {words.verb}{' '}
      <strong>{props.fundName}</strong> for the <strong>{props.roundName}</strong> round.
    </>
  )
  return (
    <Layout
      preview={`${possessive(props.startupName)} founders ${words.verb} ${props.fundName}.`}
      heading={words.heading}
      actionUrl={props.url}
    >
      <Greeting name={props.name} />
      <Paragraph>{sentence}</Paragraph>
      {props.answer === 'withdrawn' ? (
        <Paragraph>
          What was shown until now stays in the room as it was, without the deck.
        </Paragraph>
      ) : null}
      <ActionButton href={props.url}>Open the deal room</ActionButton>
      <PreferencesNote />
    </Layout>
  )
}

export interface DealRoomCommitmentProps {
  name: string
  /** The fund, or an angel network's member and the network. */
  committerName: string
  startupName: string
  roundName: string
  /** The amount committed, as the app writes rupees: for the lead's team only. */
  amount: string
  url: string
}

export function DealRoomCommitment(props: DealRoomCommitmentProps) {
  return (
    <Layout
      preview={`${props.committerName} committed ${props.amount} to ${props.startupName}.`}
      heading="A commitment in your deal room"
      actionUrl={props.url}
    >
      <Greeting name={props.name} />
      <Paragraph>
        <strong>{props.committerName}</strong> committed <strong>{props.amount}</strong> to{' '}
        <strong>{possessive(props.startupName)}</strong> {props.roundName} round.
      </Paragraph>
      <ActionButton href={props.url}>See every fund’s line</ActionButton>
      <PreferencesNote />
    </Layout>
  )
}

/** To the founders: which fund committed, never how much. */
export interface DealRoomRoundCommitmentProps {
  name: string
  fundName: string
  roundName: string
  url: string
}

export function DealRoomRoundCommitment(props: DealRoomRoundCommitmentProps) {
  return (
    <Layout
      preview={`${props.fundName} committed to your ${props.roundName} round.`}
      heading="A fund committed to your round"
      actionUrl={props.url}
    >
      <Greeting name={props.name} />
      <Paragraph>
        <strong>{props.fundName}</strong> committed to your <strong>{props.roundName}</strong>{' '}
        round. See the funds in it and the total committed on Sangam.
      </Paragraph>
      <ActionButton href={props.url}>See your co-investors</ActionButton>
      <PreferencesNote founders />
    </Layout>
  )
}

/** The deal-room emails: each one's subject, body and the links it carries. */
export const dealRoomEmails = {
  'deal-room-invitation': defineEmail({
    subject: (props: DealRoomInvitationProps) =>
      `${props.leadName} invited you to co-invest in ${props.startupName}`,
    component: DealRoomInvitation,
    links: (props) => [props.url],
  }),
  'deal-room-share-request': defineEmail({
    subject: (props: DealRoomShareRequestProps) =>
      props.preApproved
        ? `Your profile was shared with ${props.fundName}`
        : `${props.leadName} wants to share your profile with ${props.fundName}`,
    component: DealRoomShareRequest,
    links: (props) => [props.url],
  }),
  'deal-room-consent': defineEmail({
    subject: (props: DealRoomConsentProps) =>
      `${props.startupName} ${consentWords[props.answer].subject} ${props.fundName}`,
    component: DealRoomConsent,
    links: (props) => [props.url],
  }),
  'deal-room-commitment': defineEmail({
    subject: (props: DealRoomCommitmentProps) =>
      `${props.committerName} committed ${props.amount} to ${props.startupName}`,
    component: DealRoomCommitment,
    links: (props) => [props.url],
  }),
  'deal-room-round-commitment': defineEmail({
    subject: (props: DealRoomRoundCommitmentProps) =>
      `${props.fundName} committed to your ${props.roundName} round`,
    component: DealRoomRoundCommitment,
    links: (props) => [props.url],
  }),
}
