// The load test's figures: per kind of request and overall, requests per second, latency
// percentiles (nearest rank), answers that were not 2xx, 429s and errors; and the server's memory
// during each run and after it, compared across runs.
import { kinds, type Kind, type KindStats } from './mix'
import type { MemorySample } from './server'

export type KindSummary = {
  kind: Kind | 'overall'
  requests: number
  perSecond: number
  p50: number
  p95: number
  p99: number
  non2xx: number
  tooMany: number
  serverErrors: number
  /** Sent and never answered: timeouts and connection errors. */
  lost: number
  /** 5xx, lost requests and 429s (the test means to stay within every limit), in per cent. */
  errorRate: number
  statuses: Record<string, number>
  samples: string[]
}

/** Percentile by nearest rank over sorted values: p95 of 100 answers is the 95th fastest. */
function percentile(sorted: number[], q: number): number {
  if (!sorted.length) return 0
  return Math.round(sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]! * 10) / 10
}

function summarise(kind: KindSummary['kind'], stats: KindStats[], seconds: number): KindSummary {
  const latencies = stats.flatMap((s) => s.latencies).sort((a, b) => a - b)
  const statuses: Record<string, number> = {}
  for (const s of stats) {
    for (const [status, count] of s.statuses) statuses[status] = (statuses[status] ?? 0) + count
  }
  const count = (test: (status: number) => boolean) =>
    Object.entries(statuses)
      .filter(([status]) => test(Number(status)))
      .reduce((sum, [, n]) => sum + n, 0)
  const requests = latencies.length
  const lost = stats.reduce((sum, s) => sum + s.lost, 0)
  const tooMany = count((s) => s === 429)
  const serverErrors = count((s) => s >= 500)
  const errors = serverErrors + lost + tooMany
  return {
    kind,
    requests,
    perSecond: Math.round((requests / seconds) * 10) / 10,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    non2xx: count((s) => s < 200 || s >= 300),
    tooMany,
    serverErrors,
    lost,
    errorRate: requests + lost ? Math.round((10000 * errors) / (requests + lost)) / 100 : 0,
    statuses,
    samples: stats.flatMap((s) => s.samples).slice(0, 3),
  }
}

export function summariseRun(stats: Map<Kind, KindStats>, seconds: number): KindSummary[] {
  const present = kinds.filter((kind) => stats.has(kind))
  return [
    ...present.map((kind) => summarise(kind, [stats.get(kind)!], seconds)),
    summarise('overall', [...stats.values()], seconds),
  ]
}

export function printRun(summaries: KindSummary[]) {
  const head = ['kind', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', '429']
  const tail = ['5xx', 'lost', 'error %']
  const widths = [9, 9, 8, 7, 7, 7, 8, 6, 6, 6, 8]
  const line = (cells: (string | number)[]) =>
    cells
      .map((cell, i) => (i ? String(cell).padStart(widths[i]!) : String(cell).padEnd(widths[i]!)))
      .join(' ')
  console.log(line([...head, ...tail]))
  for (const s of summaries) {
    console.log(
      line([
        s.kind,
        s.requests,
        s.perSecond,
        s.p50,
        s.p95,
        s.p99,
        s.non2xx,
        s.tooMany,
        s.serverErrors,
        s.lost,
        s.errorRate.toFixed(2),
      ]),
    )
  }
  for (const s of summaries) {
    if (s.kind === 'overall') continue
    for (const sample of s.samples) console.log(`  ${s.kind} answered ${sample}`)
  }
}

export type MemorySummary = {
  rssStartMb: number
  rssPeakMb: number
  heapUsedPeakMb: number | null
  /** The lowest heap in use during the run: close to what stays after garbage collection. */
  heapUsedLowestMb: number | null
  cpuPercentAverage: number
  eventLoopLagP99PeakMs: number | null
  poolWaitingPeak: number | null
  jobsWaitingPeak: number | null
  /** After the run and a short idle: the last sample. */
  rssAfterIdleMb: number
  heapUsedAfterIdleMb: number | null
  jobsWaitingAfterIdle: number | null
  /** CPU while no request comes: work left over from the run (queued requests, jobs). */
  cpuPercentIdle: number
}

const maxOf = (values: (number | undefined)[]) => {
  const known = values.filter((v): v is number => v !== undefined && Number.isFinite(v))
  return known.length ? Math.max(...known) : null
}
const minOf = (values: (number | undefined)[]) => {
  const known = values.filter((v): v is number => v !== undefined && Number.isFinite(v))
  return known.length ? Math.min(...known) : null
}

const averageCpu = (samples: MemorySample[]) =>
  samples.length
    ? Math.round(samples.reduce((sum, s) => sum + s.cpuPercent, 0) / samples.length)
    : 0

export function summariseMemory(during: MemorySample[], idle: MemorySample[]): MemorySummary {
  const last = idle.at(-1) ?? during.at(-1)!
  // The first sample of each series has no CPU interval behind it.
  const busy = during.slice(1)
  return {
    rssStartMb: during[0]!.rssMb,
    rssPeakMb: maxOf(during.map((s) => s.rssMb))!,
    heapUsedPeakMb: maxOf(during.map((s) => s.heapUsedMb)),
    heapUsedLowestMb: minOf(busy.map((s) => s.heapUsedMb)),
    cpuPercentAverage: averageCpu(busy),
    eventLoopLagP99PeakMs: maxOf(busy.map((s) => s.eventLoopLagP99Ms)),
    poolWaitingPeak: maxOf(busy.map((s) => s.poolWaiting)),
    jobsWaitingPeak: maxOf(during.map((s) => s.jobsWaiting)),
    rssAfterIdleMb: last.rssMb,
    heapUsedAfterIdleMb: last.heapUsedMb ?? null,
    jobsWaitingAfterIdle: last.jobsWaiting ?? null,
    cpuPercentIdle: averageCpu(idle.slice(1)),
  }
}

export function printMemory(memory: MemorySummary) {
  console.log(
    `Server: RSS ${memory.rssStartMb} MB at the start, peak ${memory.rssPeakMb} MB, ` +
      `${memory.rssAfterIdleMb} MB after idling · heap used peak ${memory.heapUsedPeakMb ?? '?'} MB, ` +
      `lowest ${memory.heapUsedLowestMb ?? '?'} MB, ${memory.heapUsedAfterIdleMb ?? '?'} MB after idling · ` +
      `CPU ${memory.cpuPercentAverage} % of one core on average · event-loop lag p99 up to ` +
      `${memory.eventLoopLagP99PeakMs ?? '?'} ms · up to ${memory.poolWaitingPeak ?? '?'} queries waiting for a database connection · ` +
      `up to ${memory.jobsWaitingPeak ?? '?'} background jobs waiting (${memory.jobsWaitingAfterIdle ?? '?'} after idling) · ` +
      `CPU ${memory.cpuPercentIdle} % while idling`,
  )
}

/** Growth from the first run to the last, after each one's idle: more than 10 MB and 10 % is growth. */
export function memoryGrowth(memories: MemorySummary[]) {
  const first = memories[0]!
  const last = memories.at(-1)!
  const grew = (before: number | null, after: number | null) =>
    before !== null && after !== null && after - before > Math.max(10, before * 0.1)
  const rssDeltaMb = last.rssAfterIdleMb - first.rssAfterIdleMb
  const heapDeltaMb =
    first.heapUsedAfterIdleMb !== null && last.heapUsedAfterIdleMb !== null
      ? last.heapUsedAfterIdleMb - first.heapUsedAfterIdleMb
      : null
  const lowestHeapDeltaMb =
    first.heapUsedLowestMb !== null && last.heapUsedLowestMb !== null
      ? last.heapUsedLowestMb - first.heapUsedLowestMb
      : null
  return {
    rssDeltaMb,
    heapDeltaMb,
    lowestHeapDeltaMb,
    grew:
      grew(first.heapUsedAfterIdleMb, last.heapUsedAfterIdleMb) &&
      grew(first.heapUsedLowestMb, last.heapUsedLowestMb),
    rssGrew: grew(first.rssAfterIdleMb, last.rssAfterIdleMb),
  }
}
