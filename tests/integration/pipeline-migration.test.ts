/**
 * Pipelines per fund (docs/decisions/0046): the migration that gives every investor organisation
 * its default stages moves existing applications without loss, and the database keeps an
 * application's stage in step with its status whoever writes it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { funnelStages, undecidedStatuses } from '@/domain/applications/status'
import { migrationsFolder } from '@/server/db/client'
import { application, organisation, pipelineStage } from '@/server/db/schema'

import { createApplication, createChannel, createInvestor, createStartup } from '../factories/db'
import { adminQuery } from '../support/database'
import { setupTestApp } from '../support/app'

const stagesMigration = '0033_pipeline-stages'
const middle = ['in_review', 'shortlisted', 'due_diligence'] as const
const statuses = [...undecidedStatuses, 'accepted', 'rejected', 'withdrawn'] as const

type Journal = { entries: { tag: string }[] }

/** The migrations folder as it was before `tag`: what a database made then has applied. */
function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'sangam-migrations-'))
  cpSync(migrationsFolder, folder, { recursive: true })
  const journalFile = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal & Record<string, unknown>
  const at = journal.entries.findIndex((entry) => entry.tag === tag)
  expect(at).toBeGreaterThan(0)
  for (const entry of journal.entries.slice(at)) rmSync(path.join(folder, `${entry.tag}.sql`))
  journal.entries = journal.entries.slice(0, at)
  writeFileSync(journalFile, JSON.stringify(journal))
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) }
}

type Blank = {
  query: <Row>(statement: string) => Promise<Row[]>
  /** Runs several statements at once. */
  exec: (statements: string) => Promise<void>
  migrate: (folder: string) => Promise<void>
  close: () => Promise<void>
}

/** An empty database: embedded, or a new one on the server named by DATABASE_URL. */
async function blankDatabase(): Promise<Blank> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    const client = new PGlite({ extensions: { pg_trgm } })
    const db = drizzlePglite(client)
    return {
      query: async (statement) => (await client.query(statement)).rows as never,
      exec: async (statements) => void (await client.exec(statements)),
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    }
  }
  const name = `sangam_test_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 })
  const db = drizzleNodePostgres(pool)
  return {
    query: async (statement) => (await pool.query(statement)).rows,
    exec: async (statements) => void (await pool.query(statements)),
    migrate: (folder) => migrateNodePostgres(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end()
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

/**
 * Two funds with 120 applications each in every status, the furthest status each reached drawn
 * so every combination the product allows occurs (a rejection after due diligence, a withdrawal
 * while shortlisted...), and a startup organisation, which gets no stages.
 */
const seed = `
  INSERT INTO organisation (id, kind, name, slug) VALUES
    ('00000000-0000-4000-8000-00000000000a', 'investor', 'Kaveri Capital', 'kaveri'),
    ('00000000-0000-4000-8000-00000000000b', 'investor', 'Tungabhadra Ventures', 'tungabhadra');
  INSERT INTO organisation (id, kind, name, slug)
    SELECT ('00000000-0000-4000-8000-' || lpad(to_hex(1000 + n), 12, '0'))::uuid, 'startup',
           'Startup ' || n, 'startup-' || n
    FROM generate_series(1, 120) AS n;
  INSERT INTO channel (id, organisation_id, title) VALUES
    ('00000000-0000-4000-8000-0000000000ca', '00000000-0000-4000-8000-00000000000a', 'Seed'),
    ('00000000-0000-4000-8000-0000000000cb', '00000000-0000-4000-8000-00000000000b', 'Agritech');
  INSERT INTO application (channel_id, startup_org_id, investor_org_id, startup_name, status,
                           furthest_status)
    SELECT c.id, s.id, c.organisation_id, s.name, st.status, st.furthest
    FROM channel c
    CROSS JOIN LATERAL (SELECT id, name, row_number() OVER (ORDER BY slug) AS n
                        FROM organisation WHERE kind = 'startup') s
    CROSS JOIN LATERAL (
      SELECT (enum_range(NULL::application_status))[1 + (s.n % 7)::int] AS status
    ) picked
    CROSS JOIN LATERAL (
      SELECT picked.status,
             CASE
               WHEN picked.status IN ('rejected', 'withdrawn')
                 THEN (enum_range(NULL::application_status))[1 + ((s.n / 7) % 4)::int]
               WHEN picked.status = 'accepted' THEN 'accepted'::application_status
               ELSE greatest(picked.status,
                             (enum_range(NULL::application_status))[1 + ((s.n / 7) % 4)::int])
             END AS furthest
    ) st;
`

type Before = {
  id: string
  investor_org_id: string
  status: string
  furthest_status: string
  row: string
}

describe('the migration to pipeline stages', () => {
  let database: Blank
  let before: Before[]
  let remove: () => void

  beforeAll(async () => {
    database = await blankDatabase()
    const older = migrationsBefore(stagesMigration)
    remove = older.remove
    await database.migrate(older.folder)
    await database.exec(seed)
    before = await database.query<Before>(
      `SELECT id, investor_org_id, status, furthest_status,
              md5((to_jsonb(a) - 'changed_xid')::text) AS row
       FROM application a ORDER BY id`,
    )
    await database.migrate(migrationsFolder)
  }, 60_000)

  afterAll(async () => {
    remove()
    await database.close()
  })

  it('seeded every status and every furthest status it allows', () => {
    expect(before).toHaveLength(240)
    expect(new Set(before.map((row) => row.status))).toEqual(new Set(statuses))
    for (const status of ['rejected', 'withdrawn']) {
      const furthest = before.filter((row) => row.status === status).map((r) => r.furthest_status)
      expect(new Set(furthest)).toEqual(new Set(undecidedStatuses))
    }
  })

  it('gives every investor organisation the default stages, keyed and named as the statuses', async () => {
    const stages = await database.query<{
      slug: string
      key: string
      name: string
      maps_to: string
      position: number
      archived_at: Date | null
    }>(
      `SELECT o.slug, ps.key, ps.name, ps.maps_to, ps.position, ps.archived_at
       FROM pipeline_stage ps JOIN organisation o ON o.id = ps.organisation_id
       ORDER BY o.slug, ps.position`,
    )
    const defaults = [
      { key: 'in_review', name: 'In review', maps_to: 'in_review', position: 0, archived_at: null },
      {
        key: 'shortlisted',
        name: 'Shortlisted',
        maps_to: 'shortlisted',
        position: 1,
        archived_at: null,
      },
      {
        key: 'due_diligence',
        name: 'Due diligence',
        maps_to: 'due_diligence',
        position: 2,
        archived_at: null,
      },
    ]
    expect(stages).toEqual([
      ...defaults.map((stage) => ({ slug: 'kaveri', ...stage })),
      ...defaults.map((stage) => ({ slug: 'tungabhadra', ...stage })),
    ])
  })

  it('changes no application but for its stage, and keeps the counts per status', async () => {
    const after = await database.query<Before>(
      `SELECT id, investor_org_id, status, furthest_status,
              md5((to_jsonb(a) - 'changed_xid' - 'stage_id' - 'entered_stage_ids')::text) AS row
       FROM application a ORDER BY id`,
    )
    expect(after).toEqual(before)
  })

  it('puts each application in a middle status in the stage of that status, and no other in any', async () => {
    const counts = await database.query<{
      investor_org_id: string
      status: string
      key: string | null
      n: number
    }>(
      `SELECT a.investor_org_id, a.status, ps.key, count(*)::int AS n
       FROM application a LEFT JOIN pipeline_stage ps ON ps.id = a.stage_id
         AND ps.organisation_id = a.investor_org_id
       GROUP BY 1, 2, 3`,
    )
    const expected = new Map<string, number>()
    for (const row of before) {
      const key = `${row.investor_org_id} ${row.status} ${(middle as readonly string[]).includes(row.status) ? row.status : null}`
      expected.set(key, (expected.get(key) ?? 0) + 1)
    }
    expect(new Map(counts.map((c) => [`${c.investor_org_id} ${c.status} ${c.key}`, c.n]))).toEqual(
      expected,
    )
  })

  it('keeps the funnel: each stage reached up to the furthest status, as entered stages', async () => {
    const entered = await database.query<{ id: string; keys: string[] }>(
      `SELECT a.id, coalesce(array_agg(ps.key ORDER BY ps.position)
                             FILTER (WHERE ps.key IS NOT NULL), '{}') AS keys
       FROM application a LEFT JOIN pipeline_stage ps ON ps.id = ANY (a.entered_stage_ids)
       GROUP BY a.id ORDER BY a.id`,
    )
    const byId = new Map(entered.map((row) => [row.id, row.keys]))
    for (const row of before) {
      const furthest = funnelStages.indexOf(row.furthest_status as never)
      expect(byId.get(row.id), `${row.status} after ${row.furthest_status}`).toEqual(
        middle.filter((status) => funnelStages.indexOf(status) <= furthest),
      )
    }
  })
})

describe('the stage the database keeps with the status', () => {
  const app = setupTestApp()

  async function world() {
    const { db } = app().connection
    const investor = await createInvestor(db)
    const other = await createInvestor(db)
    const startup = await createStartup(db)
    const channel = await createChannel(db, {
      organisationId: investor.organisation.id,
      status: 'open',
    })
    const { application: row } = await createApplication(db, {
      channelId: channel.id,
      startupOrgId: startup.organisation.id,
      status: 'submitted',
    })
    const stages = async (organisationId: string) =>
      new Map(
        (
          await db
            .select()
            .from(pipelineStage)
            .where(eq(pipelineStage.organisationId, organisationId))
        ).map((stage) => [stage.key, stage]),
      )
    const current = async () => {
      const [found] = await db
        .select({
          status: application.status,
          stageId: application.stageId,
          entered: application.enteredStageIds,
        })
        .from(application)
        .where(eq(application.id, row.id))
      return found!
    }
    return { db, investor, other, row, stages, current }
  }

  it('gives a new investor organisation the default stages and a startup none', async () => {
    const { db, investor, stages } = await world()
    expect([...(await stages(investor.organisation.id)).keys()].sort()).toEqual([...middle].sort())
    const startups = await db
      .select({ id: pipelineStage.id })
      .from(pipelineStage)
      .innerJoin(organisation, eq(organisation.id, pipelineStage.organisationId))
      .where(eq(organisation.kind, 'startup'))
    expect(startups).toEqual([])
  })

  it('puts a status written alone in the fund’s first active stage mapped to it', async () => {
    const { db, investor, row, stages, current } = await world()
    const own = await stages(investor.organisation.id)
    const [firstCall] = await db
      .insert(pipelineStage)
      .values({
        organisationId: investor.organisation.id,
        key: 'first-call',
        name: 'First call',
        mapsTo: 'in_review',
        position: -1,
      })
      .returning()
    await db.execute(sql`UPDATE application SET status = 'in_review' WHERE id = ${row.id}`)
    expect(await current()).toEqual({
      status: 'in_review',
      stageId: firstCall!.id,
      entered: [firstCall!.id],
    })

    // The same status again keeps the stage it is in; another status takes that status's stage.
    await db
      .update(application)
      .set({ stageId: own.get('in_review')!.id, status: 'in_review' })
      .where(eq(application.id, row.id))
    await db.execute(sql`UPDATE application SET status = 'in_review' WHERE id = ${row.id}`)
    expect((await current()).stageId).toBe(own.get('in_review')!.id)
    await db.execute(sql`UPDATE application SET status = 'shortlisted' WHERE id = ${row.id}`)
    expect(await current()).toEqual({
      status: 'shortlisted',
      stageId: own.get('shortlisted')!.id,
      entered: [firstCall!.id, own.get('in_review')!.id, own.get('shortlisted')!.id],
    })

    // An archived stage is taken only when no active one maps to the status.
    await db
      .update(pipelineStage)
      .set({ archivedAt: new Date() })
      .where(eq(pipelineStage.id, own.get('due_diligence')!.id))
    const [diligence] = await db
      .insert(pipelineStage)
      .values({
        organisationId: investor.organisation.id,
        key: 'ic',
        name: 'IC',
        mapsTo: 'due_diligence',
        position: 5,
      })
      .returning()
    await db.execute(sql`UPDATE application SET status = 'due_diligence' WHERE id = ${row.id}`)
    expect((await current()).stageId).toBe(diligence!.id)

    // A decision leaves the stages; the ones entered stay.
    await db.execute(sql`UPDATE application SET status = 'rejected' WHERE id = ${row.id}`)
    expect(await current()).toMatchObject({ status: 'rejected', stageId: null })
    expect((await current()).entered).toHaveLength(4)
  })

  it('notes the stages an application written with its furthest status went through', async () => {
    const { db, investor, row, stages } = await world()
    const own = await stages(investor.organisation.id)
    const [termSheet] = await db
      .insert(pipelineStage)
      .values({
        organisationId: investor.organisation.id,
        key: 'term-sheet',
        name: 'Term sheet',
        mapsTo: 'due_diligence',
        position: 3,
      })
      .returning()
    const [seeded] = await db
      .insert(application)
      .values({
        ...(await db.select().from(application).where(eq(application.id, row.id)))[0]!,
        id: undefined,
        startupOrgId: (await createStartup(db)).organisation.id,
        status: 'rejected',
        furthestStatus: 'due_diligence',
        stageId: null,
        enteredStageIds: [],
        changedXid: undefined,
        searchText: undefined,
      } as never)
      .returning({ entered: application.enteredStageIds })
    expect(new Set(seeded!.entered)).toEqual(
      new Set(['in_review', 'shortlisted', 'due_diligence'].map((key) => own.get(key)!.id)),
    )
    expect(seeded!.entered).not.toContain(termSheet!.id)
  })

  it('refuses a stage of another fund, or one mapped to another status, and writes nothing', async () => {
    const { db, other, investor, row, stages, current } = await world()
    const theirs = await stages(other.organisation.id)
    const own = await stages(investor.organisation.id)
    const refusal = (stageId: string, status: 'in_review' | 'shortlisted') =>
      db
        .update(application)
        .set({ stageId, status })
        .where(and(eq(application.id, row.id)))
        .then(
          () => 'written',
          (error: { cause?: { code?: string }; code?: string }) => error.cause?.code ?? error.code,
        )
    expect(await refusal(theirs.get('in_review')!.id, 'in_review')).toBe('23514')
    expect(await refusal(own.get('shortlisted')!.id, 'in_review')).toBe('23514')
    expect(await current()).toEqual({ status: 'submitted', stageId: null, entered: [] })
  })
})
