// The lead's side of inviting (docs/decisions/0047): finding public funds by name, and reading how
// each invitation stands. Private funds never appear; a co-investor never reads the invitations.
import { TRPCError } from '@trpc/server'
import { describe, expect, it } from 'vitest'

import {
  createBareApplication,
  createBareChannel,
  createBareInvestorProfile,
} from '../factories/db'
import { setupTestApp } from '../support/app'
import { founderOf, investorOf } from '../support/roles'

const app = setupTestApp()

async function fund(name: string, profile: { isPublic: boolean; onboarded: boolean }) {
  const who = await investorOf(app(), name)
  await createBareInvestorProfile(app().services.db, {
    organisationId: who.organisationId,
    investorType: 'VC fund',
    isPublic: profile.isPublic,
    onboardedAt: profile.onboarded ? new Date() : null,
  })
  return who
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

describe('investors.dealRooms.findFunds', () => {
  it('finds public, finished funds by name or address, never private ones nor the caller', async () => {
    const lead = await fund('Kaveri Capital', { isPublic: true, onboarded: true })
    const open = await fund('Kaveri River Angels', { isPublic: true, onboarded: true })
    await fund('Kaveri Family Office', { isPublic: false, onboarded: true })
    await fund('Kaveri Unfinished', { isPublic: true, onboarded: false })
    const calls = await app().caller(lead.headers)

    expect(await calls.investors.dealRooms.findFunds({ q: 'kaveri' })).toEqual([
      {
        organisationId: open.organisationId,
        slug: 'kaveri-river-angels',
        name: 'Kaveri River Angels',
        investorType: 'VC fund',
      },
    ])
    expect(await calls.investors.dealRooms.findFunds({ q: 'river-angels' })).toHaveLength(1)
    // A LIKE wildcard is a letter like any other, not "everything".
    expect(await calls.investors.dealRooms.findFunds({ q: '%%' })).toEqual([])
    expect(await codeOf(calls.investors.dealRooms.findFunds({ q: 'K' }))).toBe('BAD_REQUEST')
  })
})

describe('investors.dealRooms.get invitations', () => {
  it('shows the lead each invitation and its answer, and a co-investor none', async () => {
    const db = app().services.db
    const founder = await founderOf(app(), 'Krishi Setu')
    const lead = await fund('Kaveri Capital', { isPublic: true, onboarded: true })
    const coInvestor = await fund('Tungabhadra Ventures', { isPublic: true, onboarded: true })
    const channel = await createBareChannel(db, { organisationId: lead.organisationId })
    await createBareApplication(db, { channelId: channel.id, startupOrgId: founder.organisationId })
    const leadCalls = await app().caller(lead.headers)
    const { id: roomId } = await leadCalls.investors.dealRooms.open({
      startupOrgId: founder.organisationId,
      roundName: 'Seed, 2026',
      amountSought: 3_00_00_000,
    })
    expect((await leadCalls.investors.dealRooms.get({ roomId })).invitations).toEqual([])

    await leadCalls.investors.dealRooms.invite({ roomId, organisation: 'tungabhadra-ventures' })
    expect((await leadCalls.investors.dealRooms.get({ roomId })).invitations).toEqual([
      expect.objectContaining({
        organisationId: coInvestor.organisationId,
        name: 'Tungabhadra Ventures',
        consent: 'pending',
        decidedAt: null,
        preApproved: false,
      }),
    ])

    const founderCalls = await app().caller(founder.headers)
    await founderCalls.startups.dealRooms.setConsent({
      roomId,
      organisationId: coInvestor.organisationId,
      consent: 'declined',
    })
    const [declined] = (await leadCalls.investors.dealRooms.get({ roomId })).invitations ?? []
    expect(declined).toMatchObject({ consent: 'declined', decidedAt: expect.any(Date) })

    const coCalls = await app().caller(coInvestor.headers)
    const asCoInvestor = await coCalls.investors.dealRooms.get({ roomId })
    expect(asCoInvestor.invitations).toBeNull()
  })
})
