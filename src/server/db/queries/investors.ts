import { and, asc, eq, exists, or, type SQL } from 'drizzle-orm'

import type { Database } from '../client'
import { application, founder, startupProfile } from '../schema'

/**
 * Which startups an investor organisation may see at all (PRODUCT.md §1): those that applied to
 * one of its channels or chose to be discoverable. Every investor query about a startup uses it.
 */
export function visibleToInvestor(db: Database, investorOrgId: string): SQL {
  const appliedToUs = db
    .select({ one: application.id })
    .from(application)
    .where(
      and(
        eq(application.startupOrgId, startupProfile.organisationId),
        eq(application.investorOrgId, investorOrgId),
      ),
    )
  return or(eq(startupProfile.isDiscoverable, true), exists(appliedToUs))!
}

export async function isStartupVisibleTo(
  db: Database,
  investorOrgId: string,
  startupOrgId: string,
) {
  const [row] = await db
    .select({ id: startupProfile.organisationId })
    .from(startupProfile)
    .where(
      and(eq(startupProfile.organisationId, startupOrgId), visibleToInvestor(db, investorOrgId)),
    )
    .limit(1)
  return Boolean(row)
}

/** A startup's full profile as an investor organisation may see it. */
export async function findFullProfileForInvestor(
  db: Database,
  investorOrgId: string,
  startupOrgId: string,
) {
  const [profile] = await db
    .select()
    .from(startupProfile)
    .where(
      and(eq(startupProfile.organisationId, startupOrgId), visibleToInvestor(db, investorOrgId)),
    )
    .limit(1)
  if (!profile) return null
  const founders = await db
    .select({
      id: founder.id,
      name: founder.name,
      title: founder.title,
      email: founder.email,
      linkedin: founder.linkedin,
      bio: founder.bio,
      education: founder.education,
      experience: founder.experience,
      equityShare: founder.equityShare,
    })
    .from(founder)
    .where(eq(founder.organisationId, startupOrgId))
    .orderBy(asc(founder.position))
  return { profile, founders }
}
