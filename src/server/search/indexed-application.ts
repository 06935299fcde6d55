/**
 * What the applications index keeps of each application, and the helpers its columns share.
 */
import type { FacetKey } from '@/domain/applications/search-params'
import type { StartupIndiaStanding } from '@/domain/startups/startup-india'
import { startupIndiaFilterValueOf, type ApplicationStatus } from '@/lib/options'

/** What the index keeps of an application. */
export type IndexedApplication = {
  id: string
  channelId: string
  status: ApplicationStatus
  /** The key of the fund's stage it is in (docs/decisions/0046), null outside the middle statuses. */
  stageKey: string | null
  /** The keys of every stage it ever entered: the funnel counts a stage reached from these. */
  enteredStageKeys: readonly string[]
  sectors: readonly string[]
  businessTypes: readonly string[]
  customerInteractions: readonly string[]
  developmentStage: string | null
  headquarters: string | null
  plannedRaise: number | null
  /** A DPIIT number was given. */
  dpiitRecognised: boolean
  /** The Startup India standing at submission (src/domain/startups/startup-india.ts). */
  startupIndia: StartupIndiaStanding['withinAge']
  /** Its last India day, 'YYYY-MM-DD', or null when age does not decide. */
  startupIndiaUntil: string | null
  /** Microseconds since the epoch, as the database keeps it (times are compared exactly). */
  submittedAt: number
  /** Microseconds since the epoch, null while undecided. */
  decidedAt: number | null
  /** Days from submission to the first status move, and to the decision, as the database computes them. */
  firstResponseDays: number | null
  decisionDays: number | null
  /** The furthest status reached: the dashboard's funnel reads whether it got to accepted. */
  furthestStatus: ApplicationStatus
  /** The channel's promised answer time, for `overdue` (the latest read holds for the channel). */
  responseDays: number
  /** `lower(startup_name)` as the database computes it (the name sort's key). */
  nameKey: string
  /** `lower(search_text)` as the database computes it: what `q` looks in. */
  searchText: string
  /** The sum of its ratings' score totals (`application_rating.score_total`), 0 when unrated. */
  scoreSum: number
  /** Who rated it (the calibrated score's raters, rating-columns.ts). */
  raters: readonly string[]
  /** When each of those ratings was last saved, in microseconds since the epoch. */
  ratedAt: readonly number[]
}

export type IndexFacets = Record<FacetKey, Record<string, number>>

export type IndexAnswer = {
  /** The page's application ids, in the sort's order. */
  ids: string[]
  total: number
  facets: IndexFacets
}

/** A day in microseconds, the unit of the index's times. */
export const day = 86_400_000_000
export const micros = (ms: number) => ms * 1000
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Which row field feeds each faceted filter's bitmaps. `startupIndia`'s is the status while within
 * the age limit: the index moves rows past their last day to `Not eligible` at search time.
 * `status`'s is the stage's key while the application is in a stage, else its status, as the SQL
 * search's `statusValue`: keys never change, so renaming, reordering or archiving a stage leaves
 * every bitmap as it is (archiving moves the stage's applications, and each move is a row written).
 */
export const valuesOf: Record<FacetKey, (row: IndexedApplication) => readonly string[]> = {
  channelId: (row) => [row.channelId],
  sectors: (row) => row.sectors,
  developmentStage: (row) => (row.developmentStage === null ? [] : [row.developmentStage]),
  headquarters: (row) => (row.headquarters === null ? [] : [row.headquarters]),
  businessType: (row) => row.businessTypes,
  customerInteraction: (row) => row.customerInteractions,
  status: (row) => [row.stageKey ?? row.status],
  dpiit: (row) => [row.dpiitRecognised ? 'Recognised' : 'Not recognised'],
  startupIndia: (row) => [startupIndiaFilterValueOf[row.startupIndia]],
}
