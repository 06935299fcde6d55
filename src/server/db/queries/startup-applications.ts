import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm'

import { channelFit, type FitProfile } from '@/domain/applications/fit'
import {
  explainInvestorFit,
  investorFitMet,
  investorFitScore,
  type InvestorPreferences,
} from '@/domain/investors/fit'
import { formatDate } from '@/lib/format'
import type { ApplicationStatus } from '@/lib/options'

import type { Database } from '../client'
import { application, applicationEvent, channel, investorProfile, organisation } from '../schema'
import type { loadOwnProfile } from './startup-profiles'

// What startups see of channels and of their own applications. Every select names its columns:
// nothing the investor keeps to itself (notes, ratings, assignee, other applicants) leaves here.

export type OwnProfile = NonNullable<Awaited<ReturnType<typeof loadOwnProfile>>>

/** The fund's public name: its investor profile's display name, else the organisation's name. */
const investorName = sql<string>`coalesce(${investorProfile.displayName}, ${organisation.name})`

export function fitProfileOf({ profile }: Pick<OwnProfile, 'profile'>): FitProfile {
  return {
    sectors: profile.sectors,
    developmentStage: profile.developmentStage,
    headquarters: profile.headquarters,
    businessTypes: profile.businessTypes,
    plannedRaise: profile.plannedRaise,
  }
}

type Window = { status: string; opensAt: Date | null; closesAt: Date | null }

/** Whether the channel takes applications now, and if not, why, in the founder's words. */
export function channelAvailability(
  c: Window,
  now: Date,
): { accepting: boolean; reason: string | null } {
  if (c.status !== 'open') {
    const closed = formatDate(c.closesAt && c.closesAt <= now ? c.closesAt : null)
    return {
      accepting: false,
      reason: `This channel is closed${closed ? ` since ${closed}` : ''} and no longer takes applications.`,
    }
  }
  if (c.opensAt && c.opensAt > now) {
    return {
      accepting: false,
      reason: `This channel opens for applications on ${formatDate(c.opensAt)}.`,
    }
  }
  if (c.closesAt && c.closesAt <= now) {
    return {
      accepting: false,
      reason: `This channel closed on ${formatDate(c.closesAt)} and no longer takes applications.`,
    }
  }
  return { accepting: true, reason: null }
}

/**
 * Open, listed channels that take applications now, ranked by how well the startup fits them
 * (then by how many criteria it meets), then by the nearest closing date. Channels the startup applied to stay in, marked.
 */
export async function listMatchingChannels(
  db: Database,
  startupOrgId: string,
  profile: FitProfile,
  { now = new Date(), limit = 50 }: { now?: Date; limit?: number } = {},
) {
  const rows = await db
    .select({
      id: channel.id,
      title: channel.title,
      opensAt: channel.opensAt,
      closesAt: channel.closesAt,
      responseDays: channel.responseDays,
      minCompleteness: channel.minCompleteness,
      questions: channel.questions,
      sectors: channel.sectors,
      developmentStages: channel.developmentStages,
      headquarters: channel.headquarters,
      businessTypes: channel.businessTypes,
      raiseMin: channel.raiseMin,
      raiseMax: channel.raiseMax,
      investorName,
      investorType: investorProfile.investorType,
      // The investor's thesis preferences, for "why this investor fits you".
      investorSectors: investorProfile.sectors,
      investorStages: investorProfile.stages,
      investorHeadquarters: investorProfile.headquarters,
      investorBusinessTypes: investorProfile.businessTypes,
      chequeMin: investorProfile.chequeMin,
      chequeMax: investorProfile.chequeMax,
      investorPage: sql<
        string | null
      >`case when ${investorProfile.isPublic} and ${investorProfile.onboardedAt} is not null then ${organisation.slug} end`,
    })
    .from(channel)
    .innerJoin(organisation, eq(organisation.id, channel.organisationId))
    .leftJoin(investorProfile, eq(investorProfile.organisationId, channel.organisationId))
    .where(
      and(
        eq(channel.status, 'open'),
        eq(channel.visibility, 'listed'),
        or(isNull(channel.opensAt), lte(channel.opensAt, now)),
        or(isNull(channel.closesAt), gt(channel.closesAt, now)),
      ),
    )
    // Ranking happens below; this bound only keeps a huge platform's request small.
    .orderBy(sql`${channel.closesAt} asc nulls last`, desc(channel.createdAt))
    .limit(1000)
  if (rows.length === 0) return []
  const applied = await db
    .select({ id: application.id, channelId: application.channelId, status: application.status })
    .from(application)
    .where(
      and(
        eq(application.startupOrgId, startupOrgId),
        inArray(
          application.channelId,
          rows.map((r) => r.id),
        ),
      ),
    )
  const appliedTo = new Map(applied.map((a) => [a.channelId, { id: a.id, status: a.status }]))
  const never = Number.POSITIVE_INFINITY
  return rows
    .map(
      ({
        questions,
        sectors,
        developmentStages,
        headquarters,
        businessTypes,
        raiseMin,
        raiseMax,
        investorSectors,
        investorStages,
        investorHeadquarters,
        investorBusinessTypes,
        chequeMin,
        chequeMax,
        ...c
      }) => ({
        ...c,
        investorFit: investorFitFor(
          {
            sectors: investorSectors ?? [],
            stages: investorStages ?? [],
            headquarters: investorHeadquarters ?? [],
            businessTypes: investorBusinessTypes ?? [],
            chequeMin,
            chequeMax,
          },
          profile,
          // No profile yet: nothing to explain.
          investorStages !== null,
        ),
        questionCount: questions.filter((q) => !q.hidden).length,
        fit: channelFit(
          { sectors, developmentStages, headquarters, businessTypes, raiseMin, raiseMax },
          profile,
        ),
        application: appliedTo.get(c.id) ?? null,
      }),
    )
    .sort(
      (a, b) =>
        b.fit.score - a.fit.score ||
        // Of equal scores, meeting four criteria says more than meeting one.
        b.fit.matched - a.fit.matched ||
        (a.closesAt?.getTime() ?? never) - (b.closesAt?.getTime() ?? never) ||
        a.title.localeCompare(b.title),
    )
    .slice(0, limit)
}

/** How the startup fits the investor's own thesis, explained to the founder; null without one. */
function investorFitFor(
  preferences: InvestorPreferences,
  startup: FitProfile,
  hasProfile: boolean,
) {
  if (!hasProfile) return null
  const met = investorFitMet(preferences, startup)
  return {
    score: investorFitScore(met),
    lines: explainInvestorFit(preferences, startup, met, 'startup'),
  }
}

/**
 * A channel as a startup may see it: open or closed, listed or not (an unlisted one is reached by
 * its link). Drafts and archived channels do not exist for startups.
 */
export async function findChannelForStartup(db: Database, channelId: string) {
  const [row] = await db
    .select({
      id: channel.id,
      organisationId: channel.organisationId,
      title: channel.title,
      description: channel.description,
      status: channel.status,
      visibility: channel.visibility,
      opensAt: channel.opensAt,
      closesAt: channel.closesAt,
      sectors: channel.sectors,
      developmentStages: channel.developmentStages,
      headquarters: channel.headquarters,
      businessTypes: channel.businessTypes,
      raiseMin: channel.raiseMin,
      raiseMax: channel.raiseMax,
      questions: channel.questions,
      responseDays: channel.responseDays,
      minCompleteness: channel.minCompleteness,
      investorName,
      investorType: investorProfile.investorType,
      investorWebsite: investorProfile.website,
      investorThesis: investorProfile.thesis,
      investorSectors: investorProfile.sectors,
      investorStages: investorProfile.stages,
      investorHeadquarters: investorProfile.headquarters,
      investorBusinessTypes: investorProfile.businessTypes,
      chequeMin: investorProfile.chequeMin,
      chequeMax: investorProfile.chequeMax,
      portfolioSize: investorProfile.portfolioSize,
    })
    .from(channel)
    .innerJoin(organisation, eq(organisation.id, channel.organisationId))
    .leftJoin(investorProfile, eq(investorProfile.organisationId, channel.organisationId))
    .where(and(eq(channel.id, channelId), inArray(channel.status, ['open', 'closed'])))
  if (!row) return null
  const {
    investorName: name,
    investorType,
    investorWebsite,
    investorThesis,
    investorSectors,
    investorStages,
    investorHeadquarters,
    investorBusinessTypes,
    chequeMin,
    chequeMax,
    portfolioSize,
    ...found
  } = row
  return {
    channel: found,
    investor: {
      name,
      investorType,
      website: investorWebsite,
      thesis: investorThesis,
      sectors: investorSectors ?? [],
      stages: investorStages ?? [],
      headquarters: investorHeadquarters ?? [],
      businessTypes: investorBusinessTypes ?? [],
      chequeMin,
      chequeMax,
      portfolioSize,
    },
  }
}

const ownApplicationColumns = {
  id: application.id,
  channelId: application.channelId,
  status: application.status,
  submittedAt: application.submittedAt,
  decidedAt: application.decidedAt,
  decisionMessage: application.decisionMessage,
  rejectionReason: application.rejectionReason,
}

export async function findStartupApplication(
  db: Database,
  startupOrgId: string,
  channelId: string,
) {
  const [row] = await db
    .select(ownApplicationColumns)
    .from(application)
    .where(and(eq(application.startupOrgId, startupOrgId), eq(application.channelId, channelId)))
  return row ?? null
}

/** The startup's applications, newest first, with what the investor told it. */
export async function listStartupApplications(db: Database, startupOrgId: string) {
  return db
    .select({
      ...ownApplicationColumns,
      channelTitle: channel.title,
      channelStatus: channel.status,
      investorName,
    })
    .from(application)
    .innerJoin(channel, eq(channel.id, application.channelId))
    .innerJoin(organisation, eq(organisation.id, application.investorOrgId))
    .leftJoin(investorProfile, eq(investorProfile.organisationId, application.investorOrgId))
    .where(eq(application.startupOrgId, startupOrgId))
    .orderBy(desc(application.submittedAt), asc(channel.title))
}

/**
 * What the investor receives with an application: the startup profile, the three full-profile
 * sections and the founders as they are at submission. The apply screen's review step shows this
 * same object, so the founder sees exactly what is shared.
 */
export function profileSnapshotOf({ profile, founders, logo, deck, completeness }: OwnProfile) {
  return {
    name: profile.name,
    slug: profile.slug,
    oneLiner: profile.oneLiner,
    description: profile.description,
    website: profile.website,
    foundedOn: profile.foundedOn,
    companyType: profile.companyType,
    cin: profile.cin,
    dpiitNumber: profile.dpiitNumber,
    headquarters: profile.headquarters,
    city: profile.city,
    sectors: profile.sectors,
    businessTypes: profile.businessTypes,
    customerInteractions: profile.customerInteractions,
    productTypes: profile.productTypes,
    developmentStage: profile.developmentStage,
    revenueStage: profile.revenueStage,
    teamSize: profile.teamSize,
    plannedRaise: profile.plannedRaise,
    logo: logo ? { id: logo.id, name: logo.originalName } : null,
    deck: deck ? { id: deck.id, name: deck.originalName, byteSize: deck.byteSize } : null,
    marketPositioning: profile.marketPositioning,
    businessTeam: profile.businessTeam,
    tractionIp: profile.tractionIp,
    founders: founders.map((f) => ({
      name: f.name,
      title: f.title,
      email: f.email,
      linkedin: f.linkedin,
      bio: f.bio,
      education: f.education,
      experience: f.experience,
      equityShare: f.equityShare,
    })),
    completeness: completeness.percent,
  }
}

export type ProfileSnapshot = ReturnType<typeof profileSnapshotOf>

/** The index that makes a second application to one channel impossible, whatever the timing. */
const oneApplicationPerChannel = 'application_channel_startup'

function isDuplicateApplication(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown }
    if (code === '23505') return constraint === undefined || constraint === oneApplicationPerChannel
  }
  return false
}

/**
 * Stores the application with its answers, the profile snapshot and the filter columns, and its
 * first timeline event, in one transaction. 'duplicate' when the startup already applied.
 */
export async function insertApplication(
  db: Database,
  {
    channelId,
    investorOrgId,
    startupOrgId,
    actorId,
    answers,
    own,
  }: {
    channelId: string
    investorOrgId: string
    startupOrgId: string
    actorId: string
    answers: Record<string, unknown>
    own: OwnProfile
  },
): Promise<{ applicationId: string; eventId: string } | 'duplicate'> {
  const { profile } = own
  try {
    return await db.transaction(async (tx) => {
      const now = new Date()
      const [row] = await tx
        .insert(application)
        .values({
          channelId,
          startupOrgId,
          investorOrgId,
          status: 'submitted' satisfies ApplicationStatus,
          answers,
          profileSnapshot: profileSnapshotOf(own),
          startupName: profile.name,
          oneLiner: profile.oneLiner,
          sectors: profile.sectors,
          businessTypes: profile.businessTypes,
          customerInteractions: profile.customerInteractions,
          developmentStage: profile.developmentStage,
          headquarters: profile.headquarters,
          plannedRaise: profile.plannedRaise,
          submittedAt: now,
          updatedAt: now,
        })
        .returning({ id: application.id })
      const [event] = await tx
        .insert(applicationEvent)
        .values({
          applicationId: row!.id,
          actorId,
          fromStatus: null,
          toStatus: 'submitted',
          createdAt: now,
        })
        .returning({ id: applicationEvent.id })
      return { applicationId: row!.id, eventId: event!.id }
    })
  } catch (error) {
    if (isDuplicateApplication(error)) return 'duplicate'
    throw error
  }
}
