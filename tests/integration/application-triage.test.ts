import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { userPreference } from '@/server/db/schema'

import { createBareApplication, createBareChannel } from '../factories/db'
import { setupTestApp } from '../support/app'
import { codeOf } from '../support/outcome'
import { founderOf, investorOf, teammateOf } from '../support/roles'

const app = setupTestApp()
const day = 24 * 60 * 60 * 1000
const scores = { team: 4, market: 3, product: 5, traction: 2, fit: 4 }

/**
 * Kaveri Capital (owner and a teammate) runs a channel for agritech from Kerala that promises an
 * answer in 14 days. Krishi Setu (agritech, Karnataka) applied 20 days ago; PayVeda applied and
 * was rejected.
 */
async function buildWorld() {
  const fund = await investorOf(app(), 'Kaveri Capital')
  const teammate = await teammateOf(app(), fund.organisationId, { name: 'Ananya Rao' })
  const krishi = await founderOf(app(), 'Krishi Setu')
  const payveda = await founderOf(app(), 'PayVeda')
  const db = app().services.db
  const call = await createBareChannel(db, {
    organisationId: fund.organisationId,
    title: 'Agritech from Kerala',
    responseDays: 14,
    sectors: ['Agriculture and Farming'],
    headquarters: ['Kerala'],
  })
  const submittedAt = new Date(Date.now() - 20 * day - 60_000)
  const waiting = await createBareApplication(db, {
    channelId: call.id,
    startupOrgId: krishi.organisationId,
    sectors: ['Agriculture and Farming'],
    headquarters: 'Karnataka',
    submittedAt,
    updatedAt: submittedAt,
  })
  const decided = await createBareApplication(db, {
    channelId: call.id,
    startupOrgId: payveda.organisationId,
    status: 'rejected',
    sectors: ['Agriculture and Farming'],
    headquarters: 'Kerala',
    submittedAt,
    updatedAt: submittedAt,
    decidedAt: new Date(),
  })
  return {
    krishi,
    waitingId: waiting.id,
    decidedId: decided.id,
    owner: await app().caller(fund.headers),
    teammate: await app().caller(teammate.headers),
  }
}

const rowOf = async (caller: Awaited<ReturnType<typeof buildWorld>>['owner'], id: string) =>
  (await caller.investors.applications.list({ sort: 'name' })).rows.find((r) => r.id === id)!

describe('the applications list for triage', () => {
  it('shows days waiting against the promise, and nothing once decided', async () => {
    const w = await buildWorld()
    expect((await rowOf(w.owner, w.waitingId)).waiting).toEqual({ days: 20, promise: 14 })
    expect((await rowOf(w.owner, w.decidedId)).waiting).toBeNull()
  })

  it('shows the fit with the channel, from the profile as submitted', async () => {
    const w = await buildWorld()
    // Agritech (met), Karnataka where Kerala is asked (not met).
    expect((await rowOf(w.owner, w.waitingId)).fit).toBe(50)
    expect((await rowOf(w.owner, w.decidedId)).fit).toBe(100)
  })

  it("keeps ratings blind: the team's average only for a teammate who has rated", async () => {
    const w = await buildWorld()
    expect((await rowOf(w.owner, w.waitingId)).ratings).toEqual({
      count: 0,
      mine: null,
      average: null,
      calibrated: null,
    })
    await w.owner.investors.applications.rate({ applicationId: w.waitingId, scores })
    expect((await rowOf(w.owner, w.waitingId)).ratings).toEqual({
      count: 1,
      mine: 36,
      average: 36,
      // Nobody here has the shared ratings a habit needs: the calibrated score is the raw one.
      calibrated: 36,
    })
    expect((await rowOf(w.teammate, w.waitingId)).ratings).toEqual({
      count: 1,
      mine: null,
      average: null,
      calibrated: null,
    })
    await w.teammate.investors.applications.rate({
      applicationId: w.waitingId,
      scores: { team: 5, market: 5, product: 4, traction: 3, fit: 5 },
    })
    expect((await rowOf(w.teammate, w.waitingId)).ratings).toEqual({
      count: 2,
      mine: 44,
      average: 40,
      calibrated: 40,
    })
  })

  it('shows the last activity: a note, a rating or a move, whichever came last', async () => {
    const w = await buildWorld()
    const before = (await rowOf(w.owner, w.waitingId)).lastActivityAt.getTime()
    expect(before).toBeLessThan(Date.now() - 19 * day)
    const noted = Date.now()
    await w.owner.investors.applications.notes.add({
      startupOrgId: w.krishi.organisationId,
      body: 'Call them next week.',
    })
    const afterNote = (await rowOf(w.owner, w.waitingId)).lastActivityAt.getTime()
    expect(afterNote).toBeGreaterThanOrEqual(noted - 1000)
    await w.owner.investors.applications.setStatus({
      applicationIds: [w.waitingId],
      status: 'in_review',
    })
    expect((await rowOf(w.owner, w.waitingId)).lastActivityAt.getTime()).toBeGreaterThanOrEqual(
      afterNote,
    )
  })
})

describe('preferences', () => {
  it('keep the list density per person, comfortable until they choose', async () => {
    const w = await buildWorld()
    const comfortable = { applicationsDensity: 'comfortable', language: null }
    expect(await w.owner.account.preferences()).toEqual(comfortable)
    await w.owner.account.setPreferences({ applicationsDensity: 'compact' })
    expect(await w.owner.account.preferences()).toEqual({
      ...comfortable,
      applicationsDensity: 'compact',
    })
    expect(await w.teammate.account.preferences()).toEqual(comfortable)
    // A change of language keeps the density, and the other way round.
    await w.owner.account.setPreferences({ language: 'hi' })
    expect(await w.owner.account.preferences()).toEqual({
      applicationsDensity: 'compact',
      language: 'hi',
    })
    await w.owner.account.setPreferences({ applicationsDensity: 'comfortable' })
    expect(await w.owner.account.preferences()).toEqual({ ...comfortable, language: 'hi' })
  })

  it('refuse an unknown density and store nothing', async () => {
    const w = await buildWorld()
    const rows = async () =>
      (await app().services.db.select({ n: count() }).from(userPreference))[0]!.n
    for (const input of [
      { applicationsDensity: 'tiny' },
      { applicationsDensity: 'compact', x: 1 },
      { language: 'fr' },
      {},
    ]) {
      expect(
        await codeOf(
          w.teammate.account.setPreferences(input as { applicationsDensity: 'compact' }),
        ),
      ).toBe('BAD_REQUEST')
    }
    expect(await rows()).toBe(0)
  })
})
