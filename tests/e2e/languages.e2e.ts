import { describe, expect, it } from 'vitest'

import { baseUrl, demo, hydrated, setupBrowser, signIn, violations, visit } from './support/browser'
import { untranslatedText } from './support/pseudo'

const browser = setupBrowser()

/**
 * The public screens (the signed-in ones are in every-screen-in-hindi.e2e.ts). The claim and
 * invitation pages need an emailed link: their browser tests open them in their own flows.
 */
const publicScreens = [
  '/',
  '/about',
  '/coming-soon',
  '/demo',
  '/request-access',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/legal/privacy-policy',
  '/legal/terms-of-service',
  `/company/${demo.startupSlug}`,
  '/investor/kaveri-capital',
]

describe('Sangam in Hindi and English', () => {
  it('speaks Hindi to a browser that asks for it, and keeps the switch’s choice over it', async () => {
    const page = await browser.open({ locale: 'hi-IN', width: 390 })
    await visit(page, '/about')
    expect(await page.getAttribute('html', 'lang')).toBe('hi')
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/[\u0900-\u097F]/)
    expect(await violations(page)).toEqual([])

    // The switch is a plain form: it works on this page, which ships no script.
    await page.getByLabel('मेन्यू').click()
    await page
      .getByRole('navigation', { name: 'मोबाइल' })
      .getByRole('button', { name: 'English' })
      .click()
    await page.waitForURL(`${baseUrl}/about`)
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    expect(await page.getByRole('heading', { level: 1 }).innerText()).not.toMatch(/[\u0900-\u097F]/)
    // The browser still asks for Hindi; the choice is kept.
    await visit(page, '/')
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    expect(await page.getByRole('link', { name: 'About' }).count()).toBeGreaterThan(0)
  })

  it('keeps a signed-in person’s language with their account, on every browser', async () => {
    const email = 'ananya.rao@demo.sangam.test'
    const first = await browser.open()
    await signIn(first, email)
    await first.waitForURL('**/investors')
    await visit(first, '/investors/settings')
    const section = first.getByRole('region', { name: 'Language' })
    await section.getByRole('radio', { name: 'हिन्दी' }).check()
    await section.getByRole('button', { name: 'Save language' }).click()
    try {
      await first.waitForURL('**/investors/settings')
      await hydrated(first)
      expect(await first.getAttribute('html', 'lang')).toBe('hi')
      const hindi = first.getByRole('region', { name: 'भाषा' })
      expect(await hindi.getByRole('radio', { name: 'हिन्दी' }).isChecked()).toBe(true)
      expect(await first.getByRole('button', { name: 'साइन आउट', exact: true }).count()).toBe(1)
      expect(await violations(first)).toEqual([])

      // Another browser, in English, signs in: Sangam speaks Hindi there too.
      const second = await browser.open()
      await signIn(second, email)
      await second.waitForURL('**/investors')
      await hydrated(second)
      expect(await second.getAttribute('html', 'lang')).toBe('hi')
    } finally {
      // Back to English, for the other browser tests that sign in as this person.
      const back = first.getByRole('region', { name: 'भाषा' })
      await back.getByRole('radio', { name: 'English' }).check()
      await back.getByRole('button', { name: 'भाषा सेव करें' }).click()
      await first.waitForURL('**/investors/settings')
    }
    expect(await first.getAttribute('html', 'lang')).toBe('en')
  })

  it.each(publicScreens)(
    'leaves no word outside the catalogs on %s (the pseudo-locale), and reads well in Hindi (axe)',
    async (path) => {
      const page = await browser.open()
      await page.context().addCookies([{ name: 'lang', value: 'en-XA', url: baseUrl }])
      await visit(page, path)
      expect(await page.getAttribute('html', 'lang')).toBe('en-XA')
      expect(await untranslatedText(page)).toEqual([])
      await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseUrl }])
      await visit(page, path)
      expect(await page.getAttribute('html', 'lang')).toBe('hi')
      expect(await violations(page)).toEqual([])
    },
  )
})
