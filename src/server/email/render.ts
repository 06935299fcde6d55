// Turns a typed email request into subject, HTML and plain text. Subjects are computed here, one
// function per template, beside the choice of component, so a template's subject and body always
// come from the same place.
import { render } from '@react-email/render'
import type { ReactElement } from 'react'
import { createElement } from 'react'

import {
  AccountExists,
  type AccountExistsProps,
  AccessApproved,
  type AccessApprovedProps,
  AccessRejected,
  type AccessRejectedProps,
  ApplicationDecision,
  type ApplicationDecisionProps,
  ApplicationDigest,
  type ApplicationDigestProps,
  ApplicationStatus,
  type ApplicationStatusProps,
  ChangeEmail,
  type ChangeEmailProps,
  Invitation,
  type InvitationProps,
  NewApplication,
  type NewApplicationProps,
  ResetPassword,
  type ResetPasswordProps,
  VerifyEmail,
  type VerifyEmailProps,
} from './templates'

export type {
  AccountExistsProps,
  AccessApprovedProps,
  AccessRejectedProps,
  ApplicationDecisionProps,
  ApplicationDigestProps,
  ApplicationStatusProps,
  ChangeEmailProps,
  InvitationProps,
  NewApplicationProps,
  ResetPasswordProps,
  VerifyEmailProps,
}

export type EmailTemplate =
  | { template: 'verify-email'; props: VerifyEmailProps }
  | { template: 'reset-password'; props: ResetPasswordProps }
  | { template: 'account-exists'; props: AccountExistsProps }
  | { template: 'change-email'; props: ChangeEmailProps }
  | { template: 'invitation'; props: InvitationProps }
  | { template: 'access-approved'; props: AccessApprovedProps }
  | { template: 'access-rejected'; props: AccessRejectedProps }
  | { template: 'new-application'; props: NewApplicationProps }
  | { template: 'application-digest'; props: ApplicationDigestProps }
  | { template: 'application-status'; props: ApplicationStatusProps }
  | { template: 'application-decision'; props: ApplicationDecisionProps }

export type EmailTemplateName = EmailTemplate['template']

/** Every template name, for `z.enum(emailTemplateNames)` (e.g. in the job queue's payload). */
export const emailTemplateNames = [
  'verify-email',
  'reset-password',
  'account-exists',
  'change-email',
  'invitation',
  'access-approved',
  'access-rejected',
  'new-application',
  'application-digest',
  'application-status',
  'application-decision',
] as const satisfies readonly EmailTemplateName[]

// Compile-time check that the list above names every template (and no other).
type MissingNames = Exclude<EmailTemplateName, (typeof emailTemplateNames)[number]>
const allTemplatesListed: MissingNames extends never ? true : never = true
void allTemplatesListed

export interface RenderedEmail {
  subject: string
  html: string
  text: string
}

export const emailSubjects = {
  'verify-email': (_props: VerifyEmailProps) => 'Confirm your email for Sangam',
  'reset-password': (_props: ResetPasswordProps) => 'Reset your Sangam password',
  'account-exists': (_props: AccountExistsProps) => 'You already have a Sangam account',
  'change-email': (_props: ChangeEmailProps) => 'Confirm your new email for Sangam',
  invitation: (props: InvitationProps) =>
    `${props.inviterName} invited you to ${props.organisationName} on Sangam`,
  'access-approved': (_props: AccessApprovedProps) => 'Your Sangam access is approved',
  'access-rejected': (_props: AccessRejectedProps) => 'About your request for Sangam access',
  'new-application': (props: NewApplicationProps) =>
    `New application: ${props.startupName} to ${props.channelName}`,
  'application-digest': (props: ApplicationDigestProps) =>
    props.applications.length === 1
      ? '1 new application on Sangam'
      : `${props.applications.length} new applications on Sangam`,
  'application-status': (props: ApplicationStatusProps) =>
    `${props.channelName}: your application is now ${props.statusLabel}`,
  'application-decision': (props: ApplicationDecisionProps) =>
    props.decision === 'accepted'
      ? `${props.investorName} accepted your application to ${props.channelName}`
      : `A decision on your application to ${props.channelName}`,
} as const satisfies {
  [K in EmailTemplateName]: (props: Extract<EmailTemplate, { template: K }>['props']) => string
}

/** User-supplied names end up in the Subject header: keep it to one line of printable text. */
function cleanSubject(subject: string): string {
  return subject
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Action links are built by the server; refuse anything but an absolute http(s) URL. */
function assertHttpUrl(url: string): void {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new Error('Email link must be an absolute URL')
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error('Email link must use http or https')
  }
}

function build(email: EmailTemplate): { subject: string; element: ReactElement } {
  switch (email.template) {
    case 'verify-email':
      assertHttpUrl(email.props.url)
      return {
        subject: emailSubjects['verify-email'](email.props),
        element: createElement(VerifyEmail, email.props),
      }
    case 'reset-password':
      assertHttpUrl(email.props.url)
      return {
        subject: emailSubjects['reset-password'](email.props),
        element: createElement(ResetPassword, email.props),
      }
    case 'account-exists':
      assertHttpUrl(email.props.signInUrl)
      assertHttpUrl(email.props.resetUrl)
      return {
        subject: emailSubjects['account-exists'](email.props),
        element: createElement(AccountExists, email.props),
      }
    case 'change-email':
      assertHttpUrl(email.props.url)
      return {
        subject: emailSubjects['change-email'](email.props),
        element: createElement(ChangeEmail, email.props),
      }
    case 'invitation':
      assertHttpUrl(email.props.url)
      return {
        subject: emailSubjects.invitation(email.props),
        element: createElement(Invitation, email.props),
      }
    case 'access-approved':
      assertHttpUrl(email.props.url)
      return {
        subject: emailSubjects['access-approved'](email.props),
        element: createElement(AccessApproved, email.props),
      }
    case 'access-rejected':
      return {
        subject: emailSubjects['access-rejected'](email.props),
        element: createElement(AccessRejected, email.props),
      }
    case 'new-application':
      assertHttpUrl(email.props.url)
      return {
        subject: emailSubjects['new-application'](email.props),
        element: createElement(NewApplication, email.props),
      }
    case 'application-digest':
      assertHttpUrl(email.props.url)
      email.props.applications.forEach((item) => assertHttpUrl(item.url))
      return {
        subject: emailSubjects['application-digest'](email.props),
        element: createElement(ApplicationDigest, email.props),
      }
    case 'application-status':
      assertHttpUrl(email.props.url)
      return {
        subject: emailSubjects['application-status'](email.props),
        element: createElement(ApplicationStatus, email.props),
      }
    case 'application-decision':
      assertHttpUrl(email.props.url)
      return {
        subject: emailSubjects['application-decision'](email.props),
        element: createElement(ApplicationDecision, email.props),
      }
    default: {
      const unknown: never = email
      throw new Error(`Unknown email template: ${(unknown as { template: string }).template}`)
    }
  }
}

export async function renderEmail(email: EmailTemplate): Promise<RenderedEmail> {
  const { subject, element } = build(email)
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { subject: cleanSubject(subject), html, text }
}
