import { describe, expect, it } from 'vitest'

import { setupBrowser, visit } from './support/browser'

const browser = setupBrowser()

type Page = import('playwright-core').Page

/** Fills in an investor's request; `email` unique per run. */
async function fillInvestorRequest(page: Page, email: string) {
  await page.getByText('An investor', { exact: true }).click()
  await page.getByLabel('Full name').fill('Meera Iyer')
  await page.getByLabel('Work email').fill(email)
  await page.getByLabel('Fund or startup name').fill('Nilgiri Ventures')
  await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/meera-iyer')
}

describe('/request-access', () => {
  it('links the privacy policy from the form', async () => {
    const page = await browser.open()
    await visit(page, '/request-access')
    await page.getByRole('main').getByRole('link', { name: 'Privacy policy' }).click()
    await page.waitForURL('**/legal/privacy-policy')
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Privacy Policy')
  })

  it('shows a message next to each field that needs attention, keeping what was typed', async () => {
    // The page that shows the messages answers 400, which the browser notes in its console.
    browser.allowConsoleError(/status of 400/)
    const page = await browser.open()
    await visit(page, '/request-access')
    await page.getByLabel('Website').fill('nilgiri')
    await page.getByRole('button', { name: 'Request access' }).click()
    for (const message of [
      'Tell us whether you are a startup or an investor.',
      'Please enter your full name.',
      'Please enter a valid email address, like priya@example.com.',
      'Please enter your startup or fund name.',
      'Enter a full web address, like https://example.com.',
    ]) {
      await expect.poll(() => page.getByText(message).count(), { message }).toBe(1)
    }
    expect(await page.getByLabel('Website').getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByLabel('Website').inputValue()).toBe('nilgiri')
    expect(await page.getByTestId('request-access-success').count()).toBe(0)
  })

  it('sends a request and shows the success state', async () => {
    const page = await browser.open({ width: 390, height: 844 })
    await visit(page, '/request-access')
    const email = `meera.${Date.now()}@example.com`
    await fillInvestorRequest(page, email)
    await page.getByRole('button', { name: 'Request access' }).click()
    await expect.poll(() => page.getByTestId('request-access-success').count()).toBe(1)
    expect(await page.getByTestId('request-access-success').innerText()).toContain(email)
  })

  it('works in a browser that runs no script: the page, its errors and the request', async () => {
    browser.allowConsoleError(/status of 400/)
    const page = await browser.open({ javaScriptEnabled: false })
    await visit(page, '/request-access')
    await page.getByRole('button', { name: 'Request access' }).click()
    await expect.poll(() => page.getByText('Please enter your full name.').count()).toBe(1)
    const email = `meera.noscript.${Date.now()}@example.com`
    await fillInvestorRequest(page, email)
    await page.getByRole('button', { name: 'Request access' }).click()
    await expect.poll(() => page.getByTestId('request-access-success').count()).toBe(1)
    expect(await page.getByTestId('request-access-success').innerText()).toContain(email)
  })
})
