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

  it("are shown in India's time in the admin's outbox and on the notifications", async () => {
    const india = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M IST$/
    // An email for the outbox: a password reset asked for on the site.
    const visitor = await browser.open()
    await visit(visitor, '/forgot-password')
    await visitor.getByLabel('Email').fill(demo.founder)
    await visitor.getByRole('button', { name: 'Send reset link' }).click()
    await expect.poll(() => visitor.getByText(demo.founder).count()).toBeGreaterThan(0)

    const admin = await browser.open({ timezoneId: 'Asia/Kolkata' })
    await signIn(admin, demo.admin)
    await admin.waitForURL('**/admin')
    await expect
      .poll(async () => {
        await visit(admin, '/admin/outbox')
        return (await clockTimes(admin)).length
      })
      .toBeGreaterThan(0)
    for (const time of await clockTimes(admin)) expect(time).toMatch(india)

    const founder = await browser.open({ timezoneId: 'Asia/Kolkata' })
    await signIn(founder, demo.founder)
    await founder.waitForURL('**/startups')
    await founder.getByRole('button', { name: /^Notifications/ }).click()
    const times = founder.getByRole('dialog').locator('time')
    await expect.poll(() => times.count()).toBeGreaterThan(0)
    for (const title of await times.evaluateAll((all) => all.map((t) => t.getAttribute('title'))))
      expect(title).toMatch(india)
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
