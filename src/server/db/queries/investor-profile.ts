import { and, asc, count, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'

import type { InvestorPreferences } from '@/domain/investors/fit'
import {
  missingSteps,
  onboardingStepKeys,
  type OnboardingStep,
  type SaveStep,
} from '@/domain/investors/profile'

import type { Database } from '@/server/db/client'
import { channel, investorProfile, organisation } from '@/server/db/schema'

export type InvestorProfileRow = typeof investorProfile.$inferSelect

export async function findInvestorProfile(
  db: Database,
  organisationId: string,
): Promise<InvestorProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(investorProfile)
    .where(eq(investorProfile.organisationId, organisationId))
  return row
}

/** Where onboarding stands: done or not, the steps still missing, and where to resume. */
export async function onboardingStatus(db: Database, organisationId: string) {
  const [profile, [channels]] = await Promise.all([
    findInvestorProfile(db, organisationId),
    db.select({ n: count() }).from(channel).where(eq(channel.organisationId, organisationId)),
  ])
  const missing = missingSteps(profile ?? null)
  return {
    onboarded: Boolean(profile?.onboardedAt),
    missing,
    resumeAt: resumeStep(profile, missing),
    hasChannels: (channels?.n ?? 0) > 0,
  }
}

function resumeStep(
  profile: InvestorProfileRow | undefined,
  missing: OnboardingStep[],
): OnboardingStep {
  const saved = profile?.onboardingStep as OnboardingStep | null | undefined
  if (saved && onboardingStepKeys.includes(saved)) return saved
  return missing[0] ?? 'review'
}

/**
 * Saves one onboarding step and remembers the next one as where to resume. The first step saved
 * creates the profile, named after the organisation until the member names it.
 */
export async function saveOnboardingStep(
  db: Database,
  organisationId: string,
  { step, values }: SaveStep,
): Promise<void> {
  const next = onboardingStepKeys[onboardingStepKeys.indexOf(step) + 1] ?? 'review'
  const now = new Date()
  const set = { ...values, onboardingStep: next, updatedAt: now }
  await db
    .insert(investorProfile)
    .values({
      organisationId,
      displayName: sql`(select ${organisation.name} from ${organisation} where ${organisation.id} = ${organisationId})`,
      ...set,
    })
    .onConflictDoUpdate({ target: investorProfile.organisationId, set })
}

export type FinishOutcome = { kind: 'done' } | { kind: 'incomplete'; missing: OnboardingStep[] }

/** Marks the profile complete when every step's required answers are there. */
export async function finishOnboarding(
  db: Database,
  organisationId: string,
): Promise<FinishOutcome> {
  const profile = await findInvestorProfile(db, organisationId)
  const missing = missingSteps(profile ?? null)
  if (!profile || missing.length > 0) return { kind: 'incomplete', missing }
  await db
    .update(investorProfile)
    .set({ onboardedAt: profile.onboardedAt ?? new Date(), onboardingStep: 'review' })
    .where(eq(investorProfile.organisationId, organisationId))
  return { kind: 'done' }
}

/** A profile on the public site: finished and marked public, by its organisation's slug. */
export async function findPublicInvestorProfile(db: Database, slug: string) {
  const [row] = await db
    .select({
      organisationId: organisation.id,
      slug: organisation.slug,
      displayName: investorProfile.displayName,
      investorType: investorProfile.investorType,
      logoFileId: investorProfile.logoFileId,
      website: investorProfile.website,
      linkedin: investorProfile.linkedin,
      thesis: investorProfile.thesis,
      sectors: investorProfile.sectors,
      stages: investorProfile.stages,
      headquarters: investorProfile.headquarters,
      businessTypes: investorProfile.businessTypes,
      chequeMin: investorProfile.chequeMin,
      chequeMax: investorProfile.chequeMax,
      ownershipMin: investorProfile.ownershipMin,
      ownershipMax: investorProfile.ownershipMax,
      portfolioSize: investorProfile.portfolioSize,
      notableInvestments: investorProfile.notableInvestments,
      coInvestorsWelcome: investorProfile.coInvestorsWelcome,
    })
    .from(investorProfile)
    .innerJoin(organisation, eq(organisation.id, investorProfile.organisationId))
    .where(
      and(
        eq(organisation.slug, slug),
        eq(investorProfile.isPublic, true),
        isNotNull(investorProfile.onboardedAt),
      ),
    )
    .limit(1)
  return row
}

/** The organisation's channels a founder can apply to now: open, listed, within their dates. */
export function openListedChannelsOf(db: Database, organisationId: string, now: Date) {
  return db
    .select({ id: channel.id, title: channel.title, closesAt: channel.closesAt })
    .from(channel)
    .where(
      and(
        eq(channel.organisationId, organisationId),
        eq(channel.status, 'open'),
        eq(channel.visibility, 'listed'),
        or(isNull(channel.opensAt), lte(channel.opensAt, now)),
        or(isNull(channel.closesAt), gt(channel.closesAt, now)),
      ),
    )
    .orderBy(asc(channel.title), asc(channel.id))
}

/** What the organisation backs, for fit; every criterion open while it has no profile. */
export async function investorPreferencesOf(
  db: Database,
  organisationId: string,
): Promise<InvestorPreferences & { complete: boolean }> {
  const profile = await findInvestorProfile(db, organisationId)
  return {
    sectors: profile?.sectors ?? [],
    stages: profile?.stages ?? [],
    headquarters: profile?.headquarters ?? [],
    businessTypes: profile?.businessTypes ?? [],
    chequeMin: profile?.chequeMin ?? null,
    chequeMax: profile?.chequeMax ?? null,
    complete: Boolean(profile?.onboardedAt),
  }
}
