import { and, asc, desc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'

import type { DealRoomConsent, DealRoomInterest } from '@/lib/options'

import type { Database } from '@/server/db/client'
import {
  application,
  dealRoom,
  dealRoomFund,
  dealRoomInterest,
  dealRoomNote,
  dealRoomPreference,
  investorProfile,
  organisation,
  user,
} from '@/server/db/schema'

import { commitmentsBefore, recordRoomEvent } from './deal-room-events'
import {
  committedTotals,
  consentsOf,
  countsInRoom,
  currentInterests,
  fundLine,
  fundNames,
  isAngelNetwork,
  lockOpenRoom,
  snapshotOf,
  startupNames,
  type Room,
} from './deal-room-figures'

// Deal rooms as the funds in them work them (docs/decisions/0047). A fund not in a room finds
// nothing of it here; the founders' side, which never carries the thread, is ./deal-room-consent.ts.

/** Opens a room led by the organisation; 'duplicate' when it already has one for that round. */
export async function openRoom(
  db: Database,
  values: {
    startupOrgId: string
    leadOrgId: string
    createdBy: string
    roundName: string
    amountSought: number
    leadCheque: number | null
  },
): Promise<{ id: string } | 'duplicate'> {
  const [row] = await db
    .insert(dealRoom)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: dealRoom.id })
  return row ?? 'duplicate'
}

/**
 * The organisation's place in a room: its lead, or an invited co-investor with the founders'
 * answer. Null for a room it is not in, which it must not learn exists.
 */
export async function findRoomFor(db: Database, roomId: string, organisationId: string) {
  const [row] = await db
    .select({ room: dealRoom, consent: dealRoomFund.consent })
    .from(dealRoom)
    .leftJoin(
      dealRoomFund,
      and(eq(dealRoomFund.roomId, dealRoom.id), eq(dealRoomFund.organisationId, organisationId)),
    )
    .where(
      and(
        eq(dealRoom.id, roomId),
        or(eq(dealRoom.leadOrgId, organisationId), isNotNull(dealRoomFund.roomId)),
      ),
    )
  if (!row) return null
  return row.room.leadOrgId === organisationId
    ? { room: row.room, role: 'lead' as const, consent: null }
    : { room: row.room, role: 'co_investor' as const, consent: row.consent! }
}

/**
 * An investor organisation a fund may invite, by its id or its public page's slug: one whose
 * profile is public (founders and funds find co-investors by it), never a private one.
 */
export async function findInvitableFund(db: Database, idOrSlug: string) {
  const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrSlug)
  const [row] = await db
    .select({ id: organisation.id })
    .from(organisation)
    .innerJoin(investorProfile, eq(investorProfile.organisationId, organisation.id))
    .where(
      and(
        byId ? eq(organisation.id, idOrSlug) : eq(organisation.slug, idOrSlug.toLowerCase()),
        eq(organisation.kind, 'investor'),
        eq(investorProfile.isPublic, true),
        isNotNull(investorProfile.onboardedAt),
      ),
    )
  return row ?? null
}

/**
 * Whether the startup pre-approved this lead's co-investors: it set "co-investors of funds I
 * applied to may see my profile" and has an application to the lead it has not withdrawn.
 */
async function preApproves(db: Database, startupOrgId: string, leadOrgId: string) {
  const [row] = await db
    .select({ one: dealRoomPreference.startupOrgId })
    .from(dealRoomPreference)
    .where(
      and(
        eq(dealRoomPreference.startupOrgId, startupOrgId),
        eq(dealRoomPreference.coInvestorsOfAppliedFunds, true),
        sql`exists (select 1 from ${application} where ${application.startupOrgId} = ${startupOrgId} and ${application.investorOrgId} = ${leadOrgId} and ${application.status} <> 'withdrawn')`,
      ),
    )
  return Boolean(row)
}

/**
 * Invites an organisation into the room. Pending until the founders answer, unless the startup
 * pre-approved the lead's co-investors: then shared at once, with the snapshot of that moment.
 */
export async function inviteToRoom(
  db: Database,
  {
    room,
    organisationId,
    invitedBy,
    note,
  }: {
    room: Room
    organisationId: string
    invitedBy: string
    note: string
  },
): Promise<{ consent: DealRoomConsent } | 'duplicate'> {
  const now = new Date()
  const preApproved = await preApproves(db, room.startupOrgId, room.leadOrgId)
  const snapshot = preApproved ? await snapshotOf(db, room.startupOrgId) : null
  const shared = preApproved && snapshot !== null
  // The invitation and its event (who is told: ./deal-room-events.ts) commit together.
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dealRoomFund)
      .values({
        roomId: room.id,
        organisationId,
        invitedBy,
        invitedAt: now,
        note: note || null,
        consent: shared ? 'accepted' : 'pending',
        decidedAt: shared ? now : null,
        preApproved: shared,
        sharedSnapshot: shared ? snapshot : null,
        sharedAt: shared ? now : null,
      })
      .onConflictDoNothing()
      .returning({ consent: dealRoomFund.consent })
    if (!row) return 'duplicate' as const
    await recordRoomEvent(tx, {
      roomId: room.id,
      kind: 'invited',
      organisationId,
      preApproved: shared,
      actorId: invitedBy,
    })
    return row
  })
}

/** Closes the room: interests are final, and the founders' shares stand as they are. */
export async function closeRoom(db: Database, roomId: string) {
  await db
    .update(dealRoom)
    .set({ closedAt: new Date() })
    .where(and(eq(dealRoom.id, roomId), isNull(dealRoom.closedAt)))
}

/**
 * The rooms of a fund, newest first: those it leads and those it was invited to (`shared`: the
 * founders accepted, "Shared with you"). An invitation not accepted shows only the startup's
 * name, the inviting fund, the note and the round's figures.
 */
export async function listRoomsForFund(
  db: Database,
  organisationId: string,
  show: 'all' | 'led' | 'invited' | 'shared',
) {
  const rows = await db
    .select({ room: dealRoom, consent: dealRoomFund.consent, note: dealRoomFund.note })
    .from(dealRoom)
    .leftJoin(
      dealRoomFund,
      and(eq(dealRoomFund.roomId, dealRoom.id), eq(dealRoomFund.organisationId, organisationId)),
    )
    .where(
      show === 'led'
        ? eq(dealRoom.leadOrgId, organisationId)
        : show === 'invited'
          ? isNotNull(dealRoomFund.roomId)
          : show === 'shared'
            ? eq(dealRoomFund.consent, 'accepted')
            : or(eq(dealRoom.leadOrgId, organisationId), isNotNull(dealRoomFund.roomId)),
    )
    .orderBy(desc(dealRoom.createdAt), asc(dealRoom.id))
  const rooms = rows.map((row) => row.room)
  const [names, startups, totals] = await Promise.all([
    fundNames(
      db,
      rooms.map((room) => room.leadOrgId),
    ),
    startupNames(
      db,
      rooms.map((room) => room.startupOrgId),
    ),
    committedTotals(db, rooms),
  ])
  return rows.map(({ room, consent, note }) => {
    const lead = room.leadOrgId === organisationId
    // The committed total is the room's business: an invited fund reads it once shared.
    const inRoom = lead || consent === 'accepted'
    return {
      id: room.id,
      role: lead ? ('lead' as const) : ('co_investor' as const),
      consent: lead ? null : consent,
      startup: { organisationId: room.startupOrgId, name: startups.get(room.startupOrgId) ?? '' },
      lead: { organisationId: room.leadOrgId, name: names.get(room.leadOrgId) ?? '' },
      roundName: room.roundName,
      amountSought: room.amountSought,
      leadCheque: room.leadCheque,
      invitationNote: lead ? null : note,
      committedTotal: inRoom ? (totals.get(room.id) ?? 0) : null,
      createdAt: room.createdAt,
      closedAt: room.closedAt,
    }
  })
}

/** The room's thread, oldest first, with each post's fund and author. */
/** The room's thread; `until`, the posts up to then (a withdrawn share's, decision 0047). */
async function threadOf(db: Database, roomId: string, until?: Date | null) {
  const rows = await db
    .select({
      id: dealRoomNote.id,
      organisationId: dealRoomNote.organisationId,
      authorName: user.name,
      body: dealRoomNote.body,
      createdAt: dealRoomNote.createdAt,
    })
    .from(dealRoomNote)
    .leftJoin(user, eq(user.id, dealRoomNote.authorId))
    .where(
      and(eq(dealRoomNote.roomId, roomId), until ? lte(dealRoomNote.createdAt, until) : undefined),
    )
    .orderBy(asc(dealRoomNote.createdAt), asc(dealRoomNote.id))
  const names = await fundNames(
    db,
    rows.map((row) => row.organisationId),
  )
  return rows.map((row) => ({ ...row, fundName: names.get(row.organisationId) ?? '' }))
}

/**
 * A room as a fund in it reads it. Before the founders accept (or after they decline) an invited
 * fund reads the startup's name, who invited it, the note and the round's figures, nothing more;
 * once shared, the funds, their lines, the total and the thread; after a withdrawal, the thread
 * up to it and nothing that came since.
 */
export async function roomForFund(
  db: Database,
  found: NonNullable<Awaited<ReturnType<typeof findRoomFor>>>,
  organisationId: string,
) {
  const { room, role, consent } = found
  const funds = await consentsOf(db, [room.id])
  const own = funds.find((fund) => fund.organisationId === organisationId)
  const [names, startups] = await Promise.all([
    fundNames(db, [room.leadOrgId, ...funds.map((fund) => fund.organisationId)]),
    startupNames(db, [room.startupOrgId]),
  ])
  const summary = {
    id: room.id,
    role,
    consent,
    startup: { organisationId: room.startupOrgId, name: startups.get(room.startupOrgId) ?? '' },
    lead: { organisationId: room.leadOrgId, name: names.get(room.leadOrgId) ?? '' },
    roundName: room.roundName,
    amountSought: room.amountSought,
    leadCheque: room.leadCheque,
    invitation: own
      ? { note: own.note, invitedByName: own.inviterName, invitedAt: own.invitedAt }
      : null,
    createdAt: room.createdAt,
    closedAt: room.closedAt,
  }
  if (role === 'co_investor' && consent !== 'accepted') {
    // After a withdrawal the fund keeps the thread it took part in, up to the withdrawal: not the
    // room as it goes on (its funds, their lines, the total, later posts).
    const kept = consent === 'withdrawn' ? await threadOf(db, room.id, own?.decidedAt) : null
    return { ...summary, funds: null, committedTotal: null, thread: kept }
  }
  const consents = new Map(funds.map((fund) => [fund.organisationId, fund.consent]))
  const interests = await currentInterests(db, [room.id])
  const angelLead = await isAngelNetwork(db, room.leadOrgId)
  const lineOf = (fundId: string) => {
    const rows = interests.filter((row) => row.organisationId === fundId)
    return {
      ...fundLine(rows),
      // An angel network's members' own lines, as the lead's and co-investors' reads show them.
      members:
        fundId === room.leadOrgId && angelLead
          ? rows.map((row) => ({
              userId: row.memberUserId!,
              name: row.memberName ?? '',
              status: row.status,
              amount: row.amount,
              changedAt: row.changedAt,
            }))
          : null,
    }
  }
  const inRoom = [
    room.leadOrgId,
    ...funds
      .filter((fund) => fund.consent === 'accepted' || fund.organisationId === organisationId)
      .map((fund) => fund.organisationId),
  ]
  return {
    ...summary,
    funds: inRoom.map((fundId) => ({
      organisationId: fundId,
      name: names.get(fundId) ?? '',
      role: fundId === room.leadOrgId ? ('lead' as const) : ('co_investor' as const),
      consent: fundId === room.leadOrgId ? null : (consents.get(fundId) ?? null),
      ...lineOf(fundId),
    })),
    committedTotal: inRoom
      .filter((fundId) => countsInRoom(room, consents, fundId))
      .reduce((sum, fundId) => sum + lineOf(fundId).committed, 0),
    thread: await threadOf(db, room.id),
  }
}

export async function postToThread(
  db: Database,
  note: { roomId: string; organisationId: string; authorId: string; body: string },
) {
  const [row] = await db
    .insert(dealRoomNote)
    .values(note)
    .returning({ id: dealRoomNote.id, createdAt: dealRoomNote.createdAt })
  return row!
}

/**
 * Records a change of a line (kept with who made it); the newest row is the line. Null when the
 * round closed meanwhile.
 */
export async function stateInterest(
  db: Database,
  line: {
    roomId: string
    organisationId: string
    memberUserId: string | null
    status: DealRoomInterest
    amount: number | null
    changedBy: string
  },
) {
  // A line becoming committed is an event (the lead and the founders are told), in the same
  // transaction as the line.
  return db.transaction(async (tx) => {
    if (!(await lockOpenRoom(tx, line.roomId))) return null
    const before = line.status === 'committed' ? await commitmentsBefore(tx, line) : null
    const [row] = await tx
      .insert(dealRoomInterest)
      .values({ ...line, amount: line.status === 'passed' ? null : line.amount })
      .returning({ changedAt: dealRoomInterest.changedAt })
    if (before && !before.line) {
      await recordRoomEvent(tx, {
        roomId: line.roomId,
        kind: 'committed',
        organisationId: line.organisationId,
        memberUserId: line.memberUserId,
        amount: line.amount,
        fundBecameCommitted: !before.fund,
        actorId: line.changedBy,
      })
    }
    return row!
  })
}
