import { verifyPassword } from 'better-auth/crypto'
import { and, count, countDistinct, eq, inArray, like, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  businessTeamSchema,
  marketPositioningSchema,
  tractionIpSchema,
} from '@/domain/startups/profile-schemas'
import { messageTemplateSchema } from '@/domain/investors/message-templates'
import { applicationStatuses, headquarters, sectors } from '@/lib/options'
import type { DatabaseConnection } from '@/server/db/client'
import { rowsOf } from '@/server/db/rows'
import {
  account,
  accessRequest,
  application,
  applicationEvent,
  auditEvent,
  channel,
  investorProfile,
  member,
  messageTemplate,
  organisation,
  startupProfile,
  storedFile,
  user,
} from '@/server/db/schema'
import { demoAccounts, demoPassword } from '@/server/demo-accounts'
import {
  countDemoData,
  demoFounderEmail,
  demoStartupSlug,
  demoInvestorEmail,
  demoInvestorName,
  seedDemoData,
  type SeedResult,
} from '@/server/db/demo/seed'

import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { attachDemoFiles } from '@/server/db/demo-files'
import { attachDemoIntakeDecks } from '@/server/db/demo/intake-decks'
import { deckViewsOfStartup } from '@/server/db/queries/deck-views'
import { loadOwnProfile } from '@/server/db/queries/startup-profiles'
import { createDiskStorage } from '@/server/files/storage'
import { responsivenessOf } from '@/domain/investors/responsiveness'
import { responsivenessTallies } from '@/server/db/queries/responsiveness'
import { roomsForStartup } from '@/server/db/queries/deal-room-consent'
import { findRoomFor, listRoomsForFund, roomForFund } from '@/server/db/queries/deal-rooms'
import { mayLeadRoundOf } from '@/server/db/queries/investors'
import { dealRoom, dealRoomEvent, dealRoomFund, notification } from '@/server/db/schema'

import { createTestDatabase } from '../support/database'
import { demoIntakeFingerprint, expectDemoIntake } from '../support/demo-intake'
import { independentTallies } from '../support/responsiveness'

const slow = { timeout: 120_000 }

const now = new Date()
let connection: DatabaseConnection
let first: SeedResult

beforeAll(async () => {
  connection = await createTestDatabase()
  first = await seedDemoData(connection.db, { seed: 42, now })
}, 180_000)

afterAll(async () => {
  await connection?.close()
})

async function organisationOf(email: string) {
  const [row] = await connection.db
    .select({ organisationId: member.organisationId })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(user.email, email))
  if (!row) throw new Error(`${email} has no organisation`)
  return row.organisationId
}

async function statusesWhere(where: ReturnType<typeof eq>) {
  const rows = await connection.db
    .selectDistinct({ status: application.status })
    .from(application)
    .where(where)
  return rows.map((r) => r.status)
}

describe('seedDemoData', () => {
  it('creates the promised volume of data', () => {
    expect(first.seeded).toBe(true)
    expect(first.counts.startups).toBeGreaterThanOrEqual(300)
    expect(first.counts.investors).toBe(30)
    expect(first.counts.channels).toBe(60)
    expect(first.counts.applications).toBeGreaterThanOrEqual(3000)
    expect(first.counts.applicationEvents).toBeGreaterThan(first.counts.applications)
  })

  it('gives every startup organisation a profile, 1–3 founders and an owner', async () => {
    const db = connection.db
    const [withoutProfile] = await db
      .select({ n: count() })
      .from(organisation)
      .leftJoin(startupProfile, eq(startupProfile.organisationId, organisation.id))
      .where(and(eq(organisation.kind, 'startup'), sql`${startupProfile.organisationId} IS NULL`))
    expect(withoutProfile?.n).toBe(0)

    const founderCounts = await rowsOf<{ n: number }>(
      db,
      sql`SELECT count(f.id)::int AS n FROM startup_profile p LEFT JOIN founder f ON f.organisation_id = p.organisation_id GROUP BY p.organisation_id`,
    )
    const perStartup = founderCounts.map((r) => r.n)
    expect(Math.min(...perStartup)).toBeGreaterThanOrEqual(1)
    expect(Math.max(...perStartup)).toBeLessThanOrEqual(3)

    const [owners] = await db
      .select({ n: countDistinct(member.organisationId) })
      .from(member)
      .where(eq(member.role, 'owner'))
    expect(owners?.n).toBe(first.counts.startups + first.counts.investors)
  })

  it('spreads startups over every state and union territory and many sectors', async () => {
    const db = connection.db
    const places = await db.selectDistinct({ hq: startupProfile.headquarters }).from(startupProfile)
    expect(new Set(places.map((p) => p.hq))).toEqual(new Set(headquarters))
    const used = await rowsOf<{ sector: string }>(
      db,
      sql`SELECT DISTINCT unnest(${startupProfile.sectors}) AS sector FROM ${startupProfile}`,
    )
    expect(used.length).toBeGreaterThan(sectors.length * 0.8)

    const [visible] = await db
      .select({
        total: count(),
        public: sql<number>`count(*) FILTER (WHERE ${startupProfile.isPublic})::int`,
        discoverable: sql<number>`count(*) FILTER (WHERE ${startupProfile.isDiscoverable})::int`,
      })
      .from(startupProfile)
    const total = visible?.total ?? 0
    expect((visible?.public ?? 0) / total).toBeGreaterThan(0.45)
    expect((visible?.public ?? 0) / total).toBeLessThan(0.75)
    expect((visible?.discoverable ?? 0) / total).toBeGreaterThan(0.35)
    expect((visible?.discoverable ?? 0) / total).toBeLessThan(0.65)
  })

  it("scopes every application to its channel's investor", async () => {
    const [mismatched] = await connection.db
      .select({ n: count() })
      .from(application)
      .innerJoin(channel, eq(channel.id, application.channelId))
      .where(ne(application.investorOrgId, channel.organisationId))
    expect(mismatched?.n).toBe(0)
  })

  it('copies the filter columns from the startup profile', async () => {
    const [different] = await connection.db
      .select({ n: count() })
      .from(application)
      .innerJoin(startupProfile, eq(startupProfile.organisationId, application.startupOrgId))
      .where(
        sql`${application.sectors} IS DISTINCT FROM ${startupProfile.sectors}
          OR ${application.headquarters} IS DISTINCT FROM ${startupProfile.headquarters}
          OR ${application.developmentStage} IS DISTINCT FROM ${startupProfile.developmentStage}
          OR ${application.plannedRaise} IS DISTINCT FROM ${startupProfile.plannedRaise}
          OR ${application.startupName} <> ${startupProfile.name}`,
      )
    expect(different?.n).toBe(0)
  })

  it('records decisions and a timeline that ends in the current status', async () => {
    const db = connection.db
    const [undecided] = await db
      .select({ n: count() })
      .from(application)
      .where(
        sql`${application.status} IN ('accepted', 'rejected') AND (${application.decidedAt} IS NULL OR ${application.decisionMessage} IS NULL)`,
      )
    expect(undecided?.n).toBe(0)
    const [rejectedWithoutReason] = await db
      .select({ n: count() })
      .from(application)
      .where(sql`${application.status} = 'rejected' AND ${application.rejectionReason} IS NULL`)
    expect(rejectedWithoutReason?.n).toBe(0)

    const timelines = await db.execute(sql`
      SELECT a.id,
             a.status::text AS status,
             (array_agg(e.to_status::text ORDER BY e.created_at, e.to_status))[1] AS first_status,
             (array_agg(e.to_status::text ORDER BY e.created_at DESC, e.to_status DESC))[1] AS last_status
      FROM application a JOIN application_event e ON e.application_id = a.id
      GROUP BY a.id, a.status`)
    const rows = (
      timelines as unknown as {
        rows: { status: string; first_status: string; last_status: string }[]
      }
    ).rows
    expect(rows.length).toBe(first.counts.applications)
    expect(rows.filter((r) => r.first_status !== 'submitted')).toEqual([])
    expect(rows.filter((r) => r.last_status !== r.status)).toEqual([])

    const [range] = await rowsOf<{ oldest: string; newest: string }>(
      db,
      sql`SELECT min(submitted_at) AS oldest, max(submitted_at) AS newest FROM application`,
    )
    const months =
      (Date.parse(range?.newest ?? '') - Date.parse(range?.oldest ?? '')) / (30 * 86_400_000)
    // A year of applications, so the dashboard shows trends.
    expect(months).toBeGreaterThan(11)
    expect(months).toBeLessThanOrEqual(12.1)

    // Each application's first response and furthest stage agree with its events.
    const [progress] = await rowsOf<{ disagreeing: number }>(
      db,
      sql`
      SELECT count(*)::int AS disagreeing FROM application a
      JOIN (
        SELECT application_id,
          min(created_at) FILTER (WHERE from_status IS NOT NULL AND to_status <> 'withdrawn') AS responded,
          max(to_status) FILTER (WHERE to_status NOT IN ('rejected', 'withdrawn')) AS furthest
        FROM application_event GROUP BY application_id
      ) e ON e.application_id = a.id
      WHERE a.first_response_at IS DISTINCT FROM e.responded OR a.furthest_status <> e.furthest`,
    )
    expect(progress?.disagreeing).toBe(0)

    const statuses = await db.selectDistinct({ status: application.status }).from(application)
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(applicationStatuses))
  })

  it('creates verified demo accounts and makes the admin an admin', async () => {
    const rows = await connection.db
      .select({ email: user.email, emailVerified: user.emailVerified, isAdmin: user.isAdmin })
      .from(user)
      .where(
        inArray(
          user.email,
          demoAccounts.map((a) => a.email),
        ),
      )
    expect(rows).toHaveLength(demoAccounts.length)
    for (const row of rows) {
      expect(row.emailVerified).toBe(true)
      expect(row.isAdmin).toBe(row.email === 'admin@demo.sangam.test')
    }
  })

  it('lets a demo user sign in with the demo password', async () => {
    for (const { email } of demoAccounts) {
      const [row] = await connection.db
        .select({ hash: account.password, providerId: account.providerId })
        .from(account)
        .innerJoin(user, eq(user.id, account.userId))
        .where(eq(user.email, email))
      expect(row?.providerId).toBe('credential')
      expect(await verifyPassword({ hash: row?.hash ?? '', password: demoPassword })).toBe(true)
      expect(await verifyPassword({ hash: row?.hash ?? '', password: 'wrong-password' })).toBe(
        false,
      )
    }
  })

  it("shows off the demo founder's startup", async () => {
    const orgId = await organisationOf(demoFounderEmail)
    const [profile] = await connection.db
      .select()
      .from(startupProfile)
      .where(eq(startupProfile.organisationId, orgId))
    expect(profile).toBeDefined()
    expect(profile?.isPublic).toBe(true)
    expect(profile?.isDiscoverable).toBe(true)
    // A private limited company has a CIN, not an LLPIN or a cooperative's registration number.
    const notItsForm = ['logoFileId', 'deckFileId', 'llpin', 'cooperativeRegistration']
    const empty = Object.entries(profile ?? {}).filter(
      ([key, value]) =>
        !notItsForm.includes(key) &&
        (value === null || (Array.isArray(value) && value.length === 0)),
    )
    expect(empty).toEqual([])

    const loaded = await loadOwnProfile(connection.db, orgId)
    // Everything but the files (logo and deck) is filled in.
    expect(loaded?.completeness.parts.flatMap((p) => p.missing.map((m) => m.label)).sort()).toEqual(
      ['Logo', 'Pitch deck'],
    )

    const statuses = await statusesWhere(eq(application.startupOrgId, orgId))
    expect(statuses.length).toBeGreaterThanOrEqual(3)
    expect(statuses.some((s) => s === 'accepted' || s === 'rejected')).toBe(true)
  })

  it('gives the demo investor several channels, teammates and hundreds of applications in every status', async () => {
    const db = connection.db
    const orgId = await organisationOf(demoInvestorEmail)
    const [channels] = await db
      .select({ n: count() })
      .from(channel)
      .where(eq(channel.organisationId, orgId))
    expect(channels?.n).toBeGreaterThanOrEqual(3)
    const [members] = await db
      .select({ n: count() })
      .from(member)
      .where(eq(member.organisationId, orgId))
    expect(members?.n).toBeGreaterThanOrEqual(3)
    const [applications] = await db
      .select({ n: count() })
      .from(application)
      .where(eq(application.investorOrgId, orgId))
    expect(applications?.n).toBeGreaterThanOrEqual(300)
    expect(new Set(await statusesWhere(eq(application.investorOrgId, orgId)))).toEqual(
      new Set(applicationStatuses),
    )
  })

  it('gives the demo investor a pipeline of its own, with applications in every stage and the funnel kept', async () => {
    const orgId = await organisationOf(demoInvestorEmail)
    const stages = await rowsOf<{ key: string; name: string; maps_to: string; held: number }>(
      connection.db,
      sql`select ps.key, ps.name, ps.maps_to,
            (select count(*)::int from application a where a.stage_id = ps.id) as held
          from pipeline_stage ps
          where ps.organisation_id = ${orgId} and ps.archived_at is null
          order by ps.position`,
    )
    expect(stages.map((s) => [s.key, s.name, s.maps_to])).toEqual([
      ['in_review', 'First call', 'in_review'],
      ['shortlisted', 'Partner meeting', 'shortlisted'],
      ['due_diligence', 'Investment committee', 'due_diligence'],
      ['term-sheet', 'Term sheet', 'due_diligence'],
    ])
    for (const stage of stages) expect(stage.held, stage.name).toBeGreaterThan(0)
    // Every application that reached a status entered a stage mapped to it: the funnel counts them.
    const [missing] = await rowsOf<{ n: number }>(
      connection.db,
      sql`select count(*)::int as n from application a
          where a.investor_org_id = ${orgId} and a.furthest_status > 'submitted'
            and not exists (select 1 from pipeline_stage ps
                            where ps.id = any (a.entered_stage_ids)
                              and ps.maps_to = least(a.furthest_status, 'due_diligence'))`,
    )
    expect(missing!.n).toBe(0)
    // A move to the term sheet is in the timeline, with the stage's name.
    const [moves] = await rowsOf<{ n: number }>(
      connection.db,
      sql`select count(*)::int as n from application_event e
          join application a on a.id = e.application_id
          where a.investor_org_id = ${orgId} and e.to_stage_name = 'Term sheet'`,
    )
    expect(moves!.n).toBe(stages[3]!.held)
  })

  it('gives the demo startup a real logo and pitch deck, and the demo investor a logo, once', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sangam-demo-files-'))
    const storage = createDiskStorage(dir)
    const attach = () => attachDemoFiles(connection.db, storage, demoStartupSlug, demoInvestorName)
    expect(await attach()).toBe(true)
    expect(await attach()).toBe(false)
    const [investorLogo] = await connection.db
      .select({ kind: storedFile.kind, contentType: storedFile.contentType })
      .from(investorProfile)
      .innerJoin(storedFile, eq(storedFile.id, investorProfile.logoFileId))
      .where(eq(investorProfile.displayName, demoInvestorName))
    expect(investorLogo).toEqual({ kind: 'logo', contentType: 'image/webp' })
    const orgId = await organisationOf(demoFounderEmail)
    const loaded = await loadOwnProfile(connection.db, orgId)
    expect(loaded?.completeness.percent).toBe(100)
    expect(loaded?.deck).toMatchObject({ contentType: 'application/pdf' })
    const [deck] = await connection.db
      .select()
      .from(storedFile)
      .where(eq(storedFile.id, loaded!.deck!.id))
    const object = await storage.get(deck!.storageKey)
    expect(object).not.toBeNull()
    // An eight-page deck that most of the funds it went to have read, some further than others.
    expect(deck?.pageCount).toBe(8)
    const views = await deckViewsOfStartup(connection.db, orgId)
    const opened = views.applications.filter((a) => a.opened)
    expect(opened.length).toBeGreaterThanOrEqual(3)
    expect(opened.length).toBeLessThan(views.applications.length)
    expect(new Set(opened.map((a) => a.pagesSeen)).size).toBeGreaterThan(1)
    expect(views.pages).toHaveLength(8)
    expect(views.pages.every((p) => p.seconds > 0)).toBe(true)
  })

  it('gives the demo fund its intake address and entries, their decks stored once', async () => {
    const storage = createDiskStorage(await mkdtemp(path.join(tmpdir(), 'sangam-demo-intake-')))
    expect(await attachDemoIntakeDecks(connection.db, storage)).toBe(2)
    expect(await attachDemoIntakeDecks(connection.db, storage)).toBe(0)
    await expectDemoIntake(connection.db, storage, now)
  })

  it('leaves pending access requests for the admin', async () => {
    const [pending] = await connection.db
      .select({ n: count() })
      .from(accessRequest)
      .where(eq(accessRequest.status, 'pending'))
    expect(pending?.n).toBeGreaterThanOrEqual(3)
  })

  it('gives the admin a small audit history: each demo account signing in, decisions, moves', async () => {
    const rows = await connection.db
      .select({ action: auditEvent.action, actorEmail: auditEvent.actorEmail })
      .from(auditEvent)
    expect(rows.length).toBeGreaterThan(20)
    expect(rows.length).toBeLessThan(100)
    const signedIn = new Set(
      rows.filter((r) => r.action === 'auth.sign-in').map((r) => r.actorEmail),
    )
    expect(signedIn).toEqual(new Set(demoAccounts.map((a) => a.email)))
    for (const action of [
      'auth.sign-in-failed',
      'access-request.approved',
      'application.status-changed',
    ] as const) {
      expect(
        rows.some((r) => r.action === action),
        action,
      ).toBe(true)
    }
  })

  it('writes full-profile sections that pass the same validation as the editors', async () => {
    const rows = await connection.db
      .select({
        market: startupProfile.marketPositioning,
        business: startupProfile.businessTeam,
        traction: startupProfile.tractionIp,
      })
      .from(startupProfile)
    let written = 0
    for (const row of rows) {
      for (const [section, schema] of [
        [row.market, marketPositioningSchema],
        [row.business, businessTeamSchema],
        [row.traction, tractionIpSchema],
      ] as const) {
        if (Object.keys(section).length === 0) continue
        written += 1
        expect(schema.safeParse(section).error?.issues ?? []).toEqual([])
      }
    }
    expect(written).toBeGreaterThan(rows.length)
  })

  it('gives the demo investor saved message templates that pass the same validation as the form', async () => {
    const orgId = await organisationOf(demoInvestorEmail)
    const rows = await connection.db
      .select({
        organisationId: messageTemplate.organisationId,
        name: messageTemplate.name,
        decision: messageTemplate.decision,
        reason: messageTemplate.reason,
        body: messageTemplate.body,
      })
      .from(messageTemplate)
    expect(new Set(rows.map((r) => r.organisationId))).toEqual(new Set([orgId]))
    for (const { organisationId: _, ...template } of rows) {
      expect(messageTemplateSchema.safeParse(template).error?.issues ?? [], template.name).toEqual(
        [],
      )
    }
    const kinds = rows.map((r) => `${r.decision}:${r.reason ?? 'any'}`)
    expect(kinds.filter((k) => k.startsWith('rejected:')).length).toBeGreaterThanOrEqual(3)
    expect(kinds).toEqual(
      expect.arrayContaining([
        'rejected:too_early',
        'rejected:not_our_sector_or_stage',
        'rejected:any',
        'accepted:any',
      ]),
    )
  })

  it('gives founders investors with good and poor records to compare, the demo investor measured', async () => {
    const investors = await connection.db
      .select({ id: organisation.id })
      .from(organisation)
      .where(eq(organisation.kind, 'investor'))
    const ids = investors.map((i) => i.id)
    const tallies = await responsivenessTallies(connection.db, ids, now)
    const percents: number[] = []
    for (const id of ids) {
      // The product's query against a computation from other columns (tests/support).
      const expected = await independentTallies(connection.db, id, now)
      const tally = tallies.get(id) ?? { ...expected, applications: 0 }
      expect(tally.applications).toBe(expected.applications)
      expect([tally.due, tally.onTime]).toEqual([expected.due, expected.onTime])
      if (expected.medianFirstResponseDays !== null)
        expect(tally.medianFirstResponseDays).toBeCloseTo(expected.medianFirstResponseDays, 6)
      if (expected.medianDecisionDays !== null)
        expect(tally.medianDecisionDays).toBeCloseTo(expected.medianDecisionDays, 6)
      const record = responsivenessOf(tally)
      if (record.kind === 'measured' && record.onTimePercent !== null)
        percents.push(record.onTimePercent)
    }
    expect(percents.filter((p) => p >= 80).length).toBeGreaterThanOrEqual(3)
    expect(percents.filter((p) => p < 50).length).toBeGreaterThanOrEqual(3)
    const kaveri = await organisationOf(demoInvestorEmail)
    expect(responsivenessOf(tallies.get(kaveri))).toMatchObject({ kind: 'measured' })
  })

  it('gives the demo fund a syndicate it leads and a round shared with it, and the demo founder a request to answer', async () => {
    const db = connection.db
    const kaveri = await organisationOf(demoInvestorEmail)
    const founderOrg = await organisationOf(demoFounderEmail)

    // The room the demo fund leads: two co-investors shared by the founders, each committed.
    const led = await listRoomsForFund(db, kaveri, 'led')
    expect(led).toHaveLength(1)
    const ledRoom = await roomForFund(db, (await findRoomFor(db, led[0]!.id, kaveri))!, kaveri)
    expect(ledRoom.startup.organisationId).not.toBe(founderOrg)
    expect(await mayLeadRoundOf(db, kaveri, ledRoom.startup.organisationId)).toBe(true)
    const coInvestors = ledRoom.funds!.filter((fund) => fund.role === 'co_investor')
    expect(coInvestors).toHaveLength(2)
    for (const fund of ledRoom.funds!) {
      expect(fund.status, fund.name).toBe('committed')
      expect(fund.committed, fund.name).toBeGreaterThan(0)
    }
    expect(coInvestors.map((fund) => fund.consent)).toEqual(['accepted', 'accepted'])
    expect(ledRoom.committedTotal).toBe(ledRoom.funds!.reduce((sum, f) => sum + f.committed, 0))
    expect(ledRoom.committedTotal).toBeLessThanOrEqual(ledRoom.amountSought)
    expect(ledRoom.thread!.length).toBeGreaterThanOrEqual(3)
    expect(new Set(ledRoom.thread!.map((note) => note.organisationId))).toEqual(
      new Set(ledRoom.funds!.map((fund) => fund.organisationId)),
    )
    // Shared with the demo fund: a startup it could not see otherwise, led by another fund.
    const shared = await listRoomsForFund(db, kaveri, 'shared')
    expect(shared).toHaveLength(1)
    expect(shared[0]).toMatchObject({ role: 'co_investor', consent: 'accepted' })
    expect(shared[0]!.lead.organisationId).not.toBe(kaveri)
    expect(shared[0]!.committedTotal).toBeGreaterThan(0)
    expect(await mayLeadRoundOf(db, kaveri, shared[0]!.startup.organisationId)).toBe(false)
    expect(await listRoomsForFund(db, kaveri, 'all')).toHaveLength(2)

    // The demo founder's round: led by a fund it applied to, one share given, one request waiting.
    const rooms = await roomsForStartup(db, founderOrg)
    expect(rooms).toHaveLength(1)
    const [round] = rooms
    const applied = await statusesWhere(
      and(
        eq(application.startupOrgId, founderOrg),
        eq(application.investorOrgId, round!.lead.organisationId),
      )!,
    )
    expect(applied.length).toBe(1)
    expect(applied).not.toContain('withdrawn')
    expect(round!.lead.organisationId).not.toBe(kaveri)
    expect(round!.invitations.map((i) => i.consent)).toEqual(['accepted', 'pending'])
    expect(round!.invitations.every((i) => i.invitationNote && i.name)).toBe(true)
    expect(round!.invitations.map((i) => i.status)).toEqual(['interested', null])
    expect(round!.committedTotal).toBeGreaterThan(0)
    expect(round!.committedTotal).toBeLessThan(round!.amountSought)
    // Each share carries the profile as the founders gave it, as an acceptance writes it.
    const shares = await db
      .select({ snapshot: dealRoomFund.sharedSnapshot, sharedAt: dealRoomFund.sharedAt })
      .from(dealRoomFund)
      .where(eq(dealRoomFund.consent, 'accepted'))
    // Two in the demo fund's room, the demo fund's own, and one of the demo founder's.
    expect(shares.length).toBe(4)
    for (const share of shares) {
      expect(share.snapshot).toMatchObject({ name: expect.any(String) })
      expect(share.sharedAt).toBeInstanceOf(Date)
    }
  })

  it('puts the rooms in the demo bells, as the notifier words them, and sends nothing at start', async () => {
    const db = connection.db
    const bellOf = async (email: string) =>
      db
        .select({ kind: notification.kind, title: notification.title, link: notification.link })
        .from(notification)
        .innerJoin(user, eq(user.id, notification.userId))
        .where(and(eq(user.email, email), like(sql`${notification.kind}::text`, 'deal_room_%')))
    const investorLines = await bellOf(demoInvestorEmail)
    // Kaveri was invited into the angel network's round and shared into it; its co-investors
    // were shared and committed in the round it leads.
    expect(new Set(investorLines.map((line) => line.kind))).toEqual(
      new Set(['deal_room_invited', 'deal_room_consent', 'deal_room_committed']),
    )
    for (const line of investorLines)
      expect(line.link).toMatch(/^\/investors\/deal-rooms\/[0-9a-f-]{36}$/)
    const founderLines = await bellOf(demoFounderEmail)
    expect(founderLines.map((line) => line.kind)).toContain('deal_room_invited')
    for (const line of founderLines) {
      expect(line.link).toBe('/startups#co-investors')
      // Founders are never told an amount.
      expect(line.title).not.toMatch(/₹/)
    }
    // Every event is marked told: the notifier's worker sends nothing for the demo at start.
    expect(
      await db
        .select({ id: dealRoomEvent.id })
        .from(dealRoomEvent)
        .where(eq(dealRoomEvent.notifyPending, true)),
    ).toEqual([])
  })

  it('keeps every timeline event tied to a real application', async () => {
    const [orphans] = await connection.db
      .select({ n: count() })
      .from(applicationEvent)
      .leftJoin(application, eq(application.id, applicationEvent.applicationId))
      .where(sql`${application.id} IS NULL`)
    expect(orphans?.n).toBe(0)
  })

  it('produces the same data set for the same seed', slow, async () => {
    const other = await createTestDatabase()
    try {
      await seedDemoData(other.db, { seed: 42, now })
      const fingerprint = (db: DatabaseConnection['db']) =>
        db
          .select({
            id: application.id,
            status: application.status,
            startup: application.startupName,
            submittedAt: application.submittedAt,
          })
          .from(application)
          .orderBy(application.id)
      expect(await fingerprint(other.db)).toEqual(await fingerprint(connection.db))
      const rooms = (db: DatabaseConnection['db']) =>
        db
          .select({
            id: dealRoom.id,
            startup: dealRoom.startupOrgId,
            lead: dealRoom.leadOrgId,
            amountSought: dealRoom.amountSought,
            createdAt: dealRoom.createdAt,
          })
          .from(dealRoom)
          .orderBy(dealRoom.id)
      expect(await rooms(other.db)).toEqual(await rooms(connection.db))
      expect(await demoIntakeFingerprint(other.db)).toEqual(
        await demoIntakeFingerprint(connection.db),
      )
    } finally {
      await other.close()
    }
  })

  it('changes nothing when run again', slow, async () => {
    const intake = await demoIntakeFingerprint(connection.db)
    const again = await seedDemoData(connection.db, { seed: 42 })
    expect(again.seeded).toBe(false)
    expect(await demoIntakeFingerprint(connection.db)).toEqual(intake)
    expect(again.counts).toEqual(first.counts)
    expect(await countDemoData(connection.db)).toEqual(first.counts)
  })
})
