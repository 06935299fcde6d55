/**
 * The applications indexes of this server process, one per investor organisation, and the rules
 * that keep a search from ever waiting on one (docs/decisions/0042):
 *
 * - **One truth.** Every search first asks the database what changed since the index's watermark
 *   (one statement, search-changes.ts): rows stamped by the database's triggers, whoever wrote
 *   them, and rows deleted. A few are applied in place before the search is answered; many (a
 *   backfill) or a TRUNCATE start a rebuild, and the search is answered by SQL meanwhile.
 * - **No wait.** An index is built in the background, a slice of rows at a time between other
 *   requests. Until it is ready, `get` answers undefined and the caller answers from PostgreSQL
 *   (exact, slower); an organisation small enough to build at once is built at once.
 * - **Bounded memory.** The rows held stay under `SEARCH_INDEX_ROWS` (default 3,000,000). An
 *   index is dropped only when unused for `idleMs`; an organisation that does not fit is answered
 *   by SQL, never by a build that evicts another index to be evicted in turn.
 * - **Readiness.** `ready` turns true once the organisations with at least `warmFrom` applications
 *   that fit have their index (`warm`, at start): /api/health/ready answers 503 until then.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'

import type { Database } from '@/server/db/client'
import {
  channelResponseDays,
  indexedApplications,
  largestOrganisations,
} from '@/server/db/queries/application-index'
import {
  applicationCount,
  changesSince,
  pruneRemovals,
  removalRetentionMs,
  removedSince,
  watermarkNow,
  xminOf,
} from '@/server/db/queries/search-changes'
import { log } from '@/server/log'
import { ApplicationIndex, type IndexedApplication } from './application-index'

type Entry = {
  index: ApplicationIndex
  /** Every change stamped below it is in the index. */
  watermark: string
  caughtUpAt: number
}

type Slot = {
  /** The index, caught up by the chain of `pending` catch-ups. */
  entry?: Entry
  /** The catch-ups, one after the other (each may find nothing left to do). */
  pending?: Promise<Entry | undefined>
  /** The last catch-up of the chain while it has not begun: every search arriving meanwhile joins it. */
  waiting?: Promise<Entry | undefined>
  /** A build under way, and its count of the organisation's rows. */
  building?: Promise<void>
  counted?: Promise<number>
  /** The organisation's rows (counted before building, then the index's). */
  rows: number
  lastUsed: number
  /** Not built: it did not fit in the budget when last tried (ms time). */
  refusedAt?: number
}

export type IndexOptions = {
  /** Rows held by every index together. */
  rowBudget?: number
  /** An organisation with at most this many applications is built while its search waits. */
  buildAtOnceBelow?: number
  /** Rows applied, or built, between two yields to other requests. */
  sliceRows?: number
  /** More changed rows than this since the watermark: built afresh rather than caught up. */
  catchUpLimit?: number
  /** An index unused this long may be dropped to make room. */
  idleMs?: number
  /** Organisations with at least this many applications are built at start. */
  warmFrom?: number
}

/** Rows read from the database at a time by a build. */
const readRows = 2_000

const defaults: Required<IndexOptions> = {
  rowBudget: 3_000_000,
  buildAtOnceBelow: 20_000,
  sliceRows: 2_000,
  catchUpLimit: 20_000,
  idleMs: 10 * 60_000,
  warmFrom: 5_000,
}

export class ApplicationIndexes {
  private readonly slots = new Map<string, Slot>()
  private readonly options: Required<IndexOptions>
  private warmed = false
  /** Catch-ups that asked the database for changes (each search joins one). */
  catchUps = 0
  /** Builds one at a time: two large builds at once would only share the same core. */
  private builds: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly db: Database,
    options: IndexOptions = {},
  ) {
    const budget = Number(process.env.SEARCH_INDEX_ROWS)
    this.options = {
      ...defaults,
      ...(Number.isFinite(budget) && budget >= 0 && process.env.SEARCH_INDEX_ROWS
        ? { rowBudget: budget }
        : {}),
      ...options,
    }
  }

  /** Whether the start-up builds are done: every large organisation that fits is searchable fast. */
  get ready(): boolean {
    return this.warmed
  }

  /**
   * The organisation's index, caught up with every change committed before this call; undefined
   * while it is not built here (the caller answers from PostgreSQL).
   */
  async get(organisationId: string): Promise<ApplicationIndex | undefined> {
    let slot = this.slots.get(organisationId)
    if (!slot) {
      slot = { rows: 0, lastUsed: Date.now() }
      this.slots.set(organisationId, slot)
    }
    slot.lastUsed = Date.now()
    if (!slot.entry) {
      const building = this.startBuild(organisationId, slot)
      // A small organisation is built while its search waits (tens of milliseconds).
      if (!building || (await slot.counted!) > this.options.buildAtOnceBelow) return undefined
      await building
      if (!slot.entry) return undefined
    }
    return (await this.caughtUp(organisationId, slot))?.index
  }

  /**
   * A catch-up that begins after this call, so it reads every change committed before it. One
   * not yet begun is joined rather than queued behind: under many searches at once, each waits
   * for at most the catch-up under way and the next, not for one catch-up per search before it
   * (a chain of them made searches wait seconds under load).
   */
  private caughtUp(organisationId: string, slot: Slot): Promise<Entry | undefined> {
    if (slot.waiting) return slot.waiting
    const next: Promise<Entry | undefined> = (slot.pending ?? Promise.resolve(slot.entry)).then(
      (entry) => {
        if (slot.waiting === next) slot.waiting = undefined
        return entry ? this.catchUp(organisationId, slot, entry) : undefined
      },
    )
    slot.waiting = next
    slot.pending = next.catch(() => undefined)
    return next
  }

  /**
   * Builds, one after the other and largest first, the indexes of the organisations with at least
   * `warmFrom` applications that fit in the budget; `ready` turns true when they are built.
   * Removals past their retention are pruned.
   */
  async warm(): Promise<void> {
    try {
      await pruneRemovals(this.db)
      for (const { organisationId } of await largestOrganisations(this.db, this.options.warmFrom)) {
        let slot = this.slots.get(organisationId)
        if (!slot) this.slots.set(organisationId, (slot = { rows: 0, lastUsed: 0 }))
        await this.startBuild(organisationId, slot)
      }
    } finally {
      this.warmed = true
    }
  }

  /** Prunes removals past their retention every `ms` (a timer that never keeps the process up). */
  pruneEvery(ms: number): void {
    setInterval(() => {
      pruneRemovals(this.db).catch((error: unknown) =>
        log.warn({ err: error }, 'search removals not pruned'),
      )
    }, ms).unref()
  }

  /** The organisations whose index this process holds or is building. */
  get organisations(): string[] {
    return [...this.slots].filter(([, slot]) => slot.entry || slot.building).map(([id]) => id)
  }

  /** Rows held by every index (removed rows included). */
  get rowsHeld(): number {
    let rows = 0
    for (const slot of this.slots.values()) if (slot.entry || slot.building) rows += slot.rows
    return rows
  }

  /**
   * Starts building the organisation's index unless it is under way, or does not fit in the
   * budget (then undefined; tried again a minute later). Resolves when built or failed.
   */
  private startBuild(organisationId: string, slot: Slot): Promise<void> | undefined {
    if (slot.building) return slot.building
    if (slot.refusedAt !== undefined && Date.now() - slot.refusedAt < 60_000) return undefined
    const counted = applicationCount(this.db, organisationId)
    slot.counted = counted.catch(() => Infinity)
    const building = (async () => {
      slot.rows = await counted
      if (!this.makeRoom(organisationId, slot.rows)) {
        slot.refusedAt = Date.now()
        log.warn(
          { organisationId, rows: slot.rows, budget: this.options.rowBudget },
          'search index over the memory budget: this organisation is searched in PostgreSQL',
        )
        return
      }
      slot.refusedAt = undefined
      const built = this.builds.then(() => this.build(organisationId, slot.rows))
      this.builds = built.catch(() => undefined)
      const entry = await built
      // Dropped while it was built (a rebuild asked for, or evicted): not kept.
      if (this.slots.get(organisationId) !== slot) return
      slot.entry = entry
      slot.pending = slot.waiting = undefined
      slot.rows = entry.index.size
    })()
      .catch((error: unknown) => {
        log.warn({ err: error, organisationId }, 'search index not built')
      })
      .finally(() => {
        slot.building = undefined
      })
    slot.building = building
    return building
  }

  /** Whether `rows` more fit, after dropping indexes unused for `idleMs`, oldest use first. */
  private makeRoom(organisationId: string, rows: number): boolean {
    const { rowBudget, idleMs } = this.options
    if (rows > rowBudget) return false
    // The rows of the other organisations' indexes (this one's slot already counts its rows).
    let held = this.rowsHeld - (this.slots.get(organisationId)?.rows ?? 0)
    if (held + rows <= rowBudget) return true
    const idle = [...this.slots]
      .filter(([id, slot]) => id !== organisationId && slot.entry && !slot.building)
      .filter(([, slot]) => Date.now() - slot.lastUsed >= idleMs)
      .sort(([, a], [, b]) => a.lastUsed - b.lastUsed)
    for (const [id, slot] of idle) {
      if (held + rows <= rowBudget) break
      this.slots.delete(id)
      held -= slot.rows
    }
    return held + rows <= rowBudget
  }

  /** A new index: rows read a batch and applied a slice at a time, then sorted in steps. */
  private async build(organisationId: string, counted: number): Promise<Entry> {
    // Read before the rows: every change stamped below it is in what the batches read.
    const watermark = await watermarkNow(this.db)
    const index = new ApplicationIndex()
    // Room for the rows counted and a few more written meanwhile, so that nothing grows by copying.
    index.reserve(Math.ceil(counted * 1.05))
    // Small reads: the driver turns a read's rows into objects in one go (20,000 rows held the
    // event loop for 200–400 ms at a million; 2,000 hold it for tens of milliseconds).
    const batches = indexedApplications(this.db, organisationId, { batchSize: readRows })
    // The rows first, unsorted; then every sort order at once, in steps (a merge sort that
    // yields): merging each slice into the orders as it came cost O(rows²) and held the event
    // loop longer and longer as the orders grew.
    for await (const batch of batches) await this.inSlices(batch, (slice) => index.upsert(slice))
    await inSteps(index.settleInSteps())
    return { index, watermark, caughtUpAt: Date.now() }
  }

  private async inSlices(
    rows: readonly IndexedApplication[],
    apply: (slice: readonly IndexedApplication[]) => void,
  ) {
    const { sliceRows } = this.options
    for (let from = 0; from < rows.length; from += sliceRows) {
      apply(rows.slice(from, from + sliceRows))
      await yieldToEventLoop()
    }
  }

  /**
   * The entry with every change committed before this call applied, or undefined when the changes
   * ask for a rebuild (started here; the search is answered by SQL meanwhile).
   */
  private async catchUp(
    organisationId: string,
    slot: Slot,
    entry: Entry,
  ): Promise<Entry | undefined> {
    if (slot.entry !== entry) return slot.entry
    const { catchUpLimit } = this.options
    this.catchUps++
    const changes = await changesSince(this.db, organisationId, entry.watermark, catchUpLimit)
    const rebuild =
      changes.emptied ||
      changes.changed > catchUpLimit ||
      changes.removed > catchUpLimit ||
      // The database's transaction counter went back: another database behind the same address.
      xminOf(changes.watermark) < xminOf(entry.watermark) ||
      // Removals older than the retention are pruned: this index may have missed some.
      Date.now() - entry.caughtUpAt > removalRetentionMs / 2
    if (rebuild) {
      log.info({ organisationId, ...changes }, 'search index rebuilt in the background')
      this.rebuild(organisationId)
      return undefined
    }
    if (changes.changed || changes.removed || changes.channels) {
      // Read everything first, then apply: no search sees half of it.
      const removed = changes.removed
        ? await removedSince(this.db, organisationId, entry.watermark)
        : []
      const changed: IndexedApplication[] = []
      if (changes.changed) {
        const batches = indexedApplications(this.db, organisationId, {
          changedSince: entry.watermark,
        })
        for await (const batch of batches) changed.push(...batch)
      }
      const responseDays = changes.channels
        ? await channelResponseDays(this.db, organisationId)
        : undefined
      // A row deleted and inserted again (a restore) is removed first, then written back.
      entry.index.remove(removed)
      await this.inSlices(changed, (slice) => {
        entry.index.upsert(slice)
        entry.index.settle()
      })
      if (responseDays) entry.index.setResponseDays(responseDays)
      slot.rows = entry.index.size
    }
    entry.watermark = changes.watermark
    entry.caughtUpAt = Date.now()
    return entry
  }

  /** Drops the organisation's index and builds it afresh in the background. */
  private rebuild(organisationId: string) {
    const slot: Slot = { rows: 0, lastUsed: Date.now() }
    this.slots.set(organisationId, slot)
    void this.startBuild(organisationId, slot)
  }
}

/** Time spent on a stepped task before the event loop is handed back to other requests. */
const turnMs = 15

/** Runs a task written as a generator of small steps, handing the event loop back every `turnMs`. */
async function inSteps<T>(task: Generator<void, T>): Promise<T> {
  let began = performance.now()
  for (;;) {
    const step = task.next()
    if (step.done) return step.value
    if (performance.now() - began >= turnMs) {
      await yieldToEventLoop()
      began = performance.now()
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
