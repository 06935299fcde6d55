// `npm run bench`: latency of the main procedures on the demo data set, measured in-process
// (no HTTP), on a fresh embedded database or on DATABASE_URL's server.
import { parseEnv } from '../../src/env'
import { connect } from '../../src/server/db/client'
import {
  seedDemoData,
  demoFounderEmail,
  demoInvestorEmail,
  demoStartupSlug,
} from '@/server/db/demo/seed'
import { demoPassword } from '../../src/server/demo-accounts'
import { createServices } from '../../src/server/services'
import { createContext } from '../../src/server/trpc/init'
import { createCaller } from '../../src/server/trpc/root'
import { applicationSearchCases } from './application-search'

const iterations = Number(process.env.BENCH_ITERATIONS ?? 200)
const url = process.env.DATABASE_URL
const connection = connect(url ? { kind: 'postgres', url } : { kind: 'pglite' })
await connection.migrate()
await seedDemoData(connection.db)
const services = createServices(
  connection,
  parseEnv({
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
    BETTER_AUTH_URL: 'http://localhost:3000',
  }),
)

const signIn = await services.auth.api.signInEmail({
  body: { email: demoInvestorEmail, password: demoPassword },
  asResponse: true,
})
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
const investorHeaders = new Headers({ cookie: cookieOf(signIn) })
const founderSignIn = await services.auth.api.signInEmail({
  body: { email: demoFounderEmail, password: demoPassword },
  asResponse: true,
})
const founder = await createCaller(
  await createContext(services, new Headers({ cookie: cookieOf(founderSignIn) })),
)
const anonymous = await createCaller(await createContext(services, new Headers()))
const investor = await createCaller(await createContext(services, investorHeaders))
const publicPage = await anonymous.website.startupPublicProfile.getStartupPublicProfile({
  slug: demoStartupSlug,
})
const investorOrgId = (await investor.account.session())!.membership!.organisationId
const applied = await connection.db.query.application.findFirst({
  columns: { startupOrgId: true },
  where: (a, { eq }) => eq(a.investorOrgId, investorOrgId),
})

const cases: [string, () => Promise<unknown>][] = [
  ['website.counts', () => anonymous.website.counts()],
  [
    'website.startupPublicProfile.getStartupPublicProfile',
    () => anonymous.website.startupPublicProfile.getStartupPublicProfile({ slug: publicPage.slug }),
  ],
  [
    'account.session (context + query, signed in)',
    async () =>
      (await createCaller(await createContext(services, investorHeaders))).account.session(),
  ],
  [
    'investors.applications.fullProfile',
    () => investor.investors.applications.fullProfile({ startupOrgId: applied!.startupOrgId }),
  ],
  [
    'investors.applications.forStartup',
    () => investor.investors.applications.forStartup({ startupOrgId: applied!.startupOrgId }),
  ],
  ['startups.channels.matching', () => founder.startups.channels.matching()],
  ['startups.applications.list', () => founder.startups.applications.list()],
  ['notifications.unreadCount', () => founder.notifications.unreadCount()],
  ...(await applicationSearchCases(connection.db, investor, investorOrgId)),
]

console.log(`${connection.kind}, ${iterations} calls each (after 10 warm-up calls)\n`)
console.log(
  'procedure'.padEnd(56),
  'p50 ms'.padStart(8),
  'p95 ms'.padStart(8),
  'max ms'.padStart(8),
)
for (const [name, run] of cases) {
  for (let i = 0; i < 10; i++) await run()
  const times: number[] = []
  for (let i = 0; i < iterations; i++) {
    const start = performance.now()
    await run()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) =>
    times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2)
  console.log(
    name.padEnd(56),
    at(0.5).padStart(8),
    at(0.95).padStart(8),
    times.at(-1)!.toFixed(2).padStart(8),
  )
}
await connection.close()
