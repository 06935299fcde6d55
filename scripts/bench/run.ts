// `npm run bench`: the investor screens' queries through HTTP on the production build, against the
// bench database (`npm run bench:data`), with today's search SQL timed on the same data in the
// same run as the baseline. Prints one table and writes bench-results/<time>.json.
//
// Options: --database-url (default as bench:data) or --data-dir (an embedded database filled by
// bench:data), --iterations (100 per case), --baseline-iterations (calls of today's search per
// case; 20), --port (3800), --only TEXT (only the
// cases whose name holds TEXT, without the export and the public pages: for a quick look).
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

import { sql } from 'drizzle-orm'

import { parseApplicationSearch } from '@/domain/applications/search-params'
import { connect } from '@/server/db/client'
import { rowsOf } from '@/server/db/rows'
import { demoInvestorEmail } from '@/server/db/demo/seed'
import { demoPassword } from '@/server/demo-accounts'

import { buildIfStale, serverCommand } from '../lib/build.mjs'
import { searchApplications as baselineSearch } from './baseline/application-search'
import { dashboardCases, discoverCases, searchCases, type Case } from './cases'
import { measureExport, residentMegabytes, type ExportPerformance } from './export'
import { describeFirstLoad, measureAreaFirstLoads, type FirstLoad } from './first-load'
import { lighthouse, measurePublicPages, type PagePerformance } from './public-pages'

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    iterations: { type: 'string', default: '100' },
    // Today's search takes seconds a call at 1M applications: fewer calls keep the run short.
    'baseline-iterations': { type: 'string' },
    port: { type: 'string', default: '3800' },
    only: { type: 'string' },
  },
})
// An embedded database (`--data-dir`, filled by `bench:data -- --data-dir`) or PostgreSQL.
const dataDir = args['data-dir']
const url =
  args['database-url'] ??
  process.env.BENCH_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/sangam_bench'
const databaseName = dataDir ? 'embedded (PGlite)' : 'PostgreSQL'
const iterations = Number(args.iterations)
const baselineIterations = Number(args['baseline-iterations'] ?? 20)
const base = `http://localhost:${args.port}`

type Timing = { p50: number; p95: number; p99: number; max: number }

/** Percentiles by nearest rank: p95 of 100 calls is the 95th fastest. */
function timingOf(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!
  const round = (n: number) => Math.round(n * 10) / 10
  return {
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(sorted.at(-1)!),
  }
}

async function measure(
  run: () => Promise<unknown>,
  warmUp = 3,
  calls = iterations,
): Promise<Timing> {
  for (let i = 0; i < warmUp; i++) await run()
  const times: number[] = []
  for (let i = 0; i < calls; i++) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  return timingOf(times)
}

const connection = connect(dataDir ? { kind: 'pglite', dataDir } : { kind: 'postgres', url })
const { db } = connection

const [scope] = await rowsOf<{ org: string; applications: number }>(
  db,
  sql`
  select m.organisation_id as org,
    (select count(*)::int from application a where a.investor_org_id = m.organisation_id) as applications
  from member m join "user" u on u.id = m.user_id where u.email = ${demoInvestorEmail}`,
)
if (!scope) {
  throw new Error(`No demo investor in ${dataDir ?? url}: run npm run bench:data first`)
}
const teammates = await rowsOf<{ email: string }>(
  db,
  sql`
  select u.email from member m join "user" u on u.id = m.user_id
  where m.organisation_id = ${scope.org} order by u.email`,
)
const [publicCompany] = await rowsOf<{ slug: string }>(
  db,
  sql`
  select slug from startup_profile where is_public order by slug limit 1`,
)
const channels = await rowsOf<{ id: string }>(
  db,
  sql`
  select c.id from channel c where c.organisation_id = ${scope.org}
  order by (select count(*) from application a where a.channel_id = c.id) desc`,
)

/** Today's search for each search case, `baselineIterations` calls each, in this process. */
async function baselineTimings(cases: Case[]): Promise<Map<Case, Timing>> {
  const timings = new Map<Case, Timing>()
  for (const benchCase of cases) {
    if (!benchCase.baseline) continue
    const search = parseApplicationSearch(benchCase.baseline)
    timings.set(
      benchCase,
      await measure(() => baselineSearch(db, scope!.org, search), 1, baselineIterations),
    )
  }
  return timings
}

const cases = [
  ...searchCases(channels.map((c) => c.id)),
  ...discoverCases(),
  ...dashboardCases(channels[0]?.id),
].filter((benchCase) => !args.only || benchCase.name.includes(args.only))
if (!cases.length) throw new Error(`No bench case's name holds "${args.only}"`)

// An embedded database has one user at a time: today's search is timed before the server opens it.
let baselines = new Map<Case, Timing>()
if (dataDir) {
  console.log(`Today's search in this process, ${baselineIterations} calls per case…`)
  baselines = await baselineTimings(cases)
  await connection.close()
}

const inherited = { ...process.env }
delete inherited.DATABASE_URL
const env = {
  ...inherited,
  NODE_ENV: 'production',
  ...(dataDir ? { DATA_DIR: dataDir } : { DATABASE_URL: url }),
  DEMO_MODE: 'false',
  PORT: args.port,
  BETTER_AUTH_URL: base,
  BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  LOG_LEVEL: 'warn',
  // The teammates sign in from addresses of their own (X-Forwarded-For), as behind a proxy: sign-in
  // allows 10 a minute from one address.
  TRUST_PROXY: 'true',
}
buildIfStale(env)
const serverStarted = performance.now()
const server = spawn(process.execPath, serverCommand, {
  stdio: ['ignore', 'ignore', 'inherit'],
  env,
})

/** Waits for the server to say ready: its search indexes are built (docs/decisions/0042). */
async function waitForServer() {
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`The server did not say ready on ${base}`)
}

/** Signed-in cookies of the investor's teammates: calls rotate over them (600 calls a minute each). */
async function signIn(email: string, teammate: number): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      'x-forwarded-for': `10.0.${teammate >> 8}.${teammate & 255}`,
    },
    body: JSON.stringify({ email, password: demoPassword }),
  })
  if (!response.ok) throw new Error(`Sign-in of ${email} failed: ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

let turn = 0
const calls = new Map<Case, number>()
async function call(cookies: string[], benchCase: Case) {
  const cookie = cookies[turn++ % cookies.length]!
  const made = calls.get(benchCase) ?? 0
  calls.set(benchCase, made + 1)
  const { path } = benchCase
  const input = benchCase.inputOf?.(made) ?? benchCase.input
  const query = encodeURIComponent(JSON.stringify({ json: input }))
  const response = await fetch(`${base}/trpc/${path}?input=${query}`, { headers: { cookie } })
  const body = await response.text()
  if (!response.ok)
    throw new Error(`${path} ${JSON.stringify(input)}: ${response.status} ${body.slice(0, 300)}`)
}

type Result = { name: string; http: Timing; baseline?: Timing }
const results: Result[] = []
let exported: ExportPerformance | undefined
let publicPages: PagePerformance[] = []
let otherPublicPages: { path: string; lighthouse: PagePerformance['lighthouse'] }[] = []
let firstLoads: FirstLoad[] = []
let indexLoadMs = 0
const serverMemory = { before: 0, after: 0 }
try {
  await waitForServer()
  // The server builds the organisation's in-memory index at start and says ready once it is
  // built: the time from its start, its memory then, and its first search's time.
  indexLoadMs = Math.round(performance.now() - serverStarted)
  serverMemory.before = residentMegabytes(server.pid!)
  const cookies = await Promise.all(teammates.map((t, i) => signIn(t.email, i)))
  const firstStarted = performance.now()
  await call(cookies, cases[0]!)
  const firstMs = Math.round(performance.now() - firstStarted)
  serverMemory.after = residentMegabytes(server.pid!)
  console.log(
    `Ready (index of ${scope.applications.toLocaleString('en-IN')} applications built) ${indexLoadMs} ms after the start · ` +
      `first search ${firstMs} ms · server memory ${serverMemory.before} MB when ready, ${serverMemory.after} MB after`,
  )
  console.log(
    `${scope.applications.toLocaleString('en-IN')} applications of one organisation · ${databaseName} · ` +
      `${iterations} calls per case through HTTP · ${cookies.length} signed-in teammates\n`,
  )
  const head = ['case'.padEnd(52), 'p50', 'p95', 'p99', '| today p50', 'p95', 'ratio p95']
  console.log(head.map((h, i) => (i ? h.padStart(8) : h)).join(' '))
  // Every case through HTTP first, then today's search for each: its whole-table reads would
  // otherwise leave the database's cache cold for the next case.
  const timings = []
  for (const benchCase of cases) timings.push(await measure(() => call(cookies, benchCase)))
  if (!dataDir) baselines = await baselineTimings(cases)
  for (const [i, benchCase] of cases.entries()) {
    const http = timings[i]!
    const baseline = baselines.get(benchCase)
    results.push({ name: benchCase.name, http, baseline })
    const cells = [http.p50, http.p95, http.p99].map((n) => n.toFixed(1).padStart(8))
    const before = baseline
      ? [
          `|${baseline.p50.toFixed(1).padStart(9)}`,
          baseline.p95.toFixed(1).padStart(8),
          `${(baseline.p95 / http.p95).toFixed(1)}×`.padStart(9),
        ]
      : []
    console.log([benchCase.name.slice(0, 52).padEnd(52), ...cells, ...before].join(' '))
  }

  // --only: the cases asked for, without the export and the public pages.
  if (!args.only) {
    exported = await measureExport(base, cookies[0]!, server.pid!)
    console.log(
      `\nCSV export: ${exported.rows.toLocaleString('en-IN')} rows (${exported.megabytes} MB) in ` +
        `${exported.seconds} s = ${exported.rowsPerSecond.toLocaleString('en-IN')} rows/s · server ` +
        `memory ${exported.serverMemoryBeforeMb} MB before, peak ${exported.serverMemoryPeakMb} MB ` +
        `(+${exported.serverMemoryPeakMb - exported.serverMemoryBeforeMb} MB)`,
    )

    const pages = ['/', ...(publicCompany ? [`/company/${publicCompany.slug}`] : [])]
    publicPages = await measurePublicPages(base, pages, '.output/public/assets', cookies[0]!)
    console.log(
      `\nPublic pages, anonymous visitor: autocannon, 50 connections, 10 s each, beside a bare ` +
        `node:http server answering the same bytes`,
    )
    for (const page of publicPages) {
      const lighthouse = page.lighthouse
        ? ` · Lighthouse mobile ${page.lighthouse.performance}, LCP ${page.lighthouse.lcpMs} ms`
        : ''
      console.log(
        `${page.path.padEnd(28)} ${page.requestsPerSecond.toLocaleString('en-IN')} req/s vs bare ` +
          `${page.bareRequestsPerSecond.toLocaleString('en-IN')} (${page.share} %), p99 ` +
          `${page.latencyP99Ms} ms, ${page.errors} errors · ${page.htmlBytes} B sent · initial JS ` +
          `${(page.initialJsGzipBytes / 1024).toFixed(1)} kB gzip in ${page.scripts} scripts ` +
          `(signed in: ${(page.signedInJsGzipBytes / 1024).toFixed(1)} kB in ` +
          `${page.signedInScripts})${lighthouse}`,
      )
    }

    // Every other public page: Lighthouse's mobile score (the figures issue 33 asks of each).
    const [investor] = await rowsOf<{ slug: string }>(
      db,
      sql`select slug from organisation where id = ${scope.org}`,
    )
    const others = [
      '/about',
      '/request-access',
      '/demo',
      '/coming-soon',
      '/legal/privacy-policy',
      '/legal/terms-of-service',
      ...(investor ? [`/investor/${investor.slug}`] : []),
    ]
    otherPublicPages = []
    for (const path of others) {
      await fetch(`${base}${path}`)
      const score = lighthouse(`${base}${path}`)
      if (!score) break
      otherPublicPages.push({ path, lighthouse: score })
      console.log(
        `${path.padEnd(28)} Lighthouse mobile ${score.performance}, LCP ${score.lcpMs} ms`,
      )
    }

    // A signed-in person's first load: the scripts before the first screen works, and Lighthouse.
    firstLoads = await measureAreaFirstLoads(base, '.output/public/assets')
    console.log(`\nSigned-in first loads (scripts fetched until hydrated and the network is quiet)`)
    for (const load of firstLoads) console.log(describeFirstLoad(load))
  }
} finally {
  server.kill('SIGTERM')
  if (!dataDir) await connection.close()
}

mkdirSync('bench-results', { recursive: true })
const file = `bench-results/${new Date().toISOString().replace(/[:.]/g, '-')}.json`
writeFileSync(
  file,
  JSON.stringify(
    {
      applications: scope.applications,
      iterations,
      database: dataDir ? 'pglite' : 'postgres',
      indexLoadMs,
      serverMemory,
      results,
      exported,
      publicPages,
      otherPublicPages,
      firstLoads,
    },
    null,
    2,
  ),
)
console.log(
  `\nms; "today" is the search SQL before this work, run in-process on the same database in the same run.\nWritten to ${file}`,
)
