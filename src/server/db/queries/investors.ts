import { and, asc, eq, exists, or } from 'drizzle-orm'

import type { Database } from '../client'
import { application, founder, startupProfile } from '../schema'

/**
 * A startup's full profile as an investor organisation may see it: only if the startup applied
 * to one of the organisation's channels or chose to be discoverable (PRODUCT.md §1).
 */
export async function findFullProfileForInvestor(
  db: Database,
  investorOrgId: string,
  startupOrgId: string,
) {
  const appliedToUs = db
    .select({ one: application.id })
    .from(application)
    .where(
      and(
        eq(application.startupOrgId, startupProfile.organisationId),
        eq(application.investorOrgId, investorOrgId),
      ),
    )
  const [profile] = await db
    .select()
    .from(startupProfile)
    .where(
      and(
        eq(startupProfile.organisationId, startupOrgId),
        or(eq(startupProfile.isDiscoverable, true), exists(appliedToUs)),
      ),
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
