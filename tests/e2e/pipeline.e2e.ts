import { AxeBuilder } from '@axe-core/playwright'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { demo, keysListening, setupBrowser, signIn, visit } from './support/browser'

const browser = setupBrowser()

/** Serious and critical WCAG 2.1 AA violations within `selector`, as "rule: help" lines. */
async function violations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include(selector)
    .analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`)
}

/** tRPC over HTTP from inside the page, with the page's cookies, as the app itself calls it. */
async function trpc<T>(page: Page, path: string, input?: unknown, method = 'GET'): Promise<T> {
  return page.evaluate(
    async ({ path, input, method }) => {
      const wrapped = JSON.stringify({ json: input })
      const response =
        method === 'GET'
          ? await fetch(
              `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(wrapped)}`}`,
            )
          : await fetch(`/trpc/${path}`, {
              method,
              headers: { 'content-type': 'application/json' },
              body: wrapped,
            })
      const body = await response.json()
      if (!response.ok) throw new Error(`${path}: ${body.error?.json?.message}`)
      return body.result.data.json
    },
    { path, input, method },
  ) as Promise<T>
}

type Stage = { key: string; name: string; archived: boolean; applications: number }

async function toast(page: Page, text: string) {
  await expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0)
}

/** The active stages' names as the journey lists them, in order. */
async function shownOrder(section: Locator) {
  return section.locator('li[data-stage] p.font-medium').allInnerTexts()
}

/** How many applications the journey says a stage holds now. */
async function shownCount(section: Locator, key: string) {
  const count = section.locator(`li[data-stage="${key}"] [data-applications]`)
  return Number(await count.getAttribute('data-applications'))
}

describe('the pipeline in the investor settings', () => {
  it(
    'lets an owner add, rename, move and archive a stage, its applications moving to another stage',
    { timeout: 150_000 },
    async () => {
      // Names of this run only: the browser suite shares one database.
      const run = String(Date.now()).slice(-5)
      const added = `Partner meeting ${run}`
      const renamed = `Partner call ${run}`
      // The name already taken below is refused on purpose.
      browser.allowConsoleError(/status of 400/)
      const page = await browser.open()
      await signIn(page, demo.investor)
      await page.waitForURL('**/investors')
      await visit(page, '/investors/settings')
      const section = page.getByRole('region', { name: 'Pipeline' })
      const journey = section.getByRole('list', {
        name: 'Your pipeline, in the order applications move',
      })
      await journey.waitFor()
      const before = (
        await trpc<{ stages: Stage[]; canEdit: boolean }>(page, 'investors.pipeline.stages')
      ).stages.filter((stage) => !stage.archived)
      expect(await shownOrder(section)).toEqual(before.map((stage) => stage.name))
      const shortlisted = before.find((stage) => stage.key === 'shortlisted')!
      expect(await shownCount(section, 'shortlisted')).toBe(shortlisted.applications)
      expect(shortlisted.applications).toBeGreaterThanOrEqual(2)
      const items = await journey.getByRole('listitem').allInnerTexts()
      expect(items[0]).toContain('Submitted')
      expect(items.at(-1)).toContain('Accepted / Rejected')
      expect(await violations(page, 'main')).toEqual([])

      // A name the pipeline has already is refused at the field.
      const form = section.getByRole('form', { name: 'Add a stage' })
      const name = form.getByLabel('Name', { exact: true })
      await name.fill(shortlisted.name)
      await form.getByLabel('What founders see').selectOption({ label: 'Shortlisted' })
      await form.getByRole('button', { name: 'Add stage' }).click()
      const taken = form.getByText(`Another stage is already called “${shortlisted.name}”.`)
      await expect.poll(() => taken.count()).toBe(1)
      expect(await name.getAttribute('aria-invalid')).toBe('true')

      await name.fill(added)
      await form.getByRole('button', { name: 'Add stage' }).click()
      await toast(page, `Stage “${added}” added.`)
      await expect
        .poll(() => shownOrder(section))
        .toEqual([...before.map((stage) => stage.name), added])
      const key = (await section.locator('li[data-stage]').last().getAttribute('data-stage'))!
      expect(await shownCount(section, key)).toBe(0)
      expect(await section.locator(`li[data-stage="${key}"]`).innerText()).toContain(
        'Founders see: Shortlisted',
      )

      await section.getByRole('button', { name: `Edit “${added}”` }).click()
      const edit = page.getByRole('dialog', { name: `Edit “${added}”` })
      await edit.getByLabel('Name', { exact: true }).fill(renamed)
      await edit.getByRole('button', { name: 'Save stage' }).click()
      await toast(page, `Stage “${renamed}” saved.`)
      expect(await page.getByRole('dialog').count()).toBe(0)
      await expect.poll(() => shownOrder(section)).toEqual([...before.map((s) => s.name), renamed])

      // Up one place with the keyboard; the keyboard stays on the arrow.
      const up = section.getByRole('button', { name: `Move “${renamed}” up` })
      await up.focus()
      await page.keyboard.press('Enter')
      const last = before.at(-1)!
      await toast(page, `“${renamed}” moved up, before “${last.name}”.`)
      const reordered = [...before.slice(0, -1).map((s) => s.name), renamed, last.name]
      await expect.poll(() => shownOrder(section)).toEqual(reordered)
      expect(await up.evaluate((button) => button === document.activeElement)).toBe(true)
      // The server has the same order.
      const stored = await trpc<{ stages: Stage[] }>(page, 'investors.pipeline.stages')
      expect(stored.stages.filter((s) => !s.archived).map((s) => s.name)).toEqual(reordered)

      // Two shortlisted applications move to the new stage, as a teammate would on the review
      // screen: their founders still see "Shortlisted".
      const list = await trpc<{ rows: { id: string }[]; total: number }>(
        page,
        'investors.applications.list',
        {
          status: 'shortlisted',
        },
      )
      const moving = list.rows.slice(0, 2).map((row) => row.id)
      expect(
        await trpc(
          page,
          'investors.applications.setStatus',
          { applicationIds: moving, status: key },
          'POST',
        ),
      ).toEqual({ moved: 2, skipped: 0 })
      await visit(page, '/investors/settings')
      await journey.waitFor()
      expect(await shownCount(section, key)).toBe(2)
      expect(await shownCount(section, 'shortlisted')).toBe(shortlisted.applications - 2)
      expect(await section.locator(`li[data-stage="${key}"]`).innerText()).toContain(
        '2 applications',
      )

      // Archiving it asks where they go; back to the stage they came from.
      await section.getByRole('button', { name: `Archive “${renamed}”` }).click()
      const archive = page.getByRole('dialog', { name: `Archive “${renamed}”?` })
      const target = archive.getByLabel('Move its 2 applications to')
      await target.selectOption({
        label: `${shortlisted.name} (founders see Shortlisted)`,
      })
      expect(await archive.innerText()).toContain(
        'Their founders still see “Shortlisted” and are not notified.',
      )
      expect(await violations(page, '[role="dialog"]')).toEqual([])
      await archive.getByRole('button', { name: 'Move and archive' }).click()
      await toast(page, `“${renamed}” archived. Its 2 applications moved to “${shortlisted.name}”.`)
      expect(await page.getByRole('dialog').count()).toBe(0)
      await expect.poll(() => shownOrder(section)).toEqual(before.map((stage) => stage.name))
      expect(await shownCount(section, 'shortlisted')).toBe(shortlisted.applications)
      // Focus is not lost with the archived stage's row.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
        .toMatch(/^Your pipeline/)

      // Listed by name under the archived stages, folded until opened.
      const archivedList = section.getByRole('list', { name: 'Archived stages' })
      expect(await archivedList.isVisible()).toBe(false)
      await section.locator('summary').click()
      await expect.poll(() => archivedList.getByText(renamed, { exact: true }).count()).toBe(1)

      // The applications are back where they were, still shortlisted.
      const after = await trpc<{ total: number }>(page, 'investors.applications.list', {
        status: 'shortlisted',
      })
      expect(after.total).toBe(list.total)
    },
  )
})

describe('the demo fund’s own pipeline across the product', () => {
  const stages = ['First call', 'Partner meeting', 'Investment committee', 'Term sheet']

  it(
    'names its stages in the list, the review screen, triage, the dashboard and the CSV; founders see only the status',
    { timeout: 150_000 },
    async () => {
      const page = await browser.open()
      await signIn(page, demo.investor)
      await page.waitForURL('**/investors')

      // The list's status tabs: the fund's stages by name, in its order, between the fixed ends.
      await visit(page, '/investors/applications')
      const tabs = page.getByRole('group', { name: 'Status' })
      await tabs.waitFor()
      const tabNames = (await tabs.getByRole('button').allInnerTexts()).map((text) =>
        text.replace(/\s*[\d,]+$/, '').trim(),
      )
      const at = (name: string) => tabNames.indexOf(name)
      for (const name of stages) expect(at(name), name).toBeGreaterThan(at('Submitted'))
      expect(stages.map(at)).toEqual([...stages.map(at)].sort((a, b) => a - b))
      expect(at('Accepted')).toBeGreaterThan(at('Term sheet'))

      // Filtered by a stage's key, every row is in that stage.
      await visit(page, '/investors/applications?status=term-sheet')
      const rows = page.locator('tbody tr')
      await expect.poll(() => rows.count()).toBeGreaterThan(0)
      const badges = await rows.getByText('Term sheet', { exact: true }).count()
      expect(badges).toBe(await rows.count())

      // The review screen names the stage and offers the fund's other stages as moves.
      const link = rows.first().locator('[data-startup-link]')
      const name = (await link.innerText()).trim()
      await link.click()
      await page.waitForURL('**/investors/applications/**')
      // The startup may have applied to several channels: the application in "Term sheet" is the
      // one whose moves are every other stage.
      const moves = page.getByLabel(`Move the application of ${name} to`)
      await moves.first().waitFor()
      expect(await page.getByText('Term sheet', { exact: true }).count()).toBeGreaterThan(0)
      const offered = await Promise.all(
        (await moves.all()).map((select) => select.locator('option').allInnerTexts()),
      )
      expect(offered).toContainEqual([
        'Move to…',
        'Submitted',
        'First call',
        'Partner meeting',
        'Investment committee',
        'Accept…',
        'Reject…',
      ])

      // Triage's s moves to the fund's next stage; u takes it back before it is sent.
      await visit(page, '/investors/applications/triage?status=shortlisted&sort=oldest')
      await page.getByRole('heading', { level: 2 }).waitFor()
      await keysListening(page)
      const first = (await page.getByRole('heading', { level: 2 }).innerText()).trim()
      // The fund's stages are loaded once the next-stage button is enabled.
      const next = page.getByRole('button', { name: /^Next stage/ })
      await expect.poll(() => next.isEnabled()).toBe(true)
      await page.keyboard.press('s')
      await page.getByText(`Moved ${first} to Investment committee`).waitFor()
      await page.keyboard.press('u')
      await page.getByText(`Undone: Moved ${first} to Investment committee`).waitFor()

      // The dashboard's funnel steps are the fund's, in its order.
      await visit(page, '/investors/dashboard')
      const funnel = page.getByRole('region', { name: 'Funnel per channel' })
      await funnel.getByRole('button', { name: 'Table' }).click()
      const headers = await funnel.getByRole('columnheader').allInnerTexts()
      expect(headers.map((h) => h.trim())).toEqual(['Channel', 'Submitted', ...stages, 'Accepted'])

      // The CSV has the stage beside the status founders see.
      const csv = await page.evaluate(async () =>
        (await fetch('/api/applications/export?status=term-sheet')).text(),
      )
      const [header, ...lines] = csv.trim().split(/\r?\n/)
      const columns = header!.split(',')
      const status = columns.indexOf('Status')
      const stage = columns.indexOf('Pipeline stage')
      expect(stage).toBe(status + 1)
      const listed = await trpc<{ total: number }>(page, 'investors.applications.list', {
        status: 'term-sheet',
      })
      expect(lines.length).toBe(listed.total)
      for (const line of lines) {
        expect(line).toContain(',Due diligence,Term sheet,')
      }

      // The demo founder's application to the fund shows the status, never a stage's name.
      const founder = await browser.open()
      await signIn(founder, demo.founder)
      await founder.waitForURL((url) => url.pathname.startsWith('/startups'))
      await visit(founder, '/startups')
      const own = founder.getByTestId('own-application').filter({ hasText: 'Kaveri Capital' })
      await own.first().waitFor()
      const text = await founder.locator('main').innerText()
      for (const internal of [
        'Investment committee',
        'Term sheet',
        'Partner meeting',
        'First call',
      ])
        expect(text, internal).not.toContain(internal)
    },
  )
})
