// Transactional email templates. Every user-supplied string is passed to React as text or as an
// attribute, so React escapes it; nothing here uses dangerouslySetInnerHTML. Subjects live in
// render.ts next to the template registry so subject and body are chosen in one place.
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components'
import { type CSSProperties, Fragment, type ReactNode } from 'react'

const colors = {
  indigo: '#4338ca',
  saffron: '#f59e0b',
  background: '#f6f7fb',
  card: '#ffffff',
  text: '#1f2937',
  muted: '#6b7280',
  border: '#e5e7eb',
} as const

const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

const styles = {
  body: { backgroundColor: colors.background, margin: 0, padding: '24px 0', fontFamily },
  container: { maxWidth: '560px', margin: '0 auto', padding: '0 12px' },
  brand: { padding: '8px 4px 16px' },
  brandName: {
    color: colors.indigo,
    fontSize: '24px',
    fontWeight: 700,
    letterSpacing: '-0.01em',
    margin: 0,
  },
  card: {
    backgroundColor: colors.card,
    borderTop: `4px solid ${colors.saffron}`,
    borderRadius: '8px',
    padding: '28px 32px',
  },
  heading: { color: colors.text, fontSize: '20px', fontWeight: 600, margin: '0 0 16px' },
  text: { color: colors.text, fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' },
  buttonSection: { padding: '8px 0 24px' },
  button: {
    backgroundColor: colors.indigo,
    borderRadius: '6px',
    color: '#ffffff',
    fontSize: '15px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
    display: 'inline-block',
  },
  quote: {
    borderLeft: `4px solid ${colors.saffron}`,
    backgroundColor: colors.background,
    color: colors.text,
    fontSize: '15px',
    lineHeight: '24px',
    margin: '0 0 16px',
    padding: '12px 16px',
  },
  hr: { borderColor: colors.border, margin: '24px 0 16px' },
  list: {
    color: colors.text,
    fontSize: '15px',
    lineHeight: '24px',
    margin: '0 0 16px',
    paddingLeft: '20px',
  },
  listItem: { margin: '0 0 6px' },
  listLink: { color: colors.indigo, fontWeight: 600 },
  footer: { color: colors.muted, fontSize: '12px', lineHeight: '18px', margin: '0 0 8px' },
  footerLink: { color: colors.indigo, fontSize: '12px', wordBreak: 'break-all' },
} satisfies Record<string, CSSProperties>

interface LayoutProps {
  /** Inbox preview line (hidden in the body, left out of the plain-text version). */
  preview: string
  heading: string
  /** For action emails: repeated as a raw link in the footer in case the button does not work. */
  actionUrl?: string
  children: ReactNode
}

export function Layout({ preview, heading, actionUrl, children }: LayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.brand}>
            <Text style={styles.brandName}>Sangam</Text>
          </Section>
          <Section style={styles.card}>
            <Heading as="h1" style={styles.heading}>
              {heading}
            </Heading>
            {children}
            <Hr style={styles.hr} />
            {actionUrl ? (
              <Text style={styles.footer}>
                If the button does not work, paste this link into your browser:
                <br />
                <Link href={actionUrl} style={styles.footerLink}>
                  {actionUrl}
                </Link>
              </Text>
            ) : null}
            <Text style={styles.footer}>
              Sangam — where Indian startups and investors meet. You received this email because of
              activity on your Sangam account.
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  )
}

function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.text}>{children}</Text>
}

function Greeting({ name }: { name: string }) {
  const trimmed = name.trim()
  return <Paragraph>{trimmed ? `Hi ${trimmed},` : 'Hi,'}</Paragraph>
}

function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={styles.buttonSection}>
      <Button href={href} style={styles.button}>
        {children}
      </Button>
    </Section>
  )
}

/** Someone's own words (a reviewer's note, an investor's message), line breaks kept. */
function Quote({ text }: { text: string }) {
  const lines = text
    .trim()
    .split(/\r?\n/)
    .map((line) => line.trim())
  return (
    <blockquote style={styles.quote}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </blockquote>
  )
}

export interface VerifyEmailProps {
  name: string
  url: string
}

export function VerifyEmail({ name, url }: VerifyEmailProps) {
  return (
    <Layout
      preview="Confirm your email address to finish setting up your Sangam account."
      heading="Confirm your email"
      actionUrl={url}
    >
      <Greeting name={name} />
      <Paragraph>
        Welcome to Sangam. Please confirm that this is your email address to finish setting up your
        account.
      </Paragraph>
      <ActionButton href={url}>Confirm email</ActionButton>
      <Paragraph>
        If you did not create a Sangam account, you can safely ignore this email.
      </Paragraph>
    </Layout>
  )
}

export interface ResetPasswordProps {
  name: string
  url: string
}

export function ResetPassword({ name, url }: ResetPasswordProps) {
  return (
    <Layout
      preview="Use this link to choose a new Sangam password. It expires in 1 hour."
      heading="Reset your password"
      actionUrl={url}
    >
      <Greeting name={name} />
      <Paragraph>
        We received a request to reset the password for your Sangam account. Choose a new password
        with the button below. The link expires in 1 hour.
      </Paragraph>
      <ActionButton href={url}>Choose a new password</ActionButton>
      <Paragraph>
        If you did not ask to reset your password, you can ignore this email — your password stays
        as it is.
      </Paragraph>
    </Layout>
  )
}

export interface AccountExistsProps {
  name: string
  signInUrl: string
  resetUrl: string
}

/** To the owner of an address someone tried to sign up with: the sign-up page itself says nothing. */
export function AccountExists({ name, signInUrl, resetUrl }: AccountExistsProps) {
  return (
    <Layout
      preview="Someone tried to create a Sangam account with your email address."
      heading="You already have a Sangam account"
      actionUrl={signInUrl}
    >
      <Greeting name={name} />
      <Paragraph>
        Someone — perhaps you — tried to create a new Sangam account with this email address. It
        already belongs to your account, so no new account was made.
      </Paragraph>
      <ActionButton href={signInUrl}>Sign in</ActionButton>
      <Paragraph>
        Forgot your password? <a href={resetUrl}>Choose a new one</a>. If it was not you, you can
        ignore this email: nothing has changed.
      </Paragraph>
    </Layout>
  )
}

/**
 * Sent to an address someone typed in: it carries nothing they chose (not even their name), so
 * it cannot be used to send anyone a message of theirs.
 */
export interface ChangeEmailProps {
  /** The address being confirmed; this email is sent to it. */
  newEmail: string
  url: string
}

export function ChangeEmail({ newEmail, url }: ChangeEmailProps) {
  return (
    <Layout
      preview="Confirm your new email address for Sangam."
      heading="Confirm your new email"
      actionUrl={url}
    >
      <Paragraph>Hi,</Paragraph>
      <Paragraph>
        A Sangam account asked to use <strong>{newEmail}</strong> as its email address. If that was
        you, confirm the change with the button below; until then the account keeps its current
        address.
      </Paragraph>
      <ActionButton href={url}>Confirm new email</ActionButton>
      <Paragraph>
        If you did not ask for this change, you can ignore this email and nothing will change.
      </Paragraph>
    </Layout>
  )
}

export type OrganisationKind = 'startup' | 'investor'
export type MemberRole = 'owner' | 'member'

export interface InvitationProps {
  inviterName: string
  organisationName: string
  organisationKind: OrganisationKind
  role: MemberRole
  url: string
  /** Preformatted date, e.g. 'Nov 28, 2026'. */
  expiresOn: string
}

const kindLabel: Record<OrganisationKind, string> = {
  startup: 'a startup',
  investor: 'an investor organisation',
}

const roleLabel: Record<MemberRole, string> = {
  owner: 'an owner',
  member: 'a member',
}

export function Invitation({
  inviterName,
  organisationName,
  organisationKind,
  role,
  url,
  expiresOn,
}: InvitationProps) {
  return (
    <Layout
      preview={`Join ${organisationName} on Sangam.`}
      heading={`Join ${organisationName} on Sangam`}
      actionUrl={url}
    >
      <Paragraph>Hi,</Paragraph>
      <Paragraph>
        <strong>{inviterName}</strong> invited you to join <strong>{organisationName}</strong>,{' '}
        {kindLabel[organisationKind]} on Sangam, as {roleLabel[role]}.
        {role === 'owner'
          ? ' Owners can also invite and remove teammates and rename the organisation.'
          : null}
      </Paragraph>
      <ActionButton href={url}>Accept invitation</ActionButton>
      <Paragraph>
        The invitation expires on {expiresOn} and the link works once. If you were not expecting it,
        you can ignore this email.
      </Paragraph>
    </Layout>
  )
}

export interface AccessApprovedProps {
  name: string
  organisationName: string
  url: string
  /** Preformatted date, e.g. 'Nov 28, 2026'. */
  expiresOn: string
}

export function AccessApproved({ name, organisationName, url, expiresOn }: AccessApprovedProps) {
  return (
    <Layout
      preview={`Create your Sangam account for ${organisationName}.`}
      heading="Your access is approved"
      actionUrl={url}
    >
      <Greeting name={name} />
      <Paragraph>
        Good news — your request for Sangam access is approved. Create your account for{' '}
        <strong>{organisationName}</strong> with the button below.
      </Paragraph>
      <ActionButton href={url}>Create your account</ActionButton>
      <Paragraph>
        The link expires on {expiresOn} and works once. If it has expired, request access again and
        we will send you a new one.
      </Paragraph>
    </Layout>
  )
}

export interface AccessRejectedProps {
  name: string
  /** The reviewer's note to the requester, shown as a quote when given. */
  message?: string
}

export function AccessRejected({ name, message }: AccessRejectedProps) {
  return (
    <Layout
      preview="An update on your request for Sangam access."
      heading="About your request for access"
    >
      <Greeting name={name} />
      <Paragraph>
        Thank you for your interest in Sangam. We have reviewed your request for access and are not
        able to approve it at this time.
      </Paragraph>
      {message?.trim() ? (
        <>
          <Paragraph>A note from our team:</Paragraph>
          <Quote text={message} />
        </>
      ) : null}
      <Paragraph>
        If your circumstances change, you are welcome to send a new request later from the Request
        access page on Sangam.
      </Paragraph>
      <Paragraph>— The Sangam team</Paragraph>
    </Layout>
  )
}

/** Tells the reader where to change how often these emails come. */
function PreferencesNote({ children }: { children: ReactNode }) {
  return <Text style={styles.footer}>{children}</Text>
}

export interface NewApplicationProps {
  name: string
  startupName: string
  channelName: string
  /** The startup's one-line description, as it applied. */
  oneLiner?: string
  url: string
}

export function NewApplication({
  name,
  startupName,
  channelName,
  oneLiner,
  url,
}: NewApplicationProps) {
  return (
    <Layout
      preview={`${startupName} applied to ${channelName}.`}
      heading="New application"
      actionUrl={url}
    >
      <Greeting name={name} />
      <Paragraph>
        <strong>{startupName}</strong> applied to your channel <strong>{channelName}</strong>.
      </Paragraph>
      {oneLiner?.trim() ? <Quote text={oneLiner} /> : null}
      <ActionButton href={url}>Review the application</ActionButton>
      <PreferencesNote>
        You get an email for every new application. To get one summary a day instead, or none,
        change your notification preferences in Settings.
      </PreferencesNote>
    </Layout>
  )
}

export interface ApplicationDigestProps {
  name: string
  applications: { startupName: string; channelName: string; url: string }[]
  /** The applications inbox. */
  url: string
}

export function ApplicationDigest({ name, applications, url }: ApplicationDigestProps) {
  const count = applications.length
  const summary = count === 1 ? '1 new application' : `${count} new applications`
  return (
    <Layout
      preview={`${summary} since your last summary.`}
      heading={`${summary} for your team`}
      actionUrl={url}
    >
      <Greeting name={name} />
      <Paragraph>Since your last summary, these startups applied to your channels:</Paragraph>
      <ul style={styles.list}>
        {applications.map((item, index) => (
          <li key={index} style={styles.listItem}>
            <Link href={item.url} style={styles.listLink}>
              {item.startupName}
            </Link>{' '}
            to {item.channelName}
          </li>
        ))}
      </ul>
      <ActionButton href={url}>Open applications</ActionButton>
      <PreferencesNote>
        You get this summary once a day when there are new applications. Change it in your
        notification preferences in Settings.
      </PreferencesNote>
    </Layout>
  )
}

export interface ApplicationStatusProps {
  name: string
  startupName: string
  channelName: string
  investorName: string
  /** The new status as founders read it, e.g. 'In review'. */
  statusLabel: string
  url: string
}

export function ApplicationStatus({
  name,
  startupName,
  channelName,
  investorName,
  statusLabel,
  url,
}: ApplicationStatusProps) {
  return (
    <Layout
      preview={`${channelName}: your application is now ${statusLabel}.`}
      heading={`Your application is now ${statusLabel}`}
      actionUrl={url}
    >
      <Greeting name={name} />
      <Paragraph>
        <strong>{investorName}</strong> moved the application of <strong>{startupName}</strong> to{' '}
        <strong>{channelName}</strong> to <strong>{statusLabel}</strong>.
      </Paragraph>
      <ActionButton href={url}>See your applications</ActionButton>
      <PreferencesNote>
        You can turn off emails about status changes in your notification preferences in Settings.
      </PreferencesNote>
    </Layout>
  )
}

export interface ApplicationDecisionProps {
  name: string
  startupName: string
  channelName: string
  investorName: string
  decision: 'accepted' | 'rejected'
  /** The investor's message to the founders. */
  message: string
  /** For a rejection: the reason the investor chose, as its label. */
  reasonLabel?: string
  url: string
}

export function ApplicationDecision({
  name,
  startupName,
  channelName,
  investorName,
  decision,
  message,
  reasonLabel,
  url,
}: ApplicationDecisionProps) {
  const accepted = decision === 'accepted'
  return (
    <Layout
      preview={
        accepted
          ? `${investorName} accepted your application to ${channelName}.`
          : `${investorName} has decided on your application to ${channelName}.`
      }
      heading={accepted ? 'Your application was accepted' : 'A decision on your application'}
      actionUrl={url}
    >
      <Greeting name={name} />
      {accepted ? (
        <Paragraph>
          Good news — <strong>{investorName}</strong> accepted the application of{' '}
          <strong>{startupName}</strong> to <strong>{channelName}</strong>.
        </Paragraph>
      ) : (
        <Paragraph>
          <strong>{investorName}</strong> has decided not to go ahead with the application of{' '}
          <strong>{startupName}</strong> to <strong>{channelName}</strong>.
        </Paragraph>
      )}
      {!accepted && reasonLabel ? (
        <Paragraph>
          Reason: <strong>{reasonLabel}</strong>
        </Paragraph>
      ) : null}
      <Paragraph>Their message to you:</Paragraph>
      <Quote text={message} />
      <ActionButton href={url}>See your applications</ActionButton>
      <PreferencesNote>
        You can turn off emails about your applications in your notification preferences in
        Settings.
      </PreferencesNote>
    </Layout>
  )
}
