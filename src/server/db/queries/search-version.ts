/**
 * The investor organisation's search version: raised by every write that changes what its
 * applications search finds, in that write's transaction, and stamped on the rows it wrote.
 */
import { eq, sql, type SQL } from 'drizzle-orm'

import type { Database } from '@/server/db/client'
import { application, searchVersion } from '@/server/db/schema'

/** Raises the organisation's version (its row lock orders concurrent writers) and returns it. */
export async function nextSearchVersion(tx: Database, organisationId: string): Promise<number> {
  const [row] = await tx
    .insert(searchVersion)
    .values({ organisationId, version: 1 })
    .onConflictDoUpdate({
      target: searchVersion.organisationId,
      set: { version: sql`${searchVersion.version} + 1` },
    })
    .returning({ version: searchVersion.version })
  return row!.version
}

/** Raises the version and stamps it on the organisation's applications that `where` selects. */
export async function stampSearchVersion(tx: Database, organisationId: string, where: SQL) {
  const version = await nextSearchVersion(tx, organisationId)
  await tx.update(application).set({ searchVersion: version }).where(where)
  return version
}

/**
 * Raises the version for a write that deletes the organisation's applications (call it in that
 * write's transaction): every index older than it is built afresh rather than caught up.
 */
export async function markSearchDeletion(tx: Database, organisationId: string): Promise<number> {
  const version = await nextSearchVersion(tx, organisationId)
  await tx
    .update(searchVersion)
    .set({ rebuildFrom: version })
    .where(eq(searchVersion.organisationId, organisationId))
  return version
}

/**
 * The organisation's current version (0 before its first write), and the version an index must
 * have reached to catch up rather than be built afresh.
 */
export async function currentSearchVersion(db: Database, organisationId: string) {
  const [row] = await db
    .select({ version: searchVersion.version, rebuildFrom: searchVersion.rebuildFrom })
    .from(searchVersion)
    .where(eq(searchVersion.organisationId, organisationId))
  return { version: row?.version ?? 0, rebuildFrom: row?.rebuildFrom ?? 0 }
}
