import { and, asc, eq } from 'drizzle-orm'

import type { Database } from '../client'
import { founder, startupProfile } from '../schema'

/** The public page of a startup: only fields meant for everyone, only when the page is public. */
export async function findPublicStartupProfile(db: Database, slug: string) {
  const [profile] = await db
    .select({
      organisationId: startupProfile.organisationId,
      name: startupProfile.name,
      slug: startupProfile.slug,
      oneLiner: startupProfile.oneLiner,
      description: startupProfile.description,
      website: startupProfile.website,
      foundedOn: startupProfile.foundedOn,
      companyType: startupProfile.companyType,
      headquarters: startupProfile.headquarters,
      city: startupProfile.city,
      sectors: startupProfile.sectors,
      businessTypes: startupProfile.businessTypes,
      productTypes: startupProfile.productTypes,
      developmentStage: startupProfile.developmentStage,
      teamSize: startupProfile.teamSize,
      publicLogo: startupProfile.logoFileId,
    })
    .from(startupProfile)
    .where(and(eq(startupProfile.slug, slug), eq(startupProfile.isPublic, true)))
    .limit(1)
  if (!profile) return null
  const founders = await db
    .select({ name: founder.name, title: founder.title, linkedin: founder.linkedin })
    .from(founder)
    .where(eq(founder.organisationId, profile.organisationId))
    .orderBy(asc(founder.position))
  const { organisationId: _omit, publicLogo, ...publicFields } = profile
  return { ...publicFields, logoUrl: publicLogo ? `/api/files/${publicLogo}` : null, founders }
}
