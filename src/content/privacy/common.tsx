// What the sections of the privacy policy share: their shape, the links they make and how a
// paragraph is said.
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import type { MessageId } from '@/lib/i18n/catalog'

/** The configured addresses (CONTACT_EMAIL, GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL). */
export type PolicyContact = {
  contactEmail: string
  grievanceOfficer: { name: string; email: string }
}

/**
 * A section: its anchor (English in every language), its title's message, and its body, written
 * for the deployment's own contact details.
 */
export type PolicySection = {
  id: string
  title: MessageId
  body: (contact: PolicyContact) => ReactNode
}

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900'

export function MailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className={`${linkClass} wrap-break-word`}>
      {address}
    </a>
  )
}

/** A link to another section of this policy. */
function SectionLink({ id, children }: { id: string; children: ReactNode }) {
  return (
    <a href={`#${id}`} className={linkClass}>
      {children}
    </a>
  )
}

/**
 * The tags and addresses of the policy's messages: bold words, code, the link to the terms and to
 * other sections, and the configured addresses.
 */
function policyValues(contact: PolicyContact) {
  return {
    strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
    code: (chunks: ReactNode[]) => <code>{chunks}</code>,
    terms: (chunks: ReactNode[]) => (
      <Link to="/legal/terms-of-service" className={linkClass}>
        {chunks}
      </Link>
    ),
    grievanceLink: (chunks: ReactNode[]) => (
      <SectionLink id="grievance-officer">{chunks}</SectionLink>
    ),
    retentionLink: (chunks: ReactNode[]) => <SectionLink id="retention">{chunks}</SectionLink>,
    contactEmail: <MailLink address={contact.contactEmail} />,
    grievanceEmail: <MailLink address={contact.grievanceOfficer.email} />,
  }
}

/** A paragraph or list item of the policy, in the page's language. */
export function PolicyText({ id, contact }: { id: MessageId; contact: PolicyContact }) {
  return <FormattedMessage id={id} values={policyValues(contact)} />
}
