// Emails of deal intake by email (docs/decisions/0048): a fund invites the founder of a deck it
// received to claim it, or answers that it is not for them.
import { ActionButton, Layout, Paragraph, Quote } from './layout'
import { defineEmail } from './define'

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
  const yours = startupName ? <strong>{startupName}</strong> : 'your startup'
  return (
    <Layout
      preview={`${fundName} received your deck and invites you to Sangam.`}
      heading={`${fundName} received your deck`}
      actionUrl={url}
      reason={`You received this email because ${fundName} received an email about your startup.`}
    >
      <Paragraph>Hi,</Paragraph>
      <Paragraph>
        <strong>{inviterName}</strong> of <strong>{fundName}</strong> received the email about{' '}
        {yours} and runs its deal flow on Sangam.{' '}
        {channelName ? (
          <>
            They invite you to apply to <strong>{channelName}</strong>: claim the deal, and your
            profile starts with the details and deck they received.
          </>
        ) : (
          <>
            They invite you to make your profile discoverable to investors: claim the deal, and your
            profile starts with the details and deck they received.
          </>
        )}
      </Paragraph>
      {note ? (
        <>
          <Paragraph>Their note:</Paragraph>
          <Quote text={note} />
        </>
      ) : null}
      <ActionButton href={url}>Claim the deal</ActionButton>
      <Paragraph>
        Nothing is shared until you agree. The link works once and expires on {expiresOn}. If you
        were not expecting it, you can ignore this email.
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
  return (
    <Layout
      preview={`${fundName} has answered your email.`}
      heading={`An answer from ${fundName}`}
      reason={`You received this email because you wrote to ${fundName}.`}
    >
      <Paragraph>Hi,</Paragraph>
      <Paragraph>
        <strong>{fundName}</strong> read your email “{subject}” and has decided not to go ahead.
        Their message to you:
      </Paragraph>
      <Quote text={message} />
    </Layout>
  )
}

export const intakeEmails = {
  'intake-claim': defineEmail({
    subject: (props: IntakeClaimProps) =>
      `${props.fundName} invites you to claim your deal on Sangam`,
    component: IntakeClaim,
    links: (props) => [props.url],
  }),
  'intake-declined': defineEmail({
    subject: (props: IntakeDeclinedProps) => `Re: ${props.subject}`,
    component: IntakeDeclined,
    links: () => [],
  }),
}
