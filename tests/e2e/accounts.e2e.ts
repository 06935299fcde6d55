import { describe, expect, it } from 'vitest'

import { baseUrl, demo, hydrated, signIn, setupBrowser, visit } from './support/browser'

// A name that is not the app's, resolving to this server, as a second DNS name or an IP address
// would in production.
const foreignHost = 'sangam-elsewhere.example'
const browser = setupBrowser({ args: [`--host-resolver-rules=MAP ${foreignHost} 127.0.0.1`] })

describe('accounts and area access', () => {
  it('asks a new founder to confirm their email, and answers a taken address the same way', async () => {
    const signUpAs = async (email: string) => {
      const page = await browser.open()
      await visit(page, '/sign-up')
      await page.getByLabel('Your full name').fill('Priya Nair')
      await page.getByLabel('Work email').fill(email)
      await page.getByLabel('Password').fill('backwaters-2026')
      await page.getByLabel('Startup name').fill('Kayal Robotics')
      await page.getByRole('button', { name: 'Create account' }).click()
      await expect.poll(() => page.getByTestId('sign-up-sent-to').textContent()).toBe(email)
      const screen = (await page.locator('main').innerText()).replaceAll(email, '<address>')
      return { screen, path: new URL(page.url()).pathname }
    }
    const fresh = await signUpAs(`founder.${Date.now()}@example.com`)
    const taken = await signUpAs(demo.founder)
    expect(fresh.screen).toContain('Check your email')
    expect(taken).toEqual(fresh)
  })

  it('signs out, and signs back in to the page that was asked for', async () => {
    const page = await browser.open()
    await signIn(page, demo.founder)
    await page.waitForURL('**/startups')
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL((url) => url.pathname === '/')

    await visit(page, '/startups/settings')
    expect(new URL(page.url()).pathname).toBe('/sign-in')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/startups/settings')
    await page.getByLabel('Email').fill(demo.founder)
    await page.getByLabel('Password').fill(demo.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/startups/settings')
    await expect
      .poll(() => page.getByRole('heading', { name: 'Settings', level: 1 }).count())
      .toBe(1)
  })

  it('signs in on the other loopback name of a demo server', async () => {
    // The server's public URL is http://localhost:PORT; a person may type 127.0.0.1 instead.
    const other = new URL(baseUrl)
    other.hostname = other.hostname === 'localhost' ? '127.0.0.1' : 'localhost'
    const page = await browser.open()
    await visit(page, `${other.origin}/sign-in`)
    await page.getByLabel('Email').fill(demo.investor)
    await page.getByLabel('Password').fill(demo.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => url.pathname.startsWith('/investors'))
    expect(new URL(page.url()).origin).toBe(other.origin)
    await expect.poll(() => page.getByRole('button', { name: 'Sign out' }).count()).toBe(1)
  })

  it('tells a sign-in from an address that is not the app’s where to open it, not a wrong password', async () => {
    const foreign = new URL(baseUrl)
    foreign.hostname = foreignHost
    // The refused sign-in is a 403 in the browser's console.
    browser.allowConsoleError(/status of 403/)
    const page = await browser.open()
    await visit(page, `${foreign.origin}/sign-in`)
    await page.getByLabel('Email').fill(demo.investor)
    await page.getByLabel('Password').fill(demo.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toBe(`Sangam only accepts changes from its own address. Open ${baseUrl} and try again.`)
    expect(new URL(page.url()).pathname).toBe('/sign-in')
  })

  it('links sign-up to the privacy policy, which names the grievance officer and how to reach them', async () => {
    const page = await browser.open()
    await visit(page, '/sign-up')
    await page.getByRole('main').getByRole('link', { name: 'Privacy policy' }).click()
    await page.waitForURL('**/legal/privacy-policy')
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Privacy Policy')
    const officer = page.locator('section', {
      has: page.getByRole('heading', { name: /Grievance Officer/ }),
    })
    await expect.poll(() => officer.getByRole('link', { name: /@/ }).count()).toBeGreaterThan(0)
    for (const topic of ['withdraw', 'breach', 'how long we keep it']) {
      expect((await page.getByRole('main').innerText()).toLowerCase()).toContain(topic)
    }
  })

  it('shows field messages for bad sign-up input without creating anything', async () => {
    const page = await browser.open()
    await visit(page, '/sign-up')
    await page.getByLabel('Work email').fill('not-an-email')
    await page.getByLabel('Password').fill('short')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect.poll(() => page.getByText('Please enter your full name.').count()).toBe(1)
    await expect.poll(() => page.getByText('Please enter a valid email address.').count()).toBe(1)
    await expect.poll(() => page.getByText('Use at least 8 characters.').count()).toBe(1)
    expect(new URL(page.url()).pathname).toBe('/sign-up')
  })

  it('refuses a wrong password with one message that reveals nothing', async () => {
    const page = await browser.open()
    browser.allowConsoleError(/401/)
    await signIn(page, demo.founder, 'not-the-password')
    await expect
      .poll(() => page.getByText('That email and password do not match an account.').count())
      .toBe(1)
    expect(new URL(page.url()).pathname).toBe('/sign-in')
  })

  it('sends each kind of member to their own area', async () => {
    const founder = await browser.open()
    await signIn(founder, demo.founder)
    await founder.waitForURL('**/startups')
    await visit(founder, '/investors/dashboard')
    expect(new URL(founder.url()).pathname).toBe('/startups')

    const investor = await browser.open()
    await signIn(investor, demo.investor)
    await investor.waitForURL('**/investors')
    await visit(investor, '/startups/full-profile')
    expect(new URL(investor.url()).pathname).toBe('/investors')
  })

  it('sends an anonymous visitor of an area to sign-in with a return path', async () => {
    const page = await browser.open()
    await visit(page, '/investors/applications?sectors=Energy')
    const url = new URL(page.url())
    expect(url.pathname).toBe('/sign-in')
    expect(url.searchParams.get('redirect')).toBe('/investors/applications?sectors=Energy')
    await hydrated(page)
  })
})
