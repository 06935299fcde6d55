import { describe, expect, it } from 'vitest'

import { en } from '@/lib/i18n/messages/en'
import { hi } from '@/lib/i18n/messages/hi'
import type { Locale } from '@/lib/i18n/locales'
import { renderScreen, textOf } from '@/lib/testing/render'
import { Route as PrivacyRoute } from './privacy-policy'
import { Route as TermsRoute } from './terms-of-service'

const contact = {
  contactEmail: 'namaste@sangam.example',
  grievanceOfficer: { name: 'Priya Nair', email: 'grievance@sangam.example' },
}

const PrivacyPage = PrivacyRoute.options.component!
const TermsPage = TermsRoute.options.component!

async function render(page: 'privacy' | 'terms', locale: Locale) {
  const html = await renderScreen(() => (page === 'privacy' ? <PrivacyPage /> : <TermsPage />), {
    locale,
    seed: (cache, trpc) => cache.setQueryData(trpc.website.contact.queryKey(), contact),
  })
  return { html, text: textOf(html) }
}

describe('the legal pages', () => {
  it.each(['privacy', 'terms'] as const)(
    'the %s page in English: no translation note, the date as English writes it',
    async (page) => {
      const { text } = await render(page, 'en')
      expect(text).not.toContain(en['legal.englishGoverns'])
      expect(text).toContain('Last updated: Nov 26, 2026')
      expect(text).toContain(en[page === 'privacy' ? 'legal.privacy.title' : 'legal.terms.title'])
    },
  )

  it.each(['privacy', 'terms'] as const)(
    'the %s page in Hindi: says first that the English version governs, same anchors',
    async (page) => {
      const english = await render(page, 'en')
      const hindi = await render(page, 'hi')
      const note = hindi.text.indexOf(hi['legal.englishGoverns'])
      expect(note).toBeGreaterThan(-1)
      expect(note).toBeLessThan(
        hindi.text.indexOf(
          hi[page === 'privacy' ? 'legal.privacy.summary' : 'legal.terms.summary'],
        ),
      )
      expect(hindi.text).toContain('26 नवंबर 2026')
      const ids = (html: string) => [...html.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id)
      expect(ids(hindi.html)).toEqual(ids(english.html))
      const anchors = (html: string) =>
        [...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href).sort()
      expect(anchors(hindi.html)).toEqual(anchors(english.html))
    },
  )
})
