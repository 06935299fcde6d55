import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { parseApplicationSearch } from '@/domain/applications/search-params'
import { emptyChannelInput } from '@/domain/channels/schemas'
import { searchApplications } from '@/server/db/queries/application-search'
import { application } from '@/server/db/schema'
import { withdrawOwnApplication } from '@/server/db/queries/application-status'
import { insertApplication } from '@/server/db/queries/startup-applications'
import { currentSearchVersion, markSearchDeletion } from '@/server/db/queries/search-version'
import { loadOwnProfile } from '@/server/db/queries/startup-profiles'
import { ApplicationIndexes } from '@/server/search/registry'

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

async function stampOf(id: string) {
  const [row] = await app()
    .services.db.select({ version: application.searchVersion })
    .from(application)
    .where(eq(application.id, id))
  return row!.version
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

describe("the organisation's search version", () => {
  it('rises with every write the search must see, and stamps the rows written', async () => {
    const db = app().services.db
    const fund = await investorOf(app(), 'Kaveri Capital')
    const other = await investorOf(app(), 'Deccan Angels')
    const call = await createChannel(db, {
      organisationId: fund.organisationId,
      status: 'open',
      opensAt: null,
      closesAt: null,
      questions: [],
      minCompleteness: 0,
    })
    expect((await currentSearchVersion(db, fund.organisationId)).version).toBe(0)

    // A startup applies: version 1, on its row.
    const applied = await applyTo(call)
    expect((await currentSearchVersion(db, fund.organisationId)).version).toBe(1)
    expect(await stampOf(applied.applicationId)).toBe(1)

    // The team moves it, then decides: versions 2 and 3.
    const investor = await app().caller(fund.headers)
    await investor.investors.applications.setStatus({
      applicationIds: [applied.applicationId],
      status: 'in_review',
    })
    expect(await stampOf(applied.applicationId)).toBe(2)
    await investor.investors.applications.setStatus({
      applicationIds: [applied.applicationId],
      status: 'rejected',
      message,
      reason: 'market_size',
    })
    expect((await currentSearchVersion(db, fund.organisationId)).version).toBe(3)
    expect(await stampOf(applied.applicationId)).toBe(3)

    // A refused move (a decided application stays decided) raises nothing.
    await investor.investors.applications
      .setStatus({ applicationIds: [applied.applicationId], status: 'in_review' })
      .catch(() => undefined)
    expect((await currentSearchVersion(db, fund.organisationId)).version).toBe(3)

    // Editing the channel (its promise decides what is overdue) raises the version.
    await investor.investors.channels.update({
      id: call.id,
      values: channelValues(21),
    })
    expect((await currentSearchVersion(db, fund.organisationId)).version).toBe(4)

    // The founder withdraws a second application: version 5, on its row.
    const again = await applyTo(call)
    await withdrawOwnApplication(db, {
      startupOrgId: again.organisation.id,
      actorId: again.owner.id,
      applicationId: again.applicationId,
      origin: { actorId: again.owner.id, actorEmail: null, ip: null, userAgent: null },
    })
    expect((await currentSearchVersion(db, fund.organisationId)).version).toBe(6)
    expect(await stampOf(again.applicationId)).toBe(6)
    expect(await stampOf(applied.applicationId)).toBe(3)

    // Nothing of this touched another organisation.
    expect((await currentSearchVersion(db, other.organisationId)).version).toBe(0)
  })

  it("keeps the search's in-memory index exact across the writes it must see", async () => {
    const db = app().services.db
    const fund = await investorOf(app(), 'Kaveri Capital')
    const investor = await app().caller(fund.headers)
    const call = await createChannel(db, {
      organisationId: fund.organisationId,
      status: 'open',
      opensAt: null,
      closesAt: null,
      questions: [],
      minCompleteness: 0,
      responseDays: 14,
    })
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
        const { channels: _, rows, ...rest } = await investor.investors.applications.list(raw)
        // The triage facts are added to the page after the search (application-triage.test.ts).
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

  it('has every server build its index afresh after a write that deleted applications', async () => {
    const db = app().services.db
    const fund = await investorOf(app(), 'Kaveri Capital')
    const call = await createChannel(db, {
      organisationId: fund.organisationId,
      status: 'open',
      opensAt: null,
      closesAt: null,
      questions: [],
      minCompleteness: 0,
    })
    const ids: string[] = []
    for (let i = 0; i < 3; i++) ids.push((await applyTo(call)).applicationId)
    // Two server processes, each with its own index of the fund.
    const [here, there] = [new ApplicationIndexes(db), new ApplicationIndexes(db)]
    expect((await here.get(fund.organisationId)).size).toBe(3)
    expect((await there.get(fund.organisationId)).size).toBe(3)

    // One of them deletes an application (a startup's erasure does).
    await db.transaction(async (tx) => {
      await markSearchDeletion(tx as never, fund.organisationId)
      await tx.delete(application).where(eq(application.id, ids[0]!))
    })
    expect(await currentSearchVersion(db, fund.organisationId)).toEqual({
      version: 4,
      rebuildFrom: 4,
    })
    for (const server of [here, there]) {
      const index = await server.get(fund.organisationId)
      expect(index.size).toBe(2)
      const found = index.search(parseApplicationSearch({}), { now: Date.now(), pageSize: 25 })
      expect(found.ids.sort()).toEqual(ids.slice(1).sort())
    }
  })
})
