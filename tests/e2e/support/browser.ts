import { AxeBuilder } from '@axe-core/playwright'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://localhost:3210'

export const demo = {
  founder: 'founder@demo.sangam.test',
  investor: 'investor@demo.sangam.test',
  admin: 'admin@demo.sangam.test',
  password: 'demo-password',
  // The demo founder's startup, public and discoverable in the demo data.
  startupSlug: 'krishi-setu',
} as const

type Session = { context: BrowserContext; page: Page; consoleErrors: string[] }

/**
 * One Chromium per test file; each test opens fresh contexts with `open()`. Any console error or
 * uncaught page error fails the test unless the test declared it expected.
 */
export function setupBrowser({ args = [] }: { args?: string[] } = {}) {
  let browser: Browser
  const sessions: Session[] = []
  const allowed: RegExp[] = []
  let contexts = 0

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        ...args,
      ],
    })
  })

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      for (const [at, s] of sessions.entries()) await describePage(s.page, `${task.name} ${at + 1}`)
    }
    const errors = sessions
      .flatMap((s) => s.consoleErrors)
      .filter((e) => !allowed.some((a) => a.test(e)))
    await Promise.all(sessions.map((s) => s.context.close()))
    sessions.length = 0
    allowed.length = 0
    expect(errors, 'console errors').toEqual([])
  })

  afterAll(async () => {
    await browser?.close()
  })

  return {
    async open(
      options: {
        width?: number
        height?: number
        timezoneId?: string
        /** The browser's language (its Accept-Language), e.g. 'hi-IN'. */
        locale?: string
        /** False: a browser that runs no script at all. */
        javaScriptEnabled?: boolean
      } = {},
    ): Promise<Page> {
      contexts += 1
      const context = await browser.newContext({
        baseURL: baseUrl,
        timezoneId: options.timezoneId,
        locale: options.locale,
        javaScriptEnabled: options.javaScriptEnabled,
        viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
        // The server trusts this header in the browser suite: one client address per visitor.
        extraHTTPHeaders: {
          'x-forwarded-for': `198.18.${Math.floor(contexts / 250)}.${(contexts % 250) + 1}`,
        },
      })
      const page = await context.newPage()
      const session: Session = { context, page, consoleErrors: [] }
      page.on('console', (message) => {
        if (message.type() === 'error') session.consoleErrors.push(message.text())
      })
      page.on('pageerror', (error) => session.consoleErrors.push(`pageerror: ${error.message}`))
      sessions.push(session)
      return page
    },
    /** Console errors matching this pattern are part of what the test checks. */
    allowConsoleError(pattern: RegExp) {
      allowed.push(pattern)
    },
  }
}

/**
 * What a failed test's page showed, for the log of a run nobody watched: its address, the element
 * with focus, the accessibility tree and a screenshot under .data/e2e-failures/.
 */
async function describePage(page: Page, label: string) {
  if (page.isClosed()) return
  try {
    const focused = await page.evaluate(() => {
      const el = document.activeElement
      if (!el || el === document.body) return 'the page itself'
      return `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.slice(0, 60) ?? ''}`
    })
    const tree = await page.locator('body').ariaSnapshot({ timeout: 5000 })
    const folder = path.resolve('.data/e2e-failures')
    await mkdir(folder, { recursive: true })
    const file = path.join(folder, `${label.replace(/[^\w-]+/g, '-').slice(0, 100)}.png`)
    await page.screenshot({ path: file, fullPage: true, timeout: 5000 })
    console.error(
      `Page at failure (${label}): ${page.url()}\nFocus: ${focused}\nScreenshot: ${file}\n${tree.slice(0, 6000)}`,
    )
  } catch (error) {
    console.error(`Page at failure (${label}) could not be described: ${String(error)}`)
  }
}

/**
 * Navigates and waits until React has hydrated, so typing goes to React's handlers. A page
 * without any script (the static home and company pages a visitor gets) has nothing to wait for.
 */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path)
  // A static page's own small script (data-static) hydrates nothing.
  if ((await page.locator('script:not([data-static])').count()) > 0) await hydrated(page)
  return response
}

/**
 * Serious and critical WCAG 2.1 AA violations on the page, as "rule: help" lines. A sandboxed
 * frame (an email's preview) runs no script, so axe cannot look inside it: `exclude` names it.
 */
export async function violations(page: Page, { exclude }: { exclude?: string } = {}) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`)
}

export async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
}

/** Waits until triage hears its keys: that part of the page can hydrate after the rest. */
export async function keysListening(page: Page) {
  await page.waitForSelector('html[data-keys="triage"]', { state: 'attached' })
}

export async function signIn(page: Page, email: string, password: string = demo.password) {
  await visit(page, '/sign-in')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/**
 * Reads the newest email to `to` the way a person would without SMTP: an admin opens the outbox,
 * then the message, and takes the link that starts with `pathPrefix`.
 */
export async function linkFromOutbox(admin: Page, to: string, pathPrefix: string): Promise<string> {
  await visit(admin, `/admin/outbox?q=${encodeURIComponent(to)}`)
  // The newest message to that address is the first row of the table.
  const first = admin.locator('tbody a[href^="/admin/outbox/"]').first()
  await first.waitFor()
  await first.click()
  await admin.waitForURL('**/admin/outbox/**')
  const links = admin.getByTestId('email-link')
  await links.first().waitFor()
  for (const href of await links.evaluateAll((els) =>
    els.map((e) => e.getAttribute('href') ?? ''),
  )) {
    if (new URL(href).pathname.startsWith(pathPrefix)) return href
  }
  throw new Error(`no ${pathPrefix} link in the newest email to ${to}`)
}

/**
 * Opens, as an admin, the email to `to` with this subject once the job queue has stored it in
 * the outbox (jobs run side by side: it need not be the newest).
 */
export async function openEmail(admin: Page, to: string, subject: string) {
  await expect
    .poll(
      async () => {
        await visit(admin, `/admin/outbox?q=${encodeURIComponent(to)}`)
        return admin.locator('tbody').innerText()
      },
      { timeout: 30_000, interval: 2_000 },
    )
    .toContain(subject)
  await admin
    .locator('tbody tr', { hasText: subject })
    .locator('a[href^="/admin/outbox/"]')
    .first()
    .click()
  await admin.waitForURL('**/admin/outbox/**')
}
