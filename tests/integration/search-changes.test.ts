import { eq, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'

import { parseApplicationSearch } from '@/domain/applications/search-params'
import { emptyChannelInput } from '@/domain/channels/schemas'
import { searchApplications } from '@/server/db/queries/application-search'
import { application } from '@/server/db/schema'
import { withdrawOwnApplication } from '@/server/db/queries/application-status'
import { insertApplication } from '@/server/db/queries/startup-applications'
import {
  changesSince,
  removedSince,
  madeAfter,
  watermarkNow,
} from '@/server/db/queries/search-changes'
import { rowsOf } from '@/server/db/rows'
import { loadOwnProfile } from '@/server/db/queries/startup-profiles'
import { findApplicationsByCalibrated } from '@/server/search/calibrated-order'
import { ApplicationIndexes, applicationIndexes } from '@/server/search/registry'
import { findApplications } from '@/server/search/search'

import { createChannel, createStartup } from '../factories/db'
import { setupTestApp } from '../support/app'
import { investorOf } from '../support/roles'

const app = setupTestApp()
const message = 'Thank you for applying; your pilots with FPOs impressed us.'

/** A channel editor's values, with the promise under test. */
const channelValues = (responseDays: number) => ({
  ...emptyChannelInput,
  title: 'Agritech seed call',
  responseDays,
})

/**
 * Whether the application's stamp was made by a transaction the snapshot `watermark` did not see
 * (what a catch-up reads). Other tests' transactions may run meanwhile on a PostgreSQL server, so
 * the database answers, not a comparison of ids.
 */
async function stampedAfter(id: string, watermark: string) {
  const [row] = await rowsOf<{ after: boolean | null }>(
    app().services.db,
    sql`select ${madeAfter(sql`changed_xid`, watermark)} as after from application where id = ${id}`,
  )
  return row!.after === true
}

/** An open channel of the organisation, with no question and no completeness asked (14 days). */
function openCallOf(organisationId: string) {
  return createChannel(app().services.db, {
    organisationId,
    status: 'open',
    opensAt: null,
    closesAt: null,
    questions: [],
    minCompleteness: 0,
    responseDays: 14,
  })
}

/** A new startup applies to the channel; its owner and application. */
async function applyTo(channel: { id: string; organisationId: string }) {
  const db = app().services.db
  const startup = await createStartup(db)
  const applied = await insertApplication(db, {
    channelId: channel.id,
    investorOrgId: channel.organisationId,
    startupOrgId: startup.organisation.id,
    actorId: startup.owner.id,
    answers: {},
    own: (await loadOwnProfile(db, startup.organisation.id))!,
  })
  if (applied === 'duplicate') throw new Error('unexpected duplicate')
  return { ...startup, applicationId: applied.applicationId }
}

describe('the changes the search index reads', () => {
  it("stamps every write to an application or a channel, the app's or SQL's, and notes deletions", async () => {
    const db = app().services.db
    const fund = await investorOf(app(), 'Kaveri Capital')
    const other = await investorOf(app(), 'Deccan Angels')
    const call = await openCallOf(fund.organisationId)
    const start = await watermarkNow(db)
    const nothing = await changesSince(db, fund.organisationId, start, 10)
    expect(nothing).toMatchObject({ changed: 0, removed: 0, emptied: false, channels: false })

    // A startup applies: its row is stamped.
    const applied = await applyTo(call)
    expect(await stampedAfter(applied.applicationId, start)).toBe(true)
    const afterApply = await watermarkNow(db)
    expect(await changesSince(db, fund.organisationId, start, 10)).toMatchObject({ changed: 1 })
    expect(await changesSince(db, fund.organisationId, afterApply, 10)).toMatchObject({
      changed: 0,
    })

    // The team moves it: stamped again.
    const investor = await app().caller(fund.headers)
    await investor.investors.applications.setStatus({
      applicationIds: [applied.applicationId],
      status: 'in_review',
    })
    expect(await stampedAfter(applied.applicationId, afterApply)).toBe(true)

    // A change made in SQL (psql, a backfill) is stamped the same way.
    const beforeSql = await watermarkNow(db)
    expect(await stampedAfter(applied.applicationId, beforeSql)).toBe(false)
    await db.execute(
      sql`update application set sectors = '{Energy}' where id = ${applied.applicationId}`,
    )
    expect(await stampedAfter(applied.applicationId, beforeSql)).toBe(true)

    // Editing the channel (its promise decides what is overdue) stamps the channel.
    const beforeEdit = await watermarkNow(db)
    await investor.investors.channels.update({ id: call.id, values: channelValues(21) })
    expect(await changesSince(db, fund.organisationId, beforeEdit, 10)).toMatchObject({
      channels: true,
    })

    // A deletion, whoever makes it, is written down for the organisation.
    const beforeDelete = await watermarkNow(db)
    await db.execute(sql`delete from application where id = ${applied.applicationId}`)
    expect(await changesSince(db, fund.organisationId, beforeDelete, 10)).toMatchObject({
      changed: 0,
      removed: 1,
    })
    expect(await removedSince(db, fund.organisationId, beforeDelete)).toEqual([
      applied.applicationId,
    ])

    // Counts stop at the limit + 1 (the check stays an index probe at any size).
    expect((await changesSince(db, fund.organisationId, start, 0)).removed).toBe(1)

    // Nothing of this touched another organisation.
    expect(await changesSince(db, other.organisationId, start, 10)).toMatchObject({
      changed: 0,
      removed: 0,
      channels: false,
    })
  })

  it("keeps the search's in-memory index exact across the writes it must see", async () => {
    const db = app().services.db
    const fund = await investorOf(app(), 'Kaveri Capital')
    const investor = await app().caller(fund.headers)
    const call = await openCallOf(fund.organisationId)
    const [first, second] = [await applyTo(call), await applyTo(call)]
    // Submitted 18 days ago: past the channel's 14-day promise.
    await db
      .update(application)
      .set({ submittedAt: new Date(Date.now() - 18 * 86_400_000) })
      .where(eq(application.investorOrgId, fund.organisationId))

    const searches = [
      {},
      { status: 'overdue' },
      { status: 'submitted,rejected', sort: 'name' },
      { channelId: call.id, sort: 'oldest' },
      { sort: 'raise_asc' },
    ]
    // The procedure answers through the index; the SQL search reads the database as it is now.
    const expectExact = async (step: string) => {
      for (const raw of searches) {
        const {
          channels: _,
          stages: _s,
          rows,
          ...rest
        } = await investor.investors.applications.list(raw)
        // The triage facts are added to the page after the search (application-triage.test.ts),
        // the channels and the stages beside it.
        const listed = {
          ...rest,
          rows: rows.map(
            ({ waiting: _w, fit: _f, ratings: _r, lastActivityAt: _l, ...row }) => row,
          ),
        }
        const expected = await searchApplications(
          db,
          fund.organisationId,
          parseApplicationSearch(raw),
        )
        expect(listed, `${step}: ${JSON.stringify(raw)}`).toEqual(expected)
      }
    }
    await expectExact('built')
    const third = await applyTo(call)
    await expectExact('a new application')
    await investor.investors.applications.setStatus({
      applicationIds: [first.applicationId],
      status: 'in_review',
    })
    await expectExact('a move')
    await investor.investors.applications.setStatus({
      applicationIds: [second.applicationId],
      status: 'rejected',
      message,
      reason: 'market_size',
    })
    await expectExact('a decision')
    expect(
      (await investor.investors.applications.list({ status: 'overdue' })).total,
      'one application is still past the promise',
    ).toBe(1)
    await investor.investors.channels.update({
      id: call.id,
      values: channelValues(30),
    })
    await expectExact("the channel's promise")
    expect((await investor.investors.applications.list({ status: 'overdue' })).total).toBe(0)
    await withdrawOwnApplication(db, {
      startupOrgId: third.organisation.id,
      actorId: third.owner.id,
      applicationId: third.applicationId,
      origin: { actorId: third.owner.id, actorEmail: null, ip: null, userAgent: null },
    })
    await expectExact('a withdrawal')
  })

  it('shows every server a change made in SQL at its next search, deletions removed in place', async () => {
    const db = app().services.db
    const fund = await investorOf(app(), 'Kaveri Capital')
    const call = await openCallOf(fund.organisationId)
    const ids: string[] = []
    for (let i = 0; i < 3; i++) ids.push((await applyTo(call)).applicationId)
    // Two server processes, each with its own index of the fund.
    const servers = [new ApplicationIndexes(db), new ApplicationIndexes(db)]
    const built = await Promise.all(servers.map((server) => server.get(fund.organisationId)))
    for (const index of built) expect(index!.live).toBe(3)
    const all = parseApplicationSearch({})
    const accepted = parseApplicationSearch({ status: 'accepted' })

    // psql: one application accepted, another deleted.
    await db.execute(sql`update application set status = 'accepted' where id = ${ids[1]}`)
    await db.execute(sql`delete from application where id = ${ids[0]}`)
    for (const [n, server] of servers.entries()) {
      const index = await server.get(fund.organisationId)
      // The same index, caught up in place: not built afresh.
      expect(index, `server ${n}`).toBe(built[n])
      const now = Date.now()
      expect(index!.search(all, { now, pageSize: 25 }).ids.sort()).toEqual(ids.slice(1).sort())
      expect(index!.search(accepted, { now, pageSize: 25 }).ids).toEqual([ids[1]])
      expect(index!.search(all, { now, pageSize: 25 }).facets.status).toEqual({
        accepted: 1,
        submitted: 1,
      })
    }
  })

  it('has many searches at once wait for two catch-ups at most, each seeing what was committed before it', async () => {
    const db = app().services.db
    const fund = await investorOf(app(), 'Kaveri Capital')
    const call = await openCallOf(fund.organisationId)
    const ids = [(await applyTo(call)).applicationId, (await applyTo(call)).applicationId]
    const server = new ApplicationIndexes(db)
    const index = await server.get(fund.organisationId)
    const accepted = parseApplicationSearch({ status: 'accepted' })

    await db.execute(sql`update application set status = 'accepted' where id = ${ids[0]}`)
    const before = server.catchUps
    // Twenty searches at once, then one more once a write commits while they are under way.
    const first = Array.from({ length: 20 }, () => server.get(fund.organisationId))
    await db.execute(sql`update application set status = 'accepted' where id = ${ids[1]}`)
    const late = server.get(fund.organisationId)
    for (const found of await Promise.all(first)) {
      expect(found).toBe(index)
      expect(found!.search(accepted, { now: Date.now(), pageSize: 25 }).ids).toContain(ids[0])
    }
    const seen = (await late)!.search(accepted, { now: Date.now(), pageSize: 25 }).ids
    expect(seen.sort()).toEqual([...ids].sort())
    // One catch-up for the twenty that came together, one for the search after the write.
    expect(server.catchUps - before).toBeLessThanOrEqual(3)
  })

  it('builds afresh in the background after a change too large to catch up, answering by SQL meanwhile', async () => {
    const db = app().services.db
    const fund = await investorOf(app(), 'Kaveri Capital')
    const call = await openCallOf(fund.organisationId)
    for (let i = 0; i < 3; i++) await applyTo(call)
    const server = new ApplicationIndexes(db, { catchUpLimit: 1 })
    const first = await server.get(fund.organisationId)
    expect(first!.live).toBe(3)
    // A backfill touches more rows than the catch-up limit.
    await db.execute(
      sql`update application set sectors = '{Healthcare}' where investor_org_id = ${fund.organisationId}`,
    )
    expect(await server.get(fund.organisationId)).toBeUndefined()
    // The search after the rebuild answers from a new index with the backfilled rows.
    let rebuilt = await server.get(fund.organisationId)
    for (let tries = 0; !rebuilt && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      rebuilt = await server.get(fund.organisationId)
    }
    expect(rebuilt).not.toBe(first)
    const found = rebuilt!.search(parseApplicationSearch({ sectors: 'Healthcare' }), {
      now: Date.now(),
      pageSize: 25,
    })
    expect(found.total).toBe(3)
  })

  it('keeps within the memory budget by answering from SQL, never by evicting an index in use', async () => {
    const db = app().services.db
    const funds = [
      await investorOf(app(), 'Kaveri Capital'),
      await investorOf(app(), 'Deccan Angels'),
    ]
    for (const fund of funds) {
      const call = await openCallOf(fund.organisationId)
      for (let i = 0; i < 3; i++) await applyTo(call)
    }
    const [kaveri, deccan] = funds.map((fund) => fund.organisationId) as [string, string]
    // Room for one fund's three applications, not two funds' six.
    const server = new ApplicationIndexes(db, { rowBudget: 4 })
    const held = await server.get(kaveri)
    expect(held!.live).toBe(3)
    // The other fund, searched in turn: answered by SQL each time, and the first index stays.
    for (let turn = 0; turn < 3; turn++) {
      expect(await server.get(deccan)).toBeUndefined()
      expect(await server.get(kaveri)).toBe(held)
    }
    expect(server.organisations).toEqual([kaveri])
    // An index unused for the idle time makes room.
    const idle = new ApplicationIndexes(db, { rowBudget: 4, idleMs: 0 })
    await idle.get(kaveri)
    expect((await idle.get(deccan))!.live).toBe(3)
    expect(idle.organisations).toEqual([deccan])
  })

  it("answers through the index when an application is deleted between a search's catch-up and its page", async () => {
    const db = app().services.db
    const fund = await investorOf(app(), 'Kaveri Capital')
    const call = await openCallOf(fund.organisationId)
    const ids: string[] = []
    for (let i = 0; i < 4; i++) ids.push((await applyTo(call)).applicationId)
    const indexes = applicationIndexes(db)
    await indexes.get(fund.organisationId)
    const caughtUp = indexes.get.bind(indexes)
    const search = parseApplicationSearch({})
    for (const [turn, find] of [
      () => findApplications(db, fund.organisationId, search),
      () => findApplicationsByCalibrated(db, fund.organisationId, fund.userId!, search),
    ].entries()) {
      const deleted = ids[turn]!
      // psql deletes an application just after the search's first catch-up, before its page.
      let first = true
      const get = vi.spyOn(indexes, 'get').mockImplementation(async (organisationId) => {
        const index = await caughtUp(organisationId)
        if (first) await db.execute(sql`delete from application where id = ${deleted}`)
        first = false
        return index
      })
      try {
        const found = await find()
        // A second catch-up removed it, and the index answered: no search by SQL.
        expect(get, `search ${turn}`).toHaveBeenCalledTimes(2)
        expect(found.rows.map((row) => row.id)).not.toContain(deleted)
        expect(found.total).toBe(ids.length - turn - 1)
        expect(found).toMatchObject(await searchApplications(db, fund.organisationId, search))
      } finally {
        get.mockRestore()
      }
    }
  })
})
