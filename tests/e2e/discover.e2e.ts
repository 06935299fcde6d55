import { describe, expect, it } from 'vitest'

import { demo, setupBrowser, signIn, visit } from './support/browser'

const browser = setupBrowser()

type Page = import('playwright-core').Page

async function investor(options: { width?: number; height?: number } = {}) {
  const page = await browser.open(options)
  await signIn(page, demo.investor)
  await page.waitForURL('**/investors**')
  return page
}

/** Scrolls the window to `y` and waits until the page has seen the scroll. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true })
        window.scrollTo(0, y)
      }),
    y,
  )
  expect(await page.evaluate(() => window.scrollY)).toBe(y)
}

/** The window's scroll position once the screen has settled (two frames drawn). */
async function settledScroll(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
      ),
  )
}

/** Clicks the first link to a startup's review that is in view, without scrolling. */
async function openStartupInView(page: Page) {
  const links = 'main a[href^="/investors/applications/"]'
  const index = await page.evaluate(
    (links) =>
      [...document.querySelectorAll(links)].findIndex((link) => {
        const box = link.getBoundingClientRect()
        return (
          /^\/investors\/applications\/[0-9a-f-]{36}/.test(link.getAttribute('href') ?? '') &&
          box.top > 80 &&
          box.bottom < window.innerHeight &&
          box.width > 0
        )
      }),
    links,
  )
  expect(index).toBeGreaterThanOrEqual(0)
  await page.locator(links).nth(index).click()
  await page.waitForURL(/\/investors\/applications\/[0-9a-f-]{36}/)
  await page.getByRole('heading', { level: 1 }).waitFor()
}

describe('Discover', () => {
  it('speaks of startups: its search box and its facet counts', async () => {
    const page = await investor()
    await visit(page, '/investors')
    await page.getByRole('searchbox', { name: 'Search startups' }).waitFor()
    await page.getByRole('button', { name: 'Filters' }).click()
    const counts = await page
      .getByRole('region', { name: 'Filters' })
      .locator('label .sr-only')
      .allTextContents()
    expect(counts.length).toBeGreaterThan(0)
    for (const unit of counts) expect(unit.trim()).toMatch(/^startups?$/)
  })

  it('finds startups by a common word for their sector', async () => {
    const page = await investor()
    await visit(page, '/investors?q=Fintech')
    const cards = page.getByRole('list', { name: 'Startups' }).getByRole('article')
    await expect.poll(() => cards.count()).toBeGreaterThan(0)
    for (const card of await cards.all()) {
      expect(await card.innerText()).toMatch(/Financial Services|Payments|Lending and Investments/)
    }
  })

  it("opens a card's deck and its lists, whose code loads on demand, and gives focus back", async () => {
    const page = await investor()
    await visit(page, '/investors?q=Krishi%20Setu')
    const card = page.getByRole('list', { name: 'Startups' }).getByRole('article').first()
    await card.waitFor()
    const deck = card.getByRole('button', { name: 'Deck of Krishi Setu' })
    await deck.click()
    const dialog = page.getByRole('dialog', { name: 'Pitch deck of Krishi Setu' })
    const viewer = dialog.getByRole('region', { name: 'Pitch deck of Krishi Setu, viewer' })
    await expect.poll(() => viewer.getByTestId('deck-page').textContent()).toMatch(/^Page 1 of \d+/)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await deck.evaluate((element) => element === document.activeElement)).toBe(true)

    const lists = card.getByRole('button', { name: 'Add to list' })
    await lists.click()
    const panel = page.getByRole('dialog', { name: 'Lists for Krishi Setu' })
    await panel.getByText('Shared with your team.').waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => panel.count()).toBe(0)
    expect(await lists.evaluate((element) => element === document.activeElement)).toBe(true)
  })

  it('keeps Discover marked in the sidebar on a profile opened from it', async () => {
    const page = await investor()
    await visit(page, '/investors')
    const sidebar = page.getByRole('navigation', { name: 'Investors' })
    const current = () => sidebar.locator('[aria-current="page"]').allInnerTexts()
    expect(await current()).toEqual(['Discover'])
    await page
      .getByRole('link', { name: /^Open profile/ })
      .first()
      .click()
    await page.waitForURL(/\/investors\/applications\/[0-9a-f-]{36}\?from=discover/)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await current()).toEqual(['Discover'])
    await page.getByRole('link', { name: 'Discover', exact: true }).first().waitFor()

    // From the applications list the same screen belongs to Applications.
    await visit(page, '/investors/applications')
    await page.locator('main [data-startup-link]').first().click()
    await page.waitForURL(/\/investors\/applications\/[0-9a-f-]{36}\?list=/)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await current()).toEqual(['Applications'])
  })

  it('returns to the exact scroll position after Back from a profile', async () => {
    const page = await investor({ width: 1280, height: 800 })
    await visit(page, '/investors')
    await page.getByRole('list', { name: 'Startups' }).waitFor()
    await scrollTo(page, 3000)
    await openStartupInView(page)
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/investors')
    await expect.poll(() => settledScroll(page)).toBe(3000)
    expect(await settledScroll(page)).toBe(3000)
  })

  it('returns to the exact scroll position through the Discover link of a profile', async () => {
    const page = await investor({ width: 1280, height: 800 })
    await visit(page, '/investors')
    await page.getByRole('list', { name: 'Startups' }).waitFor()
    await scrollTo(page, 3000)
    await openStartupInView(page)
    await page.locator('main').getByRole('link', { name: 'Discover', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/investors')
    await expect.poll(() => settledScroll(page)).toBe(3000)
    expect(await settledScroll(page)).toBe(3000)
  })
})

describe('the applications list', () => {
  it('returns to the exact scroll position after Back from a review', async () => {
    const page = await investor({ width: 1280, height: 800 })
    await visit(page, '/investors/applications')
    await page.locator('main table tbody tr').first().waitFor()
    await scrollTo(page, 1800)
    await openStartupInView(page)
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/investors/applications')
    await expect.poll(() => settledScroll(page)).toBe(1800)
    expect(await settledScroll(page)).toBe(1800)
  })

  it('returns to the exact scroll position through "Back to applications", the row focused', async () => {
    const page = await investor({ width: 1280, height: 800 })
    await visit(page, '/investors/applications')
    await page.locator('main table tbody tr').first().waitFor()
    await scrollTo(page, 1800)
    await openStartupInView(page)
    const heading = page.getByRole('heading', { level: 1 })
    await expect.poll(() => heading.innerText()).not.toBe('Applications')
    const name = await heading.innerText()
    await page.getByRole('link', { name: 'Back to applications' }).click()
    await page.waitForURL((url) => url.pathname === '/investors/applications')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(name)
    await expect.poll(() => settledScroll(page)).toBe(1800)
    expect(await settledScroll(page)).toBe(1800)
  })
})
