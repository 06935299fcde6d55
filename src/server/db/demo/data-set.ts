// The demo data set as the seed assembles it: its size, its fixed accounts, and the collection the seed
// inserts in a few large batches.
import {
  buildAccessRequest,
  buildInvestorOrganisation,
  buildStartupOrganisation,
  buildUser,
  slugify,
  type BuiltApplication,
  type BuiltApplicationEvent,
  type BuiltChannel,
  type BuiltFounder,
  type BuiltInvestorProfile,
  type BuiltOrganisation,
  type BuiltStartupProfile,
  type BuiltUser,
  type Faker,
} from '../../../../tests/factories'
import { credentialAccount } from '../../../../tests/factories/db'

import { member } from '@/server/db/schema'
import { demoAccounts } from '@/server/demo-accounts'

export const startupCount = 300

export const channelCount = 60

/** Applications to the channels of investors other than the demo investor. */
export const otherApplicationTarget = 2_900

export const day = 24 * 60 * 60 * 1000

function demoEmail(role: (typeof demoAccounts)[number]['role']): string {
  const found = demoAccounts.find((a) => a.role === role)
  if (!found) throw new Error(`no demo account for ${role}`)
  return found.email
}

export const demoFounderEmail = demoEmail('Founder')

export const demoInvestorEmail = demoEmail('Investor')

export const demoAdminEmail = demoEmail('Platform admin')

export const demoStartupSlug = 'krishi-setu'

export const demoInvestorName = 'Kaveri Capital'

export const ago = (now: Date, days: number) => new Date(now.getTime() - days * day)

export const ahead = (now: Date, days: number) => new Date(now.getTime() + days * day)

export function between(faker: Faker, from: Date, to: Date): Date {
  if (to.getTime() <= from.getTime()) return new Date(from)
  return new Date(faker.number.int({ min: from.getTime(), max: to.getTime() }))
}

export type Startup = { profile: BuiltStartupProfile; founders: BuiltFounder[]; ownerId: string }

export type Investor = { profile: BuiltInvestorProfile; memberIds: string[] }

/** Everything the seed inserts, collected first so it can go in a few large batches. */
export class DemoDataSet {
  readonly users: BuiltUser[] = []
  readonly accounts: ReturnType<typeof credentialAccount>[] = []
  readonly organisations: BuiltOrganisation[] = []
  readonly members: (typeof member.$inferInsert)[] = []
  readonly startups: Startup[] = []
  readonly investors: Investor[] = []
  readonly channels: BuiltChannel[] = []
  readonly applications: BuiltApplication[] = []
  readonly events: BuiltApplicationEvent[] = []
  readonly accessRequests: ReturnType<typeof buildAccessRequest>[] = []
  private readonly slugs = new Set<string>()

  constructor(
    readonly faker: Faker,
    readonly now: Date,
    private readonly hash: string,
  ) {}

  /** Options for every builder: one seeded faker and one pinned "now" make the data set repeatable. */
  get build() {
    return { faker: this.faker, now: this.now }
  }

  /** A slug no other organisation has: the name's own when free, else with a number. */
  claimSlug(name: string): string {
    const base = slugify(name)
    let slug = base
    for (let n = 2; this.slugs.has(slug); n++) slug = `${base}-${n}`
    this.slugs.add(slug)
    return slug
  }

  isTaken(name: string): boolean {
    return this.slugs.has(slugify(name))
  }

  addUser(overrides: Partial<BuiltUser> & { name: string; email: string }): BuiltUser {
    const createdAt =
      overrides.createdAt ?? ago(this.now, this.faker.number.int({ min: 280, max: 700 }))
    const row = buildUser(
      { emailVerified: true, createdAt, updatedAt: createdAt, ...overrides },
      this.build,
    )
    this.users.push(row)
    this.accounts.push(credentialAccount(row.id, this.hash, createdAt))
    return row
  }

  addMember(organisationId: string, userId: string, role: 'owner' | 'member', createdAt: Date) {
    this.members.push({ id: this.faker.string.uuid(), organisationId, userId, role, createdAt })
  }

  addOrganisation(
    kind: 'startup' | 'investor',
    id: string,
    name: string,
    slug: string,
    createdAt: Date,
  ) {
    const buildOrganisation =
      kind === 'startup' ? buildStartupOrganisation : buildInvestorOrganisation
    this.organisations.push(
      buildOrganisation({ id, name, slug, createdAt, updatedAt: createdAt }, this.build),
    )
  }
}
