import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'

import { LegalDocument } from '@/components/legal-document'
import { EnglishGoverns } from '@/content/english-governs'
import { LAST_UPDATED, sections } from '@/content/terms-of-service'
import { shownDate } from '@/lib/i18n/dates'

export const Route = createFileRoute('/_marketing/legal/terms-of-service')({
  component: TermsOfServicePage,
})

function TermsOfServicePage() {
  const intl = useIntl()
  return (
    <LegalDocument
      title={intl.formatMessage({ id: 'legal.terms.title' })}
      lastUpdated={shownDate(intl, LAST_UPDATED)}
      sections={sections.map((section) => ({
        ...section,
        title: intl.formatMessage({ id: section.title }),
      }))}
      summary={
        <>
          <EnglishGoverns />
          <p className="mt-6 text-muted">
            <FormattedMessage id="legal.terms.summary" />
          </p>
        </>
      }
    />
  )
}
