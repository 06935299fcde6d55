import sharp from 'sharp'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { demo, hydrated, linkFromOutbox, setupBrowser, signIn, visit } from './support/browser'

const browser = setupBrowser()

/** A new founder, signed up and with the address confirmed through the emailed link. */
async function confirmedFounder(startupName: string): Promise<Page> {
  const stamp = Date.now()
  const email = `neha.${stamp}@example.com`
  const founder = await browser.open({ width: 1280, height: 900 })
  await visit(founder, '/sign-up')
  await founder.getByLabel('Your full name').fill('Neha Kulkarni')
  await founder.getByLabel('Work email').fill(email)
  await founder.getByLabel('Password').fill('monsoon-orchard-31')
  await founder.getByLabel('Startup name').fill(startupName)
  await founder.getByRole('button', { name: 'Create account' }).click()
  await expect.poll(() => founder.getByTestId('sign-up-sent-to').textContent()).toBe(email)
  const admin = await browser.open()
  await signIn(admin, demo.admin)
  await admin.waitForURL('**/admin')
  await founder.goto(await linkFromOutbox(admin, email, '/api/auth/verify-email'))
  await founder.waitForURL('**/welcome?**')
  await hydrated(founder)
  await founder.getByRole('button', { name: 'Create startup' }).click()
  await founder.waitForURL('**/startups')
  return founder
}

async function check(page: Page, name: string) {
  await page.getByRole('checkbox', { name, exact: true }).check()
}

async function choose(page: Page, combobox: string, search: string) {
  const box = page.getByRole('combobox', { name: combobox })
  await box.fill(search)
  await box.press('Enter')
  // The list stays open for more choices; close it as a person would.
  await box.press('Escape')
}

async function saved(page: Page, message: string) {
  await expect.poll(() => page.getByText(message).count(), { timeout: 10_000 }).toBeGreaterThan(0)
}

/** A real (tiny) PDF padded to `megabytes`, so an upload takes long enough to watch. */
function paddedPdf(megabytes: number): Buffer {
  const head =
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n'
  const padding = `% ${'x'.repeat(1022)}\n`.repeat(megabytes * 1024)
  return Buffer.from(`${head}${padding}trailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1')
}

describe('startup profiles', () => {
  it(
    'lets a founder fill every section to 100 %, upload a deck with progress, and publish the page',
    { timeout: 180_000 },
    async () => {
      const stamp = Date.now()
      const startupName = `Hasiru Grid ${stamp}`
      const page = await confirmedFounder(startupName)

      await visit(page, '/startups/startup-profile')
      await page.getByLabel('One-liner').fill('Rooftop solar micro-grids for housing societies')
      await page
        .getByLabel('Description')
        .fill('We design, finance and run shared rooftop solar for apartment blocks in Bengaluru.')
      await page.getByLabel('Website').fill('https://hasirugrid.in')
      await page.getByLabel('Founded on').fill('2023-06-01')
      await page.getByLabel('Company type').selectOption('Private Limited Company')
      await page.getByLabel('Headquarters').selectOption('Karnataka')
      await page.getByLabel('City').fill('Bengaluru')
      await choose(page, 'Sectors', 'Energy')
      await choose(page, 'Sectors', 'Climate Technology')
      await check(page, 'B2B')
      await check(page, 'Subscription')
      await check(page, 'Services')
      await page.getByLabel('Development stage').selectOption('Launched')
      await page.getByLabel('Revenue stage').selectOption('Initial Revenue')
      await page.getByLabel('Team size').fill('9')
      await page.getByLabel('Planned raise').fill('3 Cr')
      await page.getByLabel('Planned raise').blur()
      await page.getByRole('switch', { name: 'Public page' }).check()
      await page.getByRole('switch', { name: 'Discoverable to investors' }).check()
      const logo = await sharp({
        create: { width: 900, height: 600, channels: 3, background: '#15803d' },
      })
        .png()
        .toBuffer()
      await page
        .getByLabel(/Upload logo/)
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo })
      await expect
        .poll(() => page.getByRole('img', { name: /logo/i }).count(), { timeout: 15_000 })
        .toBeGreaterThan(0)
      await page.getByRole('button', { name: 'Save profile' }).click()
      await saved(page, 'Startup profile saved')

      await visit(page, '/startups/founder-profile')
      await page.getByRole('button', { name: 'Add founder' }).first().click()
      const dialog = page.getByRole('dialog')
      await dialog.getByLabel('Name', { exact: true }).fill('Neha Kulkarni')
      await dialog.getByLabel('Title').fill('CEO')
      await dialog.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/neha-kulkarni')
      await dialog
        .getByLabel('Bio')
        .fill('Electrical engineer; built utility-scale solar plants for eight years.')
      await dialog.getByRole('button', { name: 'Add founder' }).click()
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0)

      await visit(page, '/startups/full-profile')
      await page
        .getByLabel('Problem', { exact: true })
        .fill('Apartment residents cannot install solar alone and pay rising tariffs.')
      await page
        .getByLabel('Solution', { exact: true })
        .fill('A shared micro-grid per society, financed by a monthly subscription.')
      await check(page, 'Early Adopters')
      await page.getByLabel('Total addressable market (TAM)').fill('40000000000')
      await page.getByLabel('Serviceable market (SAM)').fill('4000000000')
      await page.getByLabel('Obtainable market (SOM)').fill('200000000')
      await check(page, 'Direct')
      await page.getByLabel('Named competitors').fill('Local EPC contractors')
      await choose(page, 'Competitive advantages', 'Distribution')
      await choose(page, 'Defensibility', 'Switching')
      await page.getByLabel('Pricing strategy').selectOption('Value-based')
      await check(page, 'Direct Sales')
      await page.getByRole('radio', { name: /^Solve a specific problem/ }).check()
      await page.getByRole('radio', { name: /^Have a positive impact/ }).check()
      await page.getByRole('button', { name: 'Save Market & Positioning' }).click()
      await saved(page, 'Market & Positioning saved')

      await check(page, 'Angel Investors')
      await page.getByLabel('Amount raised so far').fill('2500000')
      await check(page, 'Product Development')
      await page.getByLabel('Monthly burn').fill('600000')
      await page.getByLabel('Runway (months)').fill('12')
      await page.getByLabel('Hiring plan').fill('Two installers and one sales lead.')
      await page.getByRole('button', { name: 'Save Business & Team' }).click()
      await saved(page, 'Business & Team saved')

      // A slow connection, so the upload's progress is there to be seen.
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 1024 * 1024,
      })
      await page.getByLabel(/Upload pitch deck/).setInputFiles({
        name: 'Hasiru Grid deck.pdf',
        mimeType: 'application/pdf',
        buffer: paddedPdf(3),
      })
      const progress = page.getByTestId('upload-progress')
      await progress.waitFor({ state: 'visible', timeout: 10_000 })
      const valueNow = await page.getByRole('progressbar').first().getAttribute('aria-valuenow')
      // Number(null) would be 0: the bar must say how far the upload is.
      expect(valueNow).toMatch(/^\d+(\.\d+)?$/)
      const midway = Number(valueNow)
      expect(midway).toBeGreaterThanOrEqual(0)
      expect(midway).toBeLessThan(100)
      await expect
        .poll(() => page.getByRole('link', { name: /View deck/ }).count(), { timeout: 30_000 })
        .toBeGreaterThan(0)
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })

      await check(page, 'Pilot Programs')
      await page.getByLabel('Customers', { exact: true }).fill('40')
      await page.getByLabel('Users', { exact: true }).fill('1800')
      await page.getByLabel('Monthly revenue').fill('350000')
      await page.getByLabel('Monthly growth (%)').fill('9')
      await page.getByLabel('Milestones').fill('12 societies live in Bengaluru.')
      await check(page, 'Trademark(s) registered')
      await page.getByRole('radio', { name: 'No known barriers' }).check()
      await page.getByRole('button', { name: 'Save Traction & IP' }).click()
      await saved(page, 'Traction & IP saved')

      await expect
        .poll(() => page.getByTestId('overall-completeness').textContent())
        .toContain('100%')
      await visit(page, '/startups')
      await expect.poll(() => page.getByText('Your profile is complete').count()).toBeGreaterThan(0)

      const slug = await page.evaluate(async () => {
        const body = await (await fetch('/trpc/startups.profile.get')).json()
        return body.result.data.json.profile.slug as string
      })
      // A visitor gets the page as a static document (no script to wait for).
      const visitor = await browser.open()
      const response = await visitor.goto(`/company/${slug}`)
      expect(response?.status()).toBe(200)
      const html = await response!.text()
      expect(html).toContain(`<title>${startupName} · Sangam</title>`)
      expect(html).toMatch(new RegExp(`<meta property="og:title" content="${startupName}"`))
      expect(html).toContain('content="Rooftop solar micro-grids for housing societies"')
      expect(html).toMatch(/<meta property="og:image" content="[^"]*\/api\/files\//)
      // The founder, signed in, gets the page rendered for them, also without the app's scripts.
      const own = await page.goto(`/company/${slug}`)
      expect(own?.status()).toBe(200)
      const ownHtml = await own!.text()
      expect(ownHtml).toContain('content="Rooftop solar micro-grids for housing societies"')
      expect(ownHtml).not.toMatch(/<script\b/)
    },
  )

  it(
    'shows an LLP founder the LLPIN field and Startup India eligibility with its reasons, and refuses an invalid GSTIN at its field, saving nothing',
    { timeout: 120_000 },
    async () => {
      const page = await confirmedFounder(`Kaveri Looms ${Date.now()}`)
      await visit(page, '/startups/startup-profile')
      const badge = page.getByTestId('startup-india-badge')
      const conditions = page.getByRole('list', { name: 'Startup India conditions' })

      await page.getByLabel('Company type').selectOption('Limited Liability Partnership (LLP)')
      // The LLP's own identifier, not a CIN.
      expect(await page.getByLabel('CIN', { exact: true }).count()).toBe(0)
      await page.getByLabel('LLPIN', { exact: true }).fill('aab-1234')
      await page.getByLabel('Founded on').fill('2021-06-01')
      await page.getByLabel('Headquarters').selectOption('Karnataka')
      await expect.poll(() => badge.textContent()).toContain('Startup India: details missing')
      await expect
        .poll(() => conditions.textContent())
        .toContain('Limited Liability Partnership (LLP) is a form DPIIT recognises.')
      await expect.poll(() => conditions.textContent()).toContain('Founded Jun 1, 2021')
      await expect
        .poll(() => conditions.textContent())
        .toContain('Add your highest annual turnover to check the turnover limit.')

      // A GSTIN of Karnataka with a wrong check character.
      await page.getByLabel('GSTIN').fill('29AAKCK4821M1Z1')
      await page.getByRole('button', { name: 'Save profile' }).click()
      await expect
        .poll(() => page.getByText('This GSTIN’s last character does not match the rest.').count())
        .toBeGreaterThan(0)
      expect(await page.getByLabel('GSTIN').getAttribute('aria-invalid')).toBe('true')
      const stored = () =>
        page.evaluate(async () => {
          const body = await (await fetch('/trpc/startups.profile.get')).json()
          const { companyType, llpin, gstin } = body.result.data.json.profile
          return { companyType, llpin, gstin }
        })
      expect(await stored()).toEqual({ companyType: null, llpin: null, gstin: null })

      // Corrected, it saves; with a turnover in Business & Team the startup is eligible.
      await page.getByLabel('GSTIN').fill('29AAKCK4821M1Z0')
      await page.getByRole('button', { name: 'Save profile' }).click()
      await saved(page, 'Startup profile saved')
      expect(await stored()).toEqual({
        companyType: 'Limited Liability Partnership (LLP)',
        llpin: 'AAB-1234',
        gstin: '29AAKCK4821M1Z0',
      })
      await visit(page, '/startups/full-profile')
      await page.getByLabel('Highest annual turnover').fill('8.4 Cr')
      await page.getByLabel('Highest annual turnover').blur()
      await page.getByRole('button', { name: 'Save Business & Team' }).click()
      await saved(page, 'Business & Team saved')
      await visit(page, '/startups/startup-profile')
      await expect.poll(() => badge.textContent()).toContain('Startup India eligible')
      await expect
        .poll(() => conditions.textContent())
        .toContain('Highest annual turnover ₹8.4\u00a0Cr: within ₹200\u00a0Cr for a startup.')
    },
  )

  it(
    'lets a founder download their data, refuses a wrong password, then erases the account and its startup',
    { timeout: 120_000 },
    async () => {
      const startupName = `Erased Looms ${Date.now()}`
      const page = await confirmedFounder(startupName)
      const email = await page.evaluate(async () => {
        const body = await (await fetch('/trpc/account.session')).json()
        return body.result.data.json.user.email as string
      })
      await visit(page, '/startups/settings')

      const download = page.waitForEvent('download')
      await page.getByRole('link', { name: 'Download my data' }).click()
      const file = await download
      expect(file.suggestedFilename()).toMatch(/^sangam-my-data-\d{4}-\d{2}-\d{2}\.json$/)
      const chunks: Buffer[] = []
      for await (const chunk of (await file.createReadStream())!) chunks.push(chunk as Buffer)
      expect(Buffer.concat(chunks).toString('utf8')).toContain(email)

      await page.getByRole('button', { name: 'Erase my account' }).click()
      const dialog = page.getByRole('alertdialog')
      await expect.poll(() => dialog.textContent()).toContain(startupName)
      browser.allowConsoleError(/400/)
      await dialog.getByLabel('Your password').fill('not-my-password')
      await dialog.getByRole('button', { name: 'Erase my account' }).click()
      await expect
        .poll(() => dialog.getByLabel('Your password').getAttribute('aria-invalid'))
        .toBe('true')
      expect(page.url()).toContain('/startups/settings')

      await dialog.getByLabel('Your password').fill('monsoon-orchard-31')
      await dialog.getByRole('button', { name: 'Erase my account' }).click()
      await page.waitForURL((url) => url.pathname === '/')
      await expect
        .poll(() => page.getByText(`Your account and ${startupName} are erased.`).count())
        .toBeGreaterThan(0)
      // The account is gone: its password no longer signs in.
      browser.allowConsoleError(/401/)
      await signIn(page, email, 'monsoon-orchard-31')
      await expect
        .poll(() => page.getByText('That email and password do not match an account.').count())
        .toBe(1)
    },
  )
})
