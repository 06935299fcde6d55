// Emails about a person's own account: confirming an address, resetting a password.
import { FormattedMessage, useIntl } from 'react-intl'

import { ActionButton, bold, Greeting, Layout, Paragraph } from './layout'
import { defineEmail } from './define'

export interface VerifyEmailProps {
  name: string
  url: string
}

export function VerifyEmail({ name, url }: VerifyEmailProps) {
  const intl = useIntl()
  return (
    <Layout
      preview={intl.formatMessage({ id: 'email.verify.preview' })}
      heading={intl.formatMessage({ id: 'email.verify.heading' })}
      actionUrl={url}
    >
      <Greeting name={name} />
      <Paragraph>
        <FormattedMessage id="email.verify.body" />
      </Paragraph>
      <ActionButton href={url}>
        <FormattedMessage id="email.verify.action" />
      </ActionButton>
      <Paragraph>
        <FormattedMessage id="email.verify.ignore" />
      </Paragraph>
    </Layout>
  )
}

export interface ResetPasswordProps {
  name: string
  url: string
}

export function ResetPassword({ name, url }: ResetPasswordProps) {
  const intl = useIntl()
  return (
    <Layout
      preview={intl.formatMessage({ id: 'email.reset.preview' })}
      heading={intl.formatMessage({ id: 'email.reset.heading' })}
      actionUrl={url}
    >
      <Greeting name={name} />
      <Paragraph>
        <FormattedMessage id="email.reset.body" />
      </Paragraph>
      <ActionButton href={url}>
        <FormattedMessage id="email.reset.action" />
      </ActionButton>
      <Paragraph>
        <FormattedMessage id="email.reset.ignore" />
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
  const intl = useIntl()
  return (
    <Layout
      preview={intl.formatMessage({ id: 'email.exists.preview' })}
      heading={intl.formatMessage({ id: 'email.exists.heading' })}
      actionUrl={signInUrl}
    >
      <Greeting name={name} />
      <Paragraph>
        <FormattedMessage id="email.exists.body" />
      </Paragraph>
      <ActionButton href={signInUrl}>
        <FormattedMessage id="email.exists.action" />
      </ActionButton>
      <Paragraph>
        <FormattedMessage
          id="email.exists.forgot"
          values={{ link: (chunks) => <a href={resetUrl}>{chunks}</a> }}
        />
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
  const intl = useIntl()
  return (
    <Layout
      preview={intl.formatMessage({ id: 'email.changeEmail.preview' })}
      heading={intl.formatMessage({ id: 'email.changeEmail.heading' })}
      actionUrl={url}
    >
      <Paragraph>
        <FormattedMessage id="email.greeting.unnamed" />
      </Paragraph>
      <Paragraph>
        <FormattedMessage id="email.changeEmail.body" values={{ email: newEmail, b: bold }} />
      </Paragraph>
      <ActionButton href={url}>
        <FormattedMessage id="email.changeEmail.action" />
      </ActionButton>
      <Paragraph>
        <FormattedMessage id="email.changeEmail.ignore" />
      </Paragraph>
    </Layout>
  )
}

/** The account emails: each one's subject, body and the links it carries. */
export const accountEmails = {
  'verify-email': defineEmail({
    subject: (_props: VerifyEmailProps, intl) => intl.formatMessage({ id: 'email.verify.subject' }),
    component: VerifyEmail,
    links: (props) => [props.url],
    translated: true,
  }),
  'reset-password': defineEmail({
    subject: (_props: ResetPasswordProps, intl) =>
      intl.formatMessage({ id: 'email.reset.subject' }),
    component: ResetPassword,
    links: (props) => [props.url],
    translated: true,
  }),
  'account-exists': defineEmail({
    subject: (_props: AccountExistsProps, intl) =>
      intl.formatMessage({ id: 'email.exists.subject' }),
    component: AccountExists,
    links: (props) => [props.signInUrl, props.resetUrl],
    translated: true,
  }),
  'change-email': defineEmail({
    subject: (_props: ChangeEmailProps, intl) =>
      intl.formatMessage({ id: 'email.changeEmail.subject' }),
    component: ChangeEmail,
    links: (props) => [props.url],
    translated: true,
  }),
}
