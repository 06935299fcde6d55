import { describe, expect, it } from 'vitest'

import { demo, hydrated, setupBrowser, signIn, visit } from './support/browser'

const browser = setupBrowser()

type Page = import('playwright-core').Page

async function investor(options: { width?: number; height?: number } = {}) {
  const page = await browser.open(options)
  await signIn(page, demo.investor)
  await page.waitForURL('**/investors**')
  return page
}

/** Rows of the applications table whose top is above the fold. */
async function rowsAboveTheFold(page: Page) {
  return page.evaluate(
    () =>
      [...document.querySelectorAll('main table tbody tr')].filter(
        (row) => row.getBoundingClientRect().top < window.innerHeight,
      ).length,
  )
}

async function setDensity(page: Page, density: 'Comfortable' | 'Compact') {
  await page
    .getByRole('group', { name: 'Row density' })
    .getByRole('button', { name: density })
    .click()
  await expect
    .poll(() => page.locator('main table').getAttribute('data-density'))
    .toBe(density.toLowerCase())
}

describe('the applications list, built for volume', () => {
  it('offers a compact density that shows a dozen rows at 1280 × 900, remembered for the person', async () => {
    const page = await investor({ width: 1280, height: 900 })
    await visit(page, '/investors/applications')
    const comfortable = await rowsAboveTheFold(page)
    await setDensity(page, 'Compact')
    expect(await rowsAboveTheFold(page)).toBeGreaterThanOrEqual(12)
    expect(comfortable).toBeLessThan(12)

    // The choice follows the person: another browser, signed in anew, opens compact.
    const elsewhere = await investor({ width: 1280, height: 900 })
    await visit(elsewhere, '/investors/applications')
    expect(await elsewhere.locator('main table').getAttribute('data-density')).toBe('compact')
    expect(await rowsAboveTheFold(elsewhere)).toBeGreaterThanOrEqual(12)
    await setDensity(elsewhere, 'Comfortable')
  })

  it('shows days waiting, fit, ratings and last activity, and fits its container at 1280 px', async () => {
    const page = await investor({ width: 1280, height: 900 })
    await visit(page, '/investors/applications?status=submitted')
    const headers = await page.locator('main table thead th').allInnerTexts()
    expect(headers.map((h) => h.toLowerCase())).toEqual(
      expect.arrayContaining(['status · waiting', 'fit · rating', 'activity']),
    )
    const first = await page.locator('main table tbody tr').first().innerText()
    expect(first).toMatch(/\d+ d\s+of \d+/)
    expect(first).toMatch(/Fit (\d+%|—)/)
    for (const density of ['Comfortable', 'Compact'] as const) {
      await setDensity(page, density)
      const overflow = await page.evaluate(() => {
        const table = document.querySelector('main table')!
        const box = table.parentElement!
        return box.scrollWidth - box.clientWidth
      })
      expect(overflow, density).toBe(0)
    }
    await setDensity(page, 'Comfortable')
  })
})

describe('the review screen', () => {
  it('moves to the previous and next application of the filtered list with k and j, and back to it', async () => {
    const page = await investor({ width: 1280, height: 900 })
    const listUrl = '/investors/applications?status=submitted&sort=name'
    await visit(page, listUrl)
    // One screen per startup: a startup with two applications is one stop.
    const names = [
      ...new Set(await page.locator('main table tbody [data-startup-link]').allInnerTexts()),
    ]
    expect(names.length).toBeGreaterThan(3)
    await page.getByRole('link', { name: names[1], exact: true }).first().click()
    await page.waitForURL(/\/investors\/applications\/[0-9a-f-]{36}\?list=/)
    await hydrated(page)
    const heading = () => page.getByRole('heading', { level: 1 }).innerText()
    await expect.poll(heading).toBe(names[1])
    await expect.poll(() => page.getByTestId('list-position').innerText()).toMatch(/^2 of \d+$/)
    // The summary sits at the top, above the fold: stage, raise, fit and ratings at a glance.
    const summary = page.getByRole('region', { name: 'Summary' })
    await expect.poll(() => summary.count()).toBe(1)
    const glance = await summary.innerText()
    expect(glance).toMatch(/STAGE\s+\S/i)
    expect(glance).toMatch(/RAISING\s+₹/i)
    expect(glance).toMatch(/Fit \d+% \(\d+ of \d+ criteria\)|No criteria set/)
    expect(glance).toMatch(/Not rated yet|rated|Team \d\.\d of 5/)
    const box = (await summary.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(900)

    await page.keyboard.press('j')
    await expect.poll(heading).toBe(names[2])
    expect(new URL(page.url()).searchParams.get('list')).toBe('status=submitted&sort=name')
    await page.keyboard.press('k')
    await page.keyboard.press('k')
    await expect.poll(heading).toBe(names[0])
    await expect.poll(() => page.getByTestId('list-position').innerText()).toMatch(/^1 of \d+$/)

    // Back to exactly the list it came from, the keyboard on the row it was reviewing.
    await page.getByRole('link', { name: 'Back to applications' }).click()
    await page.waitForURL((url) => url.pathname === '/investors/applications')
    expect(new URL(page.url()).search).toBe('?status=submitted&sort=name')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-startup-link')))
      .not.toBeNull()
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(names[0])
  })

  it('brings the reviewed row back into view with the focus on it, far down the list', async () => {
    const page = await investor({ width: 1280, height: 900 })
    const listUrl = '/investors/applications?status=submitted&sort=name'
    await visit(page, listUrl)
    await setDensity(page, 'Comfortable')
    const links = page.locator('main table tbody [data-startup-link]')
    expect(await links.count()).toBeGreaterThan(15)
    // Row 15 of the comfortable list is well below the fold at 900 px.
    const far = links.nth(14)
    const name = await far.innerText()
    await far.scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(900)
    await far.click()
    await page.waitForURL(/\/investors\/applications\/[0-9a-f-]{36}\?list=/)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(name)

    await page.getByRole('link', { name: 'Back to applications' }).click()
    await page.waitForURL((url) => url.pathname === '/investors/applications')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(name)
    const inView = await page.evaluate(() => {
      const box = document.activeElement!.getBoundingClientRect()
      return box.top >= 0 && box.bottom <= window.innerHeight
    })
    expect(inView).toBe(true)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(900)
  })

  for (const [screen, path] of [
    ['list', '/investors/applications'],
    ['review screen', 'first application'],
  ] as const) {
    it(`opens the ${screen} with a skip link to the main content`, async () => {
      const page = await investor()
      await visit(page, '/investors/applications')
      if (path !== '/investors/applications') {
        const href = await page
          .locator('main table tbody [data-startup-link]')
          .first()
          .getAttribute('href')
        await visit(page, href!)
      }
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: 'Skip to main content' })
      expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true)
      await page.keyboard.press('Enter')
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main')
    })
  }
  it(
    'keeps the place in the list after a status move takes the application out of it',
    { timeout: 120_000 },
    async () => {
      const page = await investor({ width: 1280, height: 900 })
      const listUrl = '/investors/applications?status=submitted&sort=name'
      await visit(page, listUrl)
      const rowNames = await page.locator('main table tbody [data-startup-link]').allInnerTexts()
      const rowTexts = await page.locator('main table tbody tr').allInnerTexts()
      // A startup in the middle of the list with one application in it, so the move takes it out.
      const at = rowNames.findIndex(
        (name, i) =>
          i > 0 &&
          rowNames.indexOf(name) === rowNames.lastIndexOf(name) &&
          rowNames[i + 1] !== undefined &&
          rowNames[i - 1] !== rowNames[i + 1],
      )
      const [before, name, after] = [rowNames[at - 1]!, rowNames[at]!, rowNames[at + 1]!]
      await page.getByRole('link', { name, exact: true }).first().click()
      await page.waitForURL(/\/investors\/applications\/[0-9a-f-]{36}\?list=/)
      await hydrated(page)
      const position = page.getByTestId('list-position')
      await expect.poll(() => position.innerText()).toMatch(new RegExp(`^${at + 1} of \\d+$`))
      const total = Number((await position.innerText()).split(' of ')[1]!.replace(/,/g, ''))

      // The card of the application in the list: the startup may have applied to other channels.
      const move = page.getByLabel(`Move the application of ${name} to`)
      const cards = page.getByRole('region').filter({ has: move })
      const channels = await cards.getByRole('heading', { level: 2 }).allInnerTexts()
      const card = cards.nth(channels.findIndex((channel) => rowTexts[at]!.includes(channel)))
      await card.getByLabel(`Move the application of ${name} to`).selectOption('in_review')
      await card.getByRole('button', { name: 'Move', exact: true }).click()
      await expect
        .poll(() => position.innerText())
        .toBe(`Moved out of this list · was ${at + 1} of ${total}`)
      const nav = page.getByRole('navigation', { name: 'Applications in this list' })
      expect(await nav.getByRole('link', { name: 'Previous' }).getAttribute('title')).toBe(
        `Previous: ${before} (k)`,
      )
      expect(await nav.getByRole('link', { name: 'Next' }).getAttribute('title')).toBe(
        `Next: ${after} (j)`,
      )

      // The next of the same search is the one that followed it, now in its place.
      await page.keyboard.press('j')
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(after)
      expect(new URL(page.url()).searchParams.get('list')).toBe('status=submitted&sort=name')
      await expect.poll(() => position.innerText()).toBe(`${at + 1} of ${total - 1}`)
    },
  )
})

describe('small layout truths', () => {
  it('keeps the pitch-deck upload inside its card on a phone', async () => {
    const page = await browser.open({ width: 390, height: 844 })
    await signIn(page, demo.founder)
    await page.waitForURL('**/startups')
    await visit(page, '/startups/full-profile')
    const card = page.locator('#pitch-deck')
    const upload = card.locator('label', { hasText: 'Upload pitch deck' })
    const [cardBox, uploadBox] = [await card.boundingBox(), await upload.boundingBox()]
    expect(uploadBox!.x + uploadBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
  })
})
