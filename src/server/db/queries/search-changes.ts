/**
 * What the in-memory applications index reads to stay one truth with the database: the stamps the
 * database's own triggers write on every change to an application or a channel, and the
 * applications deleted (drizzle/0028, docs/decisions/0042). Whoever changes the rows — the app on
 * any server, psql, a migration, a backfill — the next search sees it; writers take no lock for it.
 *
 * A watermark is a snapshot (`pg_current_snapshot()`, as text): the transactions it sees had
 * committed when it was taken, so an index built or caught up from reads made after it holds
 * every change they made. It catches up by reading what was stamped by a transaction the
 * snapshot does not see (`pg_visible_in_snapshot`), from the snapshot's oldest running
 * transaction on, through the index on the stamp. A transaction running for long (an export, a
 * backup) so keeps the range read from that point, but not the rows counted as new: those are
 * only the changes made after the snapshot. A change may be read twice: applying it again
 * changes nothing.
 */
import { and, eq, lt, sql, type SQL } from 'drizzle-orm'

import type { Database } from '@/server/db/client'
import { rowsOf } from '@/server/db/rows'
import { application, applicationRemoval } from '@/server/db/schema'

/** The nil uuid: a removal under it (a TRUNCATE) concerns every organisation. */
export const everyOrganisation = '00000000-0000-0000-0000-000000000000'

/** Removals are kept this long; an index not caught up within it is built afresh. */
export const removalRetentionMs = 7 * 24 * 3_600_000

/** The watermark now: the current snapshot, as text. */
export async function watermarkNow(db: Database): Promise<string> {
  const [row] = await rowsOf<{ snapshot: string }>(
    db,
    sql`select pg_current_snapshot()::text as snapshot`,
  )
  return row!.snapshot
}

/** A transaction id's (`xid8` column's) change, made after the snapshot `watermark`. */
export function madeAfter(column: SQL, watermark: string): SQL {
  return sql`(${column} >= pg_snapshot_xmin(${watermark}::pg_snapshot)
    and not pg_visible_in_snapshot(${column}, ${watermark}::pg_snapshot))`
}

export type ChangesSince = {
  /** The watermark of this read: the next catch-up starts from it. */
  watermark: string
  /** Applications stamped since, counted up to `limit` + 1. */
  changed: number
  /** Applications of the organisation deleted since, counted up to `limit` + 1. */
  removed: number
  /** The table was emptied (TRUNCATE) since. */
  emptied: boolean
  /** A channel of the organisation changed since (its promise decides what is overdue). */
  channels: boolean
}

/**
 * What changed for the organisation's applications since `watermark`, in one statement (and so
 * one snapshot, whose watermark it returns): the check every search makes, an index probe each.
 */
export async function changesSince(
  db: Database,
  organisationId: string,
  watermark: string,
  limit: number,
): Promise<ChangesSince> {
  const [row] = await rowsOf<{
    watermark: string
    changed: number
    removed: number
    emptied: boolean
    channels: boolean
  }>(
    db,
    sql`select pg_current_snapshot()::text as watermark,
      (select count(*)::int from (select 1 from application
        where investor_org_id = ${organisationId} and ${madeAfter(sql`changed_xid`, watermark)}
        limit ${limit + 1}) changed) as changed,
      (select count(*)::int from (select 1 from application_removal
        where investor_org_id = ${organisationId} and ${madeAfter(sql`removed_xid`, watermark)}
        limit ${limit + 1}) removed) as removed,
      exists(select 1 from application_removal
        where investor_org_id = ${everyOrganisation}
          and ${madeAfter(sql`removed_xid`, watermark)}) as emptied,
      exists(select 1 from channel
        where organisation_id = ${organisationId}
          and ${madeAfter(sql`changed_xid`, watermark)}) as channels`,
  )
  return row!
}

/** The ids of the organisation's applications deleted since `watermark`. */
export async function removedSince(
  db: Database,
  organisationId: string,
  watermark: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: applicationRemoval.applicationId })
    .from(applicationRemoval)
    .where(
      and(
        eq(applicationRemoval.investorOrgId, organisationId),
        madeAfter(sql`${applicationRemoval.removedXid}`, watermark),
      ),
    )
  return rows.map((row) => row.id)
}

/** Forgets removals older than the retention. */
export async function pruneRemovals(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(applicationRemoval)
    .where(lt(applicationRemoval.removedAt, new Date(now.getTime() - removalRetentionMs)))
}

/** How many applications the organisation holds (to size its index before building it). */
export async function applicationCount(db: Database, organisationId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(application)
    .where(eq(application.investorOrgId, organisationId))
  return row?.n ?? 0
}

/** The oldest transaction a snapshot (as text, `xmin:xmax:xip,…`) saw running. */
export function xminOf(snapshot: string): bigint {
  return BigInt(snapshot.slice(0, snapshot.indexOf(':')))
}
