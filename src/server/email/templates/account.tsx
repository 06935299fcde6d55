// Emails about a person's own account: confirming an address, resetting a password.
import { ActionButton, Greeting, Layout, Paragraph } from './layout'
import { defineEmail } from './define'

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

/** The account emails: each one's subject, body and the links it carries. */
export const accountEmails = {
  'verify-email': defineEmail({
    subject: () => 'Confirm your email for Sangam',
    component: VerifyEmail,
    links: (props) => [props.url],
  }),
  'reset-password': defineEmail({
    subject: () => 'Reset your Sangam password',
    component: ResetPassword,
    links: (props) => [props.url],
  }),
  'account-exists': defineEmail({
    subject: () => 'You already have a Sangam account',
    component: AccountExists,
    links: (props) => [props.signInUrl, props.resetUrl],
  }),
  'change-email': defineEmail({
    subject: () => 'Confirm your new email for Sangam',
    component: ChangeEmail,
    links: (props) => [props.url],
  }),
}
