import { createFileRoute } from '@tanstack/react-router'

import { LegalDocument } from '@/components/legal-document'
import { LAST_UPDATED, sections } from '@/content/privacy-policy'
import { useContactDetails } from '@/lib/contact'

// The contact details come from the `_marketing` layout's loader (the server's configuration).
export const Route = createFileRoute('/_marketing/legal/privacy-policy')({
  component: PrivacyPolicyPage,
})

const mailLink = 'font-medium wrap-break-word text-brand-700 underline underline-offset-2'

function PrivacyPolicyPage() {
  const contact = useContactDetails()
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={LAST_UPDATED}
      sections={sections.map((section) => ({ ...section, body: section.body(contact) }))}
      summary={
        <>
          <p className="mt-6 text-muted">
            This policy explains what personal data Sangam collects, why, who sees it, how long we
            keep it, and how you can exercise your rights under India’s Digital Personal Data
            Protection Act, 2023. In short: we collect what the service needs, you choose who sees
            your startup, an investor’s notes stay with that investor’s team, our only cookies keep
            you signed in and remember your time zone, and we never sell your data.
          </p>
          <p className="mt-4 text-sm text-muted">
            Questions:{' '}
            <a href={`mailto:${contact.contactEmail}`} className={mailLink}>
              {contact.contactEmail}
            </a>{' '}
            · Grievance Officer:{' '}
            <a href={`mailto:${contact.grievanceOfficer.email}`} className={mailLink}>
              {contact.grievanceOfficer.email}
            </a>
          </p>
        </>
      }
    />
  )
}
