/**
 * Deal rooms of the demo (docs/decisions/0047): the demo fund leads a syndicate with two
 * co-investors the founders shared with, and is itself a co-investor shared into another fund's
 * round ("Shared with you"); the demo founder has a round with one share given and one request
 * waiting for an answer. Rows are written as the queries write them: a snapshot at each
 * acceptance, one interest row per change. Deterministic for a given seed, with its own faker.
 */
import { and, asc, eq, inArray, ne, notExists, sql } from 'drizzle-orm'

import { createFaker } from '../../../../tests/factories'
import { investorTypes } from '@/lib/options'
import type { Database } from '@/server/db/client'
import { snapshotOf } from '@/server/db/queries/deal-room-figures'
import {
  application,
  dealRoom,
  dealRoomFund,
  dealRoomInterest,
  dealRoomNote,
  investorProfile,
  member,
  pipelineStage,
  startupProfile,
} from '@/server/db/schema'

import { day } from './data-set'
import { demoTermSheet } from './pipeline'

export type DemoDealRoomInput = {
  seed: number
  now: Date
  kaveriOrgId: string
  demoStartupOrgId: string
}

const lakh = 1_00_000
const crore = 100 * lakh

/** Funds that syndicate seed rounds; angels and schemes rarely join another fund's room. */
const syndicating = ['VC fund', 'Micro VC', 'Angel network', 'Family office', 'Corporate VC']

type Fund = { organisationId: string; name: string; type: string | null; memberIds: string[] }

async function fundsOf(
  db: Database,
  { exclude = [], types = syndicating }: { exclude?: string[]; types?: string[] } = {},
): Promise<Fund[]> {
  const rows = await db
    .select({
      organisationId: investorProfile.organisationId,
      name: investorProfile.displayName,
      type: investorProfile.investorType,
      memberIds: sql<
        string[]
      >`array(select ${member.userId} from ${member} where ${member.organisationId} = ${investorProfile.organisationId} order by ${member.role} desc, ${member.createdAt}, ${member.userId})`,
    })
    .from(investorProfile)
    .where(inArray(investorProfile.investorType, types))
    .orderBy(asc(investorProfile.displayName))
  return rows.filter((row) => !exclude.includes(row.organisationId))
}

async function ownerOf(db: Database, organisationId: string) {
  const [row] = await db
    .select({ userId: member.userId })
    .from(member)
    .where(and(eq(member.organisationId, organisationId), eq(member.role, 'owner')))
  return row?.userId ?? null
}

/** The startup at the demo fund's term sheet stage that applied first: the round it leads. */
async function termSheetStartup(
  db: Database,
  { kaveriOrgId, demoStartupOrgId }: DemoDealRoomInput,
) {
  const [row] = await db
    .select({ startupOrgId: application.startupOrgId })
    .from(application)
    .innerJoin(pipelineStage, eq(pipelineStage.id, application.stageId))
    .where(
      and(
        eq(application.investorOrgId, kaveriOrgId),
        eq(pipelineStage.key, demoTermSheet.key),
        ne(application.startupOrgId, demoStartupOrgId),
      ),
    )
    .orderBy(asc(application.submittedAt), asc(application.id))
    .limit(1)
  return row?.startupOrgId ?? null
}

/**
 * A startup far along with `leadOrgId` that the demo fund could not see otherwise: not
 * discoverable, never applied to it. Shared with it, it appears in "Shared with you".
 */
async function startupOnlySharedWithKaveri(
  db: Database,
  leads: readonly Fund[],
  { kaveriOrgId, demoStartupOrgId }: DemoDealRoomInput,
) {
  const toKaveri = db
    .select({ one: sql`1` })
    .from(application)
    .where(
      and(
        eq(application.investorOrgId, kaveriOrgId),
        eq(application.startupOrgId, startupProfile.organisationId),
      ),
    )
  const [row] = await db
    .select({ startupOrgId: application.startupOrgId, leadOrgId: application.investorOrgId })
    .from(application)
    .innerJoin(startupProfile, eq(startupProfile.organisationId, application.startupOrgId))
    .innerJoin(investorProfile, eq(investorProfile.organisationId, application.investorOrgId))
    .where(
      and(
        inArray(
          application.investorOrgId,
          leads.map((lead) => lead.organisationId),
        ),
        inArray(application.status, ['in_review', 'shortlisted', 'due_diligence']),
        eq(startupProfile.isDiscoverable, false),
        ne(application.startupOrgId, demoStartupOrgId),
        notExists(toKaveri),
      ),
    )
    .orderBy(
      sql`${application.status} desc`,
      asc(investorProfile.displayName),
      asc(startupProfile.name),
      asc(application.id),
    )
    .limit(1)
  const lead = leads.find((fund) => fund.organisationId === row?.leadOrgId)
  return row && lead ? { startupOrgId: row.startupOrgId, lead } : null
}

/** The fund the demo founder's startup is furthest along with, after the demo fund. */
async function demoFounderLead(db: Database, { kaveriOrgId, demoStartupOrgId }: DemoDealRoomInput) {
  const [row] = await db
    .select({ investorOrgId: application.investorOrgId })
    .from(application)
    .where(
      and(
        eq(application.startupOrgId, demoStartupOrgId),
        ne(application.investorOrgId, kaveriOrgId),
        inArray(application.status, ['shortlisted', 'in_review', 'submitted']),
      ),
    )
    .orderBy(sql`${application.status} desc`, asc(application.submittedAt))
    .limit(1)
  return row?.investorOrgId ?? null
}

type Line = { fund: Fund; status: 'interested' | 'committed'; amount: number | null; days: number }

type Invitee = {
  fund: Fund
  note: string
  invitedDays: number
  /** Days ago the founders accepted; null while the request waits for them. */
  acceptedDays: number | null
}

type Plan = {
  startupOrgId: string
  lead: Fund
  roundName: string
  amountSought: number
  leadCheque: number
  openedDays: number
  invitees: Invitee[]
  lines: Line[]
  thread: { fund: Fund; body: string; days: number }[]
}

async function insertRoom(
  db: Database,
  faker: ReturnType<typeof createFaker>,
  now: Date,
  plan: Plan,
) {
  const at = (days: number) => new Date(now.getTime() - days * day)
  const roomId = faker.string.uuid()
  const leadUser = plan.lead.memberIds[0] ?? null
  await db.insert(dealRoom).values({
    id: roomId,
    startupOrgId: plan.startupOrgId,
    leadOrgId: plan.lead.organisationId,
    roundName: plan.roundName,
    amountSought: plan.amountSought,
    leadCheque: plan.leadCheque,
    createdBy: leadUser,
    createdAt: at(plan.openedDays),
  })
  const snapshot = await snapshotOf(db, plan.startupOrgId)
  const founder = await ownerOf(db, plan.startupOrgId)
  for (const invitee of plan.invitees) {
    const accepted = invitee.acceptedDays !== null && snapshot !== null
    await db.insert(dealRoomFund).values({
      roomId,
      organisationId: invitee.fund.organisationId,
      invitedBy: leadUser,
      invitedAt: at(invitee.invitedDays),
      note: invitee.note,
      consent: accepted ? 'accepted' : 'pending',
      decidedBy: accepted ? founder : null,
      decidedAt: accepted ? at(invitee.acceptedDays!) : null,
      sharedSnapshot: accepted ? snapshot : null,
      sharedAt: accepted ? at(invitee.acceptedDays!) : null,
    })
  }
  const angelLead = plan.lead.type === 'Angel network'
  await db.insert(dealRoomInterest).values(
    plan.lines.map((line) => {
      const by = line.fund.memberIds[0] ?? null
      return {
        id: faker.string.uuid(),
        roomId,
        organisationId: line.fund.organisationId,
        // A lead angel network's lines are its members' own (decision 0047).
        memberUserId: angelLead && line.fund === plan.lead ? by : null,
        status: line.status,
        amount: line.amount,
        changedBy: by,
        changedAt: at(line.days),
      }
    }),
  )
  await db.insert(dealRoomNote).values(
    plan.thread.map((note) => ({
      id: faker.string.uuid(),
      roomId,
      organisationId: note.fund.organisationId,
      authorId: note.fund.memberIds[0] ?? null,
      body: note.body,
      createdAt: at(note.days),
    })),
  )
}

export async function seedDemoDealRooms(db: Database, input: DemoDealRoomInput): Promise<void> {
  const faker = createFaker(input.seed + 47)
  const { now, kaveriOrgId } = input
  const year = now.getFullYear()
  const [kaveri] = (await fundsOf(db, { types: ['VC fund'] })).filter(
    (f) => f.organisationId === kaveriOrgId,
  )
  const founderLeadOrgId = await demoFounderLead(db, input)
  const partners = await fundsOf(db, { exclude: [kaveriOrgId, founderLeadOrgId ?? ''] })
  const [first, second, third, fourth] = partners
  if (!kaveri || !first || !second || !third || !fourth) return

  const ledStartup = await termSheetStartup(db, input)
  if (ledStartup) {
    await insertRoom(db, faker, now, {
      startupOrgId: ledStartup,
      lead: kaveri,
      roundName: `Seed, ${year}`,
      amountSought: 4 * crore,
      leadCheque: 2 * crore,
      openedDays: 24,
      invitees: [
        {
          fund: first,
          note: 'We are leading at ₹2 Cr and would value you alongside: the rural distribution is right in your thesis.',
          invitedDays: 23,
          acceptedDays: 21,
        },
        {
          fund: second,
          note: 'Room for ₹50 L to ₹1 Cr next to our cheque. The founders know your portfolio well.',
          invitedDays: 22,
          acceptedDays: 19,
        },
      ],
      lines: [
        { fund: kaveri, status: 'interested', amount: 2 * crore, days: 24 },
        { fund: first, status: 'interested', amount: 75 * lakh, days: 18 },
        { fund: second, status: 'committed', amount: 50 * lakh, days: 12 },
        { fund: kaveri, status: 'committed', amount: 2 * crore, days: 9 },
        { fund: first, status: 'committed', amount: 1 * crore, days: 4 },
      ],
      thread: [
        {
          fund: kaveri,
          body: 'Welcome in. The data room has the last six months of MIS; the committee approved our ₹2 Cr on the terms in the term sheet.',
          days: 18,
        },
        {
          fund: first,
          body: 'Thanks. We met the founders on Tuesday. Could you share your reference calls with their two largest customers?',
          days: 15,
        },
        {
          fund: second,
          body: 'We are in for ₹50 L on the same terms. Happy to take the pro-rata letter as drafted.',
          days: 12,
        },
        {
          fund: kaveri,
          body: 'Reference notes are in the room. Target closing is the end of next month.',
          days: 10,
        },
        { fund: first, body: 'Our IC approved ₹1 Cr this morning.', days: 4 },
      ],
    })
  }

  const shared = await startupOnlySharedWithKaveri(db, partners, input)
  if (shared) {
    await insertRoom(db, faker, now, {
      startupOrgId: shared.startupOrgId,
      lead: shared.lead,
      roundName: `Seed, ${year}`,
      amountSought: 3 * crore,
      leadCheque: 1.5 * crore,
      openedDays: 14,
      invitees: [
        {
          fund: kaveri,
          note: 'A strong team in your sectors. We would like a second lead-sized cheque beside ours.',
          invitedDays: 13,
          acceptedDays: 11,
        },
      ],
      lines: [
        { fund: shared.lead, status: 'committed', amount: 1.5 * crore, days: 13 },
        { fund: kaveri, status: 'interested', amount: 75 * lakh, days: 6 },
      ],
      thread: [
        {
          fund: shared.lead,
          body: 'The founders said yes to sharing. Their deck and full profile are in the room now.',
          days: 11,
        },
        {
          fund: kaveri,
          body: 'Reading this week. We would like a call with the CTO before committing.',
          days: 6,
        },
      ],
    })
  }

  const founderLead = founderLeadOrgId
    ? (await fundsOf(db, { types: [...investorTypes] })).find(
        (f) => f.organisationId === founderLeadOrgId,
      )
    : undefined
  if (founderLead) {
    await insertRoom(db, faker, now, {
      startupOrgId: input.demoStartupOrgId,
      lead: founderLead,
      roundName: `Seed, ${year}`,
      amountSought: 6 * crore,
      leadCheque: 2 * crore,
      openedDays: 10,
      invitees: [
        {
          fund: third,
          note: 'They have backed two cold-chain companies; we would like them beside us in this round.',
          invitedDays: 9,
          acceptedDays: 7,
        },
        {
          fund: fourth,
          note: 'An agritech specialist we have co-invested with before. They could take ₹1 Cr of the round.',
          invitedDays: 2,
          acceptedDays: null,
        },
      ],
      lines: [
        { fund: founderLead, status: 'committed', amount: 2 * crore, days: 8 },
        { fund: third, status: 'interested', amount: 1 * crore, days: 5 },
      ],
      thread: [
        {
          fund: founderLead,
          body: 'Krishi Setu shared their profile with you. Our diligence notes are attached to the room.',
          days: 7,
        },
        {
          fund: third,
          body: 'Thanks. Looking at their unit economics for the cold rooms this week.',
          days: 5,
        },
      ],
    })
  }
}
