// Turns a typed email request into subject, HTML and plain text. Subjects are computed here, one
// function per template, beside the choice of component, so a template's subject and body always
// come from the same place.
import { render } from '@react-email/render'
import type { ReactElement } from 'react'
import { createElement } from 'react'

import {
  AccessApproved,
  type AccessApprovedProps,
  AccessRejected,
  type AccessRejectedProps,
  ChangeEmail,
  type ChangeEmailProps,
  Invitation,
  type InvitationProps,
  ResetPassword,
  type ResetPasswordProps,
  VerifyEmail,
  type VerifyEmailProps,
} from './templates'

export type {
  AccessApprovedProps,
  AccessRejectedProps,
  ChangeEmailProps,
  InvitationProps,
  ResetPasswordProps,
  VerifyEmailProps,
}

export type EmailTemplate =
  | { template: 'verify-email'; props: VerifyEmailProps }
  | { template: 'reset-password'; props: ResetPasswordProps }
  | { template: 'change-email'; props: ChangeEmailProps }
  | { template: 'invitation'; props: InvitationProps }
  | { template: 'access-approved'; props: AccessApprovedProps }
  | { template: 'access-rejected'; props: AccessRejectedProps }

export type EmailTemplateName = EmailTemplate['template']

/** Every template name, for `z.enum(emailTemplateNames)` (e.g. in the job queue's payload). */
export const emailTemplateNames = [
  'verify-email',
  'reset-password',
  'change-email',
  'invitation',
  'access-approved',
  'access-rejected',
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
  'change-email': (_props: ChangeEmailProps) => 'Confirm your new email for Sangam',
  invitation: (props: InvitationProps) =>
    `${props.inviterName} invited you to ${props.organisationName} on Sangam`,
  'access-approved': (_props: AccessApprovedProps) => 'Your Sangam access is approved',
  'access-rejected': (_props: AccessRejectedProps) => 'About your request for Sangam access',
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
