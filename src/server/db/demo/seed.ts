/**
 * The demo data set (docs/contract.md, "Demo data"): hundreds of startups, dozens of investors and
 * channels, thousands of applications with timelines, and the demo accounts set up to show the
 * product at its best. Deterministic for a given seed, idempotent, and one transaction, so a failed
 * run leaves nothing half-seeded behind.
 */
import { createFaker } from '../../../../tests/factories'
import { passwordHash } from '../../../../tests/factories/db'
import { count, eq } from 'drizzle-orm'
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core'

import type { Database } from '@/server/db/client'
import { seedDemoNotifications } from '@/server/db/demo/notifications'
import { seedDemoReviews } from '@/server/db/demo/reviews'
import {
  passportColumnsOf,
  profileStandingColumnsOf,
  type PassportFacts,
} from '@/server/db/queries/startup-india'
import {
  accessRequest,
  account,
  auditEvent,
  application,
  applicationEvent,
  channel,
  founder,
  investorProfile,
  member,
  organisation,
  startupProfile,
  user,
} from '@/server/db/schema'
import { demoPassword } from '@/server/demo-accounts'

import { addAccessRequests } from './access-requests'
import { seedDemoDealRooms } from './deal-rooms'
import { seedDemoIntake } from './intake'
import { advanceDemoTermSheets, shapeDemoPipeline } from './pipeline'
import { addApplications } from './applications'
import { buildAuditHistory } from './audit'
import { addDemoChannels, addDemoInvestor, addInvestors, addOtherChannels } from './investors'
import { addDemoStartup, addStartups } from './startups'
import { seedDemoTemplates } from './templates'
import { ago, demoAdminEmail, DemoDataSet, demoFounderEmail } from './data-set'

// The demo's fixed accounts and names, for the scripts and tests that look them up.
export {
  demoAdminEmail,
  demoFounderEmail,
  demoInvestorEmail,
  demoInvestorName,
  demoStartupSlug,
} from './data-set'

export type SeedOptions = {
  /** Same seed, same data (apart from dates, which are relative to `now`). */
  seed?: number
  now?: Date
}

export type DemoCounts = {
  users: number
  startups: number
  investors: number
  channels: number
  applications: number
  applicationEvents: number
  accessRequests: number
}

export type SeedResult = { seeded: boolean; counts: DemoCounts }

const batchSize = 500

async function insertInBatches<T extends PgTable>(
  db: Database,
  table: T,
  rows: PgInsertValue<T>[],
) {
  for (let i = 0; i < rows.length; i += batchSize) {
    await db.insert(table).values(rows.slice(i, i + batchSize))
  }
}

export async function countDemoData(db: Database): Promise<DemoCounts> {
  const [[users], [startups], [investors], [channels], [applications], [events], [requests]] =
    await Promise.all([
      db.select({ n: count() }).from(user),
      db.select({ n: count() }).from(organisation).where(eq(organisation.kind, 'startup')),
      db.select({ n: count() }).from(organisation).where(eq(organisation.kind, 'investor')),
      db.select({ n: count() }).from(channel),
      db.select({ n: count() }).from(application),
      db.select({ n: count() }).from(applicationEvent),
      db.select({ n: count() }).from(accessRequest),
    ])
  return {
    users: users?.n ?? 0,
    startups: startups?.n ?? 0,
    investors: investors?.n ?? 0,
    channels: channels?.n ?? 0,
    applications: applications?.n ?? 0,
    applicationEvents: events?.n ?? 0,
    accessRequests: requests?.n ?? 0,
  }
}

export async function seedDemoData(
  db: Database,
  { seed = 42, now = new Date() }: SeedOptions = {},
): Promise<SeedResult> {
  const hash = await passwordHash(demoPassword)
  const seeded = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, demoFounderEmail))
      .limit(1)
    if (existing) return false

    const data = new DemoDataSet(createFaker(seed), now, hash)
    const admin = data.addUser({
      name: 'Asha Verma',
      email: demoAdminEmail,
      isAdmin: true,
      createdAt: ago(now, 500),
    })
    const demoStartup = addDemoStartup(data)
    addStartups(data)
    const kaveri = addDemoInvestor(data)
    addInvestors(data)
    const demoTargets = addDemoChannels(data, kaveri)
    addOtherChannels(
      data,
      data.investors.filter((i) => i !== kaveri),
    )
    addApplications(data, demoStartup, kaveri, demoTargets)
    addAccessRequests(data, admin)

    const target = tx as unknown as Database
    await insertInBatches(target, user, data.users)
    await insertInBatches(target, account, data.accounts)
    await insertInBatches(target, organisation, data.organisations)
    await shapeDemoPipeline(target, kaveri.profile.organisationId)
    await insertInBatches(target, member, data.members)
    await insertInBatches(
      target,
      startupProfile,
      // The Startup India standing from each profile as it finally is.
      data.startups.map((s) => ({ ...s.profile, ...profileStandingColumnsOf(s.profile) })),
    )
    await insertInBatches(
      target,
      founder,
      data.startups.flatMap((s) => s.founders),
    )
    await insertInBatches(
      target,
      investorProfile,
      data.investors.map((i) => i.profile),
    )
    await insertInBatches(target, channel, data.channels)
    await insertInBatches(
      target,
      application,
      data.applications.map((row) => ({
        ...row,
        ...passportColumnsOf(row.profileSnapshot as PassportFacts),
      })),
    )
    await insertInBatches(target, applicationEvent, data.events)
    await advanceDemoTermSheets(target, {
      organisationId: kaveri.profile.organisationId,
      memberIds: kaveri.memberIds,
      events: data.events,
      now,
    })
    await seedDemoReviews(target, {
      seed,
      now,
      investorOrgId: kaveri.profile.organisationId,
      memberIds: kaveri.memberIds,
      applications: data.applications,
      featuredStartupOrgId: demoStartup.profile.organisationId,
    })
    await seedDemoTemplates(target, {
      organisationId: kaveri.profile.organisationId,
      createdBy: kaveri.memberIds[0] ?? null,
    })
    await seedDemoDealRooms(target, {
      seed,
      now,
      kaveriOrgId: kaveri.profile.organisationId,
      demoStartupOrgId: demoStartup.profile.organisationId,
    })
    await seedDemoIntake(target, {
      seed,
      now,
      organisationId: kaveri.profile.organisationId,
      memberIds: kaveri.memberIds,
      demoStartupOrgId: demoStartup.profile.organisationId,
    })
    await insertInBatches(target, accessRequest, data.accessRequests)
    await insertInBatches(
      target,
      auditEvent,
      buildAuditHistory(data, kaveri, demoStartup.profile.organisationId),
    )
    await seedDemoNotifications(target)
    return true
  })
  return { seeded, counts: await countDemoData(db) }
}
