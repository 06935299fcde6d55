import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'

import { LegalDocument } from '@/components/legal-document'
import { LAST_UPDATED, sections } from '@/content/privacy-policy'
import { EnglishGoverns } from '@/content/english-governs'
import { useContactDetails } from '@/lib/contact'
import { shownDate } from '@/lib/i18n/dates'

// The contact details come from the `_marketing` layout's loader (the server's configuration).
export const Route = createFileRoute('/_marketing/legal/privacy-policy')({
  component: PrivacyPolicyPage,
})

const mailLink = 'font-medium wrap-break-word text-brand-700 underline underline-offset-2'

function PrivacyPolicyPage() {
  const intl = useIntl()
  const contact = useContactDetails()
  return (
    <LegalDocument
      title={intl.formatMessage({ id: 'legal.privacy.title' })}
      lastUpdated={shownDate(intl, LAST_UPDATED)}
      sections={sections.map((section) => ({
        ...section,
        title: intl.formatMessage({ id: section.title }),
        body: section.body(contact),
      }))}
      summary={
        <>
          <EnglishGoverns />
          <p className="mt-6 text-muted">
            <FormattedMessage id="legal.privacy.summary" />
          </p>
          <p className="mt-4 text-sm text-muted">
            <FormattedMessage
              id="legal.privacy.contacts"
              values={{
                contactEmail: (
                  <a key="contact" href={`mailto:${contact.contactEmail}`} className={mailLink}>
                    {contact.contactEmail}
                  </a>
                ),
                grievanceEmail: (
                  <a
                    key="grievance"
                    href={`mailto:${contact.grievanceOfficer.email}`}
                    className={mailLink}
                  >
                    {contact.grievanceOfficer.email}
                  </a>
                ),
              }}
            />
          </p>
        </>
      }
    />
  )
}
