import { and, eq, lt, sql } from 'drizzle-orm'

import type { Database } from '@/server/db/client'
import { exportSlot } from '@/server/db/schema'

export type ExportSlotKey = { organisationId: string; slot: number; holder: string }

// The database's clock, not the server's: every app server measures leases the same way.
const leaseEnd = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`

/**
 * Takes the first free slot of the organisation's `slots` for `holder`, or answers null when all
 * are taken. A slot is free without a row or when its lease ran out. One statement per slot: two
 * servers racing for the same slot wait on its row, and only one of them finds it free.
 */
export async function takeExportSlot(
  db: Database,
  { organisationId, holder }: { organisationId: string; holder: string },
  { slots, leaseSeconds }: { slots: number; leaseSeconds: number },
): Promise<ExportSlotKey | null> {
  for (let slot = 0; slot < slots; slot++) {
    const taken = await db
      .insert(exportSlot)
      .values({ organisationId, slot, holder, leaseUntil: leaseEnd(leaseSeconds) })
      .onConflictDoUpdate({
        target: [exportSlot.organisationId, exportSlot.slot],
        set: { holder, leaseUntil: leaseEnd(leaseSeconds) },
        setWhere: lt(exportSlot.leaseUntil, sql`now()`),
      })
      .returning({ slot: exportSlot.slot })
    if (taken.length) return { organisationId, slot, holder }
  }
  return null
}

/** Extends the lease of a slot still held by its holder; false when it was lost (lease ran out). */
export async function renewExportSlot(db: Database, key: ExportSlotKey, leaseSeconds: number) {
  const renewed = await db
    .update(exportSlot)
    .set({ leaseUntil: leaseEnd(leaseSeconds) })
    .where(slotOf(key))
    .returning({ slot: exportSlot.slot })
  return renewed.length > 0
}

/** Frees the slot, if its holder still has it. */
export async function releaseExportSlot(db: Database, key: ExportSlotKey) {
  await db.delete(exportSlot).where(slotOf(key))
}

const slotOf = (key: ExportSlotKey) =>
  and(
    eq(exportSlot.organisationId, key.organisationId),
    eq(exportSlot.slot, key.slot),
    eq(exportSlot.holder, key.holder),
  )
