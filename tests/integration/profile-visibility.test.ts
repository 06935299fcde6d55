import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { startupProfile } from '@/server/db/schema'

import { createBareFounder } from '../factories/db'
import { setupTestApp } from '../support/app'
import { founderOf, investorOf, makeStartupPublic } from '../support/roles'
import { codeOf } from '../support/outcome'

const app = setupTestApp()

describe('website.startupPublicProfile.getStartupPublicProfile', () => {
  it('shows only public fields of a public page', async () => {
    const owner = await founderOf(app(), 'Krishi Setu')
    await app()
      .services.db.update(startupProfile)
      .set({
        oneLiner: 'Cold storage for every village',
        cin: 'U01100KA2023PTC123456',
        plannedRaise: 15_000_000,
      })
      .where(eq(startupProfile.organisationId, owner.organisationId))
    await createBareFounder(app().services.db, {
      organisationId: owner.organisationId,
      name: 'Asha Rao',
      title: 'CEO',
      email: 'asha@krishisetu.in',
      equityShare: 40,
    })
    await makeStartupPublic(app(), owner.organisationId)

    const page = await (
      await app().caller()
    ).website.startupPublicProfile.getStartupPublicProfile({
      slug: 'krishi-setu',
    })
    expect(page.name).toBe('Krishi Setu')
    expect(page.oneLiner).toBe('Cold storage for every village')
    expect(page.founders).toEqual([{ name: 'Asha Rao', title: 'CEO', linkedin: null }])
    // Registration identifiers are public records (decision 0032): the page shows them.
    expect(page.cin).toBe('U01100KA2023PTC123456')
    const serialised = JSON.stringify(page)
    for (const secret of ['15000000', 'asha@krishisetu.in', owner.organisationId]) {
      expect(serialised).not.toContain(secret)
    }
  })

  it('answers a private page exactly like an unknown one', async () => {
    await founderOf(app(), 'Stealth Labs')
    const caller = await app().caller()
    const privatePage = codeOf(
      caller.website.startupPublicProfile.getStartupPublicProfile({ slug: 'stealth-labs' }),
    )
    const unknown = codeOf(
      caller.website.startupPublicProfile.getStartupPublicProfile({ slug: 'no-such-company' }),
    )
    expect(await privatePage).toBe('NOT_FOUND')
    expect(await unknown).toBe('NOT_FOUND')
  })
})

describe('investors.applications.fullProfile', () => {
  it('opens a discoverable startup to any investor and a hidden one to none', async () => {
    const startup = await founderOf(app(), 'PayVeda')
    const investor = await investorOf(app(), 'Kaveri Capital')
    const caller = await app().caller(investor.headers)
    expect(
      await codeOf(
        caller.investors.applications.fullProfile({ startupOrgId: startup.organisationId }),
      ),
    ).toBe('NOT_FOUND')
    await app()
      .services.db.update(startupProfile)
      .set({ isDiscoverable: true })
      .where(eq(startupProfile.organisationId, startup.organisationId))
    const seen = await caller.investors.applications.fullProfile({
      startupOrgId: startup.organisationId,
    })
    expect(seen.profile.name).toBe('PayVeda')
  })

  it('lists the startup’s own founders in their order, as its own editor does, and no one else’s', async () => {
    const startup = await founderOf(app(), 'PayVeda')
    const other = await founderOf(app(), 'Krishi Setu')
    const investor = await investorOf(app(), 'Kaveri Capital')
    const db = app().services.db
    const add = (organisationId: string, name: string, position: number, equityShare?: number) =>
      createBareFounder(db, { organisationId, name, position, equityShare })
    await add(startup.organisationId, 'Meera R', 1, 12.5)
    await add(other.organisationId, 'Asha Rao', 0)
    await add(startup.organisationId, 'Ravi K', 0)
    await db
      .update(startupProfile)
      .set({ isDiscoverable: true })
      .where(eq(startupProfile.organisationId, startup.organisationId))

    const seen = await (
      await app().caller(investor.headers)
    ).investors.applications.fullProfile({ startupOrgId: startup.organisationId })
    expect(seen.founders.map((f) => [f.name, f.equityShare])).toEqual([
      ['Ravi K', null],
      ['Meera R', 12.5],
    ])
    const own = await (await app().caller(startup.headers)).startups.profile.get()
    expect(own.founders.map((f) => [f.name, f.position, f.equityShare])).toEqual([
      ['Ravi K', 0, null],
      ['Meera R', 1, 12.5],
    ])
    expect([own.logo, own.deck]).toEqual([null, null])
  })

  it('answers a malformed id with BAD_REQUEST, not a server error', async () => {
    const investor = await investorOf(app(), 'Kaveri Capital')
    const caller = await app().caller(investor.headers)
    expect(await codeOf(caller.investors.applications.fullProfile({ startupOrgId: 'abc' }))).toBe(
      'BAD_REQUEST',
    )
  })
})

describe('account.createStartup', () => {
  it('makes the founder the owner of a new startup with a free slug', async () => {
    await founderOf(app(), 'Krishi Setu')
    const second = await founderOf(app(), 'Krishi Setu')
    expect(second.slug).toBe('krishi-setu-2')
    const session = await (await app().caller(second.headers)).account.session()
    expect(session?.membership).toMatchObject({
      kind: 'startup',
      role: 'owner',
      organisationName: 'Krishi Setu',
    })
  })
})
