import { describe, expect, it } from 'vitest'

import { demo, hydrated, setupBrowser, signIn, visit } from './support/browser'

const browser = setupBrowser()

describe('global behaviour', () => {
  it('runs only the inline scripts marked with each response’s own nonce', async () => {
    const nonceOf = (policy: string | undefined) =>
      policy?.match(/script-src 'self' 'nonce-([^']+)'/)?.[1]
    const page = await browser.open()
    const response = await visit(page, '/sign-up')
    const policy = response?.headers()['content-security-policy']
    const nonce = nonceOf(policy)
    expect(nonce, policy).toBeTruthy()
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
    // The hydration scripts carry it (the browser hides nonces from the DOM once parsed)...
    const html = await response!.text()
    expect(html).toContain(`nonce="${nonce}"`)
    expect(await page.locator('html[data-hydrated="true"]').count()).toBe(1)
    // ...and the next response has another.
    const again = await page.request.get('/sign-up')
    expect(nonceOf(again.headers()['content-security-policy'])).not.toBe(nonce)
  })

  it('serves visitors the pages that need no script as static documents: no script at all', async () => {
    const page = await browser.open({ width: 390 })
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    for (const path of [
      `/company/${demo.startupSlug}`,
      '/investor/kaveri-capital',
      '/about',
      '/request-access',
      '/coming-soon',
      '/legal/privacy-policy',
      '/legal/terms-of-service',
      '/',
    ]) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      const policy = response!.headers()['content-security-policy'] ?? ''
      expect(policy.split('; ').filter((d) => d.startsWith('script-src'))).toEqual([
        "script-src 'self'",
      ])
      expect(await page.locator('script').count(), path).toBe(0)
      expect(await page.locator('h1').count(), path).toBe(1)
    }
    expect(await page.getByText('Live on Sangam right now').count()).toBe(1)
    expect(scripts).toEqual([])

    // The mobile menu is a disclosure element: it opens, and its links lead on, without a script.
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    expect(await menu.isVisible()).toBe(false)
    await page.locator('summary[aria-label="Menu"]').click()
    expect(await menu.isVisible()).toBe(true)
    await menu.getByRole('link', { name: 'Sign in' }).click()
    await page.waitForURL('**/sign-in')
    await hydrated(page)
  })

  it('serves a signed-in person the public pages rendered for them, without the app’s scripts', async () => {
    const page = await browser.open()
    await signIn(page, demo.founder)
    await page.waitForURL('**/startups**')
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    expect(await response!.text()).not.toMatch(/<script\b|modulepreload/)
    // Personal: never kept by a shared cache.
    expect(response!.headers()['cache-control']).toBe('private, no-store')
    expect(await page.getByText('Live on Sangam right now').count()).toBe(1)
    expect(await page.locator('dd', { hasText: /^\d[\d,]*$/ }).count()).toBe(4)
    // Its links lead on as a visitor's do, and the app's own pages hydrate as before.
    await page.getByRole('link', { name: 'About', exact: true }).first().click()
    await page.waitForURL('**/about')
    expect(await page.locator('script').count()).toBe(0)
    await visit(page, '/startups')
    await hydrated(page)
  })

  it('gives the configured contact email on /about and in the footer', async () => {
    const page = await browser.open()
    await visit(page, '/about')
    const contact = page.getByRole('region', { name: 'Get in touch' })
    await expect
      .poll(() =>
        contact.getByRole('link', { name: 'namaste@sangam.example' }).getAttribute('href'),
      )
      .toBe('mailto:namaste@sangam.example')
    expect(
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'namaste@sangam.example' })
        .count(),
    ).toBe(1)
  })

  it('draws Devanagari with the shipped font where the system has none', async () => {
    const page = await browser.open()
    const fonts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname)
    })
    // This browser's system has no Devanagari font. Every page names Hindi in its own script in
    // the language switch (decision 0050), so every page may fetch the font here; a system with
    // its own Devanagari font (phones, Windows, macOS) draws it without fetching.
    await visit(page, '/about')
    await page.getByText('संगम', { exact: true }).scrollIntoViewIfNeeded()
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready
          return [...document.fonts]
            .filter((face) => face.family.replaceAll('"', '') === 'Noto Sans Devanagari')
            .map((face) => face.status)
        }),
      )
      .toEqual(['loaded'])
    expect(fonts.some((font) => font.includes('devanagari'))).toBe(true)
  })

  it('answers an unknown route with the Not Found paragraph and HTTP 404', async () => {
    const page = await browser.open()
    browser.allowConsoleError(/404/)
    const response = await visit(page, '/no/such/page')
    expect(response?.status()).toBe(404)
    expect(await page.locator('p', { hasText: /^Not Found$/ }).count()).toBe(1)
    expect(await page.title()).toBe('Sangam')
    // Inside the site's layout: its header and navigation, a heading, the footer.
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).count()).toBe(1)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
      'There is no page at this address',
    )
    expect(
      await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).count(),
    ).toBe(1)
    await page.getByRole('link', { name: 'Back to Sangam' }).click()
    await page.waitForURL((url) => url.pathname === '/')
  })

  it('answers an unknown address inside an area within its layout, with the way back', async () => {
    const page = await browser.open()
    browser.allowConsoleError(/404/)
    await signIn(page, demo.investor)
    await page.waitForURL('**/investors**')
    const response = await visit(page, '/investors/no/such/page')
    expect(response?.status()).toBe(404)
    expect(await page.locator('p', { hasText: /^Not Found$/ }).count()).toBe(1)
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Investors' }).getByRole('link').count())
      .toBeGreaterThan(3)
    await page.getByRole('link', { name: 'Back to applications' }).click()
    await page.waitForURL((url) => url.pathname === '/investors/applications')
  })

  it('answers a private or unknown company page with 404 too', async () => {
    const page = await browser.open()
    browser.allowConsoleError(/404/)
    const response = await visit(page, '/company/no-such-company-anywhere')
    expect(response?.status()).toBe(404)
    expect(await page.locator('p', { hasText: /^Not Found$/ }).count()).toBe(1)
  })

  it('shows the error panel with a Show Error / Hide Error toggle when a screen fails', async () => {
    const page = await browser.open()
    browser.allowConsoleError(/500|The database is unavailable/)
    await visit(page, '/sign-up')
    await page.route('**/trpc/website.startupPublicProfile.getStartupPublicProfile**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify([
          {
            error: {
              json: {
                message: 'The database is unavailable',
                code: -32603,
                data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
              },
            },
          },
        ]),
      }),
    )
    // A client-side navigation, so the page's own loader meets the failing server.
    await page.evaluate((slug) => {
      window.history.pushState({}, '', `/company/${slug}`)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, demo.startupSlug)
    await expect.poll(() => page.getByText('Something went wrong!').count()).toBe(1)
    expect(await page.getByText('The database is unavailable').count()).toBe(0)
    await page.getByRole('button', { name: 'Show Error' }).click()
    await expect.poll(() => page.getByText('The database is unavailable').count()).toBe(1)
    await page.getByRole('button', { name: 'Hide Error' }).click()
    await expect.poll(() => page.getByText('The database is unavailable').count()).toBe(0)
  })

  it('shows toasts bottom-right, 356 px wide, rich colours, for about 4 seconds, Alt+T to reach', async () => {
    const page = await browser.open()
    await signIn(page, demo.founder)
    await page.waitForURL('**/startups**')
    await visit(page, '/startups/settings')
    const toaster = page.locator('section[aria-label="Notifications alt+T"]')
    expect(await toaster.count()).toBe(1)

    const savePreferences = () => page.getByRole('button', { name: 'Save preferences' }).click()
    await savePreferences()
    const shownAt = Date.now()
    const toast = page.locator('[data-sonner-toast]')
    await expect.poll(() => toast.count()).toBe(1)

    const list = page.locator('[data-sonner-toaster]')
    expect(await list.getAttribute('data-x-position')).toBe('right')
    expect(await list.getAttribute('data-y-position')).toBe('bottom')
    const style = (await list.getAttribute('style')) ?? ''
    expect(style).toContain('--width: 356px')
    expect(style).toContain('--gap: 14px')
    expect(await toast.getAttribute('data-rich-colors')).toBe('true')
    expect(await toast.getAttribute('data-type')).toBe('success')

    await expect.poll(() => toast.count(), { timeout: 8000, interval: 100 }).toBe(0)
    const visibleFor = Date.now() - shownAt
    expect(visibleFor).toBeGreaterThan(3500)
    expect(visibleFor).toBeLessThan(7000)

    // Alt+T expands the toasts and moves focus into them (the timer pauses while expanded).
    await savePreferences()
    await expect.poll(() => toast.count()).toBe(1)
    expect(await toast.getAttribute('data-expanded')).toBe('false')
    await page.keyboard.press('Alt+KeyT')
    await expect.poll(() => toast.getAttribute('data-expanded')).toBe('true')
    expect(
      await page.evaluate(() => document.activeElement?.hasAttribute('data-sonner-toaster')),
    ).toBe(true)
  })

  it('restores the scroll position when going back', async () => {
    const page = await browser.open({ width: 1280, height: 700 })
    await visit(page, '/legal/terms-of-service')
    // The router notes which targets scrolled from their scroll events, and reads the position
    // when the next navigation starts: once the event has fired, the click may follow.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          document.addEventListener('scroll', () => resolve(), { once: true, capture: true })
          window.scrollTo(0, 1800)
        }),
    )
    await page.getByRole('link', { name: 'About us' }).click()
    await page.waitForURL('**/about')
    await page.goBack()
    await page.waitForURL('**/legal/terms-of-service')
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(1700)
  })

  it('lays out the key marketing pages without horizontal scrolling at phone and desktop widths', async () => {
    for (const width of [390, 1280]) {
      const page = await browser.open({ width, height: 900 })
      for (const path of ['/', '/request-access', '/demo', '/sign-up']) {
        await visit(page, path)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        )
        expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0)
        await page.screenshot({
          path: `test-results/screenshots/${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}-${width}.png`,
          fullPage: true,
        })
      }
    }
  })

  it('lists the demo accounts on /demo in demo mode, with copy buttons and no app script', async () => {
    const page = await browser.open()
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await visit(page, '/demo')
    const list = page.getByTestId('demo-accounts')
    await expect.poll(() => list.count()).toBe(1)
    for (const email of [demo.founder, demo.investor, demo.admin]) {
      expect(await list.getByText(email).count()).toBe(1)
    }
    // The page's one script is its copy buttons' own.
    expect(scripts).toEqual(['/copy-text.js'])
    await page.getByRole('button', { name: 'Copy Investor email' }).click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(demo.investor)
    expect(await page.getByRole('button', { name: 'Copied' }).count()).toBe(1)
  })

  it('shows no copy button that cannot work in a browser without scripts', async () => {
    const page = await browser.open({ javaScriptEnabled: false })
    await visit(page, '/demo')
    expect(await page.getByTestId('demo-accounts').getByText(demo.founder).count()).toBe(1)
    expect(await page.getByRole('button', { name: /^Copy / }).count()).toBe(0)
  })
})
