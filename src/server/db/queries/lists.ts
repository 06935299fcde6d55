import { and, asc, count, eq, sql } from 'drizzle-orm'

import type { Database } from '../client'
import { isUniqueViolation } from '../errors'
import { investorList, investorListEntry } from '../schema'

/**
 * The organisation's lists with how many startups each holds and, when `startupOrgId` is given,
 * whether that startup is on it.
 */
export async function listLists(db: Database, organisationId: string, startupOrgId?: string) {
  const lists = await db
    .select({
      id: investorList.id,
      name: investorList.name,
      description: investorList.description,
      updatedAt: investorList.updatedAt,
      entryCount: count(investorListEntry.startupOrgId),
      containsStartup: startupOrgId
        ? sql<boolean>`coalesce(bool_or(${investorListEntry.startupOrgId} = ${startupOrgId}), false)`
        : sql<boolean>`false`,
    })
    .from(investorList)
    .leftJoin(investorListEntry, eq(investorListEntry.listId, investorList.id))
    .where(eq(investorList.organisationId, organisationId))
    .groupBy(investorList.id)
    .orderBy(asc(sql`lower(${investorList.name})`))
  return lists
}

export async function findOwnList(db: Database, organisationId: string, listId: string) {
  const [row] = await db
    .select({ id: investorList.id })
    .from(investorList)
    .where(and(eq(investorList.id, listId), eq(investorList.organisationId, organisationId)))
    .limit(1)
  return row ?? null
}

/** A new list; 'name-taken' when the organisation already has one of that name (any case). */
export async function createList(
  db: Database,
  values: { organisationId: string; createdBy: string; name: string; description: string | null },
): Promise<{ id: string } | 'name-taken'> {
  const [taken] = await db
    .select({ id: investorList.id })
    .from(investorList)
    .where(
      and(
        eq(investorList.organisationId, values.organisationId),
        sql`lower(${investorList.name}) = lower(${values.name})`,
      ),
    )
    .limit(1)
  if (taken) return 'name-taken'
  try {
    const [row] = await db.insert(investorList).values(values).returning({ id: investorList.id })
    return row!
  } catch (error) {
    // Two teammates creating the same list at once: the unique index lets one through.
    if (isUniqueViolation(error)) return 'name-taken'
    throw error
  }
}

/**
 * Puts a startup on a list. Already there: the note is replaced when one is given, kept otherwise.
 */
export async function addListEntry(
  db: Database,
  values: {
    listId: string
    startupOrgId: string
    note: string | null | undefined
    addedBy: string
  },
) {
  const note = values.note === undefined ? {} : { note: values.note }
  await db.transaction(async (tx) => {
    await tx
      .insert(investorListEntry)
      .values({
        listId: values.listId,
        startupOrgId: values.startupOrgId,
        addedBy: values.addedBy,
        ...note,
      })
      .onConflictDoUpdate({
        target: [investorListEntry.listId, investorListEntry.startupOrgId],
        // An empty set is not allowed: re-setting the list id changes nothing when no note came.
        set: values.note === undefined ? { listId: values.listId } : note,
      })
    await tx
      .update(investorList)
      .set({ updatedAt: new Date() })
      .where(eq(investorList.id, values.listId))
  })
}

export async function removeListEntry(db: Database, listId: string, startupOrgId: string) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(investorListEntry)
      .where(
        and(eq(investorListEntry.listId, listId), eq(investorListEntry.startupOrgId, startupOrgId)),
      )
      .returning({ listId: investorListEntry.listId })
    if (removed.length > 0) {
      await tx
        .update(investorList)
        .set({ updatedAt: new Date() })
        .where(eq(investorList.id, listId))
    }
    return removed.length > 0
  })
}
