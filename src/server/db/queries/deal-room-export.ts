import { asc, eq, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'

import type { Database } from '@/server/db/client'
import {
  dealRoom,
  dealRoomFund,
  dealRoomInterest,
  dealRoomNote,
  dealRoomPreference,
  organisation,
} from '@/server/db/schema'

// What a person did in deal rooms (decision 0047), for their data download (decision 0033). Other
// parties appear as organisations' names only, never as people.

const startup = alias(organisation, 'startup')
const fund = alias(organisation, 'fund')

const roundOf = { startup: startup.name, round: dealRoom.roundName }

/** Rooms opened, invitations sent, founders' answers, thread notes, interests and pre-approvals. */
export async function dealRoomDataOf(db: Database, userId: string) {
  const [roomsOpened, invitationsSent, answersGiven, threadNotes, interests, preApprovals] =
    await Promise.all([
      db
        .select({ ...roundOf, amountSought: dealRoom.amountSought, createdAt: dealRoom.createdAt })
        .from(dealRoom)
        .innerJoin(startup, eq(startup.id, dealRoom.startupOrgId))
        .where(eq(dealRoom.createdBy, userId))
        .orderBy(asc(dealRoom.createdAt)),
      db
        .select({
          ...roundOf,
          fund: fund.name,
          note: dealRoomFund.note,
          invitedAt: dealRoomFund.invitedAt,
        })
        .from(dealRoomFund)
        .innerJoin(dealRoom, eq(dealRoom.id, dealRoomFund.roomId))
        .innerJoin(startup, eq(startup.id, dealRoom.startupOrgId))
        .innerJoin(fund, eq(fund.id, dealRoomFund.organisationId))
        .where(eq(dealRoomFund.invitedBy, userId))
        .orderBy(asc(dealRoomFund.invitedAt)),
      db
        .select({
          ...roundOf,
          fund: fund.name,
          answer: dealRoomFund.consent,
          decidedAt: dealRoomFund.decidedAt,
        })
        .from(dealRoomFund)
        .innerJoin(dealRoom, eq(dealRoom.id, dealRoomFund.roomId))
        .innerJoin(startup, eq(startup.id, dealRoom.startupOrgId))
        .innerJoin(fund, eq(fund.id, dealRoomFund.organisationId))
        .where(eq(dealRoomFund.decidedBy, userId))
        .orderBy(asc(dealRoomFund.decidedAt)),
      db
        .select({ ...roundOf, body: dealRoomNote.body, createdAt: dealRoomNote.createdAt })
        .from(dealRoomNote)
        .innerJoin(dealRoom, eq(dealRoom.id, dealRoomNote.roomId))
        .innerJoin(startup, eq(startup.id, dealRoom.startupOrgId))
        .where(eq(dealRoomNote.authorId, userId))
        .orderBy(asc(dealRoomNote.createdAt)),
      // A line the person stated for their fund, or their own line as an angel network's member.
      db
        .select({
          ...roundOf,
          fund: fund.name,
          ownLine: sql<boolean>`coalesce(${dealRoomInterest.memberUserId} = ${userId}, false)`,
          status: dealRoomInterest.status,
          amount: dealRoomInterest.amount,
          changedAt: dealRoomInterest.changedAt,
        })
        .from(dealRoomInterest)
        .innerJoin(dealRoom, eq(dealRoom.id, dealRoomInterest.roomId))
        .innerJoin(startup, eq(startup.id, dealRoom.startupOrgId))
        .innerJoin(fund, eq(fund.id, dealRoomInterest.organisationId))
        .where(
          or(eq(dealRoomInterest.changedBy, userId), eq(dealRoomInterest.memberUserId, userId)),
        )
        .orderBy(asc(dealRoomInterest.changedAt)),
      db
        .select({
          startup: startup.name,
          coInvestorsOfAppliedFunds: dealRoomPreference.coInvestorsOfAppliedFunds,
          updatedAt: dealRoomPreference.updatedAt,
        })
        .from(dealRoomPreference)
        .innerJoin(startup, eq(startup.id, dealRoomPreference.startupOrgId))
        .where(eq(dealRoomPreference.updatedBy, userId)),
    ])
  return { roomsOpened, invitationsSent, answersGiven, threadNotes, interests, preApprovals }
}
