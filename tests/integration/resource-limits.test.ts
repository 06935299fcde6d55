/**
 * Resource limits (issue 11, item 3; decision 0030): page sizes, filter values, string lengths and
 * CSV exports running at once per organisation, through the real /trpc handler and the export
 * handlers, on the demo data set (seeded once for the file). Body size, upload size and the
 * statement timeout are tested beside their code: http-handler.test.ts, files.test.ts and
 * statement-timeout.test.ts.
 */
import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { emailSchema } from '@/domain/accounts/schemas'
import { parseApplicationSearch } from '@/domain/applications/search-params'
import { statusChangeSchema } from '@/domain/applications/status'
import { dashboardInputSchema } from '@/domain/investors/dashboard'
import { listFullMessage, maxListEntries } from '@/domain/investors/lists'
import { startupProfileSchema } from '@/domain/startups/profile-schemas'
import { parseEnv } from '@/env'
import { sectors } from '@/lib/options'
import { handleApplicationsExport } from '@/server/applications/export'
import { pendingAuthTasks } from '@/server/auth/auth'
import type { DatabaseConnection } from '@/server/db/client'
import { demoAdminEmail, demoInvestorEmail, seedDemoData } from '@/server/db/demo/seed'
import {
  releaseExportSlot,
  renewExportSlot,
  takeExportSlot,
} from '@/server/db/queries/export-slots'
import { createList } from '@/server/db/queries/lists'
import { demoPassword } from '@/server/demo-accounts'
import {
  exportLeaseSeconds,
  exportRetryAfterSeconds,
  exportsPerOrganisation,
  tooManyExportsMessage,
} from '@/server/exports/slots'
import { handleListExport } from '@/server/lists/export'
import { CLIENT_IP_HEADER } from '@/server/security/client-ip'
import { createServices, type Services } from '@/server/services'
import { handleTrpcRequest } from '@/server/trpc/handler'
import { appRouter } from '@/server/trpc/root'

import { testOrigin } from '../support/app'
import { csvOf } from '../support/csv'
import { createTestDatabase } from '../support/database'

let connection: DatabaseConnection
let services: Services
let investor: Headers
let otherInvestor: Headers
let admin: Headers
let userId: string
let orgId: string

async function query<T = Record<string, unknown>>(text: string, values: unknown[] = []) {
  return (await connection.executeSql(text, values)).rows as T[]
}

async function signIn(email: string): Promise<Headers> {
  const response = await services.auth.api.signInEmail({
    body: { email, password: demoPassword },
    asResponse: true,
  })
  if (!response.ok) throw new Error(`sign-in failed for ${email}: ${response.status}`)
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  return new Headers({ cookie, [CLIENT_IP_HEADER]: '203.0.113.30' })
}

type Answer = {
  status: number
  data: Record<string, unknown> & { rows: unknown[] }
  error: { message: string; data: { code: string; fieldErrors?: Record<string, string> } }
}

/** One call through the real /trpc handler: a query as GET, a mutation as POST. */
async function call(
  path: string,
  input: unknown,
  headers: Headers,
  method: 'GET' | 'POST' = 'GET',
): Promise<Answer> {
  const sent = new Headers(headers)
  const payload = JSON.stringify({ json: input })
  const request =
    method === 'GET'
      ? new Request(`${testOrigin}/trpc/${path}?input=${encodeURIComponent(payload)}`, {
          headers: sent,
        })
      : new Request(`${testOrigin}/trpc/${path}`, {
          method,
          headers: {
            ...Object.fromEntries(sent),
            'content-type': 'application/json',
            origin: testOrigin,
          },
          body: payload,
        })
  const response = await handleTrpcRequest(request, services)
  const body = await response.json()
  return { status: response.status, data: body.result?.data?.json, error: body.error?.json }
}

beforeAll(async () => {
  connection = await createTestDatabase()
  await seedDemoData(connection.db, { seed: 42 })
  services = createServices(
    connection,
    parseEnv({
      NODE_ENV: 'test',
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      BETTER_AUTH_URL: testOrigin,
    }),
  )
  investor = await signIn(demoInvestorEmail)
  admin = await signIn(demoAdminEmail)
  const [me] = await query<{ user_id: string; organisation_id: string }>(
    `select m.user_id, m.organisation_id from member m join "user" u on u.id = m.user_id
     where u.email = $1`,
    [demoInvestorEmail],
  )
  userId = me!.user_id
  orgId = me!.organisation_id
  const [other] = await query<{ email: string }>(
    `select u.email from member m join "user" u on u.id = m.user_id
     join organisation o on o.id = m.organisation_id
     where o.kind = 'investor' and o.id <> $1 order by u.email limit 1`,
    [orgId],
  )
  otherInvestor = await signIn(other!.email)

  // More rows than one page of each list the demo data leaves short.
  await query(
    `insert into access_request (name, email, kind, organisation)
     select 'Requester ' || g, 'requester' || g || '@example.com', 'startup', 'Org ' || g
     from generate_series(1, 60) g`,
  )
  await query(
    `insert into email_message ("to", template, subject, html, text, status)
     select 'person' || g || '@example.com', 'welcome', 'Welcome', '<p>Hi</p>', 'Hi', 'stored'
     from generate_series(1, 60) g`,
  )
  await query(
    `insert into notification (user_id, kind, title)
     select $1, 'application_submitted', 'Application ' || g from generate_series(1, 60) g`,
    [userId],
  )
  await query(
    `insert into audit_event (action, actor_email) select 'auth.sign-in', 'someone@example.com'
     from generate_series(1, 120) g`,
  )
}, 180_000)

afterAll(async () => {
  await pendingAuthTasks()
  await services?.jobs.stop()
  services?.mailer.close()
  await services?.rateLimits.stopSoon()
  await connection?.close()
})

describe('page size', () => {
  // Every procedure that answers a page. The server chooses the size; only the bell's list lets
  // the caller choose, up to 50.
  const paged: {
    path: string
    as: () => Headers
    size: number
    rows: (data: Answer['data']) => unknown[]
    /** The input is the page's address query, which ignores keys it does not know. */
    address?: true
  }[] = [
    {
      path: 'investors.applications.list',
      as: () => investor,
      size: 25,
      rows: (d) => d.rows,
      address: true,
    },
    {
      path: 'investors.discover.list',
      as: () => investor,
      size: 25,
      rows: (d) => d.rows,
      address: true,
    },
    { path: 'admin.accessRequests.list', as: () => admin, size: 25, rows: (d) => d.rows },
    { path: 'admin.users.list', as: () => admin, size: 25, rows: (d) => d.rows },
    { path: 'admin.organisations.list', as: () => admin, size: 25, rows: (d) => d.rows },
    { path: 'admin.outbox.list', as: () => admin, size: 25, rows: (d) => d.rows },
    { path: 'admin.audit.list', as: () => admin, size: 50, rows: (d) => d.rows },
    {
      path: 'notifications.list',
      as: () => investor,
      size: 20,
      rows: (d) => d.items as unknown[],
    },
  ]

  it('the table above names every procedure whose input asks for a page', () => {
    const procedures = appRouter._def.procedures as unknown as Record<
      string,
      { _def: { inputs: z.ZodType[] } }
    >
    const asking = Object.entries(procedures)
      .filter(([, procedure]) =>
        procedure._def.inputs.some((input) => {
          const schema = inputSchema(input)
          // A page number or size, or the whole input an address's query (a search).
          return (
            /"(page|limit|cursor|offset)":/.test(JSON.stringify(schema)) ||
            schema.propertyNames !== undefined
          )
        }),
      )
      .map(([path]) => path)
    expect(asking.sort()).toEqual(paged.map((entry) => entry.path).sort())
  })

  for (const { path, as, size, rows, address } of paged) {
    it(`${path}: a page holds at most ${size} rows, and a larger page size is ${address ? 'ignored' : 'refused'}`, async () => {
      const page = await call(path, {}, as())
      expect(page.status).toBe(200)
      // More rows exist than one page holds.
      expect(rows(page.data)).toHaveLength(size)
      expect(page.data.total ?? page.data.nextCursor).toBeTruthy()
      if (page.data.total !== undefined) expect(page.data.total).toBeGreaterThan(size)

      for (const key of ['pageSize', 'limit', 'perPage']) {
        if (key === 'limit' && path === 'notifications.list') continue
        const asked = await call(path, { [key]: 10_000 }, as())
        if (address) {
          expect(asked.status).toBe(200)
          expect(rows(asked.data)).toHaveLength(size)
        } else {
          expect(asked.status).toBe(400)
          expect(asked.error.message).toContain(`Unrecognized key: "${key}"`)
        }
      }
    })
  }

  it('notifications.list: a size up to 50 is the caller’s, above it is refused with a reason', async () => {
    const fifty = await call('notifications.list', { limit: 50 }, investor)
    expect(fifty.data.items).toHaveLength(50)
    expect(fifty.data.nextCursor).toBeTruthy()
    const more = await call('notifications.list', { limit: 51 }, investor)
    expect(more.status).toBe(400)
    expect(more.error.data.fieldErrors).toEqual({
      limit: ['Ask for at most 50 notifications at a time.'],
    })
  })

  it('a page past 10,000 is refused by the admin lists and read as page 10,000 by the searches', async () => {
    const admins = await call('admin.users.list', { page: 10_001 }, admin)
    expect(admins.status).toBe(400)
    expect(
      (await call('admin.audit.list', { page: 10_001 }, admin)).error.data.fieldErrors,
    ).toEqual({ page: ['That page is too far.'] })
    const far = await call('investors.applications.list', { page: '999999999' }, investor)
    expect(far.status).toBe(200)
    expect(far.data).toMatchObject({ page: 10_000, rows: [] })
  })

  it(`investors.lists.get: a list holds at most ${maxListEntries} startups, so the whole list is its page`, async () => {
    const list = await createList(services.db, {
      organisationId: orgId,
      createdBy: userId,
      name: 'Everything',
      description: null,
    })
    if (typeof list === 'string') throw new Error(list)
    const visible = (await call('investors.applications.list', {}, investor)).data.rows as {
      startupOrgId: string
    }[]
    const [onList, offList] = [...new Set(visible.map((row) => row.startupOrgId))]
    // One startup the organisation sees, and fillers up to the limit.
    await query(
      `insert into organisation (kind, name, slug)
       select 'startup', 'Filler ' || g, 'filler-' || g from generate_series(1, $1::int) g`,
      [maxListEntries - 1],
    )
    await query(
      `insert into startup_profile (organisation_id, name, slug)
       select id, name, slug from organisation where slug like 'filler-%'`,
    )
    await query(
      `insert into investor_list_entry (list_id, startup_org_id)
       select $1::uuid, id from organisation where slug like 'filler-%'
       union all select $1::uuid, $2::uuid`,
      [list.id, onList],
    )

    const full = await call('investors.lists.get', { id: list.id }, investor)
    expect(full.data.entries).toHaveLength(maxListEntries)

    const add = (startupOrgId: string, note?: string) =>
      call('investors.lists.addEntry', { listId: list.id, startupOrgId, note }, investor, 'POST')
    const addMany = (startupOrgIds: string[]) =>
      call('investors.lists.addEntries', { listId: list.id, startupOrgIds }, investor, 'POST')
    const refused = await add(offList!)
    expect(refused.status).toBe(409)
    expect(refused.error.message).toBe(listFullMessage())
    expect((await addMany([onList!, offList!])).error.message).toBe(listFullMessage())
    // A startup already on the list takes no more room: its note can still change.
    expect((await add(onList!, 'Still interesting')).status).toBe(200)
    expect((await addMany([onList!])).data).toEqual({ added: 0, alreadyThere: 1 })

    await query(`delete from investor_list_entry where list_id = $1 and startup_org_id <> $2`, [
      list.id,
      onList,
    ])
    expect((await add(offList!)).status).toBe(200)
  })
})

describe('filter values', () => {
  // 10,000 values of one filter: the real sectors after the first 60 are cut off. 100 kB of text.
  const fakes = Array.from({ length: 10_000 }, (_, i) => `Sector ${i}`)
  const tooMany = [...sectors.slice(0, 3), ...fakes, ...sectors.slice(3)].join(',')
  const longText = `${'krishi '.repeat(20)}${'x'.repeat(100_000)}`

  it('the parser keeps the first 60 values of a filter, 120 characters of each and of the text', () => {
    const search = parseApplicationSearch({ sectors: tooMany, q: longText, status: tooMany })
    expect(search.sectors).toEqual([...sectors.slice(0, 3), ...fakes.slice(0, 57)])
    expect(search.status).toHaveLength(60)
    expect(search.q).toBe(longText.slice(0, 120).trim())
    const long = parseApplicationSearch({ headquarters: 'K'.repeat(5000) })
    expect(long.headquarters).toEqual(['K'.repeat(120)])
  })

  for (const path of ['investors.applications.list', 'investors.discover.list']) {
    it(`${path} answers a 10,000-value filter and 100 kB of text as it answers what the parser keeps`, async () => {
      const cut = parseApplicationSearch({ sectors: tooMany, q: longText })
      const huge = await call(path, { sectors: tooMany }, investor)
      expect(huge.status).toBe(200)
      expect(huge.data).toEqual(
        (await call(path, { sectors: cut.sectors.join(',') }, investor)).data,
      )
      expect((huge.data.rows as unknown[]).length).toBeGreaterThan(0)

      const text = await call(path, { q: longText }, investor)
      expect(text.status).toBe(200)
      expect(text.data).toEqual((await call(path, { q: cut.q }, investor)).data)
    })
  }

  it('the CSV export of such an address is the export of what the parser keeps', async () => {
    const exported = (query: string) =>
      handleApplicationsExport(
        new Request(`${testOrigin}/api/applications/export?${query}`, { headers: investor }),
        services,
      )
    const address = new URLSearchParams({ sectors: tooMany, q: longText }).toString()
    expect(address.length).toBeGreaterThan(200_000)
    const huge = await exported(address)
    expect(huge.status).toBe(200)
    const cut = parseApplicationSearch({ sectors: tooMany, q: longText })
    const expected = await exported(
      new URLSearchParams({ sectors: cut.sectors.join(','), q: cut.q! }).toString(),
    )
    expect(await csvOf(huge)).toEqual(await csvOf(expected))
  })
})

type JsonSchema = Record<string, unknown>

/** Where a schema has a string without a length limit, or a list without a size limit. */
function unbounded(schema: unknown, at = '', found: string[] = []): string[] {
  if (Array.isArray(schema)) {
    schema.forEach((item) => unbounded(item, at, found))
    return found
  }
  if (!schema || typeof schema !== 'object') return found
  const node = schema as JsonSchema
  const named = node.enum !== undefined || node.const !== undefined || node.format !== undefined
  if (node.type === 'string' && !named && node.maxLength === undefined) found.push(`${at}: string`)
  if (node.type === 'array' && node.maxItems === undefined) found.push(`${at}: array`)
  for (const [key, value] of Object.entries(node)) {
    // Values, not schemas.
    if (key === 'default' || key === 'enum' || key === 'const' || key === 'examples') continue
    if (key !== 'properties') unbounded(value, `${at}/${key}`, found)
  }
  if (node.properties) {
    for (const [key, value] of Object.entries(node.properties as JsonSchema)) {
      unbounded(value, `${at}.${key}`, found)
    }
  }
  return found
}

const inputSchema = (input: z.ZodType) =>
  z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' })

describe('string lengths', () => {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { inputs: z.ZodType[] } }
  >

  it('the check itself finds an unbounded string and list, nested or not', () => {
    const loose = z.object({
      name: z.string().max(10),
      note: z.string().trim(),
      tags: z.array(z.string().max(5)),
      nested: z.object({ ids: z.array(z.uuid()).max(3), text: z.string().optional() }).optional(),
      keyed: z.record(z.string(), z.number().max(1)),
    })
    expect(unbounded(inputSchema(loose)).sort()).toEqual([
      '.keyed/propertyNames: string',
      '.nested.text: string',
      '.note: string',
      '.tags: array',
    ])
  })

  it('every string of every procedure’s input has a maximum length, and every list a maximum size', () => {
    const offenders: string[] = []
    let inputs = 0
    for (const [path, procedure] of Object.entries(procedures)) {
      for (const input of procedure._def.inputs) {
        inputs += 1
        offenders.push(...unbounded(inputSchema(input)).map((where) => `${path} ${where}`))
      }
    }
    expect(inputs).toBeGreaterThan(60)
    expect(offenders).toEqual([])
  })

  it('an over-long value is refused with a message a person can act on', () => {
    const firstMessage = (schema: z.ZodType, value: unknown) =>
      schema.safeParse(value).error?.issues[0]?.message
    const huge = 'x'.repeat(100_000)
    expect(firstMessage(emailSchema, `${huge}@example.com`)).toBe(
      'Keep the email address under 254 characters.',
    )
    expect(firstMessage(startupProfileSchema.shape.cin, `U${huge}`)).toBe(
      'A CIN has 21 characters, like U72900KA2021PTC123456.',
    )
    expect(firstMessage(dashboardInputSchema, { from: huge, to: '2026-01-31' })).toBe(
      'The start date is not a date (YYYY-MM-DD).',
    )
    expect(
      firstMessage(statusChangeSchema, {
        applicationIds: [randomUUID()],
        status: 'shortlisted',
        message: huge,
      }),
    ).toBe('Keep the message under 2,000 characters.')
  })
})

describe('CSV exports running at once per organisation', () => {
  beforeEach(async () => {
    await query('delete from export_slot')
  })

  const exportApplications = (headers = investor) =>
    handleApplicationsExport(
      new Request(`${testOrigin}/api/applications/export?status=shortlisted`, { headers }),
      services,
    )
  const exportList = (listId: string, headers = investor) =>
    handleListExport(
      new Request(`${testOrigin}/api/lists/${listId}/export`, { headers }),
      services,
      listId,
    )
  const exportEvents = async () =>
    (
      await query<{ n: number }>(
        `select count(*)::int as n from audit_event where action in ('applications.exported', 'list.exported')`,
      )
    )[0]!.n

  async function expectRefused(response: Response) {
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe(String(exportRetryAfterSeconds))
    expect(await response.json()).toEqual({ error: tooManyExportsMessage() })
  }

  // A download the client cancels frees its slot when the server sees the cancel: soon after the
  // client's call returns, not before it.
  async function expectEverySlotFree() {
    await vi.waitFor(async () => expect(await query('select * from export_slot')).toEqual([]), {
      timeout: 5_000,
      interval: 50,
    })
  }

  it(`runs ${exportsPerOrganisation} at once; a third is refused with 429 and Retry-After until one ends`, async () => {
    const list = await createList(services.db, {
      organisationId: orgId,
      createdBy: userId,
      name: `Export ${randomUUID()}`,
      description: null,
    })
    if (typeof list === 'string') throw new Error(list)
    expect(tooManyExportsMessage()).toBe(
      'Your organisation already has 2 exports running. Please try again in 30 seconds.',
    )

    // Started together; an unread body keeps its export running, so both stay running.
    const [first, second, third] = await Promise.all([
      exportApplications(),
      exportList(list.id),
      exportApplications(),
    ])
    const answers = [first!, second!, third!]
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 429])
    const refused = answers.find((r) => r.status === 429)!
    await expectRefused(refused)
    const running = answers.filter((r) => r.status === 200)
    const events = await exportEvents()
    // Either kind of export counts, and a refused one writes no audit event.
    await expectRefused(await exportList(list.id))
    expect(await exportEvents()).toBe(events)

    // Another organisation has slots of its own.
    const elsewhere = await exportApplications(otherInvestor)
    expect(elsewhere.status).toBe(200)
    await elsewhere.body!.cancel()

    // Read to its end, an export frees its slot.
    expect((await running[0]!.text()).length).toBeGreaterThan(0)
    const next = await exportApplications()
    expect(next.status).toBe(200)
    await expectRefused(await exportApplications())

    // So does one the client abandons.
    await running[1]!.body!.cancel()
    const after = await exportList(list.id)
    expect(after.status).toBe(200)
    await Promise.all([next.text(), after.text()])
    await expectEverySlotFree()
  })

  it('an export that fails to start (an unknown list) holds no slot', async () => {
    const held = await exportApplications()
    expect((await exportList(randomUUID())).status).toBe(404)
    const second = await exportApplications()
    expect(second.status).toBe(200)
    await Promise.all([held.body!.cancel(), second.body!.cancel()])
  })

  it('counts the exports of every app server: the slots are rows of the shared database', async () => {
    const slots = { slots: exportsPerOrganisation, leaseSeconds: exportLeaseSeconds }
    // Two exports running on another server.
    const elsewhere = [
      await takeExportSlot(services.db, { organisationId: orgId, holder: randomUUID() }, slots),
      await takeExportSlot(services.db, { organisationId: orgId, holder: randomUUID() }, slots),
    ]
    expect(elsewhere.map((slot) => slot?.slot)).toEqual([0, 1])
    await expectRefused(await exportApplications())

    // That server died mid-export: once its lease runs out, the slot is taken over.
    await query(`update export_slot set lease_until = now() - interval '1 second' where slot = 0`)
    const taken = await exportApplications()
    expect(taken.status).toBe(200)
    // The dead server's late writes change nothing: the slot is no longer its own.
    expect(await renewExportSlot(services.db, elsewhere[0]!, exportLeaseSeconds)).toBe(false)
    await releaseExportSlot(services.db, elsewhere[0]!)
    await expectRefused(await exportApplications())
    await taken.body!.cancel()
    await releaseExportSlot(services.db, elsewhere[1]!)
    await expectEverySlotFree()
  })

  it(`lets exactly ${exportsPerOrganisation} of 10 simultaneous takers have a slot`, async () => {
    const taken = await Promise.all(
      Array.from({ length: 10 }, () =>
        takeExportSlot(
          services.db,
          { organisationId: orgId, holder: randomUUID() },
          { slots: exportsPerOrganisation, leaseSeconds: exportLeaseSeconds },
        ),
      ),
    )
    const winners = taken.filter((slot) => slot !== null)
    expect(winners.map((slot) => slot.slot).sort()).toEqual([0, 1])
  })
})
