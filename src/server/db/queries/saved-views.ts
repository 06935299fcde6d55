import { and, asc, count, eq, sql } from 'drizzle-orm'

import { ownedLimits } from '@/lib/limits'

import type { Database } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/errors'
import { savedView } from '@/server/db/schema'

/** The caller's own views in their current organisation, by name. */
export function listSavedViews(db: Database, userId: string, organisationId: string) {
  return db
    .select({
      id: savedView.id,
      name: savedView.name,
      search: savedView.search,
      createdAt: savedView.createdAt,
    })
    .from(savedView)
    .where(and(eq(savedView.userId, userId), eq(savedView.organisationId, organisationId)))
    .orderBy(asc(sql`lower(${savedView.name})`), asc(savedView.createdAt))
}

/**
 * A new view; 'name-taken' when the caller already has one of that name here (any case), 'full'
 * when they keep as many as they may.
 */
export async function createSavedView(
  db: Database,
  values: { userId: string; organisationId: string; name: string; search: string },
): Promise<{ id: string; name: string; search: string } | 'name-taken' | 'full'> {
  const [kept] = await db
    .select({ n: count() })
    .from(savedView)
    .where(
      and(eq(savedView.userId, values.userId), eq(savedView.organisationId, values.organisationId)),
    )
  if (kept!.n >= ownedLimits.savedViewsPerPerson) return 'full'
  const [taken] = await db
    .select({ id: savedView.id })
    .from(savedView)
    .where(
      and(
        eq(savedView.userId, values.userId),
        eq(savedView.organisationId, values.organisationId),
        sql`lower(${savedView.name}) = lower(${values.name})`,
      ),
    )
    .limit(1)
  if (taken) return 'name-taken'
  try {
    const [row] = await db
      .insert(savedView)
      .values(values)
      .returning({ id: savedView.id, name: savedView.name, search: savedView.search })
    return row!
  } catch (error) {
    // The same name saved twice at once (two tabs): the unique index lets one through.
    if (isUniqueViolation(error)) return 'name-taken'
    throw error
  }
}

/** Removes one of the caller's own views; false when there is no such view of theirs. */
export async function removeSavedView(
  db: Database,
  { id, userId, organisationId }: { id: string; userId: string; organisationId: string },
): Promise<boolean> {
  const removed = await db
    .delete(savedView)
    .where(
      and(
        eq(savedView.id, id),
        eq(savedView.userId, userId),
        eq(savedView.organisationId, organisationId),
      ),
    )
    .returning({ id: savedView.id })
  return removed.length > 0
}
