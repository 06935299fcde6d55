/**
 * The applications indexes of this server process: one per investor organisation, built on its
 * first search and kept fresh by the organisation's search version (queries/search-version.ts).
 * Every search reads the version (one row by key); when writes came after the index's version it
 * first reads the rows they stamped and applies them. So a search sees every write committed
 * before it started, on whichever server the write was made; after a write that deleted rows
 * (`markSearchDeletion`) it is built afresh instead. Indexes not used lately are dropped
 * when the rows held pass `SEARCH_INDEX_ROWS` (default 3,000,000).
 */
import type { Database } from '@/server/db/client'
import {
  channelResponseDays,
  indexedApplications,
  largestOrganisations,
} from '@/server/db/queries/application-index'
import { currentSearchVersion } from '@/server/db/queries/search-version'
import { ApplicationIndex, type IndexedApplication } from './application-index'

type Entry = { index: ApplicationIndex; version: number }
/** An index on its way (built or caught up), and the rows it held when last used. */
type Slot = { pending: Promise<Entry>; rows: number }

const defaultRowBudget = 3_000_000

export class ApplicationIndexes {
  /** Oldest use first (a Map keeps insertion order; a use moves the entry to the end). */
  private readonly slots = new Map<string, Slot>()

  constructor(
    private readonly db: Database,
    private readonly rowBudget = Number(process.env.SEARCH_INDEX_ROWS) || defaultRowBudget,
  ) {}

  /** The organisation's index, caught up with every write committed before this call. */
  async get(organisationId: string): Promise<ApplicationIndex> {
    // Read before the rows: rows stamped later may be applied too, and again later (harmless).
    const { version, rebuildFrom } = await currentSearchVersion(this.db, organisationId)
    const slot = this.slots.get(organisationId)
    this.slots.delete(organisationId)
    // One catch-up at a time: each waits for the one before and may find nothing left to do.
    // Applications deleted since the index's version leave nothing to read: it is built afresh.
    const pending = (slot?.pending ?? this.build(organisationId, version)).then((entry) =>
      entry.version < rebuildFrom
        ? this.build(organisationId, version)
        : entry.version < version
          ? this.catchUp(organisationId, entry, version)
          : entry,
    )
    const kept: Slot = { pending, rows: slot?.rows ?? 0 }
    this.keep(organisationId, kept)
    const entry = await pending
    kept.rows = entry.index.size
    this.evict(organisationId)
    return entry.index
  }

  /**
   * Builds the indexes of the organisations with at least `minimum` applications, largest first and
   * within the budget, one after the other: run in the background at start, so that the first
   * search of a large organisation does not wait for its index (half a minute at a million).
   */
  async warm(minimum = 5000): Promise<void> {
    let rows = 0
    for (const { organisationId, applications } of await largestOrganisations(this.db, minimum)) {
      if (rows + applications > this.rowBudget) break
      rows += applications
      await this.get(organisationId)
    }
  }

  /** The organisations whose index this process holds (or is making). */
  get organisations(): string[] {
    return [...this.slots.keys()]
  }

  /** Drops the organisation's index (it is built afresh on the next search). */
  forget(organisationId: string): void {
    this.slots.delete(organisationId)
  }

  private keep(organisationId: string, slot: Slot) {
    this.slots.set(organisationId, slot)
    // A failed load or catch-up is not kept: the next search starts again.
    slot.pending.catch(() => {
      if (this.slots.get(organisationId) === slot) this.slots.delete(organisationId)
    })
  }

  private async build(organisationId: string, version: number): Promise<Entry> {
    const index = new ApplicationIndex()
    for await (const batch of indexedApplications(this.db, organisationId)) index.upsert(batch)
    return { index, version }
  }

  private async catchUp(organisationId: string, entry: Entry, version: number): Promise<Entry> {
    // Up to the version committed now, not only the one this search read: the searches queued
    // behind this catch-up read theirs before it started, so they find nothing left to do. Under
    // a stream of writes that makes one catch-up per round of searches, not one per search.
    const latest = Math.max(version, (await currentSearchVersion(this.db, organisationId)).version)
    // Read every changed row first, then apply them at once: no search sees half a write.
    const changed: IndexedApplication[] = []
    const batches = indexedApplications(this.db, organisationId, { afterVersion: entry.version })
    for await (const batch of batches) changed.push(...batch)
    // A channel's edit stamps no row: its promise (what is overdue) is read with the rows.
    const responseDays = await channelResponseDays(this.db, organisationId)
    entry.index.upsert(changed)
    entry.index.setResponseDays(responseDays)
    return { index: entry.index, version: latest }
  }

  /** Drops the least recently used indexes while the rows held pass the budget. */
  private evict(keep: string) {
    let rows = 0
    for (const slot of this.slots.values()) rows += slot.rows
    for (const [organisationId, slot] of this.slots) {
      if (rows <= this.rowBudget) break
      if (organisationId === keep) continue
      this.slots.delete(organisationId)
      rows -= slot.rows
    }
  }
}

const byDatabase = new WeakMap<Database, ApplicationIndexes>()

/** The indexes over this database (one set per process and database). */
export function applicationIndexes(db: Database): ApplicationIndexes {
  let indexes = byDatabase.get(db)
  if (!indexes) byDatabase.set(db, (indexes = new ApplicationIndexes(db)))
  return indexes
}
