/**
 * investors.applications.list, its CSV export, saved views and bulk status changes, on the demo
 * data set (seeded once for the file). Every search is compared with a ground truth written here in
 * plain SQL, independently of the query builder under test.
 */
import { TRPCError } from '@trpc/server'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseEnv } from '@/env'
import { calibratedOverall } from '@/domain/applications/calibration'
import { averageOf, formatScore } from '@/domain/applications/ratings'
import { parseApplicationSearch } from '@/domain/applications/search-params'
import { applicationStatusLabels } from '@/lib/options'
import { exportColumns, guardFormula, handleApplicationsExport } from '@/server/applications/export'
import type { DatabaseConnection } from '@/server/db/client'
import { streamApplications } from '@/server/db/queries/application-search'
import { teamTendencies } from '@/server/db/queries/calibration'
import { rowsOf } from '@/server/db/rows'
import { demoFounderEmail, demoInvestorEmail, seedDemoData } from '@/server/db/demo/seed'
import { demoPassword } from '@/server/demo-accounts'
import { CLIENT_IP_HEADER } from '@/server/security/client-ip'
import { createServices, type Services } from '@/server/services'
import { createContext } from '@/server/trpc/init'
import { createCaller } from '@/server/trpc/root'

import { testOrigin } from '../support/app'
import { csvOf } from '../support/csv'
import { createTestDatabase } from '../support/database'

type Caller = ReturnType<typeof createCaller>
type Row = Record<string, unknown>

let connection: DatabaseConnection
let services: Services
let investor: Caller
let investorHeaders: Headers
let orgId: string
let otherOrgChannelId: string
let ownChannelIds: string[]

const pageSize = 25
const undecided = `('submitted', 'in_review', 'shortlisted', 'due_diligence')`
const overdueSql = `(a.status in ${undecided} and a.submitted_at + c.response_days * interval '1 day' < now())`
/** What the status filter reads: the key of the application's stage, else its status (0046). */
const statusValueSql = `coalesce((select ps.key from pipeline_stage ps where ps.id = a.stage_id), a.status::text)`

/** The text search as plain string matching: name, one-liner or any answer value contains it. */
function textMatches(param: string) {
  return `(strpos(lower(a.startup_name), lower(${param})) > 0
    or strpos(lower(coalesce(a.one_liner, '')), lower(${param})) > 0
    or exists (select 1 from jsonb_each_text(a.answers) e where strpos(lower(e.value), lower(${param})) > 0))`
}

async function query<T = Row>(text: string, values: unknown[] = []): Promise<T[]> {
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
  return new Headers({ cookie })
}

async function callerFor(headers: Headers): Promise<Caller> {
  const withIp = new Headers(headers)
  withIp.set(CLIENT_IP_HEADER, '203.0.113.20')
  return createCaller(await createContext(services, withIp))
}

/** Ground truth: ids of the organisation's applications meeting `where`, in `order`. */
async function truth(
  where: string,
  values: unknown[] = [],
  order = 'a.submitted_at desc, a.id desc',
) {
  const rows = await query<{ id: string }>(
    `select a.id from application a join channel c on c.id = a.channel_id
     where a.investor_org_id = $1 and (${where}) order by ${order}`,
    [orgId, ...values],
  )
  return rows.map((r) => r.id)
}

/** Every id the list gives, page by page, and the total it reports. */
async function listAll(search: Record<string, unknown>) {
  const first = await investor.investors.applications.list(search)
  const ids = first.rows.map((r) => r.id)
  for (let page = 2; page <= first.pageCount; page++) {
    const next = await investor.investors.applications.list({ ...search, page: String(page) })
    ids.push(...next.rows.map((r) => r.id))
  }
  return { total: first.total, ids, first }
}

async function expectSame(search: Record<string, unknown>, where: string, values: unknown[] = []) {
  const expected = await truth(where, values)
  const { total, ids } = await listAll(search)
  expect(total).toBe(expected.length)
  expect(ids).toEqual(expected)
  return expected
}

/** The organisation's most common values of a column (array columns unnested). */
async function common(column: string, array: boolean, n = 2): Promise<string[]> {
  const value = array ? `unnest(a.${column})` : `a.${column}`
  const rows = await query<{ v: string }>(
    `select ${value} as v, count(*) from application a where a.investor_org_id = $1 and ${array ? 'true' : `a.${column} is not null`}
     group by 1 order by 2 desc, 1 limit ${n}`,
    [orgId],
  )
  return rows.map((r) => r.v)
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
  investorHeaders = await signIn(demoInvestorEmail)
  investor = await callerFor(investorHeaders)
  orgId = (await investor.account.session())!.membership!.organisationId
  ownChannelIds = (
    await query<{ id: string }>(
      'select id from channel where organisation_id = $1 order by created_at',
      [orgId],
    )
  ).map((r) => r.id)
  const [other] = await query<{ id: string }>(
    `select c.id from channel c join application a on a.channel_id = c.id
     where c.organisation_id <> $1 group by c.id order by count(*) desc limit 1`,
    [orgId],
  )
  otherOrgChannelId = other!.id
}, 180_000)

afterAll(async () => {
  await services?.jobs.stop()
  services?.mailer.close()
  await services?.rateLimits.stopSoon()
  await connection?.close()
})

describe('investors.applications.list against the SQL ground truth', () => {
  it('lists every application of the organisation, newest first, without filters', async () => {
    const expected = await expectSame({}, 'true')
    expect(expected.length).toBeGreaterThan(400)
  })

  it('filters each multi-value dimension alone, with one value and with several (OR)', async () => {
    const dimensions = [
      ['sectors', 'sectors', true],
      ['businessType', 'business_types', true],
      ['customerInteraction', 'customer_interactions', true],
      ['developmentStage', 'development_stage', false],
      ['headquarters', 'headquarters', false],
    ] as const
    for (const [key, column, array] of dimensions) {
      const [one, two] = await common(column, array)
      const match = array ? `a.${column} && $2::text[]` : `a.${column} = any($2::text[])`
      const single = await expectSame({ [key]: one }, match, [[one]])
      const both = await expectSame({ [key]: `${one},${two}` }, match, [[one, two]])
      expect(single.length, key).toBeGreaterThan(0)
      expect(both.length, key).toBeGreaterThan(single.length)
    }
  })

  it('filters by channel, one or several, and never shows another organisation’s channel', async () => {
    const [first, second] = ownChannelIds
    await expectSame({ channelId: first }, 'a.channel_id = any($2::uuid[])', [[first]])
    await expectSame({ channelId: `${first},${second}` }, 'a.channel_id = any($2::uuid[])', [
      [first, second],
    ])
    const other = await investor.investors.applications.list({ channelId: otherOrgChannelId })
    expect(other.total).toBe(0)
    expect(other.rows).toEqual([])
    await expectSame({ channelId: `${otherOrgChannelId},${first}` }, 'a.channel_id = $2::uuid', [
      first,
    ])
  })

  it('filters by status, including the overdue pseudo-status', async () => {
    await expectSame({ status: 'submitted' }, `a.status = 'submitted'`)
    // The default stages' keys: the applications in those stages, not every one of a status.
    await expectSame(
      { status: 'in_review,shortlisted' },
      `${statusValueSql} in ('in_review', 'shortlisted')`,
    )
    const overdue = await expectSame({ status: 'overdue' }, overdueSql)
    expect(overdue.length).toBeGreaterThan(0)
    await expectSame({ status: 'accepted,overdue' }, `a.status = 'accepted' or ${overdueSql}`)
  })

  it('flags overdue rows exactly as the ground truth does', async () => {
    const expected = new Set(await truth(overdueSql))
    const { first } = await listAll({ sort: 'oldest' })
    for (const row of first.rows) expect(row.overdue, row.id).toBe(expected.has(row.id))
    expect(first.rows.some((r) => r.overdue)).toBe(true)
  })

  it('applies raise bounds inclusively, in whole rupees', async () => {
    const [{ raise }] = (await query<{ raise: string }>(
      `select planned_raise::text as raise from application where investor_org_id = $1 and planned_raise is not null
       group by planned_raise order by count(*) desc, planned_raise limit 1`,
      [orgId],
    )) as [{ raise: string }]
    const exact = await expectSame(
      { plannedRaiseMin: raise, plannedRaiseMax: raise },
      'a.planned_raise = $2::bigint',
      [raise],
    )
    expect(exact.length).toBeGreaterThan(0)
    await expectSame({ plannedRaiseMin: raise }, 'a.planned_raise >= $2::bigint', [raise])
    await expectSame({ plannedRaiseMax: raise }, 'a.planned_raise <= $2::bigint', [raise])
    // A number the router parsed from the URL means the same as its text.
    await expectSame({ plannedRaiseMin: Number(raise) }, 'a.planned_raise >= $2::bigint', [raise])
  })

  it('ignores non-numeric raise bounds rather than failing or matching nothing', async () => {
    const all = await truth('true')
    for (const bound of ['abc', '-5', '1e7', '50 L', '12abc']) {
      const result = await investor.investors.applications.list({
        plannedRaiseMin: bound,
        plannedRaiseMax: bound,
      })
      expect(result.total, bound).toBe(all.length)
    }
    await expectSame(
      { plannedRaiseMin: 'abc', plannedRaiseMax: '50000000' },
      'a.planned_raise <= 50000000',
    )
  })

  it('filters by submission day in India, both ends inclusive, and ignores a date that is not one', async () => {
    const local = `(a.submitted_at at time zone 'Asia/Kolkata')::date`
    const [{ day }] = (await query<{ day: string }>(
      `select to_char(${local}, 'YYYY-MM-DD') as day from application a where a.investor_org_id = $1
       group by 1 order by count(*) desc, 1 limit 1`,
      [orgId],
    )) as [{ day: string }]
    const one = await expectSame({ submittedFrom: day, submittedTo: day }, `${local} = $2::date`, [
      day,
    ])
    expect(one.length).toBeGreaterThan(0)
    await expectSame({ submittedFrom: day }, `${local} >= $2::date`, [day])
    await expectSame({ submittedTo: day }, `${local} <= $2::date`, [day])
    await expectSame({ submittedFrom: '2026-02-30', submittedTo: day }, `${local} <= $2::date`, [
      day,
    ])
  })

  it('drops empty values: `sectors=,,` is no filter', async () => {
    const all = await truth('true')
    for (const search of [
      { sectors: ',,' },
      { sectors: ' , ' },
      { headquarters: '' },
      { q: '   ' },
      { status: ',' },
    ]) {
      const result = await investor.investors.applications.list(search)
      expect(result.total, JSON.stringify(search)).toBe(all.length)
    }
    // Values that are not strings are not accepted either.
    const result = await investor.investors.applications.list({
      sectors: ['Energy'],
      headquarters: { a: 1 },
    })
    expect(result.total).toBe(all.length)
  })

  it('keeps unknown values, which match nothing (and never fail)', async () => {
    for (const search of [
      { sectors: 'Nope' },
      { developmentStage: 'Sideways' },
      { status: 'bogus' },
      { channelId: 'not-a-uuid' },
      { channelId: '00000000-0000-4000-8000-000000000000' },
      { businessType: "B2B'; drop table application; --" },
    ]) {
      const result = await investor.investors.applications.list(search)
      expect(result.total, JSON.stringify(search)).toBe(0)
    }
    const [sector] = await common('sectors', true)
    await expectSame({ sectors: `Nope,${sector}` }, 'a.sectors && $2::text[]', [[sector]])
  })

  it('searches startup name, one-liner and answers, case-insensitively and literally', async () => {
    const textMatch = textMatches('$2')
    const [named] = await query<{ name: string }>(
      'select startup_name as name from application where investor_org_id = $1 order by submitted_at limit 1',
      [orgId],
    )
    const fragment = named!.name.slice(0, 5).toUpperCase()
    expect((await expectSame({ q: fragment }, textMatch, [fragment])).length).toBeGreaterThan(0)

    // A word only found in answers.
    const [answer] = await query<{ word: string }>(
      `select w as word from application a, jsonb_each_text(a.answers) e,
         regexp_split_to_table(e.value, '[^A-Za-z]+') w
       where a.investor_org_id = $1 and length(w) >= 7
         and not exists (select 1 from application b where b.investor_org_id = $1
           and (strpos(lower(b.startup_name), lower(w)) > 0 or strpos(lower(coalesce(b.one_liner, '')), lower(w)) > 0))
       group by w order by count(*) desc, w limit 1`,
      [orgId],
    )
    expect(answer).toBeDefined()
    expect(
      (await expectSame({ q: answer!.word }, textMatch, [answer!.word])).length,
    ).toBeGreaterThan(0)

    // A word of a one-liner.
    const [liner] = await query<{ word: string }>(
      `select w as word from application a, regexp_split_to_table(a.one_liner, '[^A-Za-z]+') w
       where a.investor_org_id = $1 and length(w) >= 6 group by w order by count(*), w limit 1`,
      [orgId],
    )
    expect((await expectSame({ q: liner!.word }, textMatch, [liner!.word])).length).toBeGreaterThan(
      0,
    )

    // Wildcards are taken literally.
    for (const q of ['%', '_', '\\']) await expectSame({ q }, textMatch, [q])
  })

  it('combines every filter with AND', async () => {
    // An undecided application of a real startup, so the combination finds something.
    const [target] = await query<Row>(
      `select a.id, a.channel_id, a.sectors[1] as sector, a.business_types[1] as business_type,
         a.customer_interactions[1] as interaction, a.development_stage, a.headquarters, a.planned_raise::text as raise,
         ${statusValueSql} as status, a.startup_name
       from application a where a.investor_org_id = $1 and a.planned_raise is not null
         and cardinality(a.business_types) > 0 and cardinality(a.customer_interactions) > 0
         and a.development_stage is not null and a.headquarters is not null
       order by a.submitted_at desc limit 1`,
      [orgId],
    )
    const t = target as Record<string, string>
    const search = {
      q: t.startup_name!.slice(0, 4).toLowerCase(),
      status: `${t.status},rejected`,
      channelId: `${t.channel_id},${ownChannelIds.find((id) => id !== t.channel_id)}`,
      sectors: `${t.sector},Nope`,
      businessType: t.business_type,
      customerInteraction: `${t.interaction},Franchise`,
      developmentStage: t.development_stage,
      headquarters: `${t.headquarters},Goa`,
      plannedRaiseMin: String(Number(t.raise) - 1),
      plannedRaiseMax: t.raise,
    }
    const expected = await expectSame(
      search,
      `${textMatches('$2')}
       and ${statusValueSql} = any($3::text[])
       and a.channel_id = any($4::uuid[])
       and a.sectors && $5::text[]
       and a.business_types && $6::text[]
       and a.customer_interactions && $7::text[]
       and a.development_stage = $8
       and a.headquarters = any($9::text[])
       and a.planned_raise between $10::bigint and $11::bigint`,
      [
        search.q,
        search.status.split(','),
        search.channelId.split(','),
        search.sectors.split(','),
        [search.businessType],
        search.customerInteraction.split(','),
        search.developmentStage,
        search.headquarters.split(','),
        search.plannedRaiseMin,
        search.plannedRaiseMax,
      ],
    )
    expect(expected).toContain(t.id)
  })

  it('sorts and pages: page 2 holds the ground truth’s rows 26–50', async () => {
    const orders = {
      newest: 'a.submitted_at desc, a.id desc',
      oldest: 'a.submitted_at asc, a.id asc',
      name: 'lower(a.startup_name) asc, a.id asc',
      raise_desc: 'coalesce(a.planned_raise, -1) desc, a.id desc',
      raise_asc: 'coalesce(a.planned_raise, 9223372036854775807) asc, a.id asc',
    }
    const [sector] = await common('sectors', true)
    for (const [sort, order] of Object.entries(orders)) {
      const expected = await truth('a.sectors && $2::text[]', [[sector]], order)
      const page2 = await investor.investors.applications.list({ sectors: sector, sort, page: '2' })
      expect(page2.total, sort).toBe(expected.length)
      expect(page2.page).toBe(2)
      expect(page2.pageCount).toBe(Math.ceil(expected.length / pageSize))
      expect(
        page2.rows.map((r) => r.id),
        sort,
      ).toEqual(expected.slice(pageSize, 2 * pageSize))
    }
    const names = (await investor.investors.applications.list({ sort: 'name' })).rows.map((r) =>
      r.startupName.toLowerCase(),
    )
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
  })

  it('answers a page past the end with no rows and the true total', async () => {
    const result = await investor.investors.applications.list({ page: '9999' })
    expect(result.rows).toEqual([])
    expect(result.total).toBe((await truth('true')).length)
  })

  it('returns rows with their channel, assignee and filter columns', async () => {
    const { rows } = await investor.investors.applications.list({})
    const [row] = rows
    const [expected] = await query<Row>(
      `select a.startup_org_id, a.startup_name, c.id as channel_id, c.title, a.status::text as status, u.id as assignee_id,
         u.name as assignee_name, a.sectors, a.development_stage, a.headquarters, a.planned_raise
       from application a join channel c on c.id = a.channel_id left join "user" u on u.id = a.assignee_id where a.id = $1`,
      [row!.id],
    )
    expect(row).toMatchObject({
      startupOrgId: expected!.startup_org_id,
      startupName: expected!.startup_name,
      channel: { id: expected!.channel_id, title: expected!.title },
      status: expected!.status,
      sectors: expected!.sectors,
      developmentStage: expected!.development_stage,
      headquarters: expected!.headquarters,
      plannedRaise: expected!.planned_raise === null ? null : Number(expected!.planned_raise),
      assignee: expected!.assignee_id
        ? { id: expected!.assignee_id, name: expected!.assignee_name }
        : null,
    })
    expect(rows.some((r) => r.assignee)).toBe(true)
  })

  it('counts facets under the other filters, not their own', async () => {
    const [sector] = await common('sectors', true)
    const [place] = await common('headquarters', false)
    const result = await investor.investors.applications.list({
      sectors: sector,
      headquarters: place,
      status: 'submitted',
    })

    const counts = async (sql: string, values: unknown[]) =>
      Object.fromEntries(
        (await query<{ v: string; n: number }>(sql, [orgId, ...values])).map((r) => [
          r.v,
          Number(r.n),
        ]),
      )
    const sectorFacet = await counts(
      `select s as v, count(*) as n from application a, unnest(a.sectors) s
       where a.investor_org_id = $1 and a.headquarters = $2 and a.status = 'submitted' group by s`,
      [place],
    )
    const placeFacet = await counts(
      `select a.headquarters as v, count(*) as n from application a
       where a.investor_org_id = $1 and a.sectors && $2::text[] and a.status = 'submitted' and a.headquarters is not null group by 1`,
      [[sector]],
    )
    const statusFacet = await counts(
      `select ${statusValueSql} as v, count(*) as n from application a
       where a.investor_org_id = $1 and a.sectors && $2::text[] and a.headquarters = $3 group by 1`,
      [[sector], place],
    )
    const [overdue] = await query<{ n: number }>(
      `select count(*) as n from application a join channel c on c.id = a.channel_id
       where a.investor_org_id = $1 and a.sectors && $2::text[] and a.headquarters = $3 and ${overdueSql}`,
      [orgId, [sector], place],
    )
    const channelFacet = await counts(
      `select a.channel_id::text as v, count(*) as n from application a
       where a.investor_org_id = $1 and a.sectors && $2::text[] and a.headquarters = $3 and a.status = 'submitted' group by 1`,
      [[sector], place],
    )
    expect(result.facets.sectors).toEqual(sectorFacet)
    expect(result.facets.headquarters).toEqual(placeFacet)
    expect(result.facets.channelId).toEqual(channelFacet)
    const { overdue: overdueCount, ...statuses } = result.facets.status
    expect(statuses).toEqual(statusFacet)
    expect(overdueCount ?? 0).toBe(Number(overdue!.n))
    expect(result.total).toBe(
      (
        await truth(`a.sectors && $2::text[] and a.headquarters = $3 and a.status = 'submitted'`, [
          [sector],
          place,
        ])
      ).length,
    )
    expect(result.channels.map((c) => c.id).sort()).toEqual([...ownChannelIds].sort())
  })

  it('refuses input that is not a search object with BAD_REQUEST', async () => {
    await expect(
      investor.investors.applications.list('sectors=Energy' as never),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    })
  })
})

describe('streamApplications (the export’s batches)', () => {
  it('walks the whole filtered set in every sort order, across batch boundaries', async () => {
    const orders = {
      newest: 'a.submitted_at desc, a.id desc',
      oldest: 'a.submitted_at asc, a.id asc',
      name: 'lower(a.startup_name) asc, a.id asc',
      raise_desc: 'coalesce(a.planned_raise, -1) desc, a.id desc',
      raise_asc: 'coalesce(a.planned_raise, 9223372036854775807) asc, a.id asc',
    }
    for (const [sort, order] of Object.entries(orders)) {
      const ids: string[] = []
      for await (const batch of streamApplications(
        connection.db,
        orgId,
        parseApplicationSearch({ sort }),
        { batchSize: 37 },
      )) {
        expect(batch.length).toBeLessThanOrEqual(37)
        ids.push(...batch.map((r) => r.id))
      }
      expect(ids, sort).toEqual(await truth('true', [], order))
    }
  })
})

function exportRequest(query: string, headers: Headers = investorHeaders) {
  return handleApplicationsExport(
    new Request(`${testOrigin}/api/applications/export?${query}`, { headers }),
    services,
  )
}

describe('CSV export', () => {
  it('exports the whole filtered set (not one page) with headers and a dated file name', async () => {
    const response = await exportRequest('')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const today = new Date().toISOString().slice(0, 10)
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="applications-${today}.csv"`,
    )
    const [header, ...rows] = await csvOf(response)
    expect(header).toEqual([...exportColumns])
    const expected = await truth('true')
    expect(rows).toHaveLength(expected.length)
    expect(rows.length).toBeGreaterThan(500)
    const links = rows.map((r) => r[exportColumns.indexOf('Link')])
    expect(links.every((link) => link?.startsWith(`${testOrigin}/investors/applications/`))).toBe(
      true,
    )
  })

  it('writes each application as the list holds it, cell by cell, in the list’s order', async () => {
    // The demo investor's view of the team's ratings: blind where they have not rated.
    const ratings = await rowsOf<{
      application_id: string
      user_id: string
      email: string
      scores: Record<string, number>
      overall: number
    }>(
      connection.db,
      sql`select r.application_id, r.user_id, u.email, r.scores, r.overall
      from application_rating r join "user" u on u.id = r.user_id where r.investor_org_id = ${orgId}`,
    )
    const tendencies = await teamTendencies(connection.db, orgId)
    const scoreCells = (applicationId: string) => {
      const of = ratings
        .filter((r) => r.application_id === applicationId)
        .map((r) => ({ ...r, userId: r.user_id }))
      if (!of.some((r) => r.email === demoInvestorEmail)) return ['', '']
      return [
        formatScore(averageOf(of.map((r) => r.overall))!),
        formatScore(calibratedOverall(of, tendencies)!),
      ]
    }
    expect(ratings.some((r) => r.email === demoInvestorEmail)).toBe(true)
    for (const query of ['sort=name', 'sort=raise_desc&status=overdue,in_review', 'q=farm']) {
      const search = parseApplicationSearch(Object.fromEntries(new URLSearchParams(query)))
      const expected: string[][] = []
      for await (const batch of streamApplications(connection.db, orgId, search)) {
        for (const row of batch) {
          expected.push(
            [
              row.startupName,
              row.oneLiner ?? '',
              row.channel.title,
              applicationStatusLabels[row.status],
              row.stage?.name ?? '',
              row.submittedAt.toISOString().slice(0, 10),
              row.overdue ? 'yes' : 'no',
              row.sectors.join('; '),
              row.developmentStage ?? '',
              row.headquarters ?? '',
              row.businessTypes.join('; '),
              row.customerInteractions.join('; '),
              row.plannedRaise === null ? '' : String(row.plannedRaise),
              row.assignee?.name ?? '',
              ...scoreCells(row.id),
              `${testOrigin}/investors/applications/${row.startupOrgId}`,
            ].map(guardFormula),
          )
        }
      }
      const [, ...rows] = await csvOf(await exportRequest(query))
      expect(expected.length, query).toBeGreaterThan(0)
      expect(rows, query).toEqual(expected)
    }
  })

  it('applies the same filters as the list', async () => {
    const [sector] = await common('sectors', true)
    const response = await exportRequest(
      new URLSearchParams({
        sectors: `${sector},,`,
        status: 'overdue,rejected',
        plannedRaiseMin: 'abc',
      }).toString(),
    )
    const [, ...rows] = await csvOf(response)
    const expected = await truth(
      `a.sectors && $2::text[] and (a.status = 'rejected' or ${overdueSql})`,
      [[sector]],
    )
    expect(rows).toHaveLength(expected.length)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      const cell = (name: (typeof exportColumns)[number]) => row[exportColumns.indexOf(name)]!
      expect(cell('Sectors').split('; ')).toContain(sector)
      expect(cell('Status') === 'Rejected' || cell('Overdue') === 'yes').toBe(true)
    }
  })

  it('guards cells against spreadsheet formulas', async () => {
    expect(guardFormula('=SUM(A1)')).toBe("'=SUM(A1)")
    expect(guardFormula('+91 98450')).toBe("'+91 98450")
    expect(guardFormula('-1')).toBe("'-1")
    expect(guardFormula('@cmd')).toBe("'@cmd")
    expect(guardFormula('Krishi Setu')).toBe('Krishi Setu')
    const [target] = await query<{ id: string }>(
      'select id from application where investor_org_id = $1 order by submitted_at desc limit 1',
      [orgId],
    )
    await query(
      `update application set startup_name = '=HYPERLINK("http://evil.test")', one_liner = '@SUM(1)' where id = $1`,
      [target!.id],
    )
    const response = await exportRequest('q=HYPERLINK')
    const [, row] = await csvOf(response)
    expect(row![0]).toBe(`'=HYPERLINK("http://evil.test")`)
    expect(row![1]).toBe("'@SUM(1)")
  })

  it('refuses anonymous callers (401) and founders (403)', async () => {
    const anonymous = await exportRequest('', new Headers())
    expect(anonymous.status).toBe(401)
    const founder = await exportRequest('', await signIn(demoFounderEmail))
    expect(founder.status).toBe(403)
    expect(await founder.json()).toEqual({ error: expect.stringContaining('investor') })
  })

  it('exports only the caller’s organisation, whatever channel is asked for', async () => {
    const response = await exportRequest(`channelId=${otherOrgChannelId}`)
    const rows = await csvOf(response)
    expect(rows).toHaveLength(1)
  })
})

describe('investors.savedViews', () => {
  async function teammate(): Promise<Caller> {
    const [mate] = await query<{ email: string }>(
      `select u.email from member m join "user" u on u.id = m.user_id where m.organisation_id = $1 and u.email <> $2 limit 1`,
      [orgId, demoInvestorEmail],
    )
    return callerFor(await signIn(mate!.email))
  }

  it('saves the canonical search, lists own views only, refuses duplicate names and removes own views', async () => {
    const created = await investor.investors.savedViews.create({
      name: 'Agritech in the south',
      search:
        '?sectors=Agriculture%20and%20Farming,,Agriculture%20and%20Farming&headquarters=Karnataka&page=3&junk=1&plannedRaiseMin=5000000',
    })
    expect(created.search).toBe(
      'sectors=Agriculture+and+Farming&headquarters=Karnataka&plannedRaiseMin=5000000',
    )
    expect(await investor.investors.savedViews.list()).toEqual([
      expect.objectContaining({
        id: created.id,
        name: 'Agritech in the south',
        search: created.search,
      }),
    ])

    const duplicate = await investor.investors.savedViews
      .create({ name: 'AGRITECH IN THE SOUTH', search: 'sectors=Energy' })
      .catch((error: unknown) => error)
    expect(duplicate).toBeInstanceOf(TRPCError)
    expect((duplicate as TRPCError).code).toBe('CONFLICT')

    const mate = await teammate()
    expect(await mate.investors.savedViews.list()).toEqual([])
    await expect(mate.investors.savedViews.remove({ id: created.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    // The teammate may use the same name for a view of their own.
    await mate.investors.savedViews.create({ name: 'Agritech in the south', search: '' })

    await investor.investors.savedViews.remove({ id: created.id })
    expect(await investor.investors.savedViews.list()).toEqual([])
    await expect(investor.investors.savedViews.remove({ id: created.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
  })

  it('gives field errors for a missing name and writes nothing', async () => {
    const failure = await investor.investors.savedViews
      .create({ name: '  ', search: 'sectors=Energy' })
      .catch((e: unknown) => e)
    expect((failure as TRPCError).code).toBe('BAD_REQUEST')
    expect(await investor.investors.savedViews.list()).toEqual([])
  })
})

describe('bulk status change from the list', () => {
  it('moves the movable applications and skips decided or withdrawn ones', async () => {
    const movable = await truth(
      `a.status in ('submitted', 'in_review')`,
      [],
      'a.submitted_at desc, a.id desc',
    )
    const decided = await truth(`a.status in ('accepted', 'rejected', 'withdrawn')`)
    const ids = [...movable.slice(0, 3), ...decided.slice(0, 2)]
    const outcome = await investor.investors.applications.setStatus({
      applicationIds: ids,
      status: 'shortlisted',
    })
    expect(outcome).toEqual({ moved: 3, skipped: 2 })
    const shortlisted = await investor.investors.applications.list({ status: 'shortlisted' })
    const all = await listAll({ status: 'shortlisted' })
    expect(all.ids).toEqual(expect.arrayContaining(movable.slice(0, 3)))
    expect(shortlisted.total).toBe((await truth(`a.status = 'shortlisted'`)).length)
    const still = await query<{ status: string }>(
      'select status::text from application where id = any($1::uuid[])',
      [decided.slice(0, 2)],
    )
    expect(still.every((r) => ['accepted', 'rejected', 'withdrawn'].includes(r.status))).toBe(true)
  })
})

describe('a fund’s own stages in the status filter', () => {
  it('finds a stage by its key, apart from the other stages of its status, and nothing in it once archived', async () => {
    const { key } = await investor.investors.pipeline.add({
      name: 'Founder call',
      mapsTo: 'in_review',
    })
    const inStage = `a.stage_id = (select ps.id from pipeline_stage ps
      where ps.organisation_id = $1 and ps.key = $2)`
    const inReview = await truth(inStage, ['in_review'])
    expect(inReview.length).toBeGreaterThanOrEqual(4)
    const moving = inReview.slice(0, 3)
    expect(
      await investor.investors.applications.setStatus({ applicationIds: moving, status: key }),
    ).toEqual({ moved: 3, skipped: 0 })

    expect((await expectSame({ status: key }, inStage, [key])).sort()).toEqual([...moving].sort())
    // The default stage of the same status keeps the others: founders of both see "in review".
    const stillInReview = await expectSame({ status: 'in_review' }, inStage, ['in_review'])
    expect(stillInReview).toHaveLength(inReview.length - 3)
    expect(await truth(`a.status = 'in_review'`)).toHaveLength(inReview.length)
    await expectSame(
      { status: `${key},submitted,overdue` },
      `(${inStage} or a.status = 'submitted' or ${overdueSql})`,
      [key],
    )
    const all = await investor.investors.applications.list({})
    expect(all.facets.status[key]).toBe(3)
    expect(all.facets.status.in_review).toBe(inReview.length - 3)
    expect(all.stages.find((stage) => stage.key === key)).toEqual({
      key,
      name: 'Founder call',
      archived: false,
    })

    // Archived, its applications moved to shortlisted: its key still filters, and finds nothing.
    await investor.investors.pipeline.archive({ key, moveTo: { status: 'shortlisted' } })
    expect(await expectSame({ status: key }, inStage, [key])).toEqual([])
    expect(await expectSame({ status: 'shortlisted' }, inStage, ['shortlisted'])).toEqual(
      expect.arrayContaining(moving),
    )
    const after = await investor.investors.applications.list({ status: key })
    expect(after.facets.status[key]).toBeUndefined()
    expect(after.stages.find((stage) => stage.key === key)).toMatchObject({ archived: true })
  })
})
