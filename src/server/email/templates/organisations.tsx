// Emails about joining an organisation: invitations and answers to access requests.
import { ActionButton, Greeting, Layout, Paragraph, Quote } from './layout'
import { defineEmail } from './define'

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

/** The organisation emails: each one's subject, body and the links it carries. */
export const organisationEmails = {
  invitation: defineEmail({
    subject: (props: InvitationProps) =>
      `${props.inviterName} invited you to ${props.organisationName} on Sangam`,
    component: Invitation,
    links: (props) => [props.url],
  }),
  'access-approved': defineEmail({
    subject: () => 'Your Sangam access is approved',
    component: AccessApproved,
    links: (props) => [props.url],
  }),
  'access-rejected': defineEmail({
    subject: () => 'About your request for Sangam access',
    component: AccessRejected,
    links: () => [],
  }),
}
