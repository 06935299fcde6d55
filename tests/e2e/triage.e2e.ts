import { describe, expect, it } from 'vitest'

import { demo, keysListening, setupBrowser, signIn, visit } from './support/browser'

const browser = setupBrowser()

type Page = import('playwright-core').Page

/** A tRPC query from the page, with its session, as the app's own client sends it. */
async function query<T>(page: Page, path: string, input: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, input }) => {
      const url = `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`
      const body = (await (await fetch(url)).json()) as { result: { data: { json: unknown } } }
      return body.result.data.json
    },
    { path, input },
  ) as Promise<T>
}

type Review = {
  id: string
  status: string
  rejectionReason: string | null
  decisionMessage: string | null
  timeline: { toStatus: string; fromStatus: string | null; note: string | null }[]
  ratings: { mine: { overall: number } | null }
}

type Planned = {
  name: string
  applicationId: string
  startupId: string
  status: string
  rating?: number
  message?: string
  keys?: number
}

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim()
/** The message's longest line: the email quotes the message line by line. */
const longestLine = (p: Planned) =>
  normalised(p.message!.split('\n').reduce((a, b) => (b.length > a.length ? b : a), ''))

/** The labels of the screen's buttons a notice lies over. */
async function coveredByNotices(page: Page) {
  return page.evaluate(() => {
    const notices = [...document.querySelectorAll('[data-sonner-toast]')].map((n) =>
      n.getBoundingClientRect(),
    )
    return [...document.querySelectorAll('[data-testid="triage"] button')]
      .filter((button) => {
        const b = button.getBoundingClientRect()
        return notices.some(
          (n) => b.left < n.right && n.left < b.right && b.top < n.bottom && n.top < b.bottom,
        )
      })
      .map((button) => button.getAttribute('aria-label') ?? button.textContent)
  })
}

describe('triage mode', () => {
  it(
    'triages ten applications with the keyboard only: ratings, moves, rejections with saved messages in at most four keys, an undo; each reaches the timeline and the founders',
    { timeout: 240_000 },
    async () => {
      const page = await browser.open({ width: 1280, height: 800 })
      await signIn(page, demo.investor)
      await page.waitForURL('**/investors**')
      await visit(page, '/investors/applications?status=submitted&sort=oldest')
      const start = page.getByRole('link', { name: /^Triage these \d+/ })
      await start.focus()
      await page.keyboard.press('Enter')
      await page.waitForURL('**/investors/applications/triage?**')
      const screen = page.getByTestId('triage')
      await screen.waitFor()
      await keysListening(page)
      const startedAt = new Date(Date.now() - 60_000).toISOString()

      // Everything needed to decide is on one 1280 × 800 screen: the page itself does not scroll.
      expect(
        await page.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight),
      ).toBe(true)
      await expect.poll(() => page.getByRole('region', { name: 'Answers' }).count()).toBe(1)

      // The keys are one ? away, and Esc closes them.
      await page.keyboard.press('?')
      const help = page.getByRole('dialog', { name: 'Triage keys' })
      await help.waitFor()
      await page.keyboard.press('Escape')
      await help.waitFor({ state: 'detached' })

      const planned: Planned[] = []
      let shown = ''
      /** The application on screen once it has changed from the last one. */
      async function current() {
        await expect.poll(() => screen.getAttribute('data-application-id')).not.toBe(shown)
        shown = (await screen.getAttribute('data-application-id'))!
        return {
          name: await page.locator('#triage-startup').innerText(),
          applicationId: shown,
          startupId: (await screen.getAttribute('data-startup-id'))!,
        }
      }
      let count = 0
      async function press(...keys: string[]) {
        for (const key of keys) {
          await page.keyboard.press(key)
          count++
        }
      }
      const message = () => page.getByLabel('The message the founder will read').inputValue()
      /** A rejection: r, the reason's digit, maybe a message's digit, Enter; its keys counted. */
      async function reject(reasonKey: string, templateKey?: string) {
        const before = count
        await press('r', reasonKey)
        if (templateKey) await press(templateKey)
        await expect.poll(message).not.toBe('')
        const text = await message()
        await press('Enter')
        return { message: text, keys: count - before }
      }

      let app = await current()
      await press('4', 's')
      planned.push({ ...app, status: 'in_review', rating: 40 })
      // The notices of the actions leave every button of the screen free.
      await expect.poll(() => page.locator('[data-sonner-toast]').count()).toBe(2)
      expect(await coveredByNotices(page)).toEqual([])
      await press('j')

      app = await current()
      planned.push({ ...app, status: 'rejected', ...(await reject('2')) })

      app = await current()
      planned.push({ ...app, status: 'submitted' })
      await press('j')

      app = await current()
      planned.push({ ...app, status: 'rejected', ...(await reject('1')) })

      app = await current()
      await press('s', 's')
      planned.push({ ...app, status: 'shortlisted' })
      await press('j')

      app = await current()
      planned.push({ ...app, status: 'rejected', ...(await reject('2', '2')) })

      app = await current()
      await press('5')
      planned.push({ ...app, status: 'submitted', rating: 50 })
      await press('j')

      // Rejected, then taken back within the undo window: nothing is sent.
      app = await current()
      await reject('2')
      await press('u')
      await page.getByText(`Undone: Rejected ${app.name}`).waitFor()
      // The screen is back on the application the rejection was taken from.
      await expect.poll(() => screen.getAttribute('data-application-id')).toBe(app.applicationId)
      expect(await page.locator('#triage-startup').innerText()).toBe(app.name)
      planned.push({ ...app, status: 'submitted' })
      await press('j')

      app = await current()
      await press('s')
      planned.push({ ...app, status: 'in_review' })
      await press('j')

      app = await current()
      planned.push({ ...app, status: 'rejected', ...(await reject('2')) })

      expect(new Set(planned.map((p) => p.applicationId)).size).toBe(10)
      for (const p of planned.filter((p) => p.keys !== undefined)) {
        expect(p.keys, `keys to reject ${p.name}`).toBeLessThanOrEqual(4)
      }

      // Sent once the 5-second undo window is over; the review screen's procedures recorded each.
      // A rating on an application left where it was changes no status, so both are awaited.
      for (const p of planned) {
        await expect
          .poll(
            async () => {
              const reviews = await query<Review[]>(page, 'investors.applications.forStartup', {
                startupOrgId: p.startupId,
              })
              const review = reviews.find((r) => r.id === p.applicationId)
              const rating = p.rating ? review?.ratings.mine?.overall : undefined
              return { status: review?.status, rating }
            },
            { timeout: 20_000, interval: 1_000 },
          )
          .toEqual({ status: p.status, rating: p.rating })
        const reviews = await query<Review[]>(page, 'investors.applications.forStartup', {
          startupOrgId: p.startupId,
        })
        const review = reviews.find((r) => r.id === p.applicationId)!
        const moves = review.timeline.filter((e) => e.fromStatus !== null).map((e) => e.toStatus)
        if (p.status === 'submitted') expect(moves, p.name).toEqual([])
        if (p.status === 'in_review') expect(moves, p.name).toEqual(['in_review'])
        if (p.status === 'shortlisted') expect(moves, p.name).toEqual(['shortlisted', 'in_review'])
        if (p.status === 'rejected') {
          expect(moves, p.name).toEqual(['rejected'])
          expect(review.decisionMessage).toBe(p.message)
          expect(review.timeline[0]!.toStatus).toBe('rejected')
          expect(review.rejectionReason).not.toBeNull()
          expect(p.message).toContain(p.name)
        }
      }

      // Each rejected founder got the message by email (the admin's outbox holds what was sent).
      const admin = await browser.open()
      await signIn(admin, demo.admin)
      await admin.waitForURL('**/admin**')
      type Outbox = { rows: { id: string; subject: string; createdAt: string }[] }
      const decisionEmails = async () => {
        const list = await query<Outbox>(admin, 'admin.outbox.list', {
          q: 'A decision on your application',
          page: 1,
        })
        const fresh = list.rows.filter((row) => row.createdAt >= startedAt)
        return Promise.all(
          fresh.map(async (row) =>
            normalised(
              (await query<{ text: string }>(admin, 'admin.outbox.get', { id: row.id })).text,
            ),
          ),
        )
      }
      const rejected = planned.filter((p) => p.status === 'rejected')
      await expect
        .poll(
          async () => {
            const texts = await decisionEmails()
            return rejected.filter((p) =>
              texts.some(
                (t) => t.includes(`application of ${p.name} to`) && t.includes(longestLine(p)),
              ),
            ).length
          },
          { timeout: 30_000, interval: 2_000 },
        )
        .toBe(rejected.length)
      // The undone rejection was never sent.
      const undone = planned[7]!
      expect(
        (await decisionEmails()).some((t) => t.includes(`application of ${undone.name} to`)),
      ).toBe(false)
    },
  )

  it('brings the reject panel into view on a phone', { timeout: 60_000 }, async () => {
    const page = await browser.open({ width: 390, height: 844 })
    await signIn(page, demo.investor)
    await page.waitForURL('**/investors**')
    await visit(page, '/investors/applications/triage?status=submitted&sort=oldest')
    await page.getByTestId('triage').waitFor()
    await keysListening(page)
    await expect.poll(() => page.getByRole('region', { name: 'Answers' }).count()).toBe(1)
    const inView = (button: ReturnType<Page['locator']>) =>
      button.evaluate((element) => {
        const box = element.getBoundingClientRect()
        return box.top >= 0 && box.bottom <= window.innerHeight
      })

    await page.keyboard.press('r')
    const panel = page.getByTestId('decision-panel')
    await panel.waitFor()
    await expect.poll(() => inView(panel.getByRole('button', { name: /Other$/ }))).toBe(true)
    // A reason chosen, the message and the button that sends it are in view too.
    await page.keyboard.press('1')
    await expect
      .poll(() => inView(panel.getByRole('button', { name: 'Reject', exact: true })))
      .toBe(true)
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
  })
})
