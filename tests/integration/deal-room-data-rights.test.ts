// Deal rooms under data rights (decisions 0033 and 0047): what a person did in a room is in their
// download, and erasing a startup or a founder leaves no trace of them in any room.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'

import { dealRoom, dealRoomFund } from '@/server/db/schema'
import { handleDataExport } from '@/server/data-rights/export'

import { createBareFounder, createBareInvestorProfile } from '../factories/db'
import { setupTestApp, testOrigin } from '../support/app'
import {
  distinctive,
  founderEmail,
  founderName,
  needles,
  password,
  seed as seedWorld,
  startupName,
} from '../support/data-rights-world'
import { databaseHolders } from '../support/personal-data-scan'
import { investorOf, teammateOf } from '../support/roles'

const filesDir = mkdtempSync(path.join(tmpdir(), 'sangam-deal-room-rights-'))
const app = setupTestApp({ FILES_DIR: filesDir })
afterAll(() => rmSync(filesDir, { recursive: true, force: true }))

/**
 * The data-rights world (Zephyrine applied to Kaveri Capital), with a seed room Kaveri leads,
 * Tungabhadra Ventures invited and accepted by the founder, a thread note and a commitment.
 */
async function worldWithRoom() {
  const world = await seedWorld(app)
  const { db } = app().services
  const coInvestor = await investorOf(app(), 'Tungabhadra Ventures')
  await createBareInvestorProfile(db, {
    organisationId: coInvestor.organisationId,
    investorType: 'VC fund',
    isPublic: true,
    onboardedAt: new Date(),
  })
  const lead = await app().caller(world.fund.headers)
  const room = await lead.investors.dealRooms.open({
    startupOrgId: world.organisationId,
    roundName: 'Seed, 2026',
    amountSought: 2_00_00_000,
    leadCheque: 50_00_000,
  })
  await lead.investors.dealRooms.invite({
    roomId: room.id,
    organisation: 'tungabhadra-ventures',
    note: 'Agritech, as you like it.',
  })
  const founderCalls = await app().caller(world.person.headers)
  await founderCalls.startups.dealRooms.setConsent({
    roomId: room.id,
    organisationId: coInvestor.organisationId,
    consent: 'accepted',
  })
  const co = await app().caller(coInvestor.headers)
  await co.investors.dealRooms.postNote({
    roomId: room.id,
    body: `${founderName}'s ${distinctive} look ready for a pilot.`,
  })
  await co.investors.dealRooms.setInterest({
    roomId: room.id,
    status: 'committed',
    amount: 40_00_000,
  })
  return { ...world, coInvestor, roomId: room.id }
}

const download = async (headers: Headers) => {
  const response = await handleDataExport(
    new Request(`${testOrigin}/api/account/data`, { headers }),
    app().services,
  )
  expect(response.status).toBe(200)
  return (await response.json()) as { dealRooms: Record<string, Record<string, unknown>[]> }
}

describe('a person’s download', () => {
  it('holds the rooms they opened, the invitations they sent, their answers, notes and interests', async () => {
    const w = await worldWithRoom()
    const round = { startup: startupName, round: 'Seed, 2026' }

    const founders = (await download(w.person.headers)).dealRooms
    expect(founders.answersGiven).toEqual([
      expect.objectContaining({ ...round, fund: 'Tungabhadra Ventures', answer: 'accepted' }),
    ])
    expect(founders.threadNotes).toEqual([])

    const lead = (await download(w.fund.headers)).dealRooms
    expect(lead.roomsOpened).toEqual([
      expect.objectContaining({ ...round, amountSought: 2_00_00_000 }),
    ])
    expect(lead.invitationsSent).toEqual([
      expect.objectContaining({
        ...round,
        fund: 'Tungabhadra Ventures',
        note: 'Agritech, as you like it.',
      }),
    ])

    const coInvestor = (await download(w.coInvestor.headers)).dealRooms
    expect(coInvestor.threadNotes).toEqual([
      expect.objectContaining({ ...round, body: expect.stringContaining(distinctive) }),
    ])
    expect(coInvestor.interests).toEqual([
      expect.objectContaining({
        ...round,
        fund: 'Tungabhadra Ventures',
        status: 'committed',
        amount: 40_00_000,
        ownLine: false,
      }),
    ])
    // Nobody's download names a person of another party.
    expect(JSON.stringify(coInvestor)).not.toContain(founderEmail)
    expect(JSON.stringify(lead)).not.toContain(w.coInvestor.email)
  })
})

describe('erasure', () => {
  it('erasing the startup takes its rooms, the shared snapshot and the thread with it', async () => {
    const w = await worldWithRoom()
    const { db } = app().services
    const before = await databaseHolders(db, needles)
    // The scan sees what the room holds: the check below is not empty by accident.
    expect(before.some((hit) => hit.startsWith('deal_room_fund.shared_snapshot'))).toBe(true)
    expect(before.some((hit) => hit.startsWith('deal_room_note.body'))).toBe(true)

    const founderCalls = await app().caller(w.person.headers)
    expect(await founderCalls.account.erase({ password })).toEqual({
      erased: true,
      organisationName: startupName,
    })
    expect(await databaseHolders(db, needles)).toEqual([])
    expect(await db.select().from(dealRoom).where(eq(dealRoom.id, w.roomId))).toEqual([])
    const co = await app().caller(w.coInvestor.headers)
    expect(await co.investors.dealRooms.list({ show: 'all' })).toEqual([])
  })

  it('a co-founder who erases their account alone leaves the snapshot a co-investor keeps', async () => {
    const w = await worldWithRoom()
    const { db } = app().services
    const cofounder = await teammateOf(app(), w.organisationId, { name: 'Kabir Sethi', password })
    await createBareFounder(db, {
      organisationId: w.organisationId,
      userId: cofounder.userId,
      name: 'Kabir Sethi',
      email: cofounder.email,
    })
    // The founders share again once Kabir is a founder: the new snapshot carries him.
    const founderCalls = await app().caller(w.person.headers)
    const consent = { roomId: w.roomId, organisationId: w.coInvestor.organisationId }
    await founderCalls.startups.dealRooms.setConsent({ ...consent, consent: 'withdrawn' })
    await founderCalls.startups.dealRooms.setConsent({ ...consent, consent: 'accepted' })
    expect(await databaseHolders(db, ['Kabir Sethi'])).toContain(
      'deal_room_fund.shared_snapshot: Kabir Sethi (1 rows)',
    )

    await (await app().caller(cofounder.headers)).account.erase({ password })
    expect(await databaseHolders(db, ['Kabir Sethi', cofounder.email])).toEqual([])
    const [share] = await db
      .select({ snapshot: dealRoomFund.sharedSnapshot })
      .from(dealRoomFund)
      .where(eq(dealRoomFund.roomId, w.roomId))
    // The startup's own founder is still in what was shared.
    expect(JSON.stringify(share?.snapshot)).toContain(founderName)
  })
})
