import { and, asc, count, eq, inArray, max, ne, sql } from 'drizzle-orm'

import { ownedLimits } from '@/lib/limits'

import { profileCompleteness } from '@/domain/startups/completeness'
import type {
  FounderValues,
  FullProfileSection,
  StartupProfileValues,
} from '@/domain/startups/profile-schemas'
import { fileUrl } from '@/domain/startups/file-rules'

import type { Database } from '@/server/db/client'
import { jsonObjectOf, type JsonRowOf } from '@/server/db/rows'
import { founder, member, startupProfile, storedFile, user } from '@/server/db/schema'
import { fileSummaryColumns } from './files'
import { founderFields } from './founder-fields'
import { refreshStartupIndia } from './startup-india'

/** What the startup's own editors show of a founder. */
const ownFounderColumns = {
  id: founder.id,
  position: founder.position,
  ...founderFields,
  userId: founder.userId,
  photoFileId: founder.photoFileId,
}

export async function listFounders(db: Database, organisationId: string) {
  return db
    .select(ownFounderColumns)
    .from(founder)
    .where(eq(founder.organisationId, organisationId))
    .orderBy(asc(founder.position), asc(founder.createdAt))
}

/** A stored file's summary as a JSON value of the profile's row (null when there is none). */
const fileJson = (column: 'logo_file_id' | 'deck_file_id') => sql<JsonRowOf<
  typeof fileSummaryColumns
> | null>`(
  select ${jsonObjectOf('sf', fileSummaryColumns)}
  from ${storedFile} sf where sf.id = ${startupProfile}.${sql.identifier(column)})`

/**
 * Everything the startup's own editors show, with the completeness score: the profile, its
 * founders (in their order) and its logo's and deck's summaries in one statement (four before,
 * at every application sent and every editor opened).
 */
export async function loadOwnProfile(db: Database, organisationId: string) {
  const [row] = await db
    .select({
      profile: startupProfile,
      founders: sql<JsonRowOf<typeof ownFounderColumns>[]>`coalesce((
          select json_agg(${jsonObjectOf('f', ownFounderColumns)} order by f.position, f.created_at)
          from ${founder} f where f.organisation_id = ${organisationId}
        ), '[]'::json)`,
      logo: fileJson('logo_file_id'),
      deck: fileJson('deck_file_id'),
    })
    .from(startupProfile)
    .where(eq(startupProfile.organisationId, organisationId))
  if (!row) return null
  const { profile, founders } = row
  const logo = row.logo && { ...row.logo, url: fileUrl(row.logo.id) }
  const deck = row.deck && { ...row.deck, url: fileUrl(row.deck.id) }
  const completeness = profileCompleteness({
    profile: profile as Partial<StartupProfileValues>,
    founders: founders as FounderValues[],
    marketPositioning: profile.marketPositioning,
    businessTeam: profile.businessTeam,
    tractionIp: profile.tractionIp,
    hasLogo: Boolean(logo),
    hasDeck: Boolean(deck),
  })
  return { profile, founders, logo, deck, completeness }
}

export type OwnProfile = NonNullable<Awaited<ReturnType<typeof loadOwnProfile>>>

export async function isProfileSlugTaken(db: Database, organisationId: string, slug: string) {
  const [clash] = await db
    .select({ id: startupProfile.organisationId })
    .from(startupProfile)
    .where(and(eq(startupProfile.slug, slug), ne(startupProfile.organisationId, organisationId)))
  return Boolean(clash)
}

export async function updateStartupProfile(
  db: Database,
  organisationId: string,
  values: StartupProfileValues,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(startupProfile)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(startupProfile.organisationId, organisationId))
    await refreshStartupIndia(tx, organisationId)
  })
}

export async function updateFullProfileSection(
  db: Database,
  organisationId: string,
  section: FullProfileSection,
  values: Record<string, unknown>,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(startupProfile)
      .set({ [section]: values, updatedAt: new Date() })
      .where(eq(startupProfile.organisationId, organisationId))
    // The turnover, one of the standing's inputs, is in Business & Team.
    if (section === 'businessTeam') await refreshStartupIndia(tx, organisationId)
  })
}

/** A linked account must belong to the same startup. */
export async function isTeammate(db: Database, organisationId: string, userId: string) {
  const [row] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.organisationId, organisationId), eq(member.userId, userId)))
  return Boolean(row)
}

export async function listTeammates(db: Database, organisationId: string) {
  return db
    .select({ userId: user.id, name: user.name, email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organisationId, organisationId))
    .orderBy(asc(user.name))
}

/** Adds a founder at the end; 'full' when the startup lists as many as it may. */
export async function addFounder(
  db: Database,
  organisationId: string,
  values: FounderValues,
): Promise<{ id: string } | 'full'> {
  const [last] = await db
    .select({ position: max(founder.position), n: count() })
    .from(founder)
    .where(eq(founder.organisationId, organisationId))
  if (last!.n >= ownedLimits.foundersPerStartup) return 'full'
  const [row] = await db
    .insert(founder)
    .values({ ...values, organisationId, position: (last?.position ?? -1) + 1 })
    .returning({ id: founder.id })
  return row!
}

export async function updateFounder(
  db: Database,
  organisationId: string,
  id: string,
  values: FounderValues,
) {
  const [row] = await db
    .update(founder)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(founder.id, id), eq(founder.organisationId, organisationId)))
    .returning({ id: founder.id })
  return row ?? null
}

/** Removes a founder and their photo's record; returns the photo's storage key to delete. */
export async function removeFounder(db: Database, organisationId: string, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(founder)
      .where(and(eq(founder.id, id), eq(founder.organisationId, organisationId)))
      .returning({ id: founder.id, photoFileId: founder.photoFileId })
    if (!row) return null
    const [photo] = row.photoFileId
      ? await tx
          .delete(storedFile)
          .where(
            and(eq(storedFile.id, row.photoFileId), eq(storedFile.organisationId, organisationId)),
          )
          .returning({ storageKey: storedFile.storageKey })
      : []
    return { id: row.id, photoKey: photo?.storageKey ?? null }
  })
}

/** Puts the startup's founders in the given order; the list must name each of them exactly once. */
export async function reorderFounders(db: Database, organisationId: string, ids: string[]) {
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ id: founder.id })
      .from(founder)
      .where(eq(founder.organisationId, organisationId))
      .for('update')
    const known = new Set(current.map((f) => f.id))
    if (
      ids.length !== known.size ||
      new Set(ids).size !== ids.length ||
      !ids.every((id) => known.has(id))
    ) {
      return false
    }
    if (ids.length > 0) {
      const cases = sql.join(
        ids.map((id, position) => sql`WHEN ${id}::uuid THEN ${position}::int`),
        sql` `,
      )
      await tx
        .update(founder)
        .set({ position: sql`CASE ${founder.id} ${cases} END` })
        .where(and(eq(founder.organisationId, organisationId), inArray(founder.id, ids)))
    }
    return true
  })
}
