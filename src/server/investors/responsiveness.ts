/**
 * Responsiveness as pages ask for it (docs/decisions/0035). The aggregate reads a year of an
 * investor's applications and their events: milliseconds for most, seconds for one holding a
 * million. So pages read the tallies kept in `investor_responsiveness`, and a record older than
 * `staleAfterMs` is worked out again in the background. An organisation with no record yet is
 * worked out at once if that takes under `firstTryMs`; a larger one shows no record until the
 * background work has kept one.
 */
import {
  responsivenessOf,
  type Responsiveness,
  type ResponsivenessTally,
} from '@/domain/investors/responsiveness'
import type { Database } from '@/server/db/client'
import {
  responsivenessTallies,
  saveResponsiveness,
  storedResponsiveness,
} from '@/server/db/queries/responsiveness'
import { log } from '@/server/log'

export const staleAfterMs = 15 * 60 * 1000
export const firstTryMs = 1000
/** The background work's own limit: a million applications take several seconds. */
const backgroundMs = 5 * 60 * 1000

const refreshing = new Map<string, Promise<void>>()

/** How tallies are worked out; a caller may watch it (tests count its runs). */
type Aggregate = typeof responsivenessTallies

const empty: ResponsivenessTally = {
  applications: 0,
  due: 0,
  onTime: 0,
  medianFirstResponseDays: null,
  medianDecisionDays: null,
}

/** Works the organisation's record out again and keeps it; one at a time per organisation. */
export function refreshResponsiveness(
  db: Database,
  organisationId: string,
  aggregate: Aggregate = responsivenessTallies,
): Promise<void> {
  const running = refreshing.get(organisationId)
  if (running) return running
  const work = (async () => {
    const now = new Date()
    const tallies = await aggregate(db, [organisationId], now, backgroundMs)
    await saveResponsiveness(db, organisationId, tallies.get(organisationId) ?? empty, now)
  })()
    .catch((error: unknown) =>
      log.warn({ err: error, organisationId }, 'responsiveness not worked out'),
    )
    .finally(() => refreshing.delete(organisationId))
  refreshing.set(organisationId, work)
  return work
}

/** Resolves once every background refresh started so far has ended (for tests). */
export async function responsivenessSettled() {
  await Promise.all([...refreshing.values()])
}

const isTimeout = (error: unknown) =>
  error instanceof Error &&
  /statement timeout|canceling statement/i.test(`${error.message} ${String(error.cause ?? '')}`)

/**
 * First records being worked out, by organisation: whoever asks meanwhile waits for the same
 * answer. Many visitors arriving together (a restart, a new fund's first day) would otherwise each
 * run the same aggregate for up to `firstTryMs`, and each time out together on a large one.
 */
const firstTries = new Map<string, Promise<Map<string, ResponsivenessTally> | null>>()

/**
 * First tries that ended, with when (`performance.now()`): a caller whose read of the kept records
 * began before one ended did not see its record, and takes its answer instead of trying again.
 * Forgotten after a minute.
 */
const endedTries = new Map<
  string,
  { at: number; tallies: Map<string, ResponsivenessTally> | null }
>()
const endedTryMemoryMs = 60_000

function endedSince(id: string, since: number) {
  const ended = endedTries.get(id)
  return ended && ended.at >= since ? ended : undefined
}

/** The records of these organisations worked out at once, or `null` past `firstTryMs`. */
async function firstTry(db: Database, ids: string[], now: Date, aggregate: Aggregate) {
  try {
    const tallies = await aggregate(db, ids, now, firstTryMs)
    for (const id of ids) await saveResponsiveness(db, id, tallies.get(id) ?? empty, now)
    return tallies
  } catch (error) {
    if (!isTimeout(error)) throw error
    for (const id of ids) void refreshResponsiveness(db, id, aggregate)
    return null
  }
}

/**
 * The records of these organisations; `null` for one whose first record is still being worked
 * out (its page shows none rather than wait).
 */
export async function responsivenessFor(
  db: Database,
  organisationIds: readonly string[],
  now = new Date(),
  aggregate: Aggregate = responsivenessTallies,
): Promise<Map<string, Responsiveness | null>> {
  const ids = [...new Set(organisationIds)]
  const readAt = performance.now()
  for (const [id, ended] of endedTries) {
    if (readAt - ended.at > endedTryMemoryMs) endedTries.delete(id)
  }
  const stored = await storedResponsiveness(db, ids)
  const result = new Map<string, Responsiveness | null>()
  const missing: string[] = []
  for (const id of ids) {
    const kept = stored.get(id)
    if (!kept) {
      missing.push(id)
      continue
    }
    result.set(id, responsivenessOf(kept))
    if (now.getTime() - kept.computedAt.getTime() > staleAfterMs) {
      void refreshResponsiveness(db, id, aggregate)
    }
  }
  // One whose first try timed out is being worked out in the background: none to show yet.
  const fresh = missing.filter(
    (id) => !firstTries.has(id) && !refreshing.has(id) && !endedSince(id, readAt),
  )
  if (fresh.length > 0) {
    const attempt = firstTry(db, fresh, now, aggregate)
    for (const id of fresh) firstTries.set(id, attempt)
    const ended = (tallies: Map<string, ResponsivenessTally> | null) => {
      for (const id of fresh) endedTries.set(id, { at: performance.now(), tallies })
      fresh.forEach((id) => firstTries.delete(id))
    }
    attempt.then(ended, () => fresh.forEach((id) => firstTries.delete(id)))
  }
  // Taken before any wait: a try under way, or one that ended after this call read the records.
  const waits = missing.map(
    (id) => [id, firstTries.get(id) ?? endedSince(id, readAt)?.tallies] as const,
  )
  for (const [id, attempt] of waits) {
    const tallies = await attempt
    result.set(id, tallies ? responsivenessOf(tallies.get(id) ?? empty) : null)
  }
  return result
}
