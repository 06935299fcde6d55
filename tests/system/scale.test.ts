/**
 * The search at scale, on the bench data (`npm run bench:data`: 100,000 applications of the demo
 * investor, with popular and rare values) in a database of its own on the PostgreSQL server:
 * the in-memory index answers 50 random searches exactly as the SQL search does, and the
 * statements the index relies on use the indexes meant for them — plans, not timings.
 */
import { spawnSync } from 'node:child_process'

import { drizzle } from 'drizzle-orm/node-postgres'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { overdueStatus } from '@/domain/applications/search-params'
import { defaultPeriod } from '@/domain/investors/dashboard'
import {
  applicationStatuses,
  businessTypes,
  customerInteractions,
  developmentStages,
  headquarters,
  sectors,
} from '@/lib/options'
import { connect, type Database, type DatabaseConnection } from '@/server/db/client'
import { demoInvestorEmail } from '@/server/db/demo/seed'
import { rowsOf } from '@/server/db/rows'
import { indexedApplications, rowsByIds, textMatchIds } from '@/server/db/queries/application-index'
import { reviewerActivity } from '@/server/db/queries/dashboard'
import { changesSince, watermarkNow } from '@/server/db/queries/search-changes'
import * as schema from '@/server/db/schema'
import { applicationIndexes } from '@/server/search/registry'

import { adminQuery } from '../support/database'
import { expectIndexAgreesWithSql } from '../support/search-agreement'
import { serverUrl } from './support'

const applications = 100_000
const name = `sangam_scale_${process.pid}`
const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString()

let connection: DatabaseConnection
let organisationId: string

beforeAll(() => {
  const filled = spawnSync(
    'npx',
    ['tsx', 'scripts/bench/data.ts', '--database-url', url, '--applications', String(applications)],
    { encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'warn' } },
  )
  if (filled.status !== 0) throw new Error(`bench:data failed:\n${filled.stdout}${filled.stderr}`)
  connection = connect({ kind: 'postgres', url })
}, 300_000)

beforeAll(async () => {
  const [found] = await rowsOf<{ org: string }>(
    connection.db,
    sql`select m.organisation_id as org from member m join "user" u on u.id = m.user_id
      where u.email = ${demoInvestorEmail}`,
  )
  organisationId = found!.org
  // The index the searches below go through, built as a server builds it at start.
  await applicationIndexes(connection.db).warm()
}, 300_000)

afterAll(async () => {
  await connection?.close()
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
})

const some = <T>(values: readonly T[]) => fc.subarray([...values], { maxLength: 3 })

describe('the applications search at 100,000 applications', () => {
  it('answers 50 random searches through the index exactly as the SQL search does', async () => {
    const channels = await rowsOf<{ id: string }>(
      connection.db,
      sql`select id from channel where organisation_id = ${organisationId} order by id`,
    )
    // One to three filters (more, on this data, mostly find nothing), a sort and a page.
    const filterValues = {
      sectors: some(sectors),
      developmentStage: some(developmentStages),
      headquarters: some(headquarters),
      businessType: some(businessTypes),
      customerInteraction: some(customerInteractions),
      channelId: some(channels.map((row) => row.id)),
      status: some([...applicationStatuses, overdueStatus]),
      plannedRaiseMin: fc.constantFrom('1000000', '20000000'),
      plannedRaiseMax: fc.constantFrom('50000000', '500000000'),
      submittedFrom: fc.constantFrom('2026-01-01', '2026-06-15'),
      q: fc.constantFrom('agri', 'Pay', 'health', 'zzq', 'a_b', 'कृषि'),
    }
    const searches = fc.sample(
      fc
        .tuple(
          fc.record(filterValues),
          fc.shuffledSubarray(Object.keys(filterValues), { minLength: 1, maxLength: 3 }),
          fc.constantFrom('newest', 'oldest', 'name', 'raise_desc', 'raise_asc'),
          fc.constantFrom('1', '3', '40'),
        )
        .map(([all, keys, sort, page]) => ({
          ...Object.fromEntries(keys.map((key) => [key, all[key as keyof typeof filterValues]])),
          sort,
          page,
        })),
      { numRuns: 50, seed: 20261125 },
    )
    let found = 0
    for (const raw of searches) {
      const viaSql = await expectIndexAgreesWithSql(connection.db, organisationId, raw)
      if (viaSql.rows.length > 0) found++
    }
    // Real pages, not only empty ones.
    expect(found).toBeGreaterThanOrEqual(20)
  })

  it('sees a change whose transaction began before a search and committed after it', async () => {
    // A long transaction (a backfill, an operator in psql) writes a row, then stays open while
    // the index catches up: its change is not committed, so not seen, and the index's watermark
    // moves past the moment it was written. Once it commits, the next search must see it.
    const [row] = await rowsOf<{ id: string; sectors: string[] }>(
      connection.db,
      sql`select id, sectors from application where investor_org_id = ${organisationId}
        and status = 'in_review' order by id limit 1`,
    )
    const sector = sectors.find((name) => !row!.sectors.includes(name))!
    const search = { sectors: [sector], status: ['accepted'], sort: 'name' }
    const before = await expectIndexAgreesWithSql(connection.db, organisationId, search)

    const operator = new pg.Client({ connectionString: url })
    await operator.connect()
    try {
      await operator.query('begin')
      await operator.query(
        `update application set status = 'accepted', sectors = array[$2], decided_at = now()
         where id = $1`,
        [row!.id, sector],
      )
      // Searches meanwhile, and another write committed after the open one began.
      await expectIndexAgreesWithSql(connection.db, organisationId, search)
      await connection.db.execute(
        sql`update application set updated_at = now() where id = (select id from application
          where investor_org_id = ${organisationId} and id <> ${row!.id} order by id desc limit 1)`,
      )
      const during = await expectIndexAgreesWithSql(connection.db, organisationId, search)
      expect(during.total).toBe(before.total)
      await operator.query('commit')
    } finally {
      await operator.end()
    }

    const after = await expectIndexAgreesWithSql(connection.db, organisationId, search)
    expect(after.total).toBe(before.total + 1)
  })

  it('reads through the indexes meant for each statement', async () => {
    // The app's own query functions, on a connection that records each statement it sends.
    const pool = new pg.Pool({ connectionString: url, max: 2 })
    const sent: { query: string; params: unknown[] }[] = []
    const recording = drizzle({
      client: pool,
      schema,
      casing: 'snake_case',
      logger: { logQuery: (query, params) => sent.push({ query, params }) },
    }) as unknown as Database
    const indexesIn = async (run: () => Promise<unknown>) => {
      sent.length = 0
      await run()
      const names = new Set<string>()
      for (const { query, params } of sent) {
        const { rows } = await pool.query(`explain (format json) ${query}`, params)
        const visit = (node: Record<string, unknown>) => {
          if (typeof node['Index Name'] === 'string') names.add(node['Index Name'])
          for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) {
            visit(child)
          }
        }
        visit((rows[0]['QUERY PLAN'] as { Plan: Record<string, unknown> }[])[0]!.Plan)
      }
      return [...names]
    }
    const now = new Date()
    try {
      const watermark = await watermarkNow(connection.db)
      const some25 = await rowsOf<{ id: string }>(
        connection.db,
        sql`select id from application where investor_org_id = ${organisationId}
          order by id desc limit 25`,
      )

      // The check every search makes, and the catch-up when it finds changes: only the rows
      // stamped since the index's watermark, by the index meant for it.
      const checked = await indexesIn(() =>
        changesSince(recording, organisationId, watermark, 20_000),
      )
      expect(checked).toContain('application_investor_org_id_changed_xid_index')
      // (application_removal is empty here: PostgreSQL rightly reads an empty table whole.)
      expect(checked).toContain('channel_organisation_id_changed_xid_index')
      expect(
        await indexesIn(async () => {
          for await (const batch of indexedApplications(recording, organisationId, {
            changedSince: watermark,
          })) {
            void batch
          }
        }),
      ).toContain('application_investor_org_id_changed_xid_index')
      // A text search: the trigram index (the in-memory text answers ASCII; this is the rest).
      expect(await indexesIn(() => textMatchIds(recording, organisationId, 'कृषि agri'))).toContain(
        'application_search_text',
      )
      // A page's rows, by id.
      expect(
        await indexesIn(() =>
          rowsByIds(
            recording,
            organisationId,
            some25.map((row) => row.id),
          ),
        ),
      ).toContain('application_pkey')
      // The dashboard's teammates' status moves: the partial index of moves by actor.
      expect(
        await indexesIn(() =>
          reviewerActivity(recording, { organisationId, now, ...defaultPeriod(now) }),
        ),
      ).toContain('application_event_moves_by_actor')
    } finally {
      await pool.end()
    }
  })
})
