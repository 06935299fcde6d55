import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { baseUrl, demo, setupBrowser } from './support/browser'

const browser = setupBrowser()
const secret = 'kaveri-sunrise-4471'

/**
 * A page whose scripts never arrive (a slow phone network): its forms are sent by the browser
 * itself. Every URL the page asks for is recorded.
 */
async function withoutScripts(): Promise<{ page: Page; urls: string[] }> {
  const page = await browser.open()
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  await page.route('**/*.js', (route) => route.abort())
  // Script requests that were blocked are expected console noise here.
  browser.allowConsoleError(/ERR_FAILED|Failed to load|net::/)
  return { page, urls }
}

async function submitWithoutScripts(
  page: Page,
  path: string,
  fill: (page: Page) => Promise<void>,
  button: string,
) {
  await page.goto(path)
  expect(await page.locator('html[data-hydrated="true"]').count()).toBe(0)
  await fill(page)
  await Promise.all([
    page.waitForLoadState('load'),
    page.getByRole('button', { name: button }).click(),
  ])
}

describe('forms submitted before the page hydrates', () => {
  it('never put a password in a URL: sign-in, sign-up, reset and change password', async () => {
    const { page, urls } = await withoutScripts()

    await submitWithoutScripts(
      page,
      '/sign-in',
      async (p) => {
        await p.getByLabel('Email').fill(demo.founder)
        await p.getByLabel('Password').fill(secret)
      },
      'Sign in',
    )
    await submitWithoutScripts(
      page,
      '/sign-up',
      async (p) => {
        await p.getByLabel('Your full name').fill('Priya Nair')
        await p.getByLabel('Work email').fill('priya.nojs@example.com')
        await p.getByLabel('Password').fill(secret)
        await p.getByLabel('Startup name').fill('Kayal Robotics')
      },
      'Create account',
    )
    await submitWithoutScripts(
      page,
      '/reset-password?token=not-a-real-token',
      async (p) => {
        await p.getByLabel('New password', { exact: true }).fill(secret)
        await p.getByLabel('Confirm new password').fill(secret)
      },
      'Set new password',
    )

    // Signed in (the session cookie set by a direct call), the settings page's password form.
    const signedIn = await page.request.post(`${baseUrl}/api/auth/sign-in/email`, {
      headers: { origin: baseUrl },
      data: { email: demo.founder, password: demo.password },
    })
    expect(signedIn.status()).toBe(200)
    await submitWithoutScripts(
      page,
      '/startups/settings',
      async (p) => {
        await p.getByLabel('Current password').fill(secret)
        await p.getByLabel('New password', { exact: true }).fill(secret)
        await p.getByLabel('Confirm new password').fill(secret)
      },
      'Change password',
    )

    expect(urls.length).toBeGreaterThan(4)
    for (const url of [...urls, page.url()]) {
      expect(url).not.toContain(secret)
      expect(url).not.toMatch(/[?&]password=/)
    }
  })
})
