import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { demo, hydrated, setupBrowser, signIn, visit } from './support/browser'

const browser = setupBrowser()

/** A real PDF of `count` 16:9 pages, each saying which it is. */
function deckPdf(count: number): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  const kids: number[] = []
  for (let n = 1; n <= count; n++) {
    const text = `BT /F1 48 Tf 80 300 Td (Browser test slide ${n}) Tj ET`
    objects.push(`<< /Length ${text.length} >>\nstream\n${text}\nendstream`)
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 960 540] /Resources << /Font << /F1 3 0 R >> >> /Contents ${objects.length} 0 R >>`,
    )
    kids.push(objects.length)
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((id) => `${id} 0 R`).join(' ')}] /Count ${count} >>`
  let out = '%PDF-1.4\n'
  const offsets = objects.map((body, i) => {
    const offset = out.length
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
    return offset
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

async function reviewScreenOfKrishiSetu(page: Page) {
  await visit(page, '/investors/applications?q=Krishi')
  const link = page.locator('a[href^="/investors/applications/"]', { hasText: 'Krishi Setu' })
  const href = await link.first().getAttribute('href')
  await visit(page, href!.split('?')[0]!)
}

describe('deck analytics', () => {
  it('an investor pages through the deck in the viewer; the founder then sees their fund opened it, and how far it read', async () => {
    // The founder shares a new, five-page deck: its views start afresh.
    const founder = await browser.open()
    await signIn(founder, demo.founder)
    await founder.waitForURL((url) => url.pathname.startsWith('/startups'))
    await visit(founder, '/startups/full-profile#pitch-deck')
    await founder.getByLabel(/Upload pitch deck/).setInputFiles({
      name: 'Krishi Setu - browser test deck.pdf',
      mimeType: 'application/pdf',
      buffer: deckPdf(5),
    })
    await founder.getByText('Krishi Setu - browser test deck.pdf').waitFor({ timeout: 30_000 })
    await visit(founder, '/startups')
    // The demo's application to Kaveri Capital (other browser tests may add decided ones).
    const kaveriRow = founder
      .getByTestId('own-application')
      .filter({ hasText: 'Kaveri Capital' })
      .filter({ hasText: 'Due diligence' })
    await expect
      .poll(() => kaveriRow.getByTestId('deck-views').textContent())
      .toBe('Kaveri Capital has not opened your deck yet')
    // Its pages were counted when it was uploaded.
    await founder.getByText(/^No investor has opened your 5-page deck yet\./).waitFor()

    // The investor reads three of the five pages: the button, then the keyboard.
    const investor = await browser.open()
    // The reading time comes from the page's clock: the test moves it on instead of waiting.
    await investor.clock.install()
    // A page read for `ms`: the page's clock moves on, and so does real time, since the server
    // grants a later report no more than the real time since the member's previous one (a report
    // cannot claim more than the wall clock allows).
    const read = async (ms: number) => {
      await investor.clock.fastForward(ms)
      await new Promise((resolve) => setTimeout(resolve, ms))
    }
    await signIn(investor, demo.investor)
    await investor.waitForURL((url) => url.pathname.startsWith('/investors'))
    await reviewScreenOfKrishiSetu(investor)
    const viewer = investor.getByRole('region', { name: 'Pitch deck of Krishi Setu, viewer' })
    await viewer.scrollIntoViewIfNeeded()
    const status = viewer.getByTestId('deck-page')
    await expect.poll(() => status.textContent()).toMatch(/^Page 1 of 5/)
    await expect.poll(() => viewer.locator('canvas').getAttribute('width')).not.toBe('300')
    await viewer.getByText('Text of page 1').click()
    await expect
      .poll(() => viewer.getByTestId('deck-page-text').textContent())
      .toContain('Browser test slide 1')
    await read(1500)
    await viewer.getByRole('button', { name: 'Next page' }).click()
    await expect.poll(() => status.textContent()).toMatch(/^Page 2 of 5/)
    await read(1500)
    await viewer.focus()
    await investor.keyboard.press('ArrowRight')
    await expect.poll(() => status.textContent()).toMatch(/^Page 3 of 5/)
    await expect
      .poll(() => viewer.getByTestId('deck-page-text').textContent())
      .toContain('Browser test slide 3')
    await read(1500)
    // Leaving the screen sends what was read.
    await investor.getByRole('link', { name: 'Discover' }).first().click()
    await investor.waitForURL((url) => url.pathname === '/investors')
    await hydrated(investor)

    // The founder sees Kaveri Capital's reading, as the fund's, never the person's.
    await expect
      .poll(
        async () => {
          await visit(founder, '/startups')
          return kaveriRow.getByTestId('deck-views').textContent()
        },
        { timeout: 20_000 },
      )
      .toMatch(/^Deck opened · 3 of 5 pages seen · \d+\u00a0s in all · last /)
    const attention = founder.getByTestId('deck-attention')
    await expect(attention.textContent()).resolves.toContain('Opened by 1 investor organisation')
    const pages = attention.getByTestId('deck-attention-page')
    expect(await pages.count()).toBe(5)
    expect(await pages.nth(1).textContent()).toMatch(
      /^Page 2: [1-9]\d*\u00a0s, seen by 1 investor organisation/,
    )
    expect(await pages.nth(3).textContent()).toMatch(
      /^Page 4: 0\u00a0s, seen by 0 investor organisations/,
    )
    const other = founder.getByTestId('own-application').filter({ hasNotText: 'Kaveri Capital' })
    expect(await other.first().getByTestId('deck-views').textContent()).toMatch(/not open/)
    const text = await founder.locator('main').textContent()
    expect(text).not.toContain('Vikram Iyer')
  })
})
