import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm'

import { ownedLimits } from '@/lib/limits'

import type { InvestorPreferences } from '@/domain/investors/fit'
import { maxListEntries } from '@/domain/investors/lists'

import type { Database } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/errors'
import {
  application,
  investorList,
  investorListEntry,
  startupProfile,
  user,
} from '@/server/db/schema'
import { fitConditions, fitScoreSql } from './discover'
import { visibleToInvestor } from './investors'

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

/**
 * A new list; 'name-taken' when the organisation already has one of that name (any case), 'full'
 * when it keeps as many as it may.
 */
export async function createList(
  db: Database,
  values: { organisationId: string; createdBy: string; name: string; description: string | null },
): Promise<{ id: string } | 'name-taken' | 'full'> {
  const [kept] = await db
    .select({ n: count() })
    .from(investorList)
    .where(eq(investorList.organisationId, values.organisationId))
  if (kept!.n >= ownedLimits.listsPerOrganisation) return 'full'
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
 * Whether the list has room for `startupOrgIds` (those on it already take none). The list's row
 * stays locked until the transaction ends, so teammates adding at once cannot pass the limit.
 */
async function roomOnList(tx: Database, listId: string, startupOrgIds: string[]) {
  await tx
    .select({ id: investorList.id })
    .from(investorList)
    .where(eq(investorList.id, listId))
    .for('update')
  const [counted] = await tx
    .select({
      entries: count(),
      present: sql<number>`count(*) filter (where ${inArray(investorListEntry.startupOrgId, startupOrgIds)})`,
    })
    .from(investorListEntry)
    .where(eq(investorListEntry.listId, listId))
  const entries = counted?.entries ?? 0
  return entries + startupOrgIds.length - Number(counted?.present ?? 0) <= maxListEntries
}

/**
 * Puts a startup on a list. Already there: the note is replaced when one is given, kept otherwise.
 * 'full' when the list holds `maxListEntries` startups already.
 */
export async function addListEntry(
  db: Database,
  values: {
    listId: string
    startupOrgId: string
    note: string | null | undefined
    addedBy: string
  },
): Promise<'added' | 'full'> {
  const note = values.note === undefined ? {} : { note: values.note }
  return db.transaction(async (tx) => {
    if (!(await roomOnList(tx, values.listId, [values.startupOrgId]))) {
      return 'full'
    }
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
    return 'added'
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

export type ListUpdate = 'ok' | 'not-found' | 'name-taken'

/** Renames and re-describes a list of the organisation's. */
export async function updateList(
  db: Database,
  organisationId: string,
  listId: string,
  values: { name: string; description: string | null },
): Promise<ListUpdate> {
  if (!(await findOwnList(db, organisationId, listId))) return 'not-found'
  const [taken] = await db
    .select({ id: investorList.id })
    .from(investorList)
    .where(
      and(
        eq(investorList.organisationId, organisationId),
        sql`lower(${investorList.name}) = lower(${values.name})`,
        ne(investorList.id, listId),
      ),
    )
    .limit(1)
  if (taken) return 'name-taken'
  try {
    await db
      .update(investorList)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(investorList.id, listId), eq(investorList.organisationId, organisationId)))
    return 'ok'
  } catch (error) {
    if (isUniqueViolation(error)) return 'name-taken'
    throw error
  }
}

/** Deletes a list and its entries; false when it is not one of the organisation's. */
export async function deleteList(db: Database, organisationId: string, listId: string) {
  const deleted = await db
    .delete(investorList)
    .where(and(eq(investorList.id, listId), eq(investorList.organisationId, organisationId)))
    .returning({ id: investorList.id })
  return deleted.length > 0
}

/** Changes the note of a startup on a list; false when the startup is not on it. */
export async function setListEntryNote(
  db: Database,
  listId: string,
  startupOrgId: string,
  note: string | null,
) {
  const updated = await db
    .update(investorListEntry)
    .set({ note })
    .where(
      and(eq(investorListEntry.listId, listId), eq(investorListEntry.startupOrgId, startupOrgId)),
    )
    .returning({ listId: investorListEntry.listId })
  return updated.length > 0
}

export const listEntrySorts = ['added', 'name', 'fit', 'raise'] as const
export type ListEntrySort = (typeof listEntrySorts)[number]

/**
 * A list of the organisation's with its entries: who added each and when, the note, the startup's
 * key facts and fit (only while the organisation may still see the startup) and the statuses of
 * its applications to the organisation's channels.
 */
export async function findListWithEntries(
  db: Database,
  organisationId: string,
  listId: string,
  preferences: InvestorPreferences,
  sort: ListEntrySort,
) {
  const [list] = await db
    .select({
      id: investorList.id,
      name: investorList.name,
      description: investorList.description,
      createdAt: investorList.createdAt,
      updatedAt: investorList.updatedAt,
    })
    .from(investorList)
    .where(and(eq(investorList.id, listId), eq(investorList.organisationId, organisationId)))
  if (!list) return null
  const score = fitScoreSql(fitConditions(preferences))
  const visible = sql<boolean>`(${visibleToInvestor(db, organisationId)})`
  const statuses = sql<
    string[]
  >`coalesce((select array_agg(${application.status}::text order by ${application.submittedAt} desc) from ${application} where ${application.startupOrgId} = ${investorListEntry.startupOrgId} and ${application.investorOrgId} = ${organisationId}), '{}')`
  // A startup the organisation may no longer see sorts as one with no fit and no raise: its place
  // must not tell what its blanked fields would.
  const byName = asc(sql`lower(${startupProfile.name})`)
  const order = {
    added: [desc(investorListEntry.addedAt)],
    name: [byName],
    fit: [desc(sql`case when ${visible} then ${score} else -1 end`), byName],
    raise: [
      desc(sql`case when ${visible} then coalesce(${startupProfile.plannedRaise}, -1) else -1 end`),
      byName,
    ],
  }[sort]
  const entries = await db
    .select({
      startupOrgId: investorListEntry.startupOrgId,
      note: investorListEntry.note,
      addedAt: investorListEntry.addedAt,
      addedBy: user.name,
      name: startupProfile.name,
      visible: visible.mapWith(Boolean),
      oneLiner: startupProfile.oneLiner,
      developmentStage: startupProfile.developmentStage,
      headquarters: startupProfile.headquarters,
      sectors: startupProfile.sectors,
      plannedRaise: startupProfile.plannedRaise,
      fit: score.mapWith(Number),
      statuses,
    })
    .from(investorListEntry)
    .innerJoin(startupProfile, eq(startupProfile.organisationId, investorListEntry.startupOrgId))
    .leftJoin(user, eq(user.id, investorListEntry.addedBy))
    .where(eq(investorListEntry.listId, listId))
    .orderBy(...order, asc(investorListEntry.startupOrgId))
  // A startup that stopped sharing its profile keeps its place and name, nothing more.
  return {
    ...list,
    entries: entries.map((entry) =>
      entry.visible
        ? entry
        : {
            ...entry,
            oneLiner: null,
            developmentStage: null,
            headquarters: null,
            sectors: [],
            plannedRaise: null,
            fit: null,
          },
    ),
  }
}

/**
 * Puts startups on a list; those already on it keep their note. Answers how many were new, or
 * 'full' (adding none) when they would take the list past `maxListEntries`.
 */
export async function addListEntries(
  db: Database,
  values: { listId: string; startupOrgIds: string[]; addedBy: string },
): Promise<number | 'full'> {
  return db.transaction(async (tx) => {
    if (!(await roomOnList(tx, values.listId, values.startupOrgIds))) {
      return 'full'
    }
    const added = await tx
      .insert(investorListEntry)
      .values(
        values.startupOrgIds.map((startupOrgId) => ({
          listId: values.listId,
          startupOrgId,
          addedBy: values.addedBy,
        })),
      )
      .onConflictDoNothing()
      .returning({ startupOrgId: investorListEntry.startupOrgId })
    await tx
      .update(investorList)
      .set({ updatedAt: new Date() })
      .where(eq(investorList.id, values.listId))
    return added.length
  })
}
