// `npm run loadtest`: the two mixes against the production build on PostgreSQL with many
// applications. Mix A, a steady day (mix.ts): public pages, signed-in reads and writes over many
// connections (autocannon). Mix B, a deadline day (deadline.ts): founders apply to one new channel
// at a steady pace while 20 of the team search and review, then the time until every notification
// and email is out. Sign-ins are measured apart. Prints each kind's requests/s, p50/p95/p99,
// non-2xx answers, 429s and errors, the server's memory during and after each run, and where the
// machine's cores went during it (server, database, load generator, the rest, idle); writes
// bench-results/loadtest-<time>.json. Exits 1 when errors reach 0.1 %.
//
// Options: --connections (200), --duration (seconds, 60), --runs (2, in the same server process; 0:
// mix B alone), --applications (100000), --idle (seconds after each run before memory is read, 15),
// --port (3900), --database-url (LOADTEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/sangam_loadtest; dropped and filled by bench:data), --reuse
// (keep the data of a previous load test instead of filling afresh; vacuumed first), --cpu-prof
// (the server runs under `node --cpu-prof`; its profile is written to bench-results/profiles and
// each run's stretch summarised at the end), --deadline-founders (1000) and --deadline-seconds (60)
// for mix B, --no-deadline to skip it; --servers 2: two servers behind Debian's nginx with
// deploy/nginx-sangam.conf (the figures of memory, CPU and the profile are the first server's).
// --ci: 50 connections, 10 s, 1 run, 5,000 applications, mix B with 50 founders in 5 s. Each run
// also reports the database's transactions per request; a census before the runs counts them for
// each kind alone (--no-census to skip; off with --ci), and the CPU each kind costs the server and
// the database, with the ceiling those costs set for the mix (costs.ts; --no-costs to skip; off
// with --ci). Last, the public pages against a bare node:http server answering the same bytes, both
// with wrk (public-ratio.ts; Debian's wrk; --no-public to skip).
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { connect } from '@/server/db/client'
import { demoPassword } from '@/server/demo-accounts'

import { run as runCommand } from '../lib/build.mjs'
import { startNginx } from '../lib/nginx'
import { searchCases } from '../bench/cases'
import { createMix, kinds, weights } from './mix'
import {
  memoryGrowth,
  printMemory,
  printRun,
  summariseMemory,
  summariseRun,
  type KindSummary,
  type MemorySummary,
} from './report'
import { inParallel, sampleServer, signIn, startServer, type MemorySample } from './server'
import { printProfile } from './profile'
import {
  cpuSplitFrom,
  describeCpuSplit,
  measureCosts,
  postmasterOf,
  printCosts,
  type CpuSplit,
  type KindCost,
} from './costs'
import { comparePublicPages, printRatios, wrkAvailable, type PageRatio } from './public-ratio'
import { prepareWorld } from './world'
import { deadlineDay, printDeadline, type DeadlineResult } from './deadline'

const { values: args } = parseArgs({
  options: {
    ci: { type: 'boolean', default: false },
    connections: { type: 'string' },
    duration: { type: 'string' },
    runs: { type: 'string' },
    applications: { type: 'string' },
    idle: { type: 'string' },
    port: { type: 'string', default: '3900' },
    'database-url': { type: 'string' },
    reuse: { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    census: { type: 'boolean' },
    costs: { type: 'boolean' },
    deadline: { type: 'boolean', default: true },
    public: { type: 'boolean', default: true },
    servers: { type: 'string' },
    'deadline-founders': { type: 'string' },
    'deadline-seconds': { type: 'string' },
  },
  allowNegative: true,
})
const ci = args.ci
const number = (value: string | undefined, full: number, short: number, least = 1) => {
  const n = Number(value ?? (ci ? short : full))
  if (!Number.isInteger(n) || n < least) {
    throw new Error(`Expected a whole number from ${least}: ${value}`)
  }
  return n
}
const connections = number(args.connections, 200, 50)
const duration = number(args.duration, 60, 10)
// --runs 0: mix B alone (back-to-back comparisons of a change to it).
const runs = number(args.runs, 2, 1, 0)
const applications = number(args.applications, 100_000, 5_000)
const idle = number(args.idle, 15, 3)
const port = number(args.port, 3900, 3900)
const servers = number(args.servers, 1, 1)
if (servers > 2) throw new Error('--servers is 1 or 2')
const deadlineOptions = {
  founders: number(args['deadline-founders'], 1000, 50),
  seconds: number(args['deadline-seconds'], 60, 5),
  reviewers: 20,
  pauseMs: 200,
}
const databaseUrl =
  args['database-url'] ??
  process.env.LOADTEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/sangam_loadtest'
/** Highest rate the pools are sized for; past it applications fall back to searches (reported). */
const plannedRate = 1000
const errorBudgetPercent = 0.1

const started = performance.now()
if (!args.reuse) {
  runCommand(
    'npx',
    [
      'tsx',
      'scripts/bench/data.ts',
      '--applications',
      String(applications),
      '--database-url',
      databaseUrl,
    ],
    process.env,
  )
}

// A reused database is vacuumed first, as autovacuum would have between two busy spells: the
// previous runs' rows would otherwise leave pages unmarked in the visibility map (this machine's
// PostgreSQL runs without autovacuum), and counts read through index-only scans would visit them.
if (args.reuse) {
  const vacuum = connect({ kind: 'postgres', url: databaseUrl })
  await vacuum.executeSql('VACUUM (ANALYZE)').finally(() => vacuum.close())
}

// Each person's calls are limited (600 a minute; about one call per request of the mix is an
// investor's): reviewers enough for the planned rate with a quarter to spare, over a run's minute
// or less; founders enough for every application to be a pair not applied yet.
const connection = connect({ kind: 'postgres', url: databaseUrl })
const world = await prepareWorld(connection.db, {
  reviewers: Math.ceil((1.25 * plannedRate * Math.min(60, duration + 5)) / 600),
  applies: Math.ceil((plannedRate * (duration * runs + 5) * weights.apply) / 100),
  movable: Math.max(1000, connections * 5),
}).finally(() => connection.close())
console.log(
  `${world.applications.toLocaleString('en-IN')} applications of the demo investor · ` +
    `${world.reviewerEmails.length} reviewers in its team · ${world.founderEmails.length} founders ` +
    `(profiles ${world.profilePercent} % complete) with ` +
    `${world.applyTargets.length.toLocaleString('en-IN')} channels to apply to · ` +
    `${world.movable.length} applications to move · ${world.reviewable.length} startups to review`,
)

const profileDir = 'bench-results/profiles'
if (args['cpu-prof']) mkdirSync(profileDir, { recursive: true })
const profileStarted = Date.now()
if (!wrkAvailable()) {
  console.error('wrk is needed for the public pages against a bare server: apt-get install -y wrk')
  process.exit(1)
}
let ratios: PageRatio[] = []
let deadline: DeadlineResult | null = null
let signInRate: number | null = null
let costs: KindCost[] = []
// With two servers, people reach the app through nginx, on the port after both servers'.
const publicUrl = servers === 2 ? `http://localhost:${port + 2}` : undefined
const server = await startServer({
  port,
  databaseUrl,
  publicUrl,
  ...(args['cpu-prof'] ? { cpuProfileDir: profileDir } : {}),
})
const second = servers === 2 ? await startServer({ port: port + 1, databaseUrl, publicUrl }) : null
const proxy =
  servers === 2
    ? await startNginx(mkdtempSync(path.join(tmpdir(), 'sangam-loadtest-')), port + 2, [
        port,
        port + 1,
      ])
    : null
/** Where the mixes send their requests. Sign-ins go to the first server straight: nginx passes
 * on the load generator's one address, and sign-in is limited per address. */
const base = proxy?.url ?? server.base
if (proxy) {
  process.once('exit', () => proxy.child.kill())
  console.log(`Two servers (ports ${port} and ${port + 1}) behind nginx at ${base}`)
}
// Transactions the database committed or rolled back, every client's (the server's requests,
// its job queue): read before and after each run for the transactions per request.
const statsConnection = connect({ kind: 'postgres', url: databaseUrl })
const censusRequests = 20
/** Until the server's job queue has nothing due (at most 30 s). */
const settle = async () => {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const { rows } = await statsConnection.executeSql(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active') AND start_after <= now()",
    )
    if ((rows[0] as { n: number }).n === 0) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
/** Until every backend has reported its counts: an idle one does within 10 s (PGSTAT_IDLE_INTERVAL). */
const reported = () => new Promise((resolve) => setTimeout(resolve, 11_000))
const transactions = async () => {
  const { rows } = await statsConnection.executeSql(
    'SELECT (xact_commit + xact_rollback)::float8 AS n FROM pg_stat_database WHERE datname = current_database()',
  )
  // Each backend flushes its counts within a second of its transactions (read after a pause).
  return (rows[0] as { n: number }).n
}
let failed = false
const results: {
  summaries: KindSummary[]
  memory: MemorySummary
  seconds: number
  /** The machine's one-minute load average: anything else running skews the figures. */
  load: { before: number; after: number }
  samples: { during: MemorySample[]; idle: MemorySample[] }
  /** When the run went (performance.now()), for its stretch of the CPU profile. */
  timed: { from: number; to: number }
  cpu: CpuSplit
}[] = []
try {
  const signedIn = async (emails: string[], first: number) =>
    inParallel(emails, 8, (email, i) =>
      signIn(
        server.base,
        email,
        demoPassword,
        `172.16.${(first + i) >> 8}.${(first + i) & 255}`,
        base,
      ),
    )
  const signInStarted = performance.now()
  const investorCookies = await signedIn(world.reviewerEmails, 0)
  const founderCookies = await signedIn(world.founderEmails, world.reviewerEmails.length)
  console.log(
    `${investorCookies.length + founderCookies.length} people signed in in ` +
      `${((performance.now() - signInStarted) / 1000).toFixed(1)} s`,
  )

  const wanted = [
    'search: no filter',
    'search: sectors=Software',
    'search: status=submitted,in_review',
    'search: sectors + state',
    'search: stage + raise range',
    'search: all filters combined',
    'search: q=agri',
    'search: sort=oldest',
  ]
  const searches = searchCases(world.channelIds).filter((c) => wanted.includes(c.name))
  if (searches.length !== wanted.length) throw new Error('A search case of the bench is missing')
  const traffic = {
    base,
    companySlug: world.publicCompanySlug,
    investorSlug: world.investorSlug,
    password: demoPassword,
    signInEmails: [...world.founderEmails, ...world.reviewerEmails],
    investorCookies,
    founderCookies,
    searches,
    reviewable: world.reviewable,
    rateable: world.rateable,
    applyTargets: world.applyTargets,
    movable: world.movable,
  }
  const mix = createMix(traffic)

  // A few seconds at low concurrency first: the search index is built, pages are kept and every
  // kind of request must have been answered with a 2xx before anything is timed.
  const warmUp = await mix.run({ connections: 8, duration: ci ? 3 : 5 })
  const unanswered = [...warmUp.stats].filter(
    ([, s]) => ![...s.statuses].some(([status]) => status >= 200 && status < 300),
  )
  if (unanswered.length) {
    printRun(summariseRun(warmUp.stats, warmUp.result.duration))
    throw new Error(`No 2xx in the warm-up for: ${unanswered.map(([kind]) => kind).join(', ')}`)
  }
  console.log(`Warm-up: ${warmUp.result.requests.total} requests, every kind answered\n`)

  // Where the database's work comes from: each kind alone, one request at a time, with the jobs it
  // queues (notifications, mail) run before the count is read, less the transactions the server
  // makes while idle (its job queue's polling). Not in the short form: it takes a minute or two.
  if (args.census ?? !ci) {
    // Read at the end of quiet spells, so every transaction is counted in its own spell.
    await settle()
    await reported()
    let last = { count: await transactions(), at: performance.now() }
    const spell = async (work: () => Promise<void>) => {
      await work()
      await settle()
      await reported()
      const now = { count: await transactions(), at: performance.now() }
      const spent = { count: now.count - last.count, seconds: (now.at - last.at) / 1000 }
      last = now
      return spent
    }
    const idle = await spell(async () => {})
    const idleRate = idle.count / idle.seconds
    const census = new Map<string, number>()
    for (const kind of kinds) {
      const spent = await spell(async () => {
        for (let i = 0; i < censusRequests; i++) {
          const answer = await mix.once(kind, `10.255.0.${i + 1}`)
          if (answer.status >= 300) {
            throw new Error(
              `The census's ${kind} answered ${answer.status}: ${answer.body?.slice(0, 300)}`,
            )
          }
        }
      })
      census.set(kind, (spent.count - idleRate * spent.seconds) / censusRequests)
    }
    console.log(
      `Database transactions per request, each kind alone (with the jobs it queued; ` +
        `${idleRate.toFixed(1)}/s while idle taken off): ` +
        kinds.map((kind) => `${kind} ${census.get(kind)!.toFixed(1)}`).join(' · ') +
        '\n',
    )
  }

  // The database cluster's postmaster, when the database runs on this machine (read in /proc).
  const { rows: backend } = await statsConnection.executeSql('SELECT pg_backend_pid() AS pid')
  const postmasterPid = postmasterOf((backend[0] as { pid: number }).pid)

  // What each kind costs the server and the database in CPU, and the ceiling that sets for the mix
  // on this machine's cores. Needs the database on this machine (its processes are read in /proc).
  if (args.costs ?? !ci) {
    const parallel = 8
    if (postmasterPid === null) console.log('The database is not on this machine: no costs\n')
    else
      costs = await measureCosts({
        kinds: kinds.filter((kind) => weights[kind] > 0 || kind === 'floor'),
        once: mix.once,
        serverPid: server.pid,
        postmasterPid,
        settle,
        parallel,
        seconds: 4,
      })
    if (costs.length) printCosts(costs, weights, parallel)
  }

  // Sign-ins apart: their password hashing (scrypt, on libuv's threads) bounds any mix.
  const everyone = [...world.reviewerEmails, ...world.founderEmails]
  const signInsStarted = performance.now()
  await inParallel(everyone, 16, (email, i) =>
    signIn(server.base, email, demoPassword, `172.31.${i >> 8}.${i & 255}`, base),
  )
  const signInSeconds = (performance.now() - signInsStarted) / 1000
  signInRate = everyone.length / signInSeconds
  console.log(
    `Sign-ins alone, 16 at a time: ${everyone.length} in ${signInSeconds.toFixed(1)} s, ` +
      `${signInRate.toFixed(1)} a second\n`,
  )

  for (let n = 1; n <= runs; n++) {
    const loadBefore = loadavg()[0]!
    const sampler = sampleServer(server, 1000)
    const transactionsBefore = await transactions()
    const runStarted = performance.now()
    const cpuSplit = cpuSplitFrom(second ? [server.pid, second.pid] : [server.pid], postmasterPid)
    const { result, stats, exhausted } = await mix.run({ connections, duration })
    const cpu = cpuSplit.stop()
    const timed = { from: runStarted, to: performance.now() }
    const during = await sampler.stop()
    const idler = sampleServer(server, 1000)
    await new Promise((resolve) => setTimeout(resolve, idle * 1000))
    const idleSamples = await idler.stop()
    // Read after idling: each backend has reported its counts by then (within 10 s).
    const perRequest = (await transactions()) - transactionsBefore
    const summaries = summariseRun(stats, result.duration)
    const memory = summariseMemory(during, idleSamples)
    const load = { before: loadBefore, after: loadavg()[0]! }
    results.push({
      summaries,
      memory,
      seconds: result.duration,
      load,
      samples: { during, idle: idleSamples },
      timed,
      cpu,
    })
    const answered = result.requests.total
    console.log(
      `Run ${n} of ${runs}: ${connections} connections, ${Math.round(result.duration)} s · ` +
        `database transactions per request ${(perRequest / Math.max(1, answered)).toFixed(2)} · ` +
        `autocannon: ${answered} answers, ${result.timeouts} timeouts, ` +
        `${result.errors - result.timeouts} connection errors · machine load ` +
        `${load.before.toFixed(1)} before, ${load.after.toFixed(1)} after (${cpus().length} CPUs)`,
    )
    printRun(summaries)
    printMemory(memory)
    console.log(describeCpuSplit(cpu, { servers, databaseOnThisMachine: postmasterPid !== null }))
    if (exhausted.apply || exhausted.status) {
      console.log(
        `Pools ran out: ${exhausted.apply} applications and ${exhausted.status} status moves were sent as searches instead`,
      )
    }
    console.log('')
  }

  if (args.deadline) {
    await settle()
    const team = investorCookies.slice(0, deadlineOptions.reviewers)
    const teamMix = createMix({ ...traffic, investorCookies: team })
    deadline = await deadlineDay(statsConnection, server, {
      ...deadlineOptions,
      base,
      investorOrgId: world.investorOrgId,
      teamCookies: team,
      teamRequest: (kind) => teamMix.request(kind),
    })
    printDeadline(deadline, deadlineOptions)
    const b = deadline.summaries
    const worstB = Math.max(0, ...b.map((s) => s.errorRate))
    if (worstB >= errorBudgetPercent || deadline.drainSeconds === null) failed = true
  }

  // --no-public: the mixes alone (back-to-back comparisons of a change).
  if (args.public) {
    const publicPaths = [
      '/',
      `/company/${world.publicCompanySlug}`,
      `/investor/${world.investorSlug}`,
      '/about',
      '/request-access',
    ]
    const wrkOptions = ci ? { connections: 20, seconds: 2 } : { connections: 50, seconds: 8 }
    // On a quiet server: the runs' notifications and mail sent first.
    await settle()
    ratios = await comparePublicPages(server.base, publicPaths, wrkOptions)
    printRatios(ratios, wrkOptions)
    const failing = ratios.filter((r) => r.app.failures > 0)
    if (failing.length) {
      failed = true
      console.error(`wrk saw failed answers on ${failing.map((r) => r.path).join(', ')}`)
    }
  }
} catch (error) {
  failed = true
  console.error(error)
} finally {
  proxy?.child.kill()
  await second?.stop()
  await server.stop()
  await statsConnection.close()
}
const serverStopped = performance.now()
if (args['cpu-prof']) {
  const profiles = readdirSync(profileDir)
    .map((name) => `${profileDir}/${name}`)
    .filter((file) => file.endsWith('.cpuprofile') && statSync(file).mtimeMs >= profileStarted)
  if (profiles.length === 0) console.log(`The server wrote no CPU profile to ${profileDir}`)
  for (const file of profiles) {
    // The timed runs' stretch: the server's busiest, without its start, warm-up and idle time.
    results.forEach((r, i) =>
      printProfile(file, {
        label: `run ${i + 1}`,
        fromMsBeforeEnd: serverStopped - r.timed.from,
        toMsBeforeEnd: serverStopped - r.timed.to,
      }),
    )
    if (deadline) {
      printProfile(file, {
        label: 'mix B',
        fromMsBeforeEnd: serverStopped - deadline.timed.from,
        toMsBeforeEnd: serverStopped - deadline.timed.to,
      })
    }
    if (!results.length && !deadline) printProfile(file)
  }
}

const overall = results.map((r) => r.summaries.find((s) => s.kind === 'overall')!)
const growth = results.length > 1 ? memoryGrowth(results.map((r) => r.memory)) : null
if (growth) {
  console.log(
    `Memory from run 1 to run ${results.length}, each after ${idle} s idle: RSS ` +
      `${growth.rssDeltaMb >= 0 ? '+' : ''}${growth.rssDeltaMb} MB, heap used ` +
      `${growth.heapDeltaMb ?? '?'} MB (lowest during the run: ${growth.lowestHeapDeltaMb ?? '?'} MB) → ` +
      (growth.grew ? 'the heap GREW' : 'no growth of the heap') +
      (growth.rssGrew ? ', RSS grew' : ''),
  )
}
console.log(
  `Server log: ${server.log.errors} errors, ${server.log.warnings} warnings (requests the load ` +
    `generator gave up on are info lines, not counted)` +
    server.log.firsts.map((line) => `\n  ${line}`).join(''),
)
mkdirSync('bench-results', { recursive: true })
const file = `bench-results/loadtest-${new Date().toISOString().replace(/[:.]/g, '-')}.json`
writeFileSync(
  file,
  JSON.stringify(
    {
      applications: world.applications,
      connections,
      duration,
      weights,
      runs: results,
      growth,
      publicPages: ratios,
      deadline,
      signInsPerSecond: signInRate,
      costs,
      serverLog: server.log,
    },
    null,
    2,
  ),
)
const worst = Math.max(0, ...overall.map((s) => s.errorRate))
console.log(
  `Written to ${file} · ${((performance.now() - started) / 1000).toFixed(0)} s in all · ` +
    `error rate ${worst.toFixed(2)} % ` +
    (worst >= errorBudgetPercent
      ? `: FAILED (the budget is under ${errorBudgetPercent} %)`
      : `(budget: under ${errorBudgetPercent} %)`),
)
if (failed || results.length < runs || worst >= errorBudgetPercent) process.exit(1)
