import { describe, expect, it } from 'vitest'

import { contactQueryOptions } from '@/lib/contact'
import { renderScreen } from '@/lib/testing/render'

import { SiteLayout } from './site-layout'

/** Server-rendered as the public pages are; `contactEmail` as the layout's loader left it. */
async function renderFooter(contactEmail?: string) {
  const html = await renderScreen(
    () => (
      <SiteLayout>
        <p>Page</p>
      </SiteLayout>
    ),
    {
      seed: (qc, trpc) => {
        if (!contactEmail) return
        qc.setQueryData(contactQueryOptions(trpc).queryKey, {
          contactEmail,
          grievanceOfficer: { name: 'Priya Nair', email: 'grievance@sangam.example' },
        })
      },
    },
  )
  return html.slice(html.indexOf('<footer'))
}

describe('SiteLayout', () => {
  it('shows the configured contact email and links the privacy policy in the footer', async () => {
    const footer = await renderFooter('namaste@sangam.example')
    expect(footer).toContain('href="mailto:namaste@sangam.example"')
    expect(footer).toContain('namaste@sangam.example</span>')
    expect(footer).toMatch(/href="\/legal\/privacy-policy"[^>]*>Privacy policy</)
    expect(footer).toMatch(/href="\/legal\/terms-of-service"[^>]*>Terms of service</)
  })

  it('renders without the address where no loader fetched it', async () => {
    const footer = await renderFooter()
    expect(footer).not.toContain('mailto:')
    expect(footer).toMatch(/href="\/legal\/privacy-policy"[^>]*>Privacy policy</)
  })
})
