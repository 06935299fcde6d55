import { describe, expect, it } from 'vitest'

import { demo, setupBrowser, signIn, visit } from './support/browser'

const browser = setupBrowser()

describe('investor channels', () => {
  it(
    'lets an investor create a channel with two questions and open it',
    { timeout: 90_000 },
    async () => {
      const title = `Climate hardware seed ${Date.now()}`
      const page = await browser.open()
      await signIn(page, demo.investor)
      await page.waitForURL('**/investors')
      await visit(page, '/investors/channels')
      const channelCount = () =>
        page.evaluate(async () => {
          const body = await (await fetch('/trpc/investors.channels.list')).json()
          return (body.result.data.json as unknown[]).length
        })
      const before = await channelCount()
      // The form comes first: opening it and going back leaves no "Untitled channel" behind.
      await page.getByRole('link', { name: 'New channel' }).first().click()
      await page.waitForURL('**/investors/channels/new')
      await page.getByLabel('Title', { exact: true }).waitFor()
      await page.goBack()
      await page.waitForURL('**/investors/channels')
      expect(await channelCount()).toBe(before)

      await page.getByRole('link', { name: 'New channel' }).first().click()
      await page.waitForURL('**/investors/channels/new')
      await page.getByLabel('Title', { exact: true }).fill(title)
      await page.getByRole('button', { name: 'Add question' }).click()
      await page.getByRole('button', { name: 'Add question' }).click()
      const questions = page.getByLabel('Question', { exact: true })
      await questions.nth(0).fill('Why is now the right time?')
      await questions.nth(1).fill('Which cities are you live in?')
      await page.getByRole('button', { name: 'Create draft channel' }).click()
      await page.waitForURL(/\/investors\/channels\/[0-9a-f-]{36}$/)
      await expect.poll(() => page.getByText('Draft channel created').count()).toBeGreaterThan(0)
      expect(await channelCount()).toBe(before + 1)

      await page.getByRole('button', { name: 'Open channel' }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Open channel' }).click()
      await expect.poll(() => page.getByText('Channel opened').count()).toBeGreaterThan(0)

      const id = new URL(page.url()).pathname.split('/').at(-1)!
      const saved = await page.evaluate(async (channelId) => {
        const input = encodeURIComponent(JSON.stringify({ json: { id: channelId } }))
        const body = await (await fetch(`/trpc/investors.channels.get?input=${input}`)).json()
        return body.result.data.json.channel as {
          title: string
          status: string
          questions: { label: string }[]
        }
      }, id)
      expect(saved).toMatchObject({ title, status: 'open' })
      expect(saved.questions.map((q) => q.label)).toEqual([
        'Why is now the right time?',
        'Which cities are you live in?',
      ])

      await visit(page, '/investors/channels')
      await expect.poll(() => page.getByRole('link', { name: title, exact: true }).count()).toBe(1)
    },
  )

  it(
    'opens the applications list filtered to a channel’s overdue applications',
    { timeout: 60_000 },
    async () => {
      const page = await browser.open()
      await signIn(page, demo.investor)
      await page.waitForURL('**/investors')
      await visit(page, '/investors/channels')
      const overdue = page.getByRole('link', { name: /^\d+ overdue applications of / }).first()
      await overdue.waitFor()
      const count = Number((await overdue.getAttribute('aria-label'))!.split(' ')[0])
      await overdue.click()
      await page.waitForURL(/\/investors\/applications\?.*status=overdue/)
      const url = new URL(page.url())
      expect(url.searchParams.get('channelId')).toMatch(/^[0-9a-f-]{36}$/)
      await expect
        .poll(() => page.getByText(`${count} applications match these filters.`).count())
        .toBe(1)
    },
  )
})
