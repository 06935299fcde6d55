import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { demo, hydrated, setupBrowser, signIn, visit } from './support/browser'

const browser = setupBrowser()

type SavedTemplate = {
  id: string
  name: string
  decision: string
  reason: string | null
  body: string
}

/** WCAG 2.1 AA violations within `selector`, as "rule: help" lines. */
async function violations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include(selector)
    .analyze()
  return results.violations.map((v) => `${v.id}: ${v.help}`)
}

/** The team's saved templates as the server has them. */
function savedTemplates(page: Page): Promise<SavedTemplate[]> {
  return page.evaluate(async () => {
    const body = await (await fetch('/trpc/investors.messageTemplates.list')).json()
    return body.result.data.json.saved as SavedTemplate[]
  })
}

describe('message templates in the investor settings', () => {
  it(
    'lets an investor add a template with a placeholder button, fix an unknown placeholder, edit and delete it',
    { timeout: 90_000 },
    async () => {
      const name = `Warm no ${Date.now()}`
      const page = await browser.open()
      await signIn(page, demo.investor)
      await page.waitForURL('**/investors')
      await visit(page, '/investors/settings')
      const section = page.getByRole('region', { name: 'Message templates' })
      const list = section.getByRole('list', { name: 'Your team’s templates' })
      // The demo team's own templates are listed, so Sangam's standard ones are not offered.
      await expect.poll(() => list.getByText('Rejection · Too early').count()).toBe(1)
      expect(await section.getByText('Sangam’s standard rejection messages').count()).toBe(0)
      expect(await violations(page, 'main')).toEqual([])

      await section.getByRole('button', { name: 'Add template' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add template' })
      await dialog.getByLabel('Name', { exact: true }).fill(name)
      await dialog.getByLabel('Reason', { exact: true }).selectOption({ label: 'Traction' })
      const message = dialog.getByLabel('Message', { exact: true })
      await message.fill('Dear , thank you for applying. We will not take it further for now.')
      // The cursor after "Dear ", then the button puts {founder} there and returns to the message.
      await message.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(5, 5))
      await dialog.getByRole('button', { name: 'Insert {founder}' }).click()
      await expect
        .poll(() => message.inputValue())
        .toBe('Dear {founder}, thank you for applying. We will not take it further for now.')
      await expect.poll(() => message.evaluate((el) => el === document.activeElement)).toBe(true)
      await page.keyboard.type('dear ')
      expect(await message.inputValue()).toMatch(/^Dear \{founder\}dear , thank you/)
      await message.fill('Dear {founder}, thank you for applying. We will not take it further.')
      // The preview fills the placeholder with a sample value.
      expect(await dialog.getByText('Dear Asha, thank you for applying.').count()).toBe(1)
      await dialog.getByRole('button', { name: 'Add template' }).click()
      await expect.poll(() => page.getByText('Template added.').count()).toBeGreaterThan(0)
      expect(await page.getByRole('dialog').count()).toBe(0)

      const row = list.getByRole('listitem').filter({ hasText: name })
      await expect.poll(() => row.count()).toBe(1)
      expect(await row.innerText()).toContain('Rejection · Traction')
      const added = (await savedTemplates(page)).find((t) => t.name === name)
      expect(added).toMatchObject({
        decision: 'rejected',
        reason: 'traction',
        body: 'Dear {founder}, thank you for applying. We will not take it further.',
      })

      // An unknown placeholder is refused at the message, and nothing is saved.
      await row.getByRole('button', { name: `Edit “${name}”` }).click()
      const edit = page.getByRole('dialog', { name: 'Edit template' })
      await edit
        .getByLabel('Message', { exact: true })
        .fill('Dear {name}, thank you for applying to {channel}.')
      await edit.getByRole('button', { name: 'Save template' }).click()
      const error = edit.getByRole('alert').filter({ hasText: 'Unknown placeholder {name}' })
      await expect.poll(() => error.count()).toBe(1)
      expect(await edit.getByLabel('Message', { exact: true }).getAttribute('aria-invalid')).toBe(
        'true',
      )
      expect(
        await edit
          .getByLabel('Message', { exact: true })
          .evaluate((el) => el === document.activeElement),
      ).toBe(true)
      expect((await savedTemplates(page)).find((t) => t.id === added!.id)?.body).toBe(added!.body)
      expect(await violations(page, '[role="dialog"]')).toEqual([])

      // Fixed, and made an acceptance: it has no reason then.
      await edit.getByLabel('Name', { exact: true }).fill(`${name} (edited)`)
      await edit.getByRole('radio', { name: 'Acceptance' }).check()
      expect(await edit.getByLabel('Reason', { exact: true }).count()).toBe(0)
      await edit
        .getByLabel('Message', { exact: true })
        .fill('Dear {founder}, we would like to back {startup}. We will write this week.')
      await edit.getByRole('button', { name: 'Save template' }).click()
      await expect
        .poll(() => page.getByText(`Template “${name} (edited)” saved.`).count())
        .toBeGreaterThan(0)
      const edited = list.getByRole('listitem').filter({ hasText: `${name} (edited)` })
      await expect.poll(() => edited.count()).toBe(1)
      expect(await edited.innerText()).toContain('Acceptance')
      expect((await savedTemplates(page)).find((t) => t.id === added!.id)).toMatchObject({
        name: `${name} (edited)`,
        decision: 'accepted',
        reason: null,
      })

      await edited.getByRole('button', { name: `Delete “${name} (edited)”` }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete template' }).click()
      await expect
        .poll(() => page.getByText(`Template “${name} (edited)” deleted.`).count())
        .toBeGreaterThan(0)
      await expect.poll(() => list.getByRole('listitem').filter({ hasText: name }).count()).toBe(0)
      expect((await savedTemplates(page)).some((t) => t.id === added!.id)).toBe(false)
    },
  )
})

describe('message templates on the review screen', () => {
  it(
    'offers the team’s saved messages in the reject dialog, filled in for the application',
    { timeout: 90_000 },
    async () => {
      const page = await browser.open()
      await signIn(page, demo.investor)
      await page.waitForURL('**/investors')
      await visit(page, '/investors/applications?status=submitted&sort=oldest')
      const link = page.locator('main table tbody [data-startup-link]').first()
      const name = await link.innerText()
      await link.click()
      await page.waitForURL(/\/investors\/applications\/[0-9a-f-]{36}\?list=/)
      await hydrated(page)
      const card = page
        .getByRole('region')
        .filter({ has: page.getByLabel(`Move the application of ${name} to`) })
        .first()
      const channel = await card.getByRole('heading', { level: 2 }).innerText()
      await card.getByLabel(`Move the application of ${name} to`).selectOption('rejected')
      await card.getByRole('button', { name: 'Move', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: `Reject ${name}?` })
      const message = dialog.getByLabel('Message to the founder')
      const saved = dialog.getByLabel('Saved message')
      // A rejection's saved messages are its reason's: none is offered before the reason.
      expect(await saved.count()).toBe(0)

      await dialog.getByLabel('Reason the founder will see').selectOption({ label: 'Too early' })
      await expect
        .poll(() => saved.locator('option:checked').innerText())
        .toBe('Too early, keep in touch')
      const filled = await message.inputValue()
      expect(filled).toContain(
        `Thank you for applying to ${channel}. We enjoyed reading about ${name},`,
      )
      expect(filled).toMatch(/^Dear \S+,/)
      expect(filled).not.toContain('{')
      expect(await saved.locator('option').allInnerTexts()).toEqual([
        'Write your own',
        'Too early, keep in touch',
        'Not this time',
      ])
      expect(await violations(page, '[role="dialog"]')).toEqual([])

      // Another saved message replaces it; the text stays the reviewer's to edit and send.
      await saved.selectOption({ label: 'Not this time' })
      await expect.poll(() => message.inputValue()).toContain(`The team discussed ${name}`)
      await message.fill(`${await message.inputValue()}\n\nWe will keep an eye on you.`)
      const sent = await message.inputValue()
      await dialog.getByRole('button', { name: 'Reject and notify' }).click()
      await expect
        .poll(() => page.getByText(`${name} was rejected and told why`).count())
        .toBeGreaterThan(0)
      await expect.poll(() => page.getByText('We will keep an eye on you.').count()).toBe(1)
      expect(sent).toContain('The team discussed')
    },
  )
})
