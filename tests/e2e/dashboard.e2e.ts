import { describe, expect, it } from 'vitest'

import { demo, hydrated, setupBrowser, signIn, visit } from './support/browser'

const browser = setupBrowser()

describe('the investor dashboard', () => {
  it('draws every chart from the demo data, its tables show the same numbers, and a bar opens its applications', async () => {
    const page = await browser.open()
    await signIn(page, demo.investor)
    await page.waitForURL((url) => url.pathname.startsWith('/investors'))
    await visit(page, '/investors/dashboard')
    await hydrated(page)

    // Every chart draws bars (a year of demo applications).
    for (const title of [
      'Applications per week',
      'Applications by stage',
      'Reviewer activity',
      'Funnel per channel',
      'Time to answer, against each promise',
      'By sector',
      'By state',
    ]) {
      const region = page.getByRole('region', { name: title })
      await expect
        .poll(() => region.locator('svg .recharts-bar-rectangle').count(), { message: title })
        .toBeGreaterThan(0)
    }

    // The stage chart's bar labels, then the same figures in its table: submitted, the demo
    // fund's stages in its order, then the decisions and the withdrawn.
    const status = page.getByRole('region', { name: 'Applications by stage' })
    const drawn = (await status.locator('svg .recharts-label-list text').allTextContents()).map(
      Number,
    )
    expect(drawn.length).toBeGreaterThanOrEqual(7)
    await status.getByRole('button', { name: 'Table' }).click()
    const cells = status.locator('tbody tr')
    await expect.poll(() => cells.count()).toBe(drawn.length)
    const tabled: number[] = []
    const names: string[] = []
    for (let i = 0; i < drawn.length; i++) {
      tabled.push(
        Number((await cells.nth(i).locator('td').first().textContent())!.replace(/,/g, '')),
      )
      names.push((await cells.nth(i).locator('th').textContent())!.trim())
    }
    expect(tabled).toEqual(drawn)
    expect(names.slice(0, 1)).toEqual(['Submitted'])
    expect(names.slice(-3)).toEqual(['Accepted', 'Rejected', 'Withdrawn'])
    const total = Number(
      (await page
        .getByRole('link', { name: /^[\d,]+$/ })
        .first()
        .textContent())!.replace(/,/g, ''),
    )
    expect(tabled.reduce((a, b) => a + b, 0)).toBe(total)
    expect(total).toBeGreaterThan(100)

    // Back to the chart: the Rejected bar opens the list of exactly those applications.
    await status.getByRole('button', { name: 'Chart' }).click()
    const rejectedBar = names.indexOf('Rejected')
    const rejected = drawn[rejectedBar]!
    await status.locator('svg .recharts-bar-rectangle').nth(rejectedBar).click()
    await page.waitForURL((url) => url.pathname === '/investors/applications')
    const url = new URL(page.url())
    expect(url.searchParams.get('status')).toBe('rejected')
    expect(url.searchParams.get('submittedFrom')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /applications?$/ })
          .textContent(),
      )
      .toBe(
        `${rejected.toLocaleString('en-IN')} ${rejected === 1 ? 'application' : 'applications'}`,
      )
  })

  it('says there is nothing to chart in a period without applications, instead of empty axes', async () => {
    const page = await browser.open()
    await signIn(page, demo.investor)
    await page.waitForURL((url) => url.pathname.startsWith('/investors'))
    await visit(page, '/investors/dashboard?from=2020-01-01&to=2020-01-31')
    await page.getByText('No applications in this period').waitFor()
    expect(await page.getByRole('region', { name: 'Applications per week' }).count()).toBe(0)
    expect(await page.locator('svg.recharts-surface').count()).toBe(0)
  })
})
