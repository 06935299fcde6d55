import { describe, expect, it } from 'vitest'

import { demo, setupBrowser, signIn, visit } from './support/browser'

const browser = setupBrowser()

/** The times of day on the page: every `<time>` whose text has a clock time. */
async function clockTimes(page: import('playwright-core').Page): Promise<string[]> {
  const texts = await page.locator('main time').allInnerTexts()
  return texts.filter((text) => /\d:\d\d/.test(text))
}

async function openFirstApplication(page: import('playwright-core').Page) {
  await signIn(page, demo.investor)
  await page.waitForURL('**/investors**')
  await visit(page, '/investors/applications')
  await page.locator('main table tbody tr a').first().click()
  await page.waitForURL(/\/investors\/applications\/[0-9a-f-]{36}/)
}

describe('times of day', () => {
  it("are shown in India's time, named, for a browser in Asia/Kolkata", async () => {
    const page = await browser.open({ timezoneId: 'Asia/Kolkata' })
    await openFirstApplication(page)
    await expect.poll(async () => (await clockTimes(page)).length).toBeGreaterThan(0)
    for (const time of await clockTimes(page)) {
      expect(time).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M IST$/)
    }
  })

  it("are shown in the viewer's own zone elsewhere, from the server's first render once known", async () => {
    const page = await browser.open({ timezoneId: 'America/New_York' })
    await openFirstApplication(page)
    // The first visit renders India's time, then the page switches to the browser's (no
    // hydration mismatch: the suite fails on any console error).
    await expect
      .poll(async () => {
        const times = await clockTimes(page)
        return times.length > 0 && times.every((time) => /[AP]M E[SD]T$/.test(time))
      })
      .toBe(true)
    // The browser's zone is remembered, so the server renders the next visit in it.
    const response = await page.reload()
    const html = await response!.text()
    expect(html).toMatch(/[AP]M E[SD]T</)
    expect(html).not.toMatch(/[AP]M IST</)
  })
})
