/**
 * Helpers that build rows with the factories and insert them, for tests that need a few real
 * startups, investors, channels and applications. The demo seed inserts in bulk instead.
 */
import { hashPassword } from 'better-auth/crypto'
import { and, asc, eq } from 'drizzle-orm'

import { progressOf } from '@/domain/applications/status'
import type { Database } from '@/server/db/client'
import {
  account,
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

import type { BuildOptions } from './faker'
import { fakerFor, slugify } from './faker'
import {
  buildApplication,
  buildApplicationEvents,
  buildChannel,
  buildFounder,
  buildInvestorOrganisation,
  buildInvestorProfile,
  buildStartupOrganisation,
  buildStartupProfile,
  buildUser,
  emailAt,
  equitySplit,
  type NewApplication,
  type NewChannel,
  type NewFounder,
  type NewInvestorProfile,
  type NewStartupProfile,
  type NewUser,
} from './index'

type MemberRole = (typeof member.$inferInsert)['role']

/** The password of every user these helpers create unless told otherwise. */
export const factoryPassword = 'factory-password'

const hashes = new Map<string, Promise<string>>()

/** scrypt is slow by design: hash each distinct password once per process. */
export function passwordHash(password: string): Promise<string> {
  let hash = hashes.get(password)
  if (!hash) {
    hash = hashPassword(password)
    hashes.set(password, hash)
  }
  return hash
}

/** The credential account better-auth reads on email + password sign-in. */
export function credentialAccount(userId: string, hash: string, createdAt: Date) {
  return {
    id: `credential_${userId}`,
    accountId: userId,
    providerId: 'credential',
    userId,
    password: hash,
    createdAt,
    updatedAt: createdAt,
  }
}

/** A user who can sign in with `password` (default `factoryPassword`). */
export async function createUser(
  db: Database,
  { password = factoryPassword, ...overrides }: Partial<NewUser> & { password?: string } = {},
  options?: BuildOptions,
) {
  const row = buildUser(overrides, options)
  const hash = await passwordHash(password)
  await db.insert(user).values(row)
  await db.insert(account).values(credentialAccount(row.id, hash, row.createdAt))
  return row
}

/** `userId` joins `organisationId`: a member unless `role` says owner. */
export async function addMember(
  db: Database,
  {
    organisationId,
    userId,
    role = 'member',
  }: { organisationId: string; userId: string; role?: MemberRole },
) {
  await db.insert(member).values({ organisationId, userId, role })
}

async function existingUser(db: Database, id: string) {
  const [row] = await db.select().from(user).where(eq(user.id, id)).limit(1)
  if (!row) throw new Error(`no user ${id}`)
  return row
}

async function ownerOf(db: Database, organisationId: string) {
  const [row] = await db
    .select({ userId: member.userId })
    .from(member)
    .where(and(eq(member.organisationId, organisationId), eq(member.role, 'owner')))
    .limit(1)
  return row?.userId ?? null
}

/**
 * A startup organisation with its owner (a new user unless `ownerUserId` is given), its profile
 * (the other keys override profile fields) and 1–3 founders, the first being the owner.
 */
export async function createStartup(
  db: Database,
  {
    ownerUserId,
    founderCount,
    ...overrides
  }: Partial<NewStartupProfile> & { ownerUserId?: string; founderCount?: number } = {},
  options?: BuildOptions,
) {
  const faker = fakerFor(options)
  const build = { faker, now: options?.now }
  const profile = buildStartupProfile(overrides, build)
  const org = buildStartupOrganisation(
    {
      id: profile.organisationId,
      name: profile.name,
      slug: profile.slug,
      createdAt: profile.createdAt,
    },
    build,
  )
  const domain = `${slugify(profile.name).replaceAll('-', '')}-${faker.string.alphanumeric({ length: 4, casing: 'lower' })}.test`
  const ownerName = `${faker.person.firstName()} ${faker.person.lastName()}`
  const owner = ownerUserId
    ? await existingUser(db, ownerUserId)
    : await createUser(db, { name: ownerName, email: emailAt(ownerName, domain) }, build)
  const count = founderCount ?? faker.number.int({ min: 1, max: 3 })
  const equity = equitySplit(faker, count)
  const founders = Array.from({ length: count }, (_, position) => {
    const name =
      position === 0 ? owner.name : `${faker.person.firstName()} ${faker.person.lastName()}`
    return buildFounder(
      {
        organisationId: org.id,
        userId: position === 0 ? owner.id : null,
        position,
        name,
        email: position === 0 ? owner.email : emailAt(name, domain),
        equityShare: equity[position] ?? null,
        ...(count === 1 ? { title: 'Founder & CEO' } : {}),
      },
      build,
    )
  })
  await db.insert(organisation).values(org)
  await addMember(db, { organisationId: org.id, userId: owner.id, role: 'owner' })
  await db.insert(startupProfile).values(profile)
  await db.insert(founder).values(founders)
  return { organisation: org, profile, founders, owner }
}

/** An onboarded investor organisation with its owner (a new user unless `ownerUserId` is given). */
export async function createInvestor(
  db: Database,
  { ownerUserId, ...overrides }: Partial<NewInvestorProfile> & { ownerUserId?: string } = {},
  options?: BuildOptions,
) {
  const faker = fakerFor(options)
  const build = { faker, now: options?.now }
  const profile = buildInvestorProfile(overrides, build)
  const org = buildInvestorOrganisation(
    { id: profile.organisationId, name: profile.displayName, createdAt: profile.createdAt },
    build,
  )
  const ownerName = `${faker.person.firstName()} ${faker.person.lastName()}`
  const owner = ownerUserId
    ? await existingUser(db, ownerUserId)
    : await createUser(
        db,
        { name: ownerName, email: emailAt(ownerName, `${org.slug}.test`) },
        build,
      )
  await db.insert(organisation).values(org)
  await addMember(db, { organisationId: org.id, userId: owner.id, role: 'owner' })
  await db.insert(investorProfile).values(profile)
  return { organisation: org, profile, owner }
}

/** A channel of `organisationId`, its criteria drawn from that investor's profile when it has one. */
export async function createChannel(
  db: Database,
  overrides: Partial<NewChannel> & { organisationId: string },
  options?: BuildOptions,
) {
  const faker = fakerFor(options)
  const [investor] = await db
    .select()
    .from(investorProfile)
    .where(eq(investorProfile.organisationId, overrides.organisationId))
    .limit(1)
  const row = buildChannel(
    { createdBy: await ownerOf(db, overrides.organisationId), ...overrides },
    { faker, investor, now: options?.now },
  )
  await db.insert(channel).values(row)
  return row
}

/**
 * `startupOrgId`'s application to `channelId`, with the timeline that leads to its status (the
 * startup's owner submits; the investor's owner, or the assignee, moves it along).
 */
export async function createApplication(
  db: Database,
  overrides: Partial<NewApplication> & { channelId: string; startupOrgId: string },
  options?: BuildOptions,
) {
  const faker = fakerFor(options)
  const [target] = await db
    .select()
    .from(channel)
    .where(eq(channel.id, overrides.channelId))
    .limit(1)
  if (!target) throw new Error(`no channel ${overrides.channelId}`)
  const [startup] = await db
    .select()
    .from(startupProfile)
    .where(eq(startupProfile.organisationId, overrides.startupOrgId))
    .limit(1)
  if (!startup) throw new Error(`no startup profile ${overrides.startupOrgId}`)
  const founders = await db
    .select({ name: founder.name, title: founder.title })
    .from(founder)
    .where(eq(founder.organisationId, startup.organisationId))
    .orderBy(asc(founder.position))
  const row = buildApplication({ channel: target, startup, founders }, overrides, {
    faker,
    now: options?.now,
  })
  const investorUser = await ownerOf(db, target.organisationId)
  const events = buildApplicationEvents(
    row,
    {
      startupUserId: await ownerOf(db, startup.organisationId),
      investorUserIds: investorUser ? [investorUser] : [],
    },
    { faker },
  )
  Object.assign(row, progressOf(events))
  await db.insert(application).values(row)
  await db.insert(applicationEvent).values(events)
  return { application: row, events }
}

// ---------------------------------------------------------------------------------------------
// Bare rows: only what the test names, the database's defaults for the rest. For tests whose
// assertions depend on every column that matters (a search, a fit score, a count), where the
// realistic values of the helpers above would decide what the test sees.
// ---------------------------------------------------------------------------------------------

async function nameOf(db: Database, organisationId: string) {
  const [row] = await db
    .select({ name: organisation.name })
    .from(organisation)
    .where(eq(organisation.id, organisationId))
    .limit(1)
  if (!row) throw new Error(`no organisation ${organisationId}`)
  return row.name
}

/**
 * A startup organisation and its profile, without owner or founders; the slug is the name's
 * unless given. Returns the organisation's id.
 */
export async function createBareStartup(
  db: Database,
  { name, ...profile }: Partial<NewStartupProfile> & { name: string },
) {
  const slug = profile.slug ?? slugify(name)
  const [org] = await db
    .insert(organisation)
    .values({ kind: 'startup', name, slug })
    .returning({ id: organisation.id })
  await db.insert(startupProfile).values({ organisationId: org!.id, name, slug, ...profile })
  return org!.id
}

/** An investor organisation's profile, shown under the organisation's name unless told otherwise. */
export async function createBareInvestorProfile(
  db: Database,
  overrides: Partial<NewInvestorProfile> & { organisationId: string },
) {
  const displayName = overrides.displayName ?? (await nameOf(db, overrides.organisationId))
  const [row] = await db
    .insert(investorProfile)
    .values({ ...overrides, displayName })
    .returning()
  return row!
}

/** One more founder of `organisationId`, with only what the test names. */
export async function createBareFounder(
  db: Database,
  overrides: Partial<NewFounder> & { organisationId: string; name: string },
) {
  const [row] = await db.insert(founder).values(overrides).returning()
  return row!
}

/** A channel, open unless told otherwise, with no criteria and no questions unless given. */
export async function createBareChannel(
  db: Database,
  overrides: Partial<NewChannel> & { organisationId: string },
) {
  const [row] = await db
    .insert(channel)
    .values({ title: 'Seed call', status: 'open', ...overrides })
    .returning()
  return row!
}

/**
 * `startupOrgId`'s application to `channelId`, submitted now unless told otherwise, under the
 * startup organisation's name, with no timeline and no profile copied.
 */
export async function createBareApplication(
  db: Database,
  overrides: Partial<NewApplication> & { channelId: string; startupOrgId: string },
) {
  const [target] = await db
    .select({ organisationId: channel.organisationId })
    .from(channel)
    .where(eq(channel.id, overrides.channelId))
    .limit(1)
  if (!target) throw new Error(`no channel ${overrides.channelId}`)
  const [row] = await db
    .insert(application)
    .values({
      investorOrgId: target.organisationId,
      startupName: overrides.startupName ?? (await nameOf(db, overrides.startupOrgId)),
      ...overrides,
    })
    .returning()
  return row!
}
