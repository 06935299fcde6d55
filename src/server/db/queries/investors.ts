import { and, desc, eq, exists, inArray, ne, or, sql, type SQL } from 'drizzle-orm'

import type { Database } from '@/server/db/client'
import { jsonObjectOf, type JsonRowOf } from '@/server/db/rows'
import {
  application,
  channel,
  dealRoom,
  dealRoomFund,
  founder,
  organisation,
  startupProfile,
} from '@/server/db/schema'
import { founderFields } from './founder-fields'
import { investorProfileColumns } from './profile-columns'
import type { ProfileSnapshot } from './startup-applications'

function applicationsToUs(db: Database, investorOrgId: string, live: boolean) {
  return db
    .select({ one: application.id })
    .from(application)
    .where(
      and(
        eq(application.startupOrgId, startupProfile.organisationId),
        eq(application.investorOrgId, investorOrgId),
        live ? ne(application.status, 'withdrawn') : undefined,
      ),
    )
}

/**
 * The deal rooms where the startup's founders shared it with the organisation as a co-investor
 * (decision 0047): accepted and not withdrawn (`live`), or ever accepted, withdrawn since.
 */
function sharesWithUs(db: Database, investorOrgId: string, live: boolean) {
  return db
    .select({ one: dealRoomFund.roomId })
    .from(dealRoomFund)
    .innerJoin(dealRoom, eq(dealRoom.id, dealRoomFund.roomId))
    .where(
      and(
        eq(dealRoom.startupOrgId, startupProfile.organisationId),
        eq(dealRoomFund.organisationId, investorOrgId),
        live
          ? eq(dealRoomFund.consent, 'accepted')
          : inArray(dealRoomFund.consent, ['accepted', 'withdrawn']),
      ),
    )
}

/**
 * Whose live profile, founders and files an investor organisation may see (docs/contract.md, "Who sees what"): startups
 * that chose to be discoverable, that have an application to one of its channels they have not
 * withdrawn, or whose founders shared them with it in a deal room and have not withdrawn that
 * consent. A startup that withdrew leaves the organisation only what it submitted (decision 0012)
 * or what was shared (decision 0047).
 */
export function visibleToInvestor(db: Database, investorOrgId: string): SQL {
  return or(
    eq(startupProfile.isDiscoverable, true),
    exists(applicationsToUs(db, investorOrgId, true)),
    exists(sharesWithUs(db, investorOrgId, true)),
  )!
}

/**
 * Whether the organisation may lead a round of the startup: it deals with it itself, discoverable
 * or applied to it and not withdrawn. A share received as a co-investor is not enough: founders
 * consent to each fund a lead brings in, not to the funds those funds would bring.
 */
export async function mayLeadRoundOf(db: Database, investorOrgId: string, startupOrgId: string) {
  const [row] = await db
    .select({ one: startupProfile.organisationId })
    .from(startupProfile)
    .where(
      and(
        eq(startupProfile.organisationId, startupOrgId),
        or(
          eq(startupProfile.isDiscoverable, true),
          exists(applicationsToUs(db, investorOrgId, true)),
        ),
      ),
    )
    .limit(1)
  return Boolean(row)
}

/**
 * Whether the organisation deals with the startup at all: it may see its profile, holds an
 * application of it, withdrawn or not, or was shared it in a deal room, withdrawn since or not
 * (its notes, ratings and the application's timeline stay; lists and triage take it).
 */
export async function isStartupVisibleTo(
  db: Database,
  investorOrgId: string,
  startupOrgId: string,
) {
  return (await startupsVisibleTo(db, investorOrgId, [startupOrgId])).has(startupOrgId)
}

/** Of the given startups, those the organisation deals with at all (as `isStartupVisibleTo`). */
export async function startupsVisibleTo(
  db: Database,
  investorOrgId: string,
  startupOrgIds: readonly string[],
): Promise<Set<string>> {
  if (startupOrgIds.length === 0) return new Set()
  const rows = await db
    .select({ id: startupProfile.organisationId })
    .from(startupProfile)
    .where(
      and(
        inArray(startupProfile.organisationId, [...startupOrgIds]),
        or(
          eq(startupProfile.isDiscoverable, true),
          exists(applicationsToUs(db, investorOrgId, false)),
          exists(sharesWithUs(db, investorOrgId, false)),
        ),
      ),
    )
  return new Set(rows.map((row) => row.id))
}

/**
 * How much of a startup the organisation may see: its live profile and files (`live`), only what
 * a withdrawn application submitted (`submitted`), or nothing (`none`). The same rule as
 * `visibleToInvestor` and `isStartupVisibleTo`, for one startup. A deal room's withdrawn share
 * is `none` here: the co-investor keeps the profile as shared, never a file (decision 0047).
 */
export async function investorViewOf(
  db: Database,
  investorOrgId: string,
  startupOrgId: string,
): Promise<'live' | 'submitted' | 'none'> {
  const [row] = await db
    .select({
      live: visibleToInvestor(db, investorOrgId),
      linked: exists(applicationsToUs(db, investorOrgId, false)),
    })
    .from(startupProfile)
    .where(eq(startupProfile.organisationId, startupOrgId))
    .limit(1)
  if (!row) return 'none'
  if (row.live) return 'live'
  return row.linked ? 'submitted' : 'none'
}

/** What an investor sees of a founder. */
const founderColumns = { id: founder.id, ...founderFields }

/** The startup's founders in their order, as one value of the profile's own row. */
const foundersOf = (startupOrgId: string) => sql<JsonRowOf<typeof founderColumns>[]>`coalesce((
  select json_agg(${jsonObjectOf('f', founderColumns)} order by f.position)
  from ${founder} f where f.organisation_id = ${startupOrgId}
), '[]'::json)`

type InvestorProfileView = {
  [K in keyof typeof investorProfileColumns]:
    | (typeof investorProfileColumns)[K]['_']['data']
    | ((typeof investorProfileColumns)[K]['_']['notNull'] extends true ? never : null)
}

/** The newest withdrawn application of the startup to the organisation, with what it submitted. */
async function lastWithdrawal(db: Database, investorOrgId: string, startupOrgId: string) {
  const [row] = await db
    .select({
      applicationId: application.id,
      channelTitle: channel.title,
      submittedAt: application.submittedAt,
      withdrawnAt: application.updatedAt,
      snapshot: application.profileSnapshot,
    })
    .from(application)
    .innerJoin(channel, eq(channel.id, application.channelId))
    // An erased startup has no profile: its kept trace is the fund's record of a decision, not a
    // submission to show (decision 0033), so it is not found, whether it withdrew or was decided.
    .innerJoin(startupProfile, eq(startupProfile.organisationId, application.startupOrgId))
    .where(
      and(
        eq(application.startupOrgId, startupOrgId),
        eq(application.investorOrgId, investorOrgId),
        eq(application.status, 'withdrawn'),
      ),
    )
    .orderBy(desc(application.updatedAt))
    .limit(1)
  return row ?? null
}

/** The profile as the snapshot of an application recorded it at submission. */
// Snapshots of older applications may lack fields added since: they read as empty.
function profileAsSubmitted(
  startupOrgId: string,
  snapshot: Partial<ProfileSnapshot>,
): InvestorProfileView {
  return {
    organisationId: startupOrgId,
    name: snapshot.name ?? '',
    slug: snapshot.slug ?? '',
    oneLiner: snapshot.oneLiner ?? null,
    description: snapshot.description ?? null,
    website: snapshot.website ?? null,
    foundedOn: snapshot.foundedOn ?? null,
    companyType: snapshot.companyType ?? null,
    cin: snapshot.cin ?? null,
    llpin: snapshot.llpin ?? null,
    cooperativeRegistration: snapshot.cooperativeRegistration ?? null,
    gstin: snapshot.gstin ?? null,
    dpiitNumber: snapshot.dpiitNumber ?? null,
    deepTech: snapshot.deepTech ?? false,
    headquarters: snapshot.headquarters ?? null,
    city: snapshot.city ?? null,
    sectors: snapshot.sectors ?? [],
    businessTypes: snapshot.businessTypes ?? [],
    customerInteractions: snapshot.customerInteractions ?? [],
    productTypes: snapshot.productTypes ?? [],
    developmentStage: snapshot.developmentStage ?? null,
    revenueStage: snapshot.revenueStage ?? null,
    teamSize: snapshot.teamSize ?? null,
    plannedRaise: snapshot.plannedRaise ?? null,
    logoFileId: snapshot.logo?.id ?? null,
    deckFileId: snapshot.deck?.id ?? null,
    marketPositioning: snapshot.marketPositioning ?? {},
    businessTeam: snapshot.businessTeam ?? {},
    tractionIp: snapshot.tractionIp ?? {},
  }
}

/**
 * A startup's full profile as an investor organisation may see it: live while the organisation
 * may see it (discoverable, or an application not withdrawn); as submitted — the newest withdrawn
 * application's snapshot, marked so — when a withdrawal is all that is left; null otherwise.
 */
export async function findFullProfileForInvestor(
  db: Database,
  investorOrgId: string,
  startupOrgId: string,
) {
  const [found] = await db
    .select({ ...investorProfileColumns, founders: foundersOf(startupOrgId) })
    .from(startupProfile)
    .where(
      and(eq(startupProfile.organisationId, startupOrgId), visibleToInvestor(db, investorOrgId)),
    )
    .limit(1)
  if (found) {
    const { founders, ...profile } = found
    const live: InvestorProfileView = profile
    return { profile: live, founders, asSubmitted: null, asShared: null }
  }
  const withdrawal = await lastWithdrawal(db, investorOrgId, startupOrgId)
  if (!withdrawal) return withdrawnShareFor(db, investorOrgId, startupOrgId)
  const snapshot = withdrawal.snapshot as Partial<ProfileSnapshot>
  return {
    profile: profileAsSubmitted(startupOrgId, snapshot),
    founders: foundersAsSubmitted(snapshot),
    asSubmitted: {
      applicationId: withdrawal.applicationId,
      channelTitle: withdrawal.channelTitle,
      submittedAt: withdrawal.submittedAt,
      withdrawnAt: withdrawal.withdrawnAt,
    },
    asShared: null,
  }
}

function foundersAsSubmitted(snapshot: Partial<ProfileSnapshot>) {
  return (snapshot.founders ?? []).map((person, index) => ({
    id: `submitted-${index}`,
    name: person.name,
    title: person.title ?? null,
    email: person.email ?? null,
    linkedin: person.linkedin ?? null,
    bio: person.bio ?? null,
    education: person.education ?? null,
    experience: person.experience ?? null,
    equityShare: person.equityShare ?? null,
  }))
}

/**
 * What a co-investor keeps once the founders withdrew their consent in a deal room (decision
 * 0047): the profile as shared at the newest such acceptance, without its logo and deck, marked
 * so. Null when no share was ever withdrawn from the organisation.
 */
async function withdrawnShareFor(db: Database, investorOrgId: string, startupOrgId: string) {
  const [share] = await db
    .select({
      roomId: dealRoom.id,
      roundName: dealRoom.roundName,
      leadName: organisation.name,
      sharedAt: dealRoomFund.sharedAt,
      withdrawnAt: dealRoomFund.decidedAt,
      snapshot: dealRoomFund.sharedSnapshot,
    })
    .from(dealRoomFund)
    .innerJoin(dealRoom, eq(dealRoom.id, dealRoomFund.roomId))
    .innerJoin(organisation, eq(organisation.id, dealRoom.leadOrgId))
    // As for a withdrawn application: an erased startup leaves nothing to show.
    .innerJoin(startupProfile, eq(startupProfile.organisationId, dealRoom.startupOrgId))
    .where(
      and(
        eq(dealRoom.startupOrgId, startupOrgId),
        eq(dealRoomFund.organisationId, investorOrgId),
        eq(dealRoomFund.consent, 'withdrawn'),
      ),
    )
    .orderBy(desc(dealRoomFund.decidedAt))
    .limit(1)
  if (!share?.snapshot) return null
  const snapshot = share.snapshot as Partial<ProfileSnapshot>
  return {
    profile: { ...profileAsSubmitted(startupOrgId, snapshot), logoFileId: null, deckFileId: null },
    founders: foundersAsSubmitted(snapshot),
    asSubmitted: null,
    asShared: {
      roomId: share.roomId,
      roundName: share.roundName,
      leadName: share.leadName,
      sharedAt: share.sharedAt!,
      withdrawnAt: share.withdrawnAt!,
    },
  }
}

/**
 * Files of a withdrawn-only startup the organisation still reads: the logo and deck its newest
 * withdrawn application recorded at submission (never one uploaded later).
 */
export async function submittedFileIds(db: Database, investorOrgId: string, startupOrgId: string) {
  const withdrawal = await lastWithdrawal(db, investorOrgId, startupOrgId)
  const snapshot = withdrawal?.snapshot as Partial<ProfileSnapshot> | undefined
  return [snapshot?.logo?.id, snapshot?.deck?.id].filter((id): id is string => Boolean(id))
}
