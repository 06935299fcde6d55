// Deal rooms (docs/decisions/0047): co-investors see a startup only with its founders' consent,
// through the procedures and through the real file handler.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { TRPCError } from '@trpc/server'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'

import { dealRoomInterest, startupProfile } from '@/server/db/schema'
import { handleFileRequest, handleUploadRequest } from '@/server/files/handler'

import {
  createBareApplication,
  createBareChannel,
  createBareInvestorProfile,
} from '../factories/db'
import { setupTestApp, testOrigin } from '../support/app'
import { founderOf, investorOf, teammateOf } from '../support/roles'

const filesDir = mkdtempSync(path.join(tmpdir(), 'sangam-deal-rooms-'))
const app = setupTestApp({ FILES_DIR: filesDir })
afterAll(() => rmSync(filesDir, { recursive: true, force: true }))

const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)

async function uploadDeck(headers: Headers) {
  const form = new FormData()
  form.append('kind', 'deck')
  form.append('file', new Blob([new Uint8Array(pdfBytes)], { type: 'application/pdf' }), 'deck.pdf')
  const sent = new Headers(headers)
  sent.set('origin', testOrigin)
  const response = await handleUploadRequest(
    new Request(`${testOrigin}/api/files`, { method: 'POST', headers: sent, body: form }),
    app().services,
  )
  expect(response.status).toBe(201)
  return String(((await response.json()) as { id: string }).id)
}

async function deckStatus(id: string, headers: Headers) {
  const response = await handleFileRequest(
    new Request(`${testOrigin}/api/files/${id}`, { headers }),
    app().services,
    id,
  )
  await response.body?.cancel()
  return response.status
}

async function codeOf(call: Promise<unknown>) {
  try {
    await call
    return 'ok'
  } catch (error) {
    if (error instanceof TRPCError) return error.code
    throw error
  }
}

/** An investor organisation with a finished, public profile of the given type. */
async function publicFund(name: string, investorType = 'VC fund') {
  const fund = await investorOf(app(), name)
  await createBareInvestorProfile(app().services.db, {
    organisationId: fund.organisationId,
    investorType,
    isPublic: true,
    onboardedAt: new Date(),
  })
  return fund
}

/**
 * Krishi Setu (not discoverable, with a deck) applied to Kaveri Capital, which opens a seed room;
 * Tungabhadra Ventures is a public fund on Sangam, not invited yet; Deccan Angels is unrelated.
 */
async function world() {
  const db = app().services.db
  const founder = await founderOf(app(), 'Krishi Setu')
  await db
    .update(startupProfile)
    .set({ oneLiner: 'Cold chains for smallholders', isDiscoverable: false })
    .where(eq(startupProfile.organisationId, founder.organisationId))
  const deckId = await uploadDeck(founder.headers)
  const lead = await publicFund('Kaveri Capital')
  const coInvestor = await publicFund('Tungabhadra Ventures')
  const outsider = await publicFund('Deccan Angels')
  const call = await createBareChannel(db, { organisationId: lead.organisationId })
  await createBareApplication(db, { channelId: call.id, startupOrgId: founder.organisationId })
  const as = async (headers: Headers) => app().caller(headers)
  const [founderCalls, leadCalls, coCalls, outsiderCalls] = await Promise.all(
    [founder, lead, coInvestor, outsider].map((who) => as(who.headers)),
  )
  const room = await leadCalls!.investors.dealRooms.open({
    startupOrgId: founder.organisationId,
    roundName: 'Seed, 2026',
    amountSought: 3_00_00_000,
    leadCheque: 1_00_00_000,
  })
  return {
    founder,
    lead,
    coInvestor,
    outsider,
    deckId,
    roomId: room.id,
    founderCalls: founderCalls!,
    leadCalls: leadCalls!,
    coCalls: coCalls!,
    outsiderCalls: outsiderCalls!,
  }
}

describe('consent', () => {
  it('shares nothing before the founders accept: the invited fund sees the round, not the startup', async () => {
    const w = await world()
    const invited = await w.leadCalls.investors.dealRooms.invite({
      roomId: w.roomId,
      organisation: 'tungabhadra-ventures',
      note: 'Your agritech thesis, exactly.',
    })
    expect(invited).toEqual({ organisationId: w.coInvestor.organisationId, consent: 'pending' })

    const startup = { startupOrgId: w.founder.organisationId }
    expect(await codeOf(w.coCalls.investors.applications.fullProfile(startup))).toBe('NOT_FOUND')
    expect(await deckStatus(w.deckId, w.coInvestor.headers)).toBe(404)
    const room = await w.coCalls.investors.dealRooms.get({ roomId: w.roomId })
    expect(room).toMatchObject({
      role: 'co_investor',
      consent: 'pending',
      startup: { organisationId: w.founder.organisationId, name: 'Krishi Setu' },
      lead: { name: 'Kaveri Capital' },
      roundName: 'Seed, 2026',
      amountSought: 3_00_00_000,
      leadCheque: 1_00_00_000,
      invitation: { note: 'Your agritech thesis, exactly.' },
      funds: null,
      committedTotal: null,
      thread: null,
    })
    // Waiting for the founders, the fund can neither post nor state an interest.
    expect(
      await codeOf(w.coCalls.investors.dealRooms.postNote({ roomId: w.roomId, body: 'Hello' })),
    ).toBe('FORBIDDEN')
    expect(
      await codeOf(
        w.coCalls.investors.dealRooms.setInterest({ roomId: w.roomId, status: 'interested' }),
      ),
    ).toBe('FORBIDDEN')

    // The founders see the request: who wants to share with whom, the note and the round.
    const { rooms } = await w.founderCalls.startups.dealRooms.list()
    expect(rooms).toEqual([
      expect.objectContaining({
        roundName: 'Seed, 2026',
        lead: expect.objectContaining({ name: 'Kaveri Capital' }),
        invitations: [
          expect.objectContaining({
            name: 'Tungabhadra Ventures',
            invitationNote: 'Your agritech thesis, exactly.',
            consent: 'pending',
            status: null,
          }),
        ],
      }),
    ])

    // A decline shares nothing either.
    await w.founderCalls.startups.dealRooms.setConsent({
      roomId: w.roomId,
      organisationId: w.coInvestor.organisationId,
      consent: 'declined',
    })
    expect(await codeOf(w.coCalls.investors.applications.fullProfile(startup))).toBe('NOT_FOUND')
    expect(await deckStatus(w.deckId, w.coInvestor.headers)).toBe(404)
  })

  it('shares the live profile and deck once accepted, and after a withdrawal leaves the snapshot without the deck', async () => {
    const w = await world()
    const db = app().services.db
    await w.leadCalls.investors.dealRooms.invite({
      roomId: w.roomId,
      organisation: w.coInvestor.organisationId,
    })
    const consent = { roomId: w.roomId, organisationId: w.coInvestor.organisationId }
    await w.founderCalls.startups.dealRooms.setConsent({ ...consent, consent: 'accepted' })

    const startup = { startupOrgId: w.founder.organisationId }
    const live = await w.coCalls.investors.applications.fullProfile(startup)
    expect(live.asShared).toBeNull()
    expect(live.profile.oneLiner).toBe('Cold chains for smallholders')
    expect(live.profile.deckFileId).toBe(w.deckId)
    expect(await deckStatus(w.deckId, w.coInvestor.headers)).toBe(200)
    // Shared deals are in the fund's "Shared with you", and lists take them like any startup.
    const shared = await w.coCalls.investors.dealRooms.list({ show: 'shared' })
    expect(shared.map((room) => room.id)).toEqual([w.roomId])
    const list = await w.coCalls.investors.lists.create({ name: 'Co-invest' })
    await w.coCalls.investors.lists.addEntry({ listId: list.id, ...startup })
    await w.coCalls.investors.dealRooms.postNote({ roomId: w.roomId, body: 'Count us in.' })

    await w.founderCalls.startups.dealRooms.setConsent({ ...consent, consent: 'withdrawn' })
    // The room as it goes on is no longer the fund's: the thread up to the withdrawal only.
    await w.leadCalls.investors.dealRooms.postNote({ roomId: w.roomId, body: 'Terms from here.' })
    expect(await w.coCalls.investors.dealRooms.get({ roomId: w.roomId })).toMatchObject({
      consent: 'withdrawn',
      funds: null,
      committedTotal: null,
      thread: [expect.objectContaining({ body: 'Count us in.' })],
    })
    expect(
      (await w.leadCalls.investors.dealRooms.get({ roomId: w.roomId })).thread?.map((n) => n.body),
    ).toEqual(['Count us in.', 'Terms from here.'])
    await db
      .update(startupProfile)
      .set({ oneLiner: 'A pitch written after the withdrawal' })
      .where(eq(startupProfile.organisationId, w.founder.organisationId))

    const kept = await w.coCalls.investors.applications.fullProfile(startup)
    expect(kept.asShared).toMatchObject({ roomId: w.roomId, roundName: 'Seed, 2026' })
    expect(kept.profile.oneLiner).toBe('Cold chains for smallholders')
    expect(kept.profile.deckFileId).toBeNull()
    expect(await deckStatus(w.deckId, w.coInvestor.headers)).toBe(404)
    expect(await w.coCalls.investors.dealRooms.list({ show: 'shared' })).toEqual([])
    // The lead, which the startup applied to, still reads the deck.
    expect(await deckStatus(w.deckId, w.lead.headers)).toBe(200)
    // Withdrawing again changes nothing; declining a withdrawn share is no answer to give.
    expect(
      await codeOf(
        w.founderCalls.startups.dealRooms.setConsent({ ...consent, consent: 'withdrawn' }),
      ),
    ).toBe('ok')
    expect(
      await codeOf(
        w.founderCalls.startups.dealRooms.setConsent({ ...consent, consent: 'declined' }),
      ),
    ).toBe('CONFLICT')
  })

  it('answers NOT_FOUND to a fund outside the room, and to another startup answering', async () => {
    const w = await world()
    await w.leadCalls.investors.dealRooms.invite({
      roomId: w.roomId,
      organisation: w.coInvestor.organisationId,
    })
    const roomId = w.roomId
    expect(await codeOf(w.outsiderCalls.investors.dealRooms.get({ roomId }))).toBe('NOT_FOUND')
    expect(await codeOf(w.outsiderCalls.investors.dealRooms.postNote({ roomId, body: 'Hi' }))).toBe(
      'NOT_FOUND',
    )
    expect(
      await codeOf(
        w.outsiderCalls.investors.dealRooms.setInterest({
          roomId,
          status: 'committed',
          amount: 10_00_000,
        }),
      ),
    ).toBe('NOT_FOUND')
    expect(await w.outsiderCalls.investors.dealRooms.list()).toEqual([])
    // Only the lead invites; the invited fund is in the room, so it is told so.
    expect(
      await codeOf(w.coCalls.investors.dealRooms.invite({ roomId, organisation: 'deccan-angels' })),
    ).toBe('FORBIDDEN')
    const otherStartup = await founderOf(app(), 'PayVeda')
    const otherCalls = await app().caller(otherStartup.headers)
    expect(
      await codeOf(
        otherCalls.startups.dealRooms.setConsent({
          roomId,
          organisationId: w.coInvestor.organisationId,
          consent: 'accepted',
        }),
      ),
    ).toBe('NOT_FOUND')
    // A fund may not invite itself, nor the same fund twice, nor a fund without a public profile.
    const again = (organisation: string) =>
      w.leadCalls.investors.dealRooms.invite({ roomId, organisation })
    expect(await codeOf(again('kaveri-capital'))).toBe('BAD_REQUEST')
    expect(await codeOf(again('tungabhadra-ventures'))).toBe('CONFLICT')
    const privateFund = await investorOf(app(), 'Nilgiri Ventures')
    expect(await codeOf(again(privateFund.organisationId))).toBe('NOT_FOUND')
    // A fund that does not deal with the startup cannot open a room for it.
    expect(
      await codeOf(
        w.outsiderCalls.investors.dealRooms.open({
          startupOrgId: w.founder.organisationId,
          roundName: 'Seed, 2026',
          amountSought: 1_00_00_000,
          leadCheque: null,
        }),
      ),
    ).toBe('NOT_FOUND')
  })

  it('accepts an invitation on creation when the startup pre-approved co-investors of a fund it applied to', async () => {
    const w = await world()
    expect(await w.founderCalls.startups.dealRooms.list()).toMatchObject({
      preApproval: { coInvestorsOfAppliedFunds: false },
    })
    await w.founderCalls.startups.dealRooms.setPreApproval({ coInvestorsOfAppliedFunds: true })
    const invited = await w.leadCalls.investors.dealRooms.invite({
      roomId: w.roomId,
      organisation: w.coInvestor.organisationId,
    })
    expect(invited.consent).toBe('accepted')
    expect(await deckStatus(w.deckId, w.coInvestor.headers)).toBe(200)
    const { rooms } = await w.founderCalls.startups.dealRooms.list()
    expect(rooms[0]!.invitations[0]).toMatchObject({ consent: 'accepted', preApproved: true })

    // A fund the startup never applied to (it found it discoverable) gets no pre-approval.
    const db = app().services.db
    await db
      .update(startupProfile)
      .set({ isDiscoverable: true })
      .where(eq(startupProfile.organisationId, w.founder.organisationId))
    const room = await w.outsiderCalls.investors.dealRooms.open({
      startupOrgId: w.founder.organisationId,
      roundName: 'Seed, 2026',
      amountSought: 3_00_00_000,
      leadCheque: null,
    })
    const elsewhere = await publicFund('Godavari Partners')
    const pending = await w.outsiderCalls.investors.dealRooms.invite({
      roomId: room.id,
      organisation: elsewhere.organisationId,
    })
    expect(pending.consent).toBe('pending')
  })
})

describe('interests', () => {
  it('totals the commitments of the lead and the co-investors shared with, keeping every change', async () => {
    const w = await world()
    const db = app().services.db
    await w.leadCalls.investors.dealRooms.invite({
      roomId: w.roomId,
      organisation: w.coInvestor.organisationId,
    })
    await w.founderCalls.startups.dealRooms.setConsent({
      roomId: w.roomId,
      organisationId: w.coInvestor.organisationId,
      consent: 'accepted',
    })
    const roomId = w.roomId
    await w.leadCalls.investors.dealRooms.setInterest({ roomId, status: 'interested' })
    await w.leadCalls.investors.dealRooms.setInterest({
      roomId,
      status: 'committed',
      amount: 1_00_00_000,
    })
    await w.coCalls.investors.dealRooms.setInterest({
      roomId,
      status: 'committed',
      amount: 50_00_000,
    })
    // A commitment needs an amount, named on its field.
    const missing = await w.coCalls.investors.dealRooms
      .setInterest({ roomId, status: 'committed' })
      .catch((error: unknown) => error)
    expect(missing).toBeInstanceOf(TRPCError)
    expect((missing as TRPCError).code).toBe('BAD_REQUEST')
    await w.coCalls.investors.dealRooms.postNote({ roomId, body: 'We can take 50 L.' })

    const room = await w.leadCalls.investors.dealRooms.get({ roomId })
    expect(room.committedTotal).toBe(1_50_00_000)
    expect(room.funds).toEqual([
      expect.objectContaining({ name: 'Kaveri Capital', status: 'committed', amount: 1_00_00_000 }),
      expect.objectContaining({
        name: 'Tungabhadra Ventures',
        status: 'committed',
        amount: 50_00_000,
      }),
    ])
    expect(room.thread).toEqual([
      expect.objectContaining({ fundName: 'Tungabhadra Ventures', body: 'We can take 50 L.' }),
    ])
    const history = await db
      .select({ status: dealRoomInterest.status })
      .from(dealRoomInterest)
      .where(eq(dealRoomInterest.organisationId, w.lead.organisationId))
    expect(history.map((row) => row.status).sort()).toEqual(['committed', 'interested'])

    // The founders see the funds, their status and the total; not the thread or amounts by fund.
    const { rooms } = await w.founderCalls.startups.dealRooms.list()
    expect(rooms[0]).toMatchObject({
      committedTotal: 1_50_00_000,
      lead: { status: 'committed' },
      invitations: [{ status: 'committed' }],
    })
    expect(JSON.stringify(rooms)).not.toContain('We can take 50 L.')

    // A pass drops out of the total; a withdrawn share's commitment no longer counts.
    await w.coCalls.investors.dealRooms.setInterest({ roomId, status: 'passed' })
    expect((await w.leadCalls.investors.dealRooms.get({ roomId })).committedTotal).toBe(1_00_00_000)
    await w.coCalls.investors.dealRooms.setInterest({
      roomId,
      status: 'committed',
      amount: 25_00_000,
    })
    await w.founderCalls.startups.dealRooms.setConsent({
      roomId,
      organisationId: w.coInvestor.organisationId,
      consent: 'withdrawn',
    })
    expect((await w.leadCalls.investors.dealRooms.get({ roomId })).committedTotal).toBe(1_00_00_000)
  })

  it("sums an angel network lead's members' own lines into the network's", async () => {
    const db = app().services.db
    const founder = await founderOf(app(), 'Krishi Setu')
    await db
      .update(startupProfile)
      .set({ isDiscoverable: true })
      .where(eq(startupProfile.organisationId, founder.organisationId))
    const network = await publicFund('Mumbai Angels', 'Angel network')
    const angel = await teammateOf(app(), network.organisationId)
    const [networkCalls, angelCalls] = await Promise.all([
      app().caller(network.headers),
      app().caller(angel.headers),
    ])
    const { id: roomId } = await networkCalls.investors.dealRooms.open({
      startupOrgId: founder.organisationId,
      roundName: 'Angel round',
      amountSought: 75_00_000,
      leadCheque: null,
    })
    await networkCalls.investors.dealRooms.setInterest({
      roomId,
      status: 'committed',
      amount: 10_00_000,
    })
    await angelCalls.investors.dealRooms.setInterest({
      roomId,
      status: 'committed',
      amount: 15_00_000,
    })
    const room = await networkCalls.investors.dealRooms.get({ roomId })
    expect(room.committedTotal).toBe(25_00_000)
    expect(room.funds![0]).toMatchObject({ status: 'committed', amount: 25_00_000 })
    expect(room.funds![0]!.members!.map((line) => line.amount).sort()).toEqual([
      10_00_000, 15_00_000,
    ])
    // One angel passing leaves the other's commitment as the network's line.
    await angelCalls.investors.dealRooms.setInterest({ roomId, status: 'passed' })
    expect((await networkCalls.investors.dealRooms.get({ roomId })).committedTotal).toBe(10_00_000)
  })

  it('freezes a closed round: no interest, and no withdrawal of a share', async () => {
    const w = await world()
    await w.leadCalls.investors.dealRooms.invite({
      roomId: w.roomId,
      organisation: w.coInvestor.organisationId,
    })
    const consent = { roomId: w.roomId, organisationId: w.coInvestor.organisationId }
    await w.founderCalls.startups.dealRooms.setConsent({ ...consent, consent: 'accepted' })
    expect(await codeOf(w.coCalls.investors.dealRooms.close({ roomId: w.roomId }))).toBe(
      'FORBIDDEN',
    )
    await w.leadCalls.investors.dealRooms.close({ roomId: w.roomId })
    expect(
      await codeOf(
        w.coCalls.investors.dealRooms.setInterest({ roomId: w.roomId, status: 'interested' }),
      ),
    ).toBe('CONFLICT')
    expect(
      await codeOf(
        w.founderCalls.startups.dealRooms.setConsent({ ...consent, consent: 'withdrawn' }),
      ),
    ).toBe('CONFLICT')
    expect(await deckStatus(w.deckId, w.coInvestor.headers)).toBe(200)
  })
})
