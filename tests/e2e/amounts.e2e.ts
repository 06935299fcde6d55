import { describe, expect, it } from 'vitest'

import { demo, setupBrowser, signIn, visit } from './support/browser'

const browser = setupBrowser()

describe('amount fields', () => {
  it('show what was typed as an amount with Indian grouping once the field is left', async () => {
    const page = await browser.open({ width: 1280, height: 800 })
    await signIn(page, demo.founder)
    await page.waitForURL('**/startups**')
    await visit(page, '/startups/startup-profile')
    const raise = page.getByLabel('Planned raise')
    // The saved amount reads with lakh and crore grouping, not as a run of digits.
    await expect.poll(() => raise.inputValue()).toMatch(/^\d{1,2}(,\d\d)*,\d{3}$/)

    await raise.fill('2 Cr')
    expect(await raise.inputValue()).toBe('2 Cr')
    await raise.blur()
    expect(await raise.inputValue()).toBe('2,00,00,000')
    await page.getByText('₹2\u00a0Cr (₹2,00,00,000)').waitFor()

    // Typing on from the grouped form reads it as the amount it shows.
    await raise.fill('45,00,000')
    await raise.blur()
    expect(await raise.inputValue()).toBe('45,00,000')
    await page.getByText('₹45\u00a0L (₹45,00,000)').waitFor()
  })
})
