// The Terms of Service, as content: the page (src/routes/_marketing/legal/terms-of-service.tsx)
// lays them out with a table of contents. Each paragraph is a message of the legal catalog
// ('legal.terms.<section>.<n>'), with the links it makes as tags.
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import type { MessageId } from '@/lib/i18n/catalog'

/** The day the terms last changed (a calendar day, shown in the page's language). */
export const LAST_UPDATED = '2026-11-26'

/** A section: its anchor (English in every language), its title's message and its body. */
export type TermsSection = { id: string; title: MessageId; body: ReactNode }

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900'

/** The tags of the terms' messages: bold words and the links they make. */
const termsValues = {
  strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
  requestAccess: (chunks: ReactNode[]) => (
    <Link to="/request-access" className={linkClass}>
      {chunks}
    </Link>
  ),
  privacy: (chunks: ReactNode[]) => (
    <Link to="/legal/privacy-policy" hash="grievance-officer" className={linkClass}>
      {chunks}
    </Link>
  ),
  grievanceLink: (chunks: ReactNode[]) => (
    <a
      href="#grievance-officer"
      className="font-medium text-brand-700 underline underline-offset-2"
    >
      {chunks}
    </a>
  ),
}

/** A paragraph or list item of the terms, in the page's language. */
function TermsText({ id }: { id: MessageId }) {
  return <FormattedMessage id={id} values={termsValues} />
}

export const sections: TermsSection[] = [
  {
    id: 'acceptance',
    title: 'legal.terms.acceptance.title',
    body: (
      <>
        <p>
          <TermsText id="legal.terms.acceptance.1" />
        </p>
        <p>
          <TermsText id="legal.terms.acceptance.2" />
        </p>
        <p>
          <TermsText id="legal.terms.acceptance.3" />
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'legal.terms.eligibility.title',
    body: (
      <>
        <p>
          <TermsText id="legal.terms.eligibility.1" />
        </p>
        <ul>
          <li>
            <TermsText id="legal.terms.eligibility.2" />
          </li>
          <li>
            <TermsText id="legal.terms.eligibility.3" />
          </li>
          <li>
            <TermsText id="legal.terms.eligibility.4" />
          </li>
          <li>
            <TermsText id="legal.terms.eligibility.5" />
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'legal.terms.accounts.title',
    body: (
      <>
        <p>
          <TermsText id="legal.terms.accounts.1" />
        </p>
        <p>
          <TermsText id="legal.terms.accounts.2" />
        </p>
        <p>
          <TermsText id="legal.terms.accounts.3" />
        </p>
      </>
    ),
  },
  {
    id: 'roles',
    title: 'legal.terms.roles.title',
    body: (
      <>
        <ul>
          <li>
            <TermsText id="legal.terms.roles.1" />
          </li>
          <li>
            <TermsText id="legal.terms.roles.2" />
          </li>
          <li>
            <TermsText id="legal.terms.roles.3" />
          </li>
        </ul>
        <p>
          <TermsText id="legal.terms.roles.4" />
        </p>
      </>
    ),
  },
  {
    id: 'investor-access',
    title: 'legal.terms.investor-access.title',
    body: (
      <>
        <p>
          <TermsText id="legal.terms.investor-access.1" />
        </p>
        <p>
          <TermsText id="legal.terms.investor-access.2" />
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'legal.terms.content.title',
    body: (
      <>
        <p>
          <TermsText id="legal.terms.content.1" />
        </p>
        <p>
          <TermsText id="legal.terms.content.2" />
        </p>
        <p>
          <TermsText id="legal.terms.content.3" />
        </p>
      </>
    ),
  },
  {
    id: 'visibility',
    title: 'legal.terms.visibility.title',
    body: (
      <>
        <p>
          <TermsText id="legal.terms.visibility.1" />
        </p>
        <ul>
          <li>
            <TermsText id="legal.terms.visibility.2" />
          </li>
          <li>
            <TermsText id="legal.terms.visibility.3" />
          </li>
        </ul>
        <p>
          <TermsText id="legal.terms.visibility.4" />
        </p>
      </>
    ),
  },
  {
    id: 'confidentiality',
    title: 'legal.terms.confidentiality.title',
    body: (
      <>
        <p>
          <TermsText id="legal.terms.confidentiality.1" />
        </p>
        <ul>
          <li>
            <TermsText id="legal.terms.confidentiality.2" />
          </li>
          <li>
            <TermsText id="legal.terms.confidentiality.3" />
          </li>
          <li>
            <TermsText id="legal.terms.confidentiality.4" />
          </li>
          <li>
            <TermsText id="legal.terms.confidentiality.5" />
          </li>
        </ul>
        <p>
          <TermsText id="legal.terms.confidentiality.6" />
        </p>
        <p>
          <TermsText id="legal.terms.confidentiality.7" />
        </p>
      </>
    ),
  },
  {
    id: 'no-advice',
    title: 'legal.terms.no-advice.title',
    body: (
      <>
        <p>
          <TermsText id="legal.terms.no-advice.1" />
        </p>
        <ul>
          <li>
            <TermsText id="legal.terms.no-advice.2" />
          </li>
          <li>
            <TermsText id="legal.terms.no-advice.3" />
          </li>
          <li>
            <TermsText id="legal.terms.no-advice.4" />
          </li>
          <li>
            <TermsText id="legal.terms.no-advice.5" />
          </li>
          <li>
            <TermsText id="legal.terms.no-advice.6" />
          </li>
        </ul>
        <p>
          <TermsText id="legal.terms.no-advice.7" />
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'legal.terms.acceptable-use.title',
    body: (
      <>
        <p>
          <TermsText id="legal.terms.acceptable-use.1" />
        </p>
        <ul>
          <li>
            <TermsText id="legal.terms.acceptable-use.2" />
          </li>
          <li>
            <TermsText id="legal.terms.acceptable-use.3" />
          </li>
          <li>
            <TermsText id="legal.terms.acceptable-use.4" />
          </li>
          <li>
            <TermsText id="legal.terms.acceptable-use.5" />
          </li>
          <li>
            <TermsText id="legal.terms.acceptable-use.6" />
          </li>
          <li>
            <TermsText id="legal.terms.acceptable-use.7" />
          </li>
          <li>
            <TermsText id="legal.terms.acceptable-use.8" />
          </li>
          <li>
            <TermsText id="legal.terms.acceptable-use.9" />
          </li>
          <li>
            <TermsText id="legal.terms.acceptable-use.10" />
          </li>
          <li>
            <TermsText id="legal.terms.acceptable-use.11" />
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'legal.terms.fees.title',
    body: (
      <>
        <p>
          <TermsText id="legal.terms.fees.1" />
        </p>
        <p>
          <TermsText id="legal.terms.fees.2" />
        </p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'legal.terms.intellectual-property.title',
    body: (
      <>
        <p>
          <TermsText id="legal.terms.intellectual-property.1" />
        </p>
        <p>
          <TermsText id="legal.terms.intellectual-property.2" />
        </p>
        <p>
          <TermsText id="legal.terms.intellectual-property.3" />
        </p>
      </>
    ),
  },
  {
    id: 'privacy',
    title: 'legal.terms.privacy.title',
    body: (
      <>
        <p>
          <TermsText id="legal.terms.privacy.1" />
        </p>
        <ul>
          <li>
            <TermsText id="legal.terms.privacy.2" />
          </li>
          <li>
            <TermsText id="legal.terms.privacy.3" />
          </li>
          <li>
            <TermsText id="legal.terms.privacy.4" />
          </li>
          <li>
            <TermsText id="legal.terms.privacy.5" />
          </li>
          <li>
            <TermsText id="legal.terms.privacy.6" />
          </li>
        </ul>
        <p>
          <TermsText id="legal.terms.privacy.7" />
        </p>
      </>
    ),
  },
  {
    id: 'intermediary',
    title: 'legal.terms.intermediary.title',
    body: (
      <>
        <p>
          <TermsText id="legal.terms.intermediary.1" />
        </p>
        <p>
          <TermsText id="legal.terms.intermediary.2" />
        </p>
      </>
    ),
  },
  {
    id: 'grievance-officer',
    title: 'legal.terms.grievance-officer.title',
    body: (
      <>
        <p>
          <TermsText id="legal.terms.grievance-officer.1" />
        </p>
        <p>
          <TermsText id="legal.terms.grievance-officer.2" />
        </p>
        <p>
          <TermsText id="legal.terms.grievance-officer.3" />
        </p>
      </>
    ),
  },
  {
    id: 'disclaimers',
    title: 'legal.terms.disclaimers.title',
    body: (
      <>
        <p>
          <TermsText id="legal.terms.disclaimers.1" />
        </p>
        <p>
          <TermsText id="legal.terms.disclaimers.2" />
        </p>
        <p>
          <TermsText id="legal.terms.disclaimers.3" />
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'legal.terms.liability.title',
    body: (
      <>
        <p>
          <TermsText id="legal.terms.liability.1" />
        </p>
        <ul>
          <li>
            <TermsText id="legal.terms.liability.2" />
          </li>
          <li>
            <TermsText id="legal.terms.liability.3" />
          </li>
          <li>
            <TermsText id="legal.terms.liability.4" />
          </li>
        </ul>
        <p>
          <TermsText id="legal.terms.liability.5" />
        </p>
      </>
    ),
  },
  {
    id: 'indemnity',
    title: 'legal.terms.indemnity.title',
    body: (
      <p>
        <TermsText id="legal.terms.indemnity.1" />
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'legal.terms.termination.title',
    body: (
      <>
        <p>
          <TermsText id="legal.terms.termination.1" />
        </p>
        <p>
          <TermsText id="legal.terms.termination.2" />
        </p>
        <p>
          <TermsText id="legal.terms.termination.3" />
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'legal.terms.changes.title',
    body: (
      <p>
        <TermsText id="legal.terms.changes.1" />
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'legal.terms.governing-law.title',
    body: (
      <p>
        <TermsText id="legal.terms.governing-law.1" />
      </p>
    ),
  },
  {
    id: 'general',
    title: 'legal.terms.general.title',
    body: (
      <ul>
        <li>
          <TermsText id="legal.terms.general.1" />
        </li>
        <li>
          <TermsText id="legal.terms.general.2" />
        </li>
        <li>
          <TermsText id="legal.terms.general.3" />
        </li>
        <li>
          <TermsText id="legal.terms.general.4" />
        </li>
        <li>
          <TermsText id="legal.terms.general.5" />
        </li>
        <li>
          <TermsText id="legal.terms.general.6" />
        </li>
      </ul>
    ),
  },
  {
    id: 'contact',
    title: 'legal.terms.contact.title',
    body: (
      <p>
        <TermsText id="legal.terms.contact.1" />
      </p>
    ),
  },
]
