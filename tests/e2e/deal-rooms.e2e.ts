import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { demo, hydrated, setupBrowser, signIn, visit, violations } from './support/browser'

// A deal shared with a co-investor (issue 34, decision 0047), through the screens of all three
// parties: the lead fund invites, the founders accept, the co-investor commits, the lead sees the
// total, the founders withdraw and the co-investor loses live access.
const browser = setupBrowser()

/** tRPC over HTTP from inside the page, with the page's cookies, as the app itself calls it. */
async function trpc<T>(page: Page, path: string, input?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, input }) => {
      const wrapped = JSON.stringify({ json: input })
      const query = input === undefined ? '' : `?input=${encodeURIComponent(wrapped)}`
      const response = await fetch(`/trpc/${path}${query}`)
      const body = await response.json()
      if (!response.ok) throw new Error(`${path}: ${body.error?.json?.message}`)
      return body.result.data.json
    },
    { path, input },
  ) as Promise<T>
}

type UserRow = {
  email: string
  organisationName: string | null
  organisationKind: string | null
  role: string | null
}

/**
 * A public fund other than the lead, and the address of its owner (every demo account shares the
 * demo password): the admin lists the people, the lead's fund search says which funds are public.
 */
async function coInvestorFund(admin: Page, lead: Page) {
  for (let page = 1; page <= 20; page++) {
    const { rows } = await trpc<{ rows: UserRow[] }>(admin, 'admin.users.list', { page })
    if (rows.length === 0) break
    for (const row of rows) {
      if (row.organisationKind !== 'investor' || row.role !== 'owner') continue
      if (!row.organisationName || row.organisationName === 'Kaveri Capital') continue
      const matches = await trpc<{ name: string }[]>(lead, 'investors.dealRooms.findFunds', {
        q: row.organisationName,
      })
      if (matches.some((fund) => fund.name === row.organisationName))
        return { name: row.organisationName, email: row.email }
    }
  }
  throw new Error('no public fund with an owner in the demo data')
}

async function signedIn(email: string, landing: string) {
  const page = await browser.open()
  await signIn(page, email)
  await page.waitForURL(`**${landing}`)
  return page
}

/**
 * The founders' "Discoverable to investors" switch, saved. Off, the co-investor sees Krishi Setu
 * only through the share, as for any startup that is not discoverable.
 */
async function setDiscoverable(founder: Page, on: boolean) {
  await visit(founder, '/startups/startup-profile')
  const discoverable = founder.getByRole('switch', { name: 'Discoverable to investors' })
  await discoverable.setChecked(on)
  await founder.getByRole('button', { name: 'Save profile' }).click()
  await expect
    .poll(() => founder.getByText('Startup profile saved', { exact: true }).count())
    .toBeGreaterThan(0)
}

/** The founders' home, loaded afresh, at its co-investors section. */
async function coInvestorsOf(founder: Page) {
  await visit(founder, '/startups#co-investors')
  await founder.reload()
  await hydrated(founder)
}

const words = (text: string | null) => text?.replace(/\s+/g, ' ').trim()

type FullProfile = { profile: { deckFileId: string | null }; asShared: unknown }

describe('a deal shared with a co-investor', () => {
  it(
    'the lead invites, the founders accept, the co-investor commits, the lead sees the total, the founders withdraw',
    { timeout: 240_000 },
    async () => {
      // The co-investor's asks before consent and after the withdrawal are refused (404).
      browser.allowConsoleError(
        /Failed to load resource: the server responded with a status of 404/,
      )
      const round = `Bridge ${Date.now().toString(36)}`
      const admin = await signedIn(demo.admin, '/admin')
      const lead = await signedIn(demo.investor, '/investors')
      const founder = await signedIn(demo.founder, '/startups')
      const fund = await coInvestorFund(admin, lead)
      await setDiscoverable(founder, false)
      try {
        // The lead opens Krishi Setu's application and invites the fund into a new round.
        await visit(lead, '/investors/applications?q=Krishi%20Setu')
        await lead.locator('tbody [data-startup-link]', { hasText: 'Krishi Setu' }).first().click()
        await lead.waitForURL(/\/investors\/applications\/[0-9a-f-]{36}/)
        const startupOrgId = new URL(lead.url()).pathname.split('/').at(-1)!
        const rooms = lead.getByRole('region', { name: 'Deal rooms' })
        await rooms.getByRole('button', { name: 'Invite a co-investor' }).click()
        const opening = lead.getByRole('dialog', { name: 'Open a deal room for Krishi Setu' })
        await opening.getByLabel('Round name').fill(round)
        await opening.getByLabel('Amount sought').fill('3 Cr')
        await opening.getByLabel('Your intended cheque').fill('1 Cr')
        await opening.getByRole('button', { name: 'Open the deal room' }).click()
        const inviting = lead.getByRole('dialog', { name: 'Invite a co-investor' })
        await inviting.getByLabel('Fund to invite').fill(fund.name)
        await inviting.getByRole('button', { name: `Choose ${fund.name}` }).click()
        await inviting.getByLabel('Note to the fund').fill('Your thesis, exactly. Join us?')
        await inviting.getByRole('button', { name: 'Send invitation' }).click()
        await inviting.waitFor({ state: 'hidden' })
        await rooms.getByRole('link', { name: round }).click()
        await lead.waitForURL(/\/investors\/deal-rooms\/[0-9a-f-]{36}/)
        const roomPath = new URL(lead.url()).pathname
        await lead.getByRole('heading', { name: `Krishi Setu · ${round}` }).waitFor()
        await expect
          .poll(() => lead.getByRole('list', { name: 'Invitations' }).innerText())
          .toContain(fund.name)

        // Before the founders answer, the fund sees the round, not the startup's profile.
        const coInvestor = await signedIn(fund.email, '/investors')
        await visit(coInvestor, roomPath)
        await expect.poll(() => coInvestor.getByRole('main').innerText()).toMatch(/founders/i)
        expect(await coInvestor.getByRole('button', { name: 'State your interest' }).count()).toBe(
          0,
        )
        await expect(
          trpc(coInvestor, 'investors.applications.fullProfile', { startupOrgId }),
        ).rejects.toThrow()

        // The founders see the request in the lead's words and accept it.
        await coInvestorsOf(founder)
        const request = founder.getByRole('article', {
          name: `Kaveri Capital wants to share your profile and deck with ${fund.name} to co-invest`,
        })
        await expect.poll(() => request.innerText()).toContain('Your thesis, exactly.')
        await request.getByRole('button', { name: 'Accept', exact: true }).click()
        await founder
          .getByRole('alertdialog', { name: `Share your profile and deck with ${fund.name}?` })
          .getByRole('button', { name: 'Accept and share' })
          .click()
        const roundCard = founder.getByRole('article', { name: `${round}, led by Kaveri Capital` })
        await expect
          .poll(() => roundCard.getByRole('list', { name: `Funds in ${round}` }).innerText())
          .toContain(fund.name)
        expect(await violations(founder)).toEqual([])

        // The co-investor finds the deal shared with it, reads the live profile and deck, commits.
        await visit(coInvestor, '/investors/deal-rooms?show=shared')
        await coInvestor.getByRole('link', { name: `Open the room: Krishi Setu, ${round}` }).click()
        await coInvestor.waitForURL(`**${roomPath}`)
        const live = await trpc<FullProfile>(coInvestor, 'investors.applications.fullProfile', {
          startupOrgId,
        })
        expect(live.asShared).toBeNull()
        const deckId = live.profile.deckFileId
        expect(deckId).not.toBeNull()
        const deckStatus = () =>
          coInvestor.evaluate(async (id) => (await fetch(`/api/files/${id}`)).status, deckId!)
        expect(await deckStatus()).toBe(200)
        await coInvestor.getByRole('button', { name: 'State your interest' }).click()
        const interest = coInvestor.getByRole('dialog')
        await interest.getByRole('radio', { name: 'Committed' }).check()
        await interest.getByLabel('Amount you commit').fill('75 L')
        await interest.getByRole('button', { name: 'Save interest' }).click()
        await interest.waitFor({ state: 'hidden' })
        expect(await violations(coInvestor)).toEqual([])

        // The lead sees the commitment in the room's total against the amount sought.
        await visit(lead, roomPath)
        const total = lead.getByRole('progressbar', { name: 'Committed against the amount sought' })
        await expect
          .poll(async () => words(await total.getAttribute('aria-valuetext')))
          .toBe('₹75 L committed of ₹3 Cr sought')
        await expect
          .poll(() => lead.getByRole('list', { name: 'Funds in the room' }).innerText())
          .toContain(fund.name)
        expect(await violations(lead)).toEqual([])

        // The founders see the total, then withdraw their consent.
        await coInvestorsOf(founder)
        await expect
          .poll(async () => words(await roundCard.innerText()))
          .toContain('₹75 L committed')
        await roundCard
          .getByRole('listitem')
          .filter({ hasText: fund.name })
          .getByRole('button', { name: 'Withdraw consent' })
          .click()
        await founder
          .getByRole('alertdialog', { name: `Withdraw consent for ${fund.name}?` })
          .getByRole('button', { name: 'Withdraw consent' })
          .click()
        await expect
          .poll(() => roundCard.getByRole('list', { name: `Not shared in ${round}` }).innerText())
          .toContain(fund.name)

        // The co-investor keeps the snapshot, without the deck; the deck itself is refused.
        const kept = await trpc<FullProfile>(coInvestor, 'investors.applications.fullProfile', {
          startupOrgId,
        })
        expect(kept.asShared).not.toBeNull()
        expect(kept.profile.deckFileId).toBeNull()
        expect(await deckStatus()).toBe(404)
        await visit(coInvestor, roomPath)
        await coInvestor.getByRole('link', { name: 'The profile as shared' }).waitFor()
        expect(await coInvestor.getByRole('button', { name: 'State your interest' }).count()).toBe(
          0,
        )
      } finally {
        await setDiscoverable(founder, true)
      }
    },
  )
})
