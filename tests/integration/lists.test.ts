import { inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { handleListExport, listExportColumns } from '@/server/lists/export'
import { startupProfile } from '@/server/db/schema'

import {
  createBareApplication,
  createBareChannel,
  createBareInvestorProfile,
  createBareStartup,
} from '../factories/db'
import type { NewStartupProfile } from '../factories'
import { setupTestApp, testOrigin } from '../support/app'
import { csvOf } from '../support/csv'
import { codeOf } from '../support/outcome'
import { investorOf } from '../support/roles'

const app = setupTestApp()

function startup(name: string, values: Partial<NewStartupProfile>) {
  return createBareStartup(app().services.db, { name, isDiscoverable: true, ...values })
}

describe('investors.lists', () => {
  it('keeps a list with notes, facts, statuses and sorts, and exports it as guarded CSV', async () => {
    const investor = await investorOf(app(), 'Kaveri Capital')
    const caller = await app().caller(investor.headers)
    const krishi = await startup('Krishi Setu', {
      oneLiner: '=HYPERLINK("http://evil.example")',
      developmentStage: 'Prototype',
      headquarters: 'Karnataka',
      sectors: ['Agriculture and Farming'],
      plannedRaise: 1_00_00_000,
    })
    const payveda = await startup('PayVeda', { plannedRaise: 5_00_00_000 })
    const call = await createBareChannel(app().services.db, {
      organisationId: investor.organisationId,
      title: 'Seed',
    })
    await createBareApplication(app().services.db, {
      channelId: call.id,
      startupOrgId: krishi,
      status: 'shortlisted',
    })

    const { id } = await caller.investors.lists.create({ name: 'Agritech watch' })
    await caller.investors.lists.addEntry({ listId: id, startupOrgId: krishi, note: 'Meet in May' })
    await caller.investors.lists.addEntry({ listId: id, startupOrgId: payveda })
    await caller.investors.lists.setNote({ listId: id, startupOrgId: payveda, note: '+91 call' })
    await caller.investors.lists.update({
      id,
      name: 'Agri and fintech',
      description: 'Q3 pipeline',
    })

    const byRaise = await caller.investors.lists.get({ id, sort: 'raise' })
    expect(byRaise).toMatchObject({ name: 'Agri and fintech', description: 'Q3 pipeline' })
    expect(byRaise.entries.map((e) => e.name)).toEqual(['PayVeda', 'Krishi Setu'])
    expect(byRaise.entries[1]).toMatchObject({
      note: 'Meet in May',
      statuses: ['shortlisted'],
      developmentStage: 'Prototype',
      addedBy: expect.any(String),
      visible: true,
    })
    expect((await caller.investors.lists.get({ id, sort: 'name' })).entries[0]?.name).toBe(
      'Krishi Setu',
    )

    const response = await handleListExport(
      new Request(`${testOrigin}/api/lists/${id}/export?sort=name`, { headers: investor.headers }),
      app().services,
      id,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="agri-and-fintech.csv"',
    )
    const rows = await csvOf(response)
    expect(rows[0]).toEqual([...listExportColumns])
    expect(rows.slice(1).map((r) => r[0])).toEqual(['Krishi Setu', 'PayVeda'])
    // A cell a spreadsheet would run as a formula is written as text.
    expect(rows[1]?.[1]).toBe(`'=HYPERLINK("http://evil.example")`)
    expect(rows[1]?.[7]).toBe('Shortlisted')
    expect(rows[2]?.[8]).toBe(`'+91 call`)

    // Another fund does not find the list, through the API or the export.
    const other = await investorOf(app(), 'Deccan Angels')
    const otherCaller = await app().caller(other.headers)
    expect(await codeOf(otherCaller.investors.lists.get({ id }))).toBe('NOT_FOUND')
    const theirs = await handleListExport(
      new Request(`${testOrigin}/api/lists/${id}/export`, { headers: other.headers }),
      app().services,
      id,
    )
    expect(theirs.status).toBe(404)

    await caller.investors.lists.delete({ id })
    expect(await codeOf(caller.investors.lists.get({ id }))).toBe('NOT_FOUND')
  })

  it('sorts a startup the fund may no longer see by its name alone, never by its raise or fit', async () => {
    const investor = await investorOf(app(), 'Kaveri Capital')
    await createBareInvestorProfile(app().services.db, {
      organisationId: investor.organisationId,
      sectors: ['Agriculture and Farming'],
      chequeMin: 50_00_000,
      chequeMax: 2_00_00_000,
    })
    const caller = await app().caller(investor.headers)
    const agri = { sectors: ['Agriculture and Farming'], plannedRaise: 1_00_00_000 }
    const ids = {
      krishi: await startup('Krishi Setu', agri),
      payveda: await startup('PayVeda', { plannedRaise: 20_00_00_000 }),
      // Once hidden: the best fit and the largest raise, and the smallest.
      zameen: await startup('Zameen', { ...agri, plannedRaise: 90_00_00_000 }),
      anaj: await startup('Anaj', { plannedRaise: 1 }),
    }
    const { id } = await caller.investors.lists.create({ name: 'Watch' })
    await caller.investors.lists.addEntries({ listId: id, startupOrgIds: Object.values(ids) })
    await app()
      .services.db.update(startupProfile)
      .set({ isDiscoverable: false })
      .where(inArray(startupProfile.organisationId, [ids.zameen, ids.anaj]))

    const names = async (sort: 'fit' | 'raise') => {
      const list = await caller.investors.lists.get({ id, sort })
      const response = await handleListExport(
        new Request(`${testOrigin}/api/lists/${id}/export?sort=${sort}`, {
          headers: investor.headers,
        }),
        app().services,
        id,
      )
      const exported = (await csvOf(response)).slice(1).map((row) => row[0])
      expect(exported).toEqual(list.entries.map((e) => e.name))
      return exported
    }
    expect(await names('raise')).toEqual(['PayVeda', 'Krishi Setu', 'Anaj', 'Zameen'])
    expect(await names('fit')).toEqual(['Krishi Setu', 'PayVeda', 'Anaj', 'Zameen'])
  })

  it('adds a selection of startups at once, all or none', async () => {
    const investor = await investorOf(app(), 'Kaveri Capital')
    const caller = await app().caller(investor.headers)
    const krishi = await startup('Krishi Setu', {})
    const payveda = await startup('PayVeda', {})
    const secret = await startup('Secret Sauce', { isDiscoverable: false })
    const { id } = await caller.investors.lists.create({ name: 'From the pipeline' })
    expect(
      await codeOf(
        caller.investors.lists.addEntries({ listId: id, startupOrgIds: [krishi, secret] }),
      ),
    ).toBe('NOT_FOUND')
    expect((await caller.investors.lists.get({ id })).entries).toEqual([])
    expect(
      await caller.investors.lists.addEntries({ listId: id, startupOrgIds: [krishi, payveda] }),
    ).toEqual({ added: 2, alreadyThere: 0 })
    expect(
      await caller.investors.lists.addEntries({ listId: id, startupOrgIds: [payveda, payveda] }),
    ).toEqual({ added: 0, alreadyThere: 1 })
    expect(
      (await caller.investors.lists.get({ id, sort: 'name' })).entries.map((e) => e.name),
    ).toEqual(['Krishi Setu', 'PayVeda'])
  })

  it('refuses a duplicate name at the field, and an empty note clears it', async () => {
    const investor = await investorOf(app(), 'Kaveri Capital')
    const caller = await app().caller(investor.headers)
    const krishi = await startup('Krishi Setu', {})
    const first = await caller.investors.lists.create({ name: 'Shortlist' })
    const second = await caller.investors.lists.create({ name: 'Maybe' })
    expect(await codeOf(caller.investors.lists.update({ id: second.id, name: 'shortlist' }))).toBe(
      'CONFLICT',
    )
    await caller.investors.lists.addEntry({ listId: first.id, startupOrgId: krishi, note: 'x' })
    await caller.investors.lists.setNote({ listId: first.id, startupOrgId: krishi, note: '  ' })
    expect((await caller.investors.lists.get({ id: first.id })).entries[0]?.note).toBeNull()
    // A startup not on the list has no note to change.
    expect(
      await codeOf(
        caller.investors.lists.setNote({ listId: second.id, startupOrgId: krishi, note: 'y' }),
      ),
    ).toBe('NOT_FOUND')
  })
})
