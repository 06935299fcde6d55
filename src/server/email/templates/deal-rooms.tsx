// Emails about deal rooms (docs/decisions/0047): invitations, the founders' answers and
// commitments. A founder's email names a fund that committed, never its amount.
import { Text } from '@react-email/components'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { ActionButton, Greeting, Layout, Paragraph, Quote, styles } from './layout'
import { defineEmail } from './define'

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>

/** 'yes' when a name takes a bare apostrophe in English ('Agrotechs’'), as `possessive` writes it. */
function endsInS(name: string): 'yes' | 'no' {
  return /s$/i.test(name.trim()) ? 'yes' : 'no'
}

/**
 * An amount as the app writes rupees ('₹3 Cr', '₹50 L', '₹45,000'), with the lakh and crore said
 * in the email's language ('₹3 करोड़'), as `shownRupees` does on screen.
 */
function shownAmount(intl: IntlShape, text: string): string {
  const unit = /^(.*)\u00a0(L|Cr)$/.exec(text)
  if (!unit) return text
  return intl.formatMessage(
    { id: unit[2] === 'Cr' ? 'shared.rupees.crore' : 'shared.rupees.lakh' },
    { amount: unit[1] },
  )
}

function PreferencesNote({ founders }: { founders?: boolean }) {
  return (
    <Text style={styles.footer}>
      <FormattedMessage
        id={founders ? 'deals.email.preferences.founders' : 'deals.email.preferences.funds'}
      />
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
  const intl = useIntl()
  const names = { leadName: props.leadName, startup: props.startupName }
  return (
    <Layout
      preview={intl.formatMessage({ id: 'deals.email.invitation.preview' }, names)}
      heading={intl.formatMessage({ id: 'deals.email.invitation.heading' })}
      actionUrl={props.url}
    >
      <Greeting name={props.name} />
      <Paragraph>
        <FormattedMessage
          id="deals.email.invitation.body"
          values={{
            ...names,
            round: props.roundName,
            amount: shownAmount(intl, props.amountSought),
            b: bold,
          }}
        />
      </Paragraph>
      {props.note?.trim() ? <Quote text={props.note} /> : null}
      <Paragraph>
        <FormattedMessage
          id={
            props.preApproved
              ? 'deals.email.invitation.preApproved'
              : 'deals.email.invitation.pending'
          }
        />
      </Paragraph>
      <ActionButton href={props.url}>
        <FormattedMessage id="deals.email.openRoom" />
      </ActionButton>
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
  const intl = useIntl()
  const names = { leadName: props.leadName, fund: props.fundName }
  return (
    <Layout
      preview={intl.formatMessage(
        {
          id: props.preApproved
            ? 'deals.email.shareRequest.preview.preApproved'
            : 'deals.email.shareRequest.preview',
        },
        names,
      )}
      heading={intl.formatMessage({
        id: props.preApproved
          ? 'deals.email.shareRequest.heading.preApproved'
          : 'deals.email.shareRequest.heading',
      })}
      actionUrl={props.url}
    >
      <Greeting name={props.name} />
      <Paragraph>
        <FormattedMessage
          id="deals.email.shareRequest.body"
          values={{ ...names, round: props.roundName, b: bold }}
        />
      </Paragraph>
      {props.note?.trim() ? <Quote text={props.note} /> : null}
      <Paragraph>
        <FormattedMessage
          id={
            props.preApproved
              ? 'deals.email.shareRequest.preApproved'
              : 'deals.email.shareRequest.pending'
          }
        />
      </Paragraph>
      <ActionButton href={props.url}>
        <FormattedMessage
          id={props.preApproved ? 'deals.email.seeCoInvestors' : 'deals.email.shareRequest.answer'}
        />
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

export function DealRoomConsent(props: DealRoomConsentProps) {
  const intl = useIntl()
  return (
    <Layout
      preview={intl.formatMessage(
        { id: 'deals.email.consent.preview' },
        {
          startup: props.startupName.trim(),
          endsInS: endsInS(props.startupName),
          answer: props.answer,
          fund: props.fundName,
        },
      )}
      heading={intl.formatMessage({ id: 'deals.email.consent.heading' }, { answer: props.answer })}
      actionUrl={props.url}
    >
      <Greeting name={props.name} />
      <Paragraph>
        <FormattedMessage
          id="deals.email.consent.body"
          values={{
            startup: props.startupName,
            fund: props.fundName,
            round: props.roundName,
            answer: props.answer,
            b: bold,
          }}
        />
      </Paragraph>
      {props.answer === 'withdrawn' ? (
        <Paragraph>
          <FormattedMessage id="deals.email.consent.withdrawn" />
        </Paragraph>
      ) : null}
      <ActionButton href={props.url}>
        <FormattedMessage id="deals.email.openRoom" />
      </ActionButton>
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
  const intl = useIntl()
  const amount = shownAmount(intl, props.amount)
  return (
    <Layout
      preview={intl.formatMessage(
        { id: 'deals.email.commitment.preview' },
        { committer: props.committerName, amount, startup: props.startupName },
      )}
      heading={intl.formatMessage({ id: 'deals.email.commitment.heading' })}
      actionUrl={props.url}
    >
      <Greeting name={props.name} />
      <Paragraph>
        <FormattedMessage
          id="deals.email.commitment.body"
          values={{
            committer: props.committerName,
            amount,
            startup: props.startupName.trim(),
            endsInS: endsInS(props.startupName),
            round: props.roundName,
            b: bold,
          }}
        />
      </Paragraph>
      <ActionButton href={props.url}>
        <FormattedMessage id="deals.email.commitment.action" />
      </ActionButton>
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
  const intl = useIntl()
  const names = { fund: props.fundName, round: props.roundName }
  return (
    <Layout
      preview={intl.formatMessage({ id: 'deals.email.roundCommitment.preview' }, names)}
      heading={intl.formatMessage({ id: 'deals.email.roundCommitment.heading' })}
      actionUrl={props.url}
    >
      <Greeting name={props.name} />
      <Paragraph>
        <FormattedMessage id="deals.email.roundCommitment.body" values={{ ...names, b: bold }} />
      </Paragraph>
      <ActionButton href={props.url}>
        <FormattedMessage id="deals.email.seeCoInvestors" />
      </ActionButton>
      <PreferencesNote founders />
    </Layout>
  )
}

/** The deal-room emails: each one's subject, body and the links it carries. */
export const dealRoomEmails = {
  'deal-room-invitation': defineEmail({
    subject: (props: DealRoomInvitationProps, intl) =>
      intl.formatMessage(
        { id: 'deals.email.invitation.subject' },
        { leadName: props.leadName, startup: props.startupName },
      ),
    component: DealRoomInvitation,
    links: (props) => [props.url],
    translated: true,
  }),
  'deal-room-share-request': defineEmail({
    subject: (props: DealRoomShareRequestProps, intl) =>
      intl.formatMessage(
        {
          id: props.preApproved
            ? 'deals.email.shareRequest.subject.preApproved'
            : 'deals.email.shareRequest.subject',
        },
        { leadName: props.leadName, fund: props.fundName },
      ),
    component: DealRoomShareRequest,
    links: (props) => [props.url],
    translated: true,
  }),
  'deal-room-consent': defineEmail({
    subject: (props: DealRoomConsentProps, intl) =>
      intl.formatMessage(
        { id: 'deals.email.consent.subject' },
        { startup: props.startupName, answer: props.answer, fund: props.fundName },
      ),
    component: DealRoomConsent,
    links: (props) => [props.url],
    translated: true,
  }),
  'deal-room-commitment': defineEmail({
    subject: (props: DealRoomCommitmentProps, intl) =>
      intl.formatMessage(
        { id: 'deals.email.commitment.subject' },
        {
          committer: props.committerName,
          amount: shownAmount(intl, props.amount),
          startup: props.startupName,
        },
      ),
    component: DealRoomCommitment,
    links: (props) => [props.url],
    translated: true,
  }),
  'deal-room-round-commitment': defineEmail({
    subject: (props: DealRoomRoundCommitmentProps, intl) =>
      intl.formatMessage(
        { id: 'deals.email.roundCommitment.subject' },
        { fund: props.fundName, round: props.roundName },
      ),
    component: DealRoomRoundCommitment,
    links: (props) => [props.url],
    translated: true,
  }),
}
