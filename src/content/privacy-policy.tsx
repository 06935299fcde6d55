// The Privacy Policy, as content: the page (src/routes/_marketing/legal/privacy-policy.tsx) lays
// it out with a table of contents and the configured contact details. Written for the Digital
// Personal Data Protection Act, 2023 and the DPDP Rules, 2025; split in two files to stay short.
import { collectionSections } from './privacy/collection'
import type { PolicySection } from './privacy/common'
import { rightsSections } from './privacy/rights'

export type { PolicyContact, PolicySection } from './privacy/common'

/** The day the policy last changed (a calendar day, shown in the page's language). */
export const LAST_UPDATED = '2026-11-26'

export const sections: PolicySection[] = [...collectionSections, ...rightsSections]
