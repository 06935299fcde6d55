// What the sections of the privacy policy share: their shape and the links they make.
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** The configured addresses (CONTACT_EMAIL, GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL). */
export type PolicyContact = {
  contactEmail: string
  grievanceOfficer: { name: string; email: string }
}

/** A section's body is written for the deployment's own contact details. */
export type PolicySection = {
  id: string
  title: string
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
export function SectionLink({ id, children }: { id: string; children: ReactNode }) {
  return (
    <a href={`#${id}`} className={linkClass}>
      {children}
    </a>
  )
}

export function TermsLink() {
  return (
    <Link to="/legal/terms-of-service" className={linkClass}>
      Terms of Service
    </Link>
  )
}
