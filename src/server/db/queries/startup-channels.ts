// The channels a startup sees: those open to it, ranked by how it fits them and their investor,
// and one channel as a startup may see it.
import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm'

import { channelFit, type FitProfile } from '@/domain/applications/fit'
import {
  explainInvestorFit,
  investorFitMet,
  investorFitScore,
  type InvestorPreferences,
} from '@/domain/investors/fit'
import { saidDate } from '@/lib/i18n/said-formats'
import { said } from '@/lib/i18n/said'
import type { Database } from '@/server/db/client'
import { application, channel, investorProfile, organisation } from '@/server/db/schema'

import type { OwnProfile } from './startup-profiles'

/** When a channel takes applications: its status and its opening and closing dates. */
export type Window = { status: string; opensAt: Date | null; closesAt: Date | null }

/** The fund's public name: its investor profile's display name, else the organisation's name. */
export const investorName = sql<string>`coalesce(${investorProfile.displayName}, ${organisation.name})`

export function fitProfileOf({ profile }: Pick<OwnProfile, 'profile'>): FitProfile {
  return {
    sectors: profile.sectors,
    developmentStage: profile.developmentStage,
    headquarters: profile.headquarters,
    businessTypes: profile.businessTypes,
    plannedRaise: profile.plannedRaise,
  }
}

/** Whether the channel takes applications now, and if not, why, in the founder's words. */
export function channelAvailability(
  c: Window,
  now: Date,
): { accepting: boolean; reason: string | null } {
  if (c.status !== 'open') {
    const closed = saidDate(c.closesAt && c.closesAt <= now ? c.closesAt : null)
    return {
      accepting: false,
      reason: closed
        ? said('rule.server.channel.closedSince', { date: closed })
        : said('rule.server.channel.closed'),
    }
  }
  if (c.opensAt && c.opensAt > now) {
    return {
      accepting: false,
      reason: said('rule.server.channel.opensOn', { date: saidDate(c.opensAt) }),
    }
  }
  if (c.closesAt && c.closesAt <= now) {
    return {
      accepting: false,
      reason: said('rule.server.channel.closedOn', { date: saidDate(c.closesAt) }),
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
      investorOrgId: channel.organisationId,
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
      investorLogoFileId: investorProfile.logoFileId,
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
      investorLogoFileId: investorProfile.logoFileId,
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
    investorLogoFileId,
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
      logoFileId: investorLogoFileId,
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
