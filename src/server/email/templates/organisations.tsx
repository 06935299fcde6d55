// Emails about joining an organisation: invitations and answers to access requests.
import { FormattedMessage, useIntl } from 'react-intl'

import { ActionButton, bold, emailDate, Greeting, Layout, Paragraph, Quote } from './layout'
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

export function Invitation({
  inviterName,
  organisationName,
  organisationKind,
  role,
  url,
  expiresOn,
}: InvitationProps) {
  const intl = useIntl()
  const organisation = { organisation: organisationName }
  return (
    <Layout
      preview={intl.formatMessage({ id: 'email.invitation.preview' }, organisation)}
      heading={intl.formatMessage({ id: 'email.invitation.heading' }, organisation)}
      actionUrl={url}
    >
      <Paragraph>
        <FormattedMessage id="email.greeting.unnamed" />
      </Paragraph>
      <Paragraph>
        <FormattedMessage
          id="email.invitation.body"
          values={{
            ...organisation,
            inviter: inviterName,
            kind: organisationKind,
            role,
            b: bold,
          }}
        />
      </Paragraph>
      <ActionButton href={url}>
        <FormattedMessage id="email.invitation.action" />
      </ActionButton>
      <Paragraph>
        <FormattedMessage
          id="email.invitation.expiry"
          values={{ date: emailDate(intl, expiresOn) }}
        />
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
  const intl = useIntl()
  return (
    <Layout
      preview={intl.formatMessage(
        { id: 'email.accessApproved.preview' },
        { organisation: organisationName },
      )}
      heading={intl.formatMessage({ id: 'email.accessApproved.heading' })}
      actionUrl={url}
    >
      <Greeting name={name} />
      <Paragraph>
        <FormattedMessage
          id="email.accessApproved.body"
          values={{ organisation: organisationName, b: bold }}
        />
      </Paragraph>
      <ActionButton href={url}>
        <FormattedMessage id="email.accessApproved.action" />
      </ActionButton>
      <Paragraph>
        <FormattedMessage
          id="email.accessApproved.expiry"
          values={{ date: emailDate(intl, expiresOn) }}
        />
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
  const intl = useIntl()
  return (
    <Layout
      preview={intl.formatMessage({ id: 'email.accessRejected.preview' })}
      heading={intl.formatMessage({ id: 'email.accessRejected.heading' })}
    >
      <Greeting name={name} />
      <Paragraph>
        <FormattedMessage id="email.accessRejected.body" />
      </Paragraph>
      {message?.trim() ? (
        <>
          <Paragraph>
            <FormattedMessage id="email.accessRejected.noteIntro" />
          </Paragraph>
          <Quote text={message} />
        </>
      ) : null}
      <Paragraph>
        <FormattedMessage id="email.accessRejected.again" />
      </Paragraph>
      <Paragraph>
        <FormattedMessage id="email.accessRejected.signature" />
      </Paragraph>
    </Layout>
  )
}

/** The organisation emails: each one's subject, body and the links it carries. */
export const organisationEmails = {
  invitation: defineEmail({
    subject: (props: InvitationProps, intl) =>
      intl.formatMessage(
        { id: 'email.invitation.subject' },
        { inviter: props.inviterName, organisation: props.organisationName },
      ),
    component: Invitation,
    links: (props) => [props.url],
    translated: true,
  }),
  'access-approved': defineEmail({
    subject: (_props: AccessApprovedProps, intl) =>
      intl.formatMessage({ id: 'email.accessApproved.subject' }),
    component: AccessApproved,
    links: (props) => [props.url],
    translated: true,
  }),
  'access-rejected': defineEmail({
    subject: (_props: AccessRejectedProps, intl) =>
      intl.formatMessage({ id: 'email.accessRejected.subject' }),
    component: AccessRejected,
    links: () => [],
    translated: true,
  }),
}
