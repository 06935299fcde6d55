import { and, asc, eq, sql } from 'drizzle-orm'

import { startupIndiaEligibility } from '@/domain/startups/startup-india'
import { indiaDate } from '@/lib/calendar'

import type { Database } from '@/server/db/client'
import { founder, startupProfile } from '@/server/db/schema'
import { publicProfileColumns } from './profile-columns'

/** The public page of a startup: only fields meant for everyone, only when the page is public. */
export async function findPublicStartupProfile(db: Database, slug: string) {
  const [profile] = await db
    .select({
      ...publicProfileColumns,
      annualTurnover: sql<
        number | null
      >`(${startupProfile.businessTeam} ->> 'annualTurnover')::bigint`,
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
  const { organisationId: _omit, publicLogo, annualTurnover, ...publicFields } = profile
  const eligibility = startupIndiaEligibility(
    { ...profile, annualTurnover: annualTurnover == null ? null : Number(annualTurnover) },
    indiaDate(new Date()),
  )
  return {
    ...publicFields,
    // Only the outcome: its reasons would tell the turnover.
    startupIndia: eligibility.status,
    logoUrl: publicLogo ? `/api/files/${publicLogo}` : null,
    founders,
  }
}
