import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { demo, openEmail, setupBrowser, signIn, visit } from './support/browser'

const browser = setupBrowser()

async function choose(page: Page, combobox: string, search: string) {
  const box = page.getByRole('combobox', { name: combobox })
  await box.fill(search)
  await box.press('Enter')
  await box.press('Escape')
}

async function toast(page: Page, text: string | RegExp) {
  await expect.poll(() => page.getByText(text).count(), { timeout: 15_000 }).toBeGreaterThan(0)
}

/** tRPC over HTTP from inside the page, with the page's cookies, as the app itself calls it. */
async function trpcMutation(page: Page, path: string, input: unknown) {
  return page.evaluate(
    async ({ path, input }) => {
      const response = await fetch(`/trpc/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ json: input }),
      })
      const body = await response.json()
      return { status: response.status, message: body.error?.json?.message as string | undefined }
    },
    { path, input },
  )
}

const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10)
const decision =
  'Thank you for applying. Your collection centres are impressive, but we back companies a little later than you are today.'

describe('applications from channel to decision', () => {
  it(
    'carries an application from a new channel to a decision the founder reads',
    { timeout: 240_000 },
    async () => {
      const title = `Karnataka agritech call ${Date.now()}`
      // The second submission below is refused on purpose.
      browser.allowConsoleError(/status of 409/)

      // The investor opens a channel for Karnataka agritech companies, with two questions.
      const investor = await browser.open()
      await signIn(investor, demo.investor)
      await investor.waitForURL('**/investors')
      await visit(investor, '/investors/channels')
      await investor.getByRole('link', { name: 'New channel' }).first().click()
      await investor.waitForURL('**/investors/channels/new')
      await investor.getByLabel('Title', { exact: true }).fill(title)
      await choose(investor, 'Sectors', 'Agriculture and Farming')
      await choose(investor, 'Headquarters', 'Karnataka')
      await investor.getByRole('checkbox', { name: 'Launched', exact: true }).check()
      await investor.getByRole('checkbox', { name: 'B2B', exact: true }).check()
      await investor.getByLabel('Closes on').fill(tomorrow)
      await investor.getByRole('button', { name: 'Add question' }).click()
      await investor.getByRole('button', { name: 'Add question' }).click()
      const questions = investor.getByLabel('Question', { exact: true })
      await questions.nth(0).fill('Why is now the right time?')
      await questions.nth(1).fill('Which cities are you live in?')
      await investor.getByRole('button', { name: 'Create draft channel' }).click()
      await investor.waitForURL(/\/investors\/channels\/[0-9a-f-]{36}$/)
      await toast(investor, 'Draft channel created')
      const channelId = new URL(investor.url()).pathname.split('/').at(-1)!
      await investor.getByRole('button', { name: 'Open channel' }).click()
      await investor.getByRole('alertdialog').getByRole('button', { name: 'Open channel' }).click()
      await toast(investor, 'Channel opened')

      // The founder finds it on their home, ranked among the channels that fit, and applies.
      const founder = await browser.open()
      await signIn(founder, demo.founder)
      await founder.waitForURL('**/startups')
      const apply = founder.getByRole('link', { name: `Apply to ${title}` })
      await apply.waitFor()
      await apply.click()
      await founder.waitForURL(`**/startups/apply/${channelId}`)
      await founder.getByRole('button', { name: 'Continue to questions' }).click()
      await founder
        .getByLabel('Why is now the right time?')
        .fill('Cold storage costs fell by half in two years.')
      await founder.getByLabel('Which cities are you live in?').fill('Mysuru, Hassan and Mandya')
      await founder.getByRole('button', { name: 'Review your application' }).click()
      await expect
        .poll(() => founder.getByText('Mysuru, Hassan and Mandya').count())
        .toBeGreaterThan(0)
      await founder.getByRole('button', { name: 'Submit application' }).click()
      await toast(founder, /Application sent to/)
      await founder.waitForURL('**/startups#applications')

      // Applying twice is refused: the page shows the application, and the server says why.
      await visit(founder, `/startups/apply/${channelId}`)
      await expect.poll(() => founder.getByText('You applied to this channel on').count()).toBe(1)
      expect(await founder.getByRole('button', { name: 'Submit application' }).count()).toBe(0)
      const again = await trpcMutation(founder, 'startups.applications.submit', {
        channelId,
        answers: {},
      })
      expect(again).toEqual({
        status: 409,
        message: 'Your startup has already applied to this channel.',
      })

      // The investor finds it through filters in the address, as a shared link would carry them.
      await visit(
        investor,
        `/investors/applications?channelId=${channelId}&sectors=Agriculture%20and%20Farming,Financial%20Services&developmentStage=Launched,Scale-Up&headquarters=Karnataka&plannedRaiseMin=10000000&plannedRaiseMax=`,
      )
      const row = investor.getByRole('link', { name: 'Krishi Setu' })
      await row.waitFor()
      expect(await row.count()).toBe(1)
      await row.click()
      await investor.waitForURL(/\/investors\/applications\/[0-9a-f-]{36}\?list=/)
      const card = investor.getByRole('region', { name: title })
      await card.waitFor()

      // Rates it, blind to nobody since nobody else has rated this new application.
      await card.getByRole('button', { name: 'Rate this application' }).click()
      const groups = card.getByRole('radiogroup')
      expect(await groups.count()).toBe(5)
      for (let i = 0; i < 5; i += 1)
        await groups.nth(i).getByRole('radio').nth(3).check({ force: true })
      await card.getByRole('button', { name: 'Save rating' }).click()
      await toast(investor, 'Your rating is saved')

      // Moves it to the demo fund's partner meeting (shortlisted, to the founder), then rejects it with a message and a reason.
      const move = card.getByLabel('Move the application of Krishi Setu to')
      await move.selectOption('shortlisted')
      await card.getByRole('button', { name: 'Move', exact: true }).click()
      await toast(investor, 'Moved to Partner meeting')
      await expect
        .poll(() => card.getByText('Partner meeting', { exact: true }).count())
        .toBeGreaterThan(0)
      await move.selectOption('rejected')
      await card.getByRole('button', { name: 'Move', exact: true }).click()
      const dialog = investor.getByRole('dialog')
      await dialog.getByLabel('Message to the founder').fill(decision)
      await dialog.getByLabel('Reason the founder will see').selectOption({ label: 'Too early' })
      await dialog.getByRole('button', { name: 'Reject and notify' }).click()
      await toast(investor, 'Krishi Setu was rejected and told why')

      // The founder sees the decision, its message and its reason, and never the rating.
      await visit(founder, '/startups')
      const applications = founder.getByRole('region', { name: /Your applications/ })
      await expect.poll(() => applications.getByText(decision).count()).toBe(1)
      expect(await applications.getByText('Too early').count()).toBeGreaterThan(0)
      expect(await founder.getByText('Your rating is saved').count()).toBe(0)

      // ...and got an email saying so (delivered by the job queue into the outbox).
      const admin = await browser.open()
      await signIn(admin, demo.admin)
      await admin.waitForURL('**/admin**')
      // Jobs run side by side, so the status email and the decision email may be stored in
      // either order: look for the decision among the founder's emails, not in first place.
      const subject = `A decision on your application to ${title}`
      await openEmail(admin, demo.founder, subject)
      await expect.poll(() => admin.getByText(decision).count()).toBeGreaterThan(0)
      expect(await admin.getByText('Too early').count()).toBeGreaterThan(0)
    },
  )
})

describe('bulk status change', () => {
  it(
    'moves the selected applications of a filtered list in one go',
    { timeout: 90_000 },
    async () => {
      const investor = await browser.open()
      await signIn(investor, demo.investor)
      await investor.waitForURL('**/investors')
      await visit(investor, '/investors/applications?status=submitted&sort=oldest')
      const rows = investor.getByRole('checkbox', { name: /^Select (?!all)/ })
      await rows.first().waitFor()
      const totals = async () =>
        investor.evaluate(async () => {
          const count = async (status: string) => {
            const input = encodeURIComponent(JSON.stringify({ json: { status } }))
            const body = await (
              await fetch(`/trpc/investors.applications.list?input=${input}`)
            ).json()
            return body.result.data.json.total as number
          }
          return { submitted: await count('submitted'), inReview: await count('in_review') }
        })
      const before = await totals()
      await rows.nth(0).check()
      await rows.nth(1).check()
      const bar = investor.getByRole('region', { name: 'Selected applications' })
      await expect.poll(() => bar.getByText('2 selected').count()).toBe(1)
      await bar.getByLabel('Move the selected applications to').selectOption('in_review')
      await bar.getByRole('button', { name: 'Move', exact: true }).click()
      await toast(investor, '2 moved to First call')

      // Both left "submitted" for "in review", as the list's own counts say.
      expect(await totals()).toEqual({
        submitted: before.submitted - 2,
        inReview: before.inReview + 2,
      })
    },
  )

  it('saves the current filters as a view from a popover that loads on demand, and applies it', async () => {
    const investor = await browser.open()
    await signIn(investor, demo.investor)
    await investor.waitForURL('**/investors')
    await visit(investor, '/investors/applications?status=in_review&sort=oldest')
    const name = `Oldest in review ${Date.now()}`
    const button = investor.getByRole('button', { name: 'Saved views' })
    // The first click opens it, though its code was not part of the page's first download.
    await button.click()
    const panel = investor.getByRole('dialog')
    await panel.getByLabel('Save the current filters as').fill(name)
    await panel.getByRole('button', { name: 'Save' }).click()
    await toast(investor, `Saved “${name}”`)
    await expect.poll(() => panel.getByRole('link', { name: new RegExp(name) }).count()).toBe(1)
    // A second click on the button closes it and leaves focus there.
    await button.click()
    await expect.poll(() => investor.getByRole('dialog').count()).toBe(0)
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)

    await visit(investor, '/investors/applications')
    await button.click()
    await investor
      .getByRole('dialog')
      .getByRole('link', { name: new RegExp(name) })
      .click()
    await investor.waitForURL((url) => url.searchParams.get('status') === 'in_review')
    expect(new URL(investor.url()).searchParams.get('sort')).toBe('oldest')
  })
})

describe('answers kept while a founder applies', () => {
  it(
    'brings back the answers a founder wrote when they leave the apply page and return',
    { timeout: 120_000 },
    async () => {
      const founder = await browser.open()
      await signIn(founder, demo.founder)
      await founder.waitForURL('**/startups')
      // An open channel the demo startup has not applied to, that asks a question in words.
      const target = await founder.evaluate(async () => {
        const read = async (path: string, input?: unknown) => {
          const query =
            input === undefined
              ? ''
              : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`
          return (await (await fetch(`/trpc/${path}${query}`)).json()).result.data.json
        }
        const matching = (await read('startups.channels.matching')) as { id: string }[]
        for (const { id } of matching) {
          const page = await read('startups.channels.get', { id })
          const question = page.channel.questions.find(
            (q: { kind: string }) => q.kind === 'short_text' || q.kind === 'long_text',
          )
          if (
            !page.application &&
            !page.draft &&
            page.acceptingApplications &&
            page.completeness.enough &&
            question
          )
            return { id, label: question.label as string }
        }
        return null
      })
      expect(target).not.toBeNull()
      const { id, label } = target!
      const answer = `Cold storage costs fell by half ${Date.now()}`
      const status = founder.getByTestId('draft-status')

      await visit(founder, `/startups/apply/${id}`)
      await founder.getByRole('button', { name: 'Continue to questions' }).click()
      expect(await status.innerText()).toBe(
        'Your answers are kept as you write, so you can leave and finish later.',
      )
      await founder.getByLabel(label, { exact: true }).fill(answer)
      await expect
        .poll(() => status.innerText())
        .toBe('Answers kept. You can leave and finish later.')

      // Away and back, as on another day: the server gives them back.
      await visit(founder, '/startups')
      await visit(founder, `/startups/apply/${id}`)
      await founder.getByRole('button', { name: 'Continue to questions' }).click()
      expect(await founder.getByLabel(label, { exact: true }).inputValue()).toBe(answer)
      expect(await status.innerText()).toBe(
        'Your answers from last time are back. They are kept as you write until you submit.',
      )
    },
  )
})
