// Emails of deal intake by email (docs/decisions/0048): a fund invites the founder of a deck it
// received to claim it, or answers that it is not for them.
import { FormattedMessage, useIntl } from 'react-intl'

import { ActionButton, bold, emailDate, Layout, Paragraph, Quote } from './layout'
import { defineEmail } from './define'

/** What a reply's subject starts with, as mail programs write it in every language. */
const replyPrefix = 'Re: '

export interface IntakeClaimProps {
  fundName: string
  inviterName: string
  /** The startup as the fund named it; null when it could not tell. */
  startupName: string | null
  /** The channel the fund asks them to apply to; null: it asks them to be discoverable. */
  channelName: string | null
  note: string | null
  url: string
  /** Preformatted date, e.g. 'Dec 29, 2026'. */
  expiresOn: string
}

export function IntakeClaim({
  fundName,
  inviterName,
  startupName,
  channelName,
  note,
  url,
  expiresOn,
}: IntakeClaimProps) {
  const intl = useIntl()
  const fund = { fund: fundName }
  return (
    <Layout
      preview={intl.formatMessage({ id: 'email.intakeClaim.preview' }, fund)}
      heading={intl.formatMessage({ id: 'email.intakeClaim.heading' }, fund)}
      actionUrl={url}
      reason={intl.formatMessage({ id: 'email.intakeClaim.reason' }, fund)}
    >
      <Paragraph>
        <FormattedMessage id="email.greeting.unnamed" />
      </Paragraph>
      <Paragraph>
        <FormattedMessage
          id="email.intakeClaim.body"
          values={{
            ...fund,
            inviter: inviterName,
            startupKnown: startupName ? 'yes' : 'no',
            startup: startupName ?? '',
            channelKnown: channelName ? 'yes' : 'no',
            channel: channelName ?? '',
            b: bold,
          }}
        />
      </Paragraph>
      {note ? (
        <>
          <Paragraph>
            <FormattedMessage id="email.intakeClaim.noteIntro" />
          </Paragraph>
          <Quote text={note} />
        </>
      ) : null}
      <ActionButton href={url}>
        <FormattedMessage id="email.intakeClaim.action" />
      </ActionButton>
      <Paragraph>
        <FormattedMessage
          id="email.intakeClaim.expiry"
          values={{ date: emailDate(intl, expiresOn) }}
        />
      </Paragraph>
    </Layout>
  )
}

export interface IntakeDeclinedProps {
  fundName: string
  /** The subject of the email they sent. */
  subject: string
  message: string
}

export function IntakeDeclined({ fundName, subject, message }: IntakeDeclinedProps) {
  const intl = useIntl()
  const fund = { fund: fundName }
  return (
    <Layout
      preview={intl.formatMessage({ id: 'email.intakeDeclined.preview' }, fund)}
      heading={intl.formatMessage({ id: 'email.intakeDeclined.heading' }, fund)}
      reason={intl.formatMessage({ id: 'email.intakeDeclined.reason' }, fund)}
    >
      <Paragraph>
        <FormattedMessage id="email.greeting.unnamed" />
      </Paragraph>
      <Paragraph>
        <FormattedMessage id="email.intakeDeclined.body" values={{ ...fund, subject, b: bold }} />
      </Paragraph>
      <Quote text={message} />
    </Layout>
  )
}

export const intakeEmails = {
  'intake-claim': defineEmail({
    subject: (props: IntakeClaimProps, intl) =>
      intl.formatMessage({ id: 'email.intakeClaim.subject' }, { fund: props.fundName }),
    component: IntakeClaim,
    links: (props) => [props.url],
    translated: true,
  }),
  'intake-declined': defineEmail({
    subject: (props: IntakeDeclinedProps) => `${replyPrefix}${props.subject}`,
    component: IntakeDeclined,
    links: () => [],
    translated: true,
  }),
}
