// What each kind of request costs the machine: each kind alone, a few connections at a time for a
// few seconds, with the CPU time the server process and the database cluster spent on it (read
// from /proc), including the background jobs it queued (notifications, mail), less what both
// spend while idle. Summed with the mix's weights, these give the most requests a second the
// machine's cores could carry with this mix, whatever the concurrency: the ceiling the mix is
// measured against.
import { readdirSync, readFileSync } from 'node:fs'
import { cpus } from 'node:os'

import type { Kind } from './mix'
import { cpuSeconds } from './server'

/** Fields of /proc/{pid}/stat after the command name (which may hold spaces); 1 is the parent. */
function statFields(pid: number | string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return null // gone between the listing and the read
  }
}

const ticks = (fields: string[], from: number, to: number) => {
  let sum = 0
  for (let i = from; i <= to; i++) sum += Number(fields[i])
  return sum / 100
}

/**
 * CPU seconds of a PostgreSQL cluster: its postmaster, the backends and workers it started (live),
 * and those it has already reaped (the postmaster's children's times).
 */
export function clusterCpu(postmasterPid: number): number {
  const postmaster = statFields(postmasterPid)
  if (!postmaster) throw new Error(`No postmaster ${postmasterPid}`)
  let sum = ticks(postmaster, 11, 14)
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const fields = statFields(entry)
    if (fields && Number(fields[1]) === postmasterPid) sum += ticks(fields, 11, 12)
  }
  return sum
}

/** The postmaster of a backend (its parent), or null when the backend is not on this machine. */
export function postmasterOf(backendPid: number): number | null {
  const fields = statFields(backendPid)
  let command = ''
  try {
    command = readFileSync(`/proc/${backendPid}/comm`, 'utf8').trim()
  } catch {
    return null
  }
  return fields && command === 'postgres' ? Number(fields[1]) : null
}

/** Busy and idle CPU seconds of the whole machine, every core's, from the first line of /proc/stat. */
function machineCpu() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1)
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number)
  const hz = 100
  return {
    busy: (user! + nice! + system! + irq! + softirq! + steal!) / hz,
    idle: (idle! + iowait!) / hz,
  }
}

/**
 * Where the machine's cores went during a stretch: the app's server processes, the database
 * cluster, this process (the load generator), everything else busy (nginx, the kernel's own work,
 * other programs), and idle; in cores (CPU seconds a second).
 */
export type CpuSplit = {
  server: number
  database: number
  generator: number
  other: number
  idle: number
}

/** Starts reading the split; `stop()` gives it for the stretch since. */
export function cpuSplitFrom(serverPids: readonly number[], postmasterPid: number | null) {
  const read = () => {
    const own = process.cpuUsage()
    return {
      at: performance.now(),
      server: serverPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
      database: postmasterPid === null ? 0 : clusterCpu(postmasterPid),
      generator: (own.user + own.system) / 1e6,
      machine: machineCpu(),
    }
  }
  const from = read()
  return {
    stop(): CpuSplit {
      const to = read()
      const seconds = (to.at - from.at) / 1000
      const per = (a: number, b: number) => (b - a) / seconds
      const server = per(from.server, to.server)
      const database = per(from.database, to.database)
      const generator = per(from.generator, to.generator)
      const busy = per(from.machine.busy, to.machine.busy)
      return {
        server,
        database,
        generator,
        other: Math.max(0, busy - server - database - generator),
        idle: per(from.machine.idle, to.machine.idle),
      }
    },
  }
}

export function describeCpuSplit(
  split: CpuSplit,
  { servers, databaseOnThisMachine }: { servers: number; databaseOnThisMachine: boolean },
) {
  const cores = (n: number) => n.toFixed(2)
  return (
    `CPU during the run, in cores of ${cpus().length}: app server${servers > 1 ? 's' : ''} ` +
    `${cores(split.server)} · ` +
    (databaseOnThisMachine ? `database ${cores(split.database)} · ` : '') +
    `load generator ${cores(split.generator)} · everything else ${cores(split.other)} · ` +
    `idle ${cores(split.idle)}`
  )
}

export type KindCost = {
  kind: Kind
  requests: number
  /** Answered a second with `parallel` at a time, this kind alone. */
  perSecond: number
  /** CPU milliseconds a request, idle use taken off. */
  serverMs: number
  databaseMs: number
}

export async function measureCosts(options: {
  kinds: readonly Kind[]
  once: (kind: Kind, address: string) => Promise<{ status: number; body?: string }>
  serverPid: number
  postmasterPid: number
  /** Until the jobs the requests queued have run. */
  settle: () => Promise<void>
  parallel: number
  seconds: number
}): Promise<KindCost[]> {
  const read = () => ({
    server: cpuSeconds(options.serverPid),
    database: clusterCpu(options.postmasterPid),
    at: performance.now(),
  })
  await options.settle()
  // The idle use: the job queue's polling, the pool's keep-alives, the metrics.
  const idleFrom = read()
  await new Promise((resolve) => setTimeout(resolve, 5000))
  const idleTo = read()
  const idleSeconds = (idleTo.at - idleFrom.at) / 1000
  const idle = {
    server: (idleTo.server - idleFrom.server) / idleSeconds,
    database: (idleTo.database - idleFrom.database) / idleSeconds,
  }
  const costs: KindCost[] = []
  let addresses = 0
  for (const kind of options.kinds) {
    const from = read()
    const until = from.at + options.seconds * 1000
    let requests = 0
    let answeredAt = from.at
    const worker = async () => {
      while (performance.now() < until) {
        const n = addresses++
        const answer = await options.once(kind, `10.254.${(n >> 8) & 255}.${n & 255}`)
        if (answer.status >= 300) {
          throw new Error(`${kind} answered ${answer.status}: ${answer.body?.slice(0, 300)}`)
        }
        requests++
        answeredAt = performance.now()
      }
    }
    await Promise.all(Array.from({ length: options.parallel }, worker))
    await options.settle()
    const to = read()
    const seconds = (to.at - from.at) / 1000
    costs.push({
      kind,
      requests,
      perSecond: requests / ((answeredAt - from.at) / 1000),
      serverMs: (1000 * (to.server - from.server - idle.server * seconds)) / requests,
      databaseMs: (1000 * (to.database - from.database - idle.database * seconds)) / requests,
    })
  }
  return costs
}

/** The mix's CPU a request, by the weights, and the most requests a second the cores allow. */
export function mixCeiling(costs: KindCost[], weights: Record<Kind, number>) {
  let weight = 0
  let serverMs = 0
  let databaseMs = 0
  for (const cost of costs) {
    const w = weights[cost.kind]
    weight += w
    serverMs += w * cost.serverMs
    databaseMs += w * cost.databaseMs
  }
  serverMs /= weight
  databaseMs /= weight
  const cores = cpus().length
  return {
    serverMs,
    databaseMs,
    cores,
    /** Every core busy with the server and the database only (no load generator). */
    perSecond: (1000 * cores) / (serverMs + databaseMs),
  }
}

export function printCosts(costs: KindCost[], weights: Record<Kind, number>, parallel: number) {
  const pad = (value: string, width: number) => value.padStart(width)
  console.log(
    `CPU a request, each kind alone (${parallel} at a time, with the jobs it queued, idle use taken off):`,
  )
  console.log(
    `${'kind'.padEnd(10)}${pad('requests', 9)}${pad('req/s', 9)}${pad('server ms', 11)}` +
      `${pad('database ms', 13)}${pad('both ms', 9)}${pad('share of mix', 14)}`,
  )
  const ceiling = mixCeiling(costs, weights)
  const total = ceiling.serverMs + ceiling.databaseMs
  const weight = costs.reduce((sum, c) => sum + weights[c.kind], 0)
  for (const c of costs) {
    const both = c.serverMs + c.databaseMs
    const share = (100 * weights[c.kind] * both) / weight / total
    console.log(
      `${c.kind.padEnd(10)}${pad(String(c.requests), 9)}${pad(c.perSecond.toFixed(1), 9)}` +
        `${pad(c.serverMs.toFixed(2), 11)}${pad(c.databaseMs.toFixed(2), 13)}` +
        `${pad(both.toFixed(2), 9)}${pad(weights[c.kind] ? `${share.toFixed(1)} %` : 'the floor', 14)}`,
    )
  }
  console.log(
    `The mix by its weights: ${ceiling.serverMs.toFixed(2)} ms of the server and ` +
      `${ceiling.databaseMs.toFixed(2)} ms of the database a request → at most ` +
      `${Math.round(ceiling.perSecond)} requests/s on ${ceiling.cores} cores with nothing else ` +
      `running\n`,
  )
  return ceiling
}
