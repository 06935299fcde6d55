import { describe, expect, it } from 'vitest'

import { demo, signIn, setupBrowser, visit } from './support/browser'

const browser = setupBrowser()

async function expectDocumentBasics(page: import('playwright-core').Page, title = 'Sangam') {
  expect(await page.getAttribute('html', 'lang')).toBe('en')
  expect(await page.getAttribute('meta[name="viewport"]', 'content')).toContain(
    'width=device-width',
  )
  expect(await page.title()).toBe(title)
  await expect.poll(() => page.locator('h1').count()).toBeGreaterThan(0)
  // The toast area is present on every page.
  expect(await page.locator('section[aria-label*="Notifications"]').count()).toBe(1)
}

/**
 * Visits the path as linked, then with a parameter of someone else's (a campaign tag on a shared
 * link): both render the screen, with no error panel (the suite fails on any refused call).
 */
async function expectRendersLinkedAndTagged(page: import('playwright-core').Page, path: string) {
  for (const address of [path, `${path}${path.includes('?') ? '&' : '?'}utm_source=newsletter`]) {
    const response = await visit(page, address)
    expect(response?.status(), address).toBe(200)
    await expectDocumentBasics(page)
    expect(await page.getByRole('button', { name: 'Show Error' }).count(), address).toBe(0)
  }
}

describe('every route of docs/contract.md', () => {
  it('renders the marketing pages server-side without console errors', async () => {
    const page = await browser.open()
    // The home and company pages reach a visitor as static documents: nothing hydrates there.
    const staticPages = ['/', `/company/${demo.startupSlug}`]
    for (const path of [
      '/',
      '/request-access',
      '/demo',
      '/coming-soon',
      '/about',
      '/legal/terms-of-service',
      '/legal/privacy-policy',
      `/company/${demo.startupSlug}`,
    ]) {
      // A public company page is titled with the company's name, for link previews.
      const title = path.startsWith('/company/') ? 'Krishi Setu · Sangam' : 'Sangam'
      const response = staticPages.includes(path) ? await page.goto(path) : await visit(page, path)
      expect(response?.status(), path).toBe(200)
      const headers = response!.headers()
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      const html = await response!.text()
      expect(html, `${path} is rendered on the server`).toMatch(/<h1[^>]*>/)
      await expectDocumentBasics(page, title)
    }
  })

  it('renders the startups area for a founder', async () => {
    const page = await browser.open()
    await signIn(page, demo.founder)
    await page.waitForURL('**/startups')
    // A channel the demo founder can apply to, as /startups lists it.
    const channelId = await page.evaluate(async () => {
      const body = await (await fetch('/trpc/startups.channels.matching')).json()
      return (body.result.data.json as { id: string }[])[0]!.id
    })
    for (const path of [
      '/startups',
      '/startups/startup-profile',
      '/startups/settings',
      '/startups/full-profile',
      '/startups/founder-profile',
      `/startups/apply/${channelId}`,
    ]) {
      await expectRendersLinkedAndTagged(page, path)
    }
  })

  it('renders the investors area for an investor, including a startup’s full profile', async () => {
    const page = await browser.open()
    await signIn(page, demo.investor)
    await page.waitForURL('**/investors')
    const someId = '6f1c2d3e-0000-4000-8000-000000000001'
    for (const path of [
      '/investors',
      '/investors/settings',
      '/investors/onboarding',
      '/investors/lists',
      '/investors/dashboard',
      '/investors/channels',
      '/investors/applications',
    ]) {
      await expectRendersLinkedAndTagged(page, path)
    }
    // A list that is not the organisation's (or does not exist) is not found (its 404 is logged).
    browser.allowConsoleError(/status of 404/)
    const unknownList = await visit(page, `/investors/lists/${someId}`)
    expect(unknownList?.status()).toBe(404)
    await expect.poll(() => page.getByRole('heading', { name: 'List not found' }).count()).toBe(1)
    const unknownChannel = await visit(page, `/investors/dashboard?channelId=${someId}`)
    expect(unknownChannel?.status()).toBe(404)
    await expect
      .poll(() => page.getByRole('heading', { name: 'Channel not found' }).count())
      .toBe(1)
    // An unknown startup's review screen stays inside the investors' layout, signed in.
    for (const startup of ['not-a-real-id', '00000000-0000-0000-0000-000000000000']) {
      const unknownStartup = await visit(page, `/investors/applications/${startup}`)
      expect(unknownStartup?.status(), startup).toBe(404)
      await expect
        .poll(() => page.getByRole('heading', { name: 'Startup not found' }).count())
        .toBe(1)
      expect(await page.getByRole('navigation', { name: 'Investors' }).count(), startup).toBe(1)
      expect(await page.getByRole('link', { name: 'Sign in' }).count(), startup).toBe(0)
    }
    const channelId = await page.evaluate(async () => {
      const body = await (await fetch('/trpc/investors.channels.list')).json()
      return body.result.data.json[0].id as string
    })
    const channelPage = await visit(page, `/investors/channels/${channelId}`)
    expect(channelPage?.status()).toBe(200)
    await expectDocumentBasics(page)
    const founderStartup = await demoFounderStartupId(page)
    const response = await visit(page, `/investors/applications/${founderStartup}`)
    expect(response?.status()).toBe(200)
    for (const section of ['Market & Positioning', 'Business & Team', 'Traction & IP']) {
      await expect.poll(() => page.getByRole('heading', { name: section }).count()).toBe(1)
    }
  })
})

describe('the admin area', () => {
  it('renders for a platform admin', async () => {
    const page = await browser.open()
    await signIn(page, demo.admin)
    await page.waitForURL('**/admin')
    for (const path of ['/admin', '/admin/users', '/admin/organisations', '/admin/outbox']) {
      await expectRendersLinkedAndTagged(page, path)
    }
  })

  it('is closed to everyone else', async () => {
    const page = await browser.open()
    await signIn(page, demo.investor)
    await page.waitForURL('**/investors')
    await visit(page, '/admin/outbox')
    expect(new URL(page.url()).pathname).toBe('/investors')
  })
})

async function demoFounderStartupId(page: import('playwright-core').Page): Promise<string> {
  const context = page.context()
  const other = await context.browser()!.newContext({ baseURL: page.url() })
  const founderPage = await other.newPage()
  await signIn(founderPage, demo.founder)
  await founderPage.waitForURL('**/startups')
  const id = await founderPage.evaluate(async () => {
    const body = await (await fetch('/trpc/account.session')).json()
    return body.result.data.json.membership.organisationId as string
  })
  await other.close()
  return id
}
