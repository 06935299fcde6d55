import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  applicationSorts,
  facetKeys,
  overdueStatus,
  parseApplicationSearch,
  searchOrderOf,
  raiseBound,
  type ApplicationSearch,
  type FacetKey,
} from '@/domain/applications/search-params'
import { isUndecided } from '@/domain/applications/status'
import { startupIndiaStatusOn } from '@/domain/startups/startup-india'
import { calendarDate, indiaDate, periodBounds } from '@/lib/calendar'
import {
  applicationStatuses,
  dpiitFilterValues,
  startupIndiaFilterValueOf,
  startupIndiaFilterValues,
} from '@/lib/options'

import { ApplicationIndex, type IndexedApplication } from './application-index'

const day = 86_400_000
const now = Date.parse('2026-11-24T12:00:00Z')
const channels = [
  '11111111-1111-4111-8111-111111111111',
  '22222222-2222-4222-8222-222222222222',
  '33333333-3333-4333-8333-333333333333',
]
const pools = {
  sectors: ['Software', 'Health Care', 'Payments', 'Energy'],
  businessTypes: ['B2B', 'B2C', 'D2C'],
  customerInteractions: ['Marketplace', 'Subscription', 'Licensing'],
  stages: ['Prototype', 'Launched', 'Scale-Up'],
  states: ['Karnataka', 'Kerala', 'Delhi'],
}
const promiseOf: Record<string, number> = {
  [channels[0]!]: 7,
  [channels[1]!]: 14,
  [channels[2]!]: 7,
}
const raises = [null, 10_00_000, 50_00_000, 1_00_00_000, 5_00_00_000]
/**
 * A fund's stages by the status each maps to: the defaults' keys and stages it added, one in
 * another script (docs/decisions/0046). An application in a middle status is in one of them.
 */
const stagesOf = {
  in_review: ['in_review', 'first-call'],
  shortlisted: ['shortlisted', 'ಪಾಲುದಾರ-ಭೇಟಿ'],
  due_diligence: ['due_diligence', 'term-sheet'],
} as const
const stageKeys = Object.values(stagesOf).flat()

/** The stage of an application in `status`, picked among those mapped to it; null outside them. */
function stageFor(status: (typeof applicationStatuses)[number], pick: number): string | null {
  const keys: readonly string[] | undefined = stagesOf[status as keyof typeof stagesOf]
  return keys ? keys[pick % keys.length]! : null
}

/** A row with its time in milliseconds; the dashboard's and ratings' columns are tested elsewhere. */
type Row = Omit<
  IndexedApplication,
  | 'nameKey'
  | 'searchText'
  | 'decidedAt'
  | 'firstResponseDays'
  | 'decisionDays'
  | 'furthestStatus'
  | 'enteredStageKeys'
  | 'scoreSum'
  | 'raters'
  | 'ratedAt'
> & { name: string }

const row = fc.record({
  idSeed: fc.integer({ min: 0, max: 0xffffff }),
  // Names past U+FFFF and in U+E000–U+FFFF: UTF-16 order and code-point order differ there.
  name: fc.constantFrom(
    'Krishi Setu',
    'krishi setu',
    'PayVeda',
    'Arogya',
    'Zed',
    'Zed\u{1F33E}',
    'Zed\uFF21',
  ),
  channelId: fc.constantFrom(...channels),
  status: fc.constantFrom(...applicationStatuses),
  stagePick: fc.nat(),
  sectors: fc.subarray(pools.sectors),
  businessTypes: fc.subarray(pools.businessTypes),
  customerInteractions: fc.subarray(pools.customerInteractions),
  developmentStage: fc.option(fc.constantFrom(...pools.stages), { nil: null }),
  headquarters: fc.option(fc.constantFrom(...pools.states), { nil: null }),
  plannedRaise: fc.constantFrom(...raises),
  // Whole days and some exact midnights in India, to sit on the date filters' edges.
  ageHours: fc.integer({ min: 0, max: 24 * 60 }),
  responseDays: fc.constantFrom(7, 14),
  dpiitRecognised: fc.boolean(),
  startupIndia: fc.constantFrom('eligible' as const, 'not_eligible' as const, 'unknown' as const),
  // The search's day is 24 Nov 2026 in India: a standing that ended the day before, one that ends
  // that day (still within), and later ones.
  startupIndiaUntil: fc.constantFrom(null, '2026-11-23', '2026-11-24', '2026-11-25', '2031-01-01'),
})

type Drawn = Omit<
  typeof row extends fc.Arbitrary<infer T> ? T : never,
  'name' | 'responseDays' | 'stagePick'
> & {
  name: string
  responseDays: number
  stagePick?: number
}

function rowsOf(drawn: Drawn[], promises: Record<string, number> = promiseOf): Row[] {
  const seen = new Set<string>()
  const rows: Row[] = []
  for (const d of drawn) {
    const hex = d.idSeed.toString(16).padStart(8, '0')
    const id = `${hex}-0000-4000-8000-000000000000`
    if (seen.has(id)) continue
    seen.add(id)
    // Midnight IST of some day, then whole hours back: boundaries of the period are hit.
    const submittedAt = Date.parse('2026-11-24T18:30:00Z') - d.ageHours * 3_600_000
    const { idSeed: _, ageHours: __, stagePick = 0, ...rest } = d
    // A channel has one promise: the rows of a channel carry the same.
    rows.push({
      ...rest,
      id,
      submittedAt,
      responseDays: promises[d.channelId]!,
      stageKey: stageFor(d.status, stagePick),
    })
  }
  return rows
}

/** The rows as the loader gives them: times in microseconds, the name's key `lower(name)`. */
function indexed(rows: Row[]): IndexedApplication[] {
  return rows.map(({ name, ...r }) => ({
    ...r,
    submittedAt: r.submittedAt * 1000,
    nameKey: name.toLowerCase(),
    searchText: name.toLowerCase(),
    decidedAt: null,
    firstResponseDays: null,
    decisionDays: null,
    furthestStatus: r.status,
    enteredStageKeys: r.stageKey === null ? [] : [r.stageKey],
    scoreSum: 0,
    raters: [],
    ratedAt: [],
  }))
}

// The reference: the SQL search's rules, written out row by row.
const overdue = (r: Row) => isUndecided(r.status) && r.submittedAt + r.responseDays * day < now
const valuesOf: Record<FacetKey, (r: Row) => readonly string[]> = {
  channelId: (r) => [r.channelId],
  sectors: (r) => r.sectors,
  developmentStage: (r) => (r.developmentStage ? [r.developmentStage] : []),
  headquarters: (r) => (r.headquarters ? [r.headquarters] : []),
  businessType: (r) => r.businessTypes,
  customerInteraction: (r) => r.customerInteractions,
  // In a stage, its key (whatever status it maps to); else the status.
  status: (r) => [r.stageKey ?? r.status],
  dpiit: (r) => [r.dpiitRecognised ? 'Recognised' : 'Not recognised'],
  startupIndia: (r) => [
    startupIndiaFilterValueOf[
      startupIndiaStatusOn(
        { withinAge: r.startupIndia, lastDay: r.startupIndiaUntil },
        indiaDate(new Date(now)),
      )
    ],
  ],
}

function facetHolds(key: FacetKey, values: string[], r: Row): boolean {
  if (values.length === 0) return true
  const own = valuesOf[key](r)
  if (values.some((v) => own.includes(key === 'channelId' ? v.toLowerCase() : v))) return true
  return key === 'status' && values.includes(overdueStatus) && overdue(r)
}

function scopeHolds(search: ApplicationSearch, r: Row, text: Set<string> | undefined): boolean {
  if (text && !text.has(r.id)) return false
  const min = raiseBound(search.plannedRaiseMin)
  const max = raiseBound(search.plannedRaiseMax)
  if (min !== null && (r.plannedRaise === null || r.plannedRaise < min)) return false
  if (max !== null && (r.plannedRaise === null || r.plannedRaise > max)) return false
  const from = calendarDate(search.submittedFrom)
  const to = calendarDate(search.submittedTo)
  if (from && r.submittedAt < periodBounds({ from, to: from }).start.getTime()) return false
  if (to && r.submittedAt >= periodBounds({ from: to, to }).end.getTime()) return false
  return true
}

function reference(rows: Row[], search: ApplicationSearch, text: Set<string> | undefined) {
  const holds = (r: Row, skip?: FacetKey) =>
    scopeHolds(search, r, text) &&
    facetKeys.every((key) => key === skip || facetHolds(key, search[key], r))
  const facets = Object.fromEntries(facetKeys.map((k) => [k, {} as Record<string, number>]))
  for (const key of facetKeys) {
    for (const r of rows.filter((x) => holds(x, key))) {
      for (const v of new Set(valuesOf[key](r))) facets[key]![v] = (facets[key]![v] ?? 0) + 1
      if (key === 'status' && overdue(r)) {
        facets.status![overdueStatus] = (facets.status![overdueStatus] ?? 0) + 1
      }
    }
  }
  const cmpId = (a: Row, b: Row) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  const key = (r: Row, missing: number) => r.plannedRaise ?? missing
  // `collate "C"`: the bytes of UTF-8, which is code-point order.
  const bytes = (r: Row) => Buffer.from(r.name.toLowerCase(), 'utf8')
  const name = (a: Row, b: Row) => Buffer.compare(bytes(a), bytes(b)) || cmpId(a, b)
  const sorts = {
    newest: (a: Row, b: Row) => b.submittedAt - a.submittedAt || -cmpId(a, b),
    oldest: (a: Row, b: Row) => a.submittedAt - b.submittedAt || cmpId(a, b),
    name,
    raise_desc: (a: Row, b: Row) => key(b, -1) - key(a, -1) || -cmpId(a, b),
    raise_asc: (a: Row, b: Row) => key(a, Infinity) - key(b, Infinity) || cmpId(a, b),
  }
  const matches = rows.filter((r) => holds(r)).sort(sorts[searchOrderOf(search.sort)])
  const offset = (search.page - 1) * 5
  return {
    ids: matches.slice(offset, offset + 5).map((r) => r.id),
    total: matches.length,
    facets,
  }
}

const searchArbitrary = fc.record(
  {
    sectors: fc.subarray([...pools.sectors, 'Nope']),
    developmentStage: fc.subarray(pools.stages),
    headquarters: fc.subarray([...pools.states, 'Atlantis']),
    businessType: fc.subarray(pools.businessTypes),
    customerInteraction: fc.subarray(pools.customerInteractions),
    channelId: fc.subarray([...channels, channels[0]!.toUpperCase(), 'not-a-uuid']),
    // Stage keys besides the statuses: a stage the fund no longer has finds nothing.
    status: fc.subarray([
      ...applicationStatuses,
      ...stageKeys,
      overdueStatus,
      'archived-stage',
      'nonsense',
    ]),
    dpiit: fc.subarray([...dpiitFilterValues, 'Nope']),
    startupIndia: fc.subarray([...startupIndiaFilterValues, 'eligible']),
    plannedRaiseMin: fc.constantFrom('10000000', '5000000', 'abc', '5000000.5'),
    plannedRaiseMax: fc.constantFrom('50000000', '1000000', '-5'),
    submittedFrom: fc.constantFrom('2026-11-01', '2026-10-20', '2026-02-30'),
    submittedTo: fc.constantFrom('2026-11-20', '2026-11-24', 'soon'),
    sort: fc.constantFrom(...applicationSorts),
    page: fc.constantFrom('1', '2', '3'),
  },
  { requiredKeys: ['sort', 'page'] },
)

/** A row with nothing but a channel, submitted at the reference time. */
const plainRow = {
  name: 'Arogya',
  channelId: channels[0]!,
  status: 'submitted' as const,
  sectors: [],
  businessTypes: [],
  customerInteractions: [],
  developmentStage: null,
  headquarters: null,
  plannedRaise: null,
  ageHours: 0,
  responseDays: 7,
  dpiitRecognised: false,
  startupIndia: 'unknown' as const,
  startupIndiaUntil: null,
} satisfies Omit<Drawn, 'idSeed'>

describe('the in-memory applications index', () => {
  it('gives the same page, total and facets as the search rules, for any rows and search', () => {
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 0, maxLength: 80 }),
        searchArbitrary,
        fc.option(fc.integer({ min: 0, max: 0xffff }), { nil: undefined }),
        (drawn, raw, textSeed) => {
          const rows = rowsOf(drawn)
          const search = parseApplicationSearch(
            Object.fromEntries(
              Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
            ),
          )
          // `q` is answered by the database; here, a pseudo-random subset stands for its matches.
          const text =
            textSeed === undefined
              ? undefined
              : new Set(rows.filter((_, i) => ((i + 1) * textSeed) % 3 !== 0).map((r) => r.id))
          const index = new ApplicationIndex(indexed(rows))
          const positions = text ? rows.flatMap((r, i) => (text.has(r.id) ? [i] : [])) : undefined
          const got = index.search(search, { now, pageSize: 5, textMatches: positions })
          expect(got).toEqual(reference(rows, search, text))
        },
      ),
      { numRuns: 400 },
    )
  })

  it('after rows are added, rewritten and removed in place, answers as an index built from scratch would', () => {
    const change = fc.record({
      pick: fc.nat(),
      status: fc.constantFrom(...applicationStatuses),
      // A move between two stages mapped to the same status changes the stage alone.
      stagePick: fc.nat(),
      // Rarely, a sort key moves too (a change made in SQL: the row moves in the orders).
      plannedRaise: fc.option(fc.constantFrom(...raises), { freq: 8, nil: undefined }),
    })
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 60 }),
        fc.array(
          fc.tuple(
            fc.array(row, { maxLength: 12 }),
            fc.array(change, { maxLength: 12 }),
            // A channel's edit of its promise.
            fc.option(fc.tuple(fc.constantFrom(...channels), fc.constantFrom(3, 7, 14)), {
              nil: undefined,
            }),
            // Rows deleted (picked among those held).
            fc.array(fc.nat(), { maxLength: 6 }),
          ),
          { maxLength: 4 },
        ),
        searchArbitrary,
        (drawn, rounds, raw) => {
          let rows = rowsOf(drawn)
          const index = new ApplicationIndex(indexed(rows))
          const search = parseApplicationSearch(
            Object.fromEntries(
              Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
            ),
          )
          const promises = { ...promiseOf }
          for (const [added, changes, edit, removals] of rounds) {
            // A search between rounds, so orders are made and later merged into.
            index.search(search, { now, pageSize: 5 })
            if (edit) {
              promises[edit[0]] = edit[1]
              index.setResponseDays(new Map([edit]))
            }
            const fresh = rowsOf(added, promises).filter((r) => !rows.some((x) => x.id === r.id))
            const rewritten = rows.length
              ? changes.map((c) => {
                  const was = rows[c.pick % rows.length]!
                  const raise = c.plannedRaise === undefined ? was.plannedRaise : c.plannedRaise
                  return {
                    ...was,
                    status: c.status,
                    stageKey: stageFor(c.status, c.stagePick),
                    responseDays: promises[was.channelId]!,
                    plannedRaise: raise,
                  }
                })
              : []
            const batch = [...fresh, ...rewritten]
            index.upsert(indexed(batch))
            const latest = new Map([...rows, ...batch].map((r) => [r.id, r]))
            rows = [...latest.values()].map((r) => ({ ...r, responseDays: promises[r.channelId]! }))
            // Then deletions, applied in place (a search may come between).
            if (removals.length && rows.length) {
              const gone = new Set(removals.map((pick) => rows[pick % rows.length]!.id))
              index.search(search, { now, pageSize: 5 })
              index.remove([...gone])
              rows = rows.filter((r) => !gone.has(r.id))
            }
          }
          expect(index.live).toBe(rows.length)
          expect(index.search(search, { now, pageSize: 5 })).toEqual(
            reference(rows, search, undefined),
          )
        },
      ),
      { numRuns: 300 },
    )
  })

  it('finds the overdue rows again as time passes promises and as promises change', () => {
    const rows = rowsOf(
      [0, 1, 2].map((i) => ({ ...plainRow, idSeed: i + 1, channelId: channels[i]! })),
    )
    const index = new ApplicationIndex(indexed(rows))
    const submitted = rows[0]!.submittedAt
    const overdueAt = (ms: number) => index.overdueAt(ms).size
    // Promises of 7, 14 and 7 days: none, then two, then all three are past.
    expect(overdueAt(submitted + 7 * day)).toBe(0)
    expect(overdueAt(submitted + 7 * day + 1)).toBe(2)
    expect(overdueAt(submitted + 7 * day + 2)).toBe(2)
    expect(overdueAt(submitted + 14 * day + 1)).toBe(3)
    // Earlier again (a caller's own clock), and after a channel's promise grows.
    expect(overdueAt(submitted + 7 * day + 1)).toBe(2)
    index.setResponseDays(new Map([[channels[0]!, 30]]))
    expect(overdueAt(submitted + 14 * day + 1)).toBe(2)
  })

  it('moves a startup out of Startup India eligible at midnight in India after its last day', () => {
    const base = { ...plainRow, dpiitRecognised: true }
    const rows = rowsOf([
      { ...base, idSeed: 1, startupIndia: 'eligible', startupIndiaUntil: '2026-11-24' },
      { ...base, idSeed: 2, startupIndia: 'unknown', startupIndiaUntil: '2026-11-24' },
      { ...base, idSeed: 3, startupIndia: 'eligible', startupIndiaUntil: null },
      { ...base, idSeed: 4, startupIndia: 'not_eligible', startupIndiaUntil: '2026-11-24' },
    ])
    const index = new ApplicationIndex(indexed(rows))
    const facetAt = (iso: string) =>
      index.search(parseApplicationSearch({ startupIndia: 'Eligible' }), {
        now: Date.parse(iso),
        pageSize: 5,
      })
    // 23:59:59.999 on 24 Nov in India, then midnight.
    expect(facetAt('2026-11-24T18:29:59.999Z')).toMatchObject({
      total: 2,
      facets: { startupIndia: { Eligible: 2, Unknown: 1, 'Not eligible': 1 } },
    })
    expect(facetAt('2026-11-24T18:30:00.000Z')).toMatchObject({
      total: 1,
      facets: { startupIndia: { Eligible: 1, 'Not eligible': 3 } },
    })
    // An earlier clock again: the rows are back.
    expect(facetAt('2026-11-24T18:00:00.000Z').total).toBe(2)
  })

  it('pages deep into a large set, both when matches are few and when they are many', () => {
    const rows = rowsOf(
      Array.from({ length: 3000 }, (_, i) => ({
        idSeed: i * 7 + 1,
        name: ['Krishi Setu', 'PayVeda', 'Arogya'][i % 3]!,
        channelId: channels[i % 3]!,
        status: applicationStatuses[i % 7]!,
        sectors: i % 50 === 0 ? ['Energy'] : ['Software'],
        businessTypes: ['B2B'],
        customerInteractions: [],
        developmentStage: 'Launched',
        headquarters: 'Kerala',
        plannedRaise: raises[i % 5]!,
        ageHours: i % 1440,
        responseDays: 14,
        dpiitRecognised: false,
        startupIndia: 'unknown' as const,
        startupIndiaUntil: null,
      })),
    )
    const index = new ApplicationIndex(indexed(rows))
    for (const raw of [
      { page: '40', sort: 'name' },
      { sectors: 'Energy', page: '3', sort: 'raise_desc' },
      { sectors: 'Software', page: '100', sort: 'oldest' },
      // Ties (equal raises, equal times) are broken by id in the sort's direction.
      { page: '7', sort: 'raise_asc' },
      { sectors: 'Energy', page: '2', sort: 'raise_asc' },
      { page: '250', sort: 'newest' },
    ]) {
      const search = parseApplicationSearch(raw)
      expect(index.search(search, { now, pageSize: 5 }), JSON.stringify(raw)).toEqual(
        reference(rows, search, undefined),
      )
    }
  })
})
