import { createFileRoute } from '@tanstack/react-router'

import { LegalDocument } from '@/components/legal-document'
import { LAST_UPDATED, sections } from '@/content/terms-of-service'

export const Route = createFileRoute('/_marketing/legal/terms-of-service')({
  component: TermsOfServicePage,
})

function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated={LAST_UPDATED}
      sections={sections}
      summary={
        <p className="mt-6 text-muted">
          These terms explain the rules for using Sangam, what you can expect from us, and what we
          expect from you. In short: you own what you share, you choose who sees it, Sangam is not
          an investment adviser or an exchange, and every investment decision is between you and the
          other party.
        </p>
      }
    />
  )
}
