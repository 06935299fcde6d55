import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import {
  demo,
  hydrated,
  linkFromOutbox,
  setupBrowser,
  signIn,
  visit,
  violations,
} from './support/browser'
import { problemsInOtherLanguages } from './support/pseudo'

// A deck that reached the fund by email (issue 35, decision 0048), through both parties'
// screens: a partner reads it in the Inbox, notes it and invites the founder; the founder signs
// up from the claim link, claims the deal and applies with the profile it filled; the fund sees
// the application linked to the entry.
const browser = setupBrowser()

async function trpcQuery<T>(page: Page, path: string, input: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, input }) => {
      const query = `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`
      const response = await fetch(`/trpc/${path}${query}`)
      const body = await response.json()
      if (!response.ok) throw new Error(`${path}: ${body.error?.json?.message}`)
      return body.result.data.json
    },
    { path, input },
  ) as Promise<T>
}

async function trpcMutation<T>(page: Page, path: string, input: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, input }) => {
      const response = await fetch(`/trpc/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ json: input }),
      })
      const body = await response.json()
      if (!response.ok) throw new Error(`${path}: ${body.error?.json?.message}`)
      return body.result.data.json
    },
    { path, input },
  ) as Promise<T>
}

type InboxRow = { id: string; startupName: string | null; deckCount: number }

describe('deal intake by email', () => {
  it(
    'takes a deck from the Inbox to the founder’s claim and an application the fund sees linked',
    { timeout: 300_000 },
    async () => {
      const stamp = Date.now()
      const founderEmail = `nandini.${stamp}@example.com`
      const call = `Inbox intake call ${stamp}`

      const partner = await browser.open()
      await signIn(partner, demo.investor)
      await partner.waitForURL('**/investors')
      // An unlisted channel of the fund's own, without questions, for the founder to apply to.
      const channel = await trpcMutation<{ id: string }>(partner, 'investors.channels.create', {
        title: call,
        description: '',
        sectors: [],
        developmentStages: [],
        headquarters: [],
        businessTypes: [],
        raiseMin: '',
        raiseMax: '',
        questions: [],
        opensAt: '',
        closesAt: '',
        visibility: 'unlisted',
        responseDays: 14,
      })
      await trpcMutation(partner, 'investors.channels.setStatus', {
        id: channel.id,
        status: 'open',
      })

      // The menu counts the new entries; the Inbox lists them.
      await visit(partner, '/investors/inbox')
      const menu = partner.getByRole('link', { name: /^Inbox \d+ new entr/ })
      await expect.poll(() => menu.count()).toBeGreaterThan(0)
      const { entries } = await trpcQuery<{ entries: InboxRow[] }>(
        partner,
        'investors.inbox.list',
        { status: 'new' },
      )
      const cold = entries.find((entry) => entry.deckCount > 0 && entry.startupName)
      if (!cold?.startupName) throw new Error('no new entry with a deck in the demo Inbox')
      const name = cold.startupName
      expect(await violations(partner)).toEqual([])

      // The partner opens the entry and reads its deck in the viewer.
      await partner.getByRole('link', { name, exact: true }).click()
      await partner.waitForURL(`**/investors/inbox/${cold.id}`)
      await hydrated(partner)
      await partner.getByRole('heading', { level: 1, name }).waitFor()
      const viewer = partner.getByRole('region', { name: `Deck of ${name}, viewer` })
      await expect.poll(() => viewer.getByTestId('deck-page').textContent()).toMatch(/1 of \d+/)
      await viewer.getByRole('button', { name: 'Next page' }).click()
      await expect.poll(() => viewer.getByTestId('deck-page').textContent()).toMatch(/2 of \d+/)

      // A note for the team.
      const note = `Strong ASHA network; check unit costs (${stamp}).`
      await partner.getByLabel(`New note about ${name}`).fill(note)
      await partner.getByRole('button', { name: 'Add note' }).click()
      await expect.poll(() => partner.getByText(note).count()).toBe(1)
      expect(await violations(partner)).toEqual([])

      // "Invite the founder", to the new channel, at the address the founder will sign up with.
      await partner.getByRole('button', { name: 'Invite the founder' }).click()
      const inviting = partner.getByRole('dialog', { name: `Invite the founder of ${name}` })
      await inviting.getByLabel('Founder’s email').fill(founderEmail)
      await inviting.getByLabel('What you ask of them').selectOption({ label: `Apply to ${call}` })
      await inviting.getByLabel(/Note to the founder/).fill('Loved the deck. Apply to our call?')
      expect(await violations(partner)).toEqual([])
      await inviting.getByRole('button', { name: 'Send invitation' }).click()
      await inviting.waitFor({ state: 'hidden' })
      const invited = await trpcQuery<{ status: string; invitedEmail: string }>(
        partner,
        'investors.inbox.get',
        { entryId: cold.id },
      )
      expect(invited).toMatchObject({ status: 'invited', invitedEmail: founderEmail })

      // The founder follows the emailed link, creates an account on the claim page, confirms it.
      const admin = await browser.open()
      await signIn(admin, demo.admin)
      await admin.waitForURL('**/admin')
      const claimUrl = new URL(await linkFromOutbox(admin, founderEmail, '/claim/'))
      const founder = await browser.open()
      await visit(founder, claimUrl.pathname)
      await founder.getByRole('heading', { name: 'Kaveri Capital received your deck' }).waitFor()
      await expect.poll(() => founder.getByText(`Apply to ${call}`).count()).toBeGreaterThan(0)
      expect(await violations(founder)).toEqual([])
      expect(await problemsInOtherLanguages(browser, claimUrl.pathname)).toEqual([])
      await founder.getByRole('button', { name: 'Create an account' }).click()
      await founder.getByLabel('Your full name').fill('Nandini Rao')
      await founder.getByLabel('Password').fill('janani-saathi-2026')
      await founder.getByRole('button', { name: 'Create account', exact: true }).click()
      await founder.getByRole('heading', { name: 'Check your email' }).waitFor()
      const confirm = await linkFromOutbox(admin, founderEmail, '/api/auth/verify-email')
      await founder.goto(confirm)
      await founder.waitForURL(`**${claimUrl.pathname}**`)
      await hydrated(founder)

      // Claiming is the consent: the startup is made from what the fund received, deck included.
      await expect.poll(() => founder.getByLabel('Your startup’s name').inputValue()).toBe(name)
      await founder.getByRole('checkbox').check()
      await founder.getByRole('button', { name: 'Claim the deal' }).click()
      await founder.waitForURL(`**/startups/apply/${channel.id}`)
      await hydrated(founder)
      const profile = await trpcQuery<{ profile: { name: string; deckFileId: string | null } }>(
        founder,
        'startups.profile.get',
        undefined,
      )
      expect(profile.profile.name).toBe(name)
      expect(profile.profile.deckFileId).not.toBeNull()

      // The founder applies with the pre-filled profile.
      await founder.getByRole('button', { name: 'Review what you share' }).click()
      await founder.getByRole('button', { name: 'Submit application' }).click()
      await founder.waitForURL('**/startups#applications')

      // The fund sees the entry claimed, linked to the application, and opens it.
      await visit(partner, `/investors/inbox/${cold.id}?status=claimed`)
      const answer = partner.getByRole('region', { name: 'Answer' })
      await expect.poll(() => answer.innerText()).toContain('Claimed by its founder')
      await answer.getByRole('link', { name: 'Open the application' }).click()
      await partner.waitForURL(/\/investors\/applications\/[0-9a-f-]{36}/)
      await expect.poll(() => partner.getByText(call).count()).toBeGreaterThan(0)
    },
  )

  it('triages the Inbox by keyboard: j and k move, n answers “Not for us” with a saved message', async () => {
    const partner = await browser.open()
    await signIn(partner, demo.investor)
    await partner.waitForURL('**/investors')
    await visit(partner, '/investors/inbox')
    const { entries } = await trpcQuery<{ entries: (InboxRow & { subject: string })[] }>(
      partner,
      'investors.inbox.list',
      { status: 'new' },
    )
    expect(entries.length).toBeGreaterThan(1)
    const [first, second] = entries as [InboxRow & { subject: string }, InboxRow]

    // An entry's screen is ready for keys once it knows its neighbours in the tab.
    const ready = () =>
      expect
        .poll(() => partner.getByRole('button', { name: 'Next entry (j)' }).isEnabled())
        .toBe(true)
    await partner.getByRole('link', { name: 'Triage this tab →' }).click()
    await partner.waitForURL(`**/investors/inbox/${first.id}`)
    await ready()
    await partner.keyboard.press('j')
    await partner.waitForURL(`**/investors/inbox/${second.id}`)
    await partner.getByRole('button', { name: 'Previous entry (k)' }).waitFor()
    await expect
      .poll(() => partner.getByRole('button', { name: 'Previous entry (k)' }).isEnabled())
      .toBe(true)
    await partner.keyboard.press('k')
    await partner.waitForURL(`**/investors/inbox/${first.id}`)
    await ready()

    // n: the answer, from the team's saved rejection messages; sending opens the next entry.
    await partner.keyboard.press('n')
    const dialog = partner.getByRole('dialog', { name: /^Not for us: / })
    await dialog.waitFor()
    const to = await dialog.getByLabel('To').inputValue()
    expect(to).toMatch(/@/)
    await dialog.getByLabel('Saved message').selectOption({ index: 1 })
    const message = await dialog.getByRole('textbox', { name: 'Message' }).inputValue()
    expect(message).not.toMatch(/\{(startup|founder|investor)\}/)
    expect(await violations(partner)).toEqual([])
    await dialog.getByRole('button', { name: 'Send and file' }).click()
    await partner.waitForURL(`**/investors/inbox/${second.id}`)

    const answered = await trpcQuery<{ status: string; answeredAt: string | null }>(
      partner,
      'investors.inbox.get',
      { entryId: first.id },
    )
    expect(answered.status).toBe('not_for_us')
    expect(answered.answeredAt).not.toBeNull()

    // The sender's answer is in the outbox, in reply to their subject.
    const admin = await browser.open()
    await signIn(admin, demo.admin)
    await admin.waitForURL('**/admin')
    await visit(admin, `/admin/outbox?q=${encodeURIComponent(to)}`)
    await expect.poll(() => admin.locator('tbody').innerText()).toContain(`Re: ${first.subject}`)
  })
})
