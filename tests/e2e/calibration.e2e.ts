import { describe, expect, it } from 'vitest'

import { demo, hydrated, setupBrowser, signIn, visit, violations } from './support/browser'

const browser = setupBrowser()

// The demo fund's teammates have habits (src/server/db/demo/reviews.ts): Kabir scores traction
// and market a point high, Sneha everything most of a point low.
const kabir = 'kabir.malhotra@demo.sangam.test'

describe('calibrated team scores', () => {
  it('ranks the list by calibrated score, shows it beside the average, and each habit to owners only', async () => {
    const owner = await browser.open()
    await signIn(owner, demo.investor)
    await owner.waitForURL((url) => url.pathname.startsWith('/investors'))

    await visit(owner, '/investors/applications?sort=calibrated')
    await expect
      .poll(() => owner.getByText(/Applications you have rated come first/).count())
      .toBe(1)
    await expect.poll(() => owner.getByLabel('Sort applications').inputValue()).toBe('calibrated')
    // The first rows are ones the owner rated: each shows the team's average, theirs and the
    // calibrated score, in order from the highest.
    const calibrated = owner.getByText(/^calibrated \d\.\d$/)
    await expect.poll(() => calibrated.count()).toBeGreaterThan(3)
    const scores = (await calibrated.allTextContents()).map((t) => Number(t.split(' ')[1]))
    const ranked = scores.slice(0, 10)
    expect(ranked).toEqual([...ranked].sort((a, b) => b - a))
    expect(await violations(owner)).toEqual([])

    // Its review screen shows the calibrated score with the sentence that explains it.
    await owner.locator('[data-startup-link]').first().click()
    await owner.waitForURL((url) => /^\/investors\/applications\/[0-9a-f-]{36}$/.test(url.pathname))
    await hydrated(owner)
    // The startup's application the owner rated (it may have applied to other calls too) shows
    // the score the list ranked it by, with the sentence that explains it.
    const ratings = owner
      .getByRole('region', { name: 'Ratings' })
      .filter({ hasText: 'Your rating' })
      .first()
    await expect
      .poll(() => ratings.locator('p', { hasText: 'Calibrated' }).locator('strong').textContent())
      .toBe(scores[0]!.toFixed(1))
    await expect
      .poll(() => ratings.getByText(/Adjusted for each reviewer’s usual scoring/).count())
      .toBe(1)

    // The owner sees how each teammate scores; Kabir's and Sneha's habits show.
    await visit(owner, '/investors/dashboard')
    const habits = owner.getByRole('region', { name: 'How each reviewer scores' })
    await expect
      .poll(() => habits.getByText('Only the team’s owners see this card.').count())
      .toBe(1)
    await expect
      .poll(() => habits.locator('li', { hasText: 'Kabir Malhotra' }).textContent())
      .toMatch(/Scores \d\.\d higher than the team on (Traction|Market)\./)
    await expect
      .poll(() => habits.locator('li', { hasText: 'Sneha Kulkarni' }).textContent())
      .toMatch(/Scores \d\.\d lower than the team on \w+\./)
    expect(await violations(owner)).toEqual([])

    // A member's dashboard has no such card.
    const member = await browser.open()
    await signIn(member, kabir)
    await member.waitForURL((url) => url.pathname.startsWith('/investors'))
    await visit(member, '/investors/dashboard')
    await expect
      .poll(() => member.getByRole('region', { name: 'Reviewer activity' }).count())
      .toBe(1)
    expect(await member.getByRole('region', { name: 'How each reviewer scores' }).count()).toBe(0)
  })
})
