import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import {
  baseUrl,
  demo,
  hydrated,
  linkFromOutbox,
  openEmail,
  setupBrowser,
  signIn,
  violations,
  visit,
} from './support/browser'
import { inHindi } from './support/words'

const browser = setupBrowser()

async function shown(page: Page, text: string | RegExp) {
  await expect.poll(() => page.getByText(text).count(), { timeout: 15_000 }).toBeGreaterThan(0)
}

async function choose(page: Page, combobox: string, search: string) {
  const box = page.getByRole('combobox', { name: combobox })
  await box.fill(search)
  await box.press('Enter')
  await box.press('Escape')
}

const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10)
const decision =
  'Thank you for applying. We back companies with a little more traction; please write again next year.'

describe('a founder in Hindi and an investor in English, on one application', () => {
  it(
    'takes a founder who switches to Hindi from sign-up to a decision email in Hindi, reviewed in English',
    { timeout: 300_000 },
    async () => {
      const stamp = Date.now()
      const title = `Lucknow founders call ${stamp}`
      const startupName = `Awadh Crafts ${stamp}`
      const email = `shalini.${stamp}@example.com`

      // The investor, in English, opens a channel with one question.
      const investor = await browser.open()
      await signIn(investor, demo.investor)
      await investor.waitForURL('**/investors')
      await visit(investor, '/investors/channels/new')
      await investor.getByLabel('Title', { exact: true }).fill(title)
      await investor.getByLabel('Closes on').fill(tomorrow)
      await investor.getByRole('button', { name: 'Add question' }).click()
      await investor.getByLabel('Question', { exact: true }).fill('Who are your first customers?')
      await investor.getByRole('button', { name: 'Create draft channel' }).click()
      await investor.waitForURL(/\/investors\/channels\/[0-9a-f-]{36}$/)
      const channelId = new URL(investor.url()).pathname.split('/').at(-1)!
      await investor.getByRole('button', { name: 'Open channel' }).click()
      await investor.getByRole('alertdialog').getByRole('button', { name: 'Open channel' }).click()
      await shown(investor, 'Channel opened')

      // A founder arrives in English and switches to Hindi from the header.
      const founder = await browser.open({ width: 390, height: 844 })
      await visit(founder, '/sign-up')
      expect(await founder.getAttribute('html', 'lang')).toBe('en')
      await founder.getByLabel('Menu').click()
      await founder
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('button', { name: 'हिन्दी' })
        .click()
      await founder.waitForURL(`${baseUrl}/sign-up`)
      await hydrated(founder)
      expect(await founder.getAttribute('html', 'lang')).toBe('hi')

      // Signs up, in Hindi, and confirms the address from the email.
      await founder.getByLabel(inHindi('auth.signUp.name')).fill('Shalini Verma')
      await founder.getByLabel(inHindi('auth.signUp.email')).fill(email)
      await founder.getByLabel(inHindi('auth.field.password')).fill('chikankari-loom-27')
      await founder.getByLabel(inHindi('auth.field.startupName')).fill(startupName)
      await founder.getByRole('button', { name: inHindi('auth.signUp.submit') }).click()
      await expect.poll(() => founder.getByTestId('sign-up-sent-to').textContent()).toBe(email)
      const admin = await browser.open()
      await signIn(admin, demo.admin)
      await admin.waitForURL('**/admin')
      await founder.goto(await linkFromOutbox(admin, email, '/api/auth/verify-email'))
      await founder.waitForURL('**/welcome?**')
      await hydrated(founder)
      await founder.getByRole('button', { name: inHindi('auth.welcome.start.submit') }).click()
      await founder.waitForURL('**/startups')
      expect(await founder.getAttribute('html', 'lang')).toBe('hi')

      // Fills the startup profile in Hindi: the option lists show Hindi labels, the data keeps
      // its English keys.
      await visit(founder, '/startups/startup-profile')
      await founder
        .getByLabel(inHindi('founder.profile.basics.oneLiner'))
        .fill('Chikankari from Lucknow artisans, sold straight to boutiques')
      await founder
        .getByLabel(inHindi('founder.profile.where.headquarters'))
        .selectOption('Uttar Pradesh')
      await choose(
        founder,
        inHindi('founder.profile.what.sectors'),
        inHindi('option.sectors.Commerce and Shopping'),
      )
      await founder
        .getByLabel(inHindi('founder.profile.stage.developmentStage'))
        .selectOption('Launched')
      await founder.getByLabel(inHindi('founder.profile.stage.teamSize')).fill('6')
      await founder.getByRole('button', { name: inHindi('founder.profile.save') }).click()
      await shown(founder, inHindi('founder.profile.saved'))
      expect(await violations(founder)).toEqual([])

      // Applies to the channel, in Hindi.
      await visit(founder, `/startups/apply/${channelId}`)
      await founder.getByRole('button', { name: inHindi('apply.flow.continue') }).click()
      await founder
        .getByLabel('Who are your first customers?')
        .fill('Eleven boutiques in Delhi and Pune')
      await founder.getByRole('button', { name: inHindi('apply.flow.review') }).click()
      await shown(founder, 'Eleven boutiques in Delhi and Pune')
      await founder.getByRole('button', { name: inHindi('apply.flow.submit') }).click()
      await founder.waitForURL('**/startups#applications')

      // The investor, still in English, reviews the same application and says no, with a reason.
      await visit(investor, `/investors/applications?channelId=${channelId}`)
      const row = investor.getByRole('link', { name: startupName })
      await row.waitFor()
      await row.click()
      await investor.waitForURL(/\/investors\/applications\/[0-9a-f-]{36}\?list=/)
      expect(await investor.getAttribute('html', 'lang')).toBe('en')
      const card = investor.getByRole('region', { name: title })
      await card.waitFor()
      await shown(investor, 'Eleven boutiques in Delhi and Pune')
      const move = card.getByLabel(`Move the application of ${startupName} to`)
      await move.selectOption('rejected')
      await card.getByRole('button', { name: 'Move', exact: true }).click()
      const dialog = investor.getByRole('dialog')
      await dialog.getByLabel('Message to the founder').fill(decision)
      await dialog.getByLabel('Reason the founder will see').selectOption({ label: 'Too early' })
      await dialog.getByRole('button', { name: 'Reject and notify' }).click()
      await shown(investor, `${startupName} was rejected and told why`)

      // The founder sees it in Hindi on their home…
      await visit(founder, '/startups')
      await shown(founder, decision)
      await shown(founder, inHindi('option.rejectionReasons.too_early'))

      // …and the decision email went out in Hindi: its subject, and the reason's Hindi label.
      const subject = inHindi('email.decision.subject.rejected', { channel: title })
      await openEmail(admin, email, subject)
      await shown(admin, decision)
      await shown(admin, inHindi('option.rejectionReasons.too_early'))
    },
  )
})
