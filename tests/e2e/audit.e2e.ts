import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { demo, setupBrowser, signIn, visit } from './support/browser'

const browser = setupBrowser()

/** The text of each row of the audit table. */
function rowTexts(page: Page): Promise<string[]> {
  return page.locator('main table tbody tr').allInnerTexts()
}

async function signedInAdmin(width?: number) {
  const admin = await browser.open({ width, timezoneId: 'Asia/Kolkata' })
  await signIn(admin, demo.admin)
  await admin.waitForURL('**/admin')
  return admin
}

describe('the audit log', () => {
  it('shows the admin the sign-ins, including a failed one, and filters them by action', async () => {
    // Someone mistypes the demo investor's password first.
    const stranger = await browser.open()
    browser.allowConsoleError(/401/)
    await signIn(stranger, demo.investor, 'not-the-demo-password')
    await stranger.getByRole('alert').waitFor()

    const admin = await signedInAdmin()
    await admin.getByRole('link', { name: 'Audit log' }).first().click()
    await admin.waitForURL('**/admin/audit')
    await admin.locator('main table tbody tr').first().waitFor()
    // Newest first: the admin's own sign-in a moment ago, from the browser's address.
    const [newest] = await rowTexts(admin)
    expect(newest).toContain('Signed in')
    expect(newest).toContain(demo.admin)
    expect(newest).toMatch(/198\.18\.\d+\.\d+/)
    expect(newest).toMatch(/[AP]M IST/)
    // The demo's own history is there too.
    expect((await rowTexts(admin)).length).toBeGreaterThan(10)

    await admin.getByLabel('Action', { exact: true }).selectOption({ label: 'Failed sign-in' })
    await admin.waitForURL(/action=auth\.sign-in-failed/)
    await expect
      .poll(async () => (await rowTexts(admin)).every((text) => text.includes('Failed sign-in')))
      .toBe(true)
    const failed = await rowTexts(admin)
    expect(failed[0]).toContain(`tried ${demo.investor}`)
    expect(failed[0]).toContain('Wrong email or password')
    expect(failed.join('\n')).not.toContain('not-the-demo-password')

    // Filters live in the URL: a reload shows the same rows, and the actor filter narrows them.
    await admin.getByLabel('Actor’s email').fill('nobody-like-this@')
    await admin.getByRole('button', { name: 'Filter' }).click()
    await admin.waitForURL(/actor=nobody-like-this/)
    await admin.getByText('No events match these filters.').waitFor()
    await admin.getByRole('link', { name: 'Show every event' }).click()
    await expect.poll(async () => (await rowTexts(admin)).length).toBeGreaterThan(10)
  })

  it('shows cards on a phone screen, and has no accessibility violations', async () => {
    const admin = await signedInAdmin(390)
    await visit(admin, '/admin/audit')
    // Cards on a phone, nothing to scroll sideways.
    const cards = admin.getByRole('list', { name: 'Audit events, newest first' })
    await cards.waitFor()
    expect(await cards.getByRole('listitem').first().innerText()).toContain(demo.admin)
    expect(await admin.locator('main table').isVisible()).toBe(false)
    const overflow = await admin.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
    const results = await new AxeBuilder({ page: admin }).include('main').analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  })
})
