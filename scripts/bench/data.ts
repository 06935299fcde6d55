// `npm run bench:data -- --applications 1000000`: a separate database for the benchmarks, holding
// the demo data and, for the demo investor, that many more applications with a realistic skew
// (popular and rare sectors and states, every option value used, 12 months of dates, every
// status), written by set-based SQL in minutes; and 16 more reviewers in its team, who share the
// bench's calls (each person's calls are rate-limited).
//
// Where: `--database-url` (default BENCH_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/sangam_bench), dropped and created afresh; or `--data-dir`
// for an embedded folder (emptied first).
import { rmSync } from 'node:fs'
import { parseArgs } from 'node:util'

import { sql } from 'drizzle-orm'
import pg from 'pg'

import {
  businessTypes,
  customerInteractions,
  developmentStages,
  headquarters,
  rejectionReasons,
  sectors,
} from '../../src/lib/options'
import { connect, type DatabaseConnection } from '../../src/server/db/client'
import { demoInvestorEmail, seedDemoData } from '../../src/server/db/demo/seed'
import { rowsOf } from '../../src/server/db/rows'

const { values: args } = parseArgs({
  options: {
    applications: { type: 'string', default: '100000' },
    channels: { type: 'string', default: '20' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
  },
})
const total = Number(args.applications)
const benchReviewers = 16
const channelCount = Number(args.channels)
if (!Number.isInteger(total) || total < 1 || total > 5_000_000) {
  throw new Error('--applications takes a whole number from 1 to 5,000,000')
}

export const defaultBenchDatabaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sangam_bench'

async function freshPostgres(url: string) {
  const target = new URL(url)
  const name = target.pathname.slice(1)
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Use a plain database name, not “${name}”`)
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
}

function textArray(values: readonly string[]) {
  return sql.raw(`ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`)
}

/**
 * A skewed pick from a list: early values are common, late ones rare, every one possible. `+ 0 * g`
 * ties the draw to the row: PostgreSQL would otherwise draw once for an uncorrelated array.
 */
const skewed = (list: readonly string[], power: number) =>
  sql`(${textArray(list)})[1 + floor(power(random() + 0 * g, ${sql.raw(String(power))}) * ${list.length})::int]`

async function step<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const result = await work()
  console.log(`${label.padEnd(48)} ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return result
}

async function fill(connection: DatabaseConnection) {
  const { db } = connection
  await step('migrations', () => connection.migrate())
  await step('demo data', () => seedDemoData(db, { seed: 42 }))
  await db.execute(sql`select setseed(0.42)`)

  const [{ org }] = (await rowsOf<{ org: string }>(
    db,
    sql`select m.organisation_id as org from member m join "user" u on u.id = m.user_id where u.email = ${demoInvestorEmail}`,
  )) as [{ org: string }]

  // The bench's calls are shared out among the organisation's members, each with the call budget
  // of one person (600 a minute): reviewers enough for 100 calls per case at full speed.
  await step(`${benchReviewers} more reviewers in the investor's team`, async () => {
    await db.execute(sql`
      create temp table bench_reviewer as
      select g, 'bench-reviewer-' || g as id from generate_series(1, ${benchReviewers}) g`)
    await db.execute(sql`
      insert into "user" (id, name, email, email_verified)
      select id, 'Bench Reviewer ' || g, 'bench.reviewer.' || g || '@demo.sangam.test', true
      from bench_reviewer`)
    await db.execute(sql`
      insert into account (id, account_id, provider_id, user_id, password)
      select r.id || '-credential', r.id, 'credential', r.id, a.password
      from bench_reviewer r, account a join "user" u on u.id = a.user_id
      where u.email = ${demoInvestorEmail} and a.provider_id = 'credential'`)
    await db.execute(sql`
      insert into member (organisation_id, user_id, role) select ${org}, id, 'member' from bench_reviewer`)
  })

  await step(`${channelCount} open channels`, async () => {
    await db.execute(sql`
      insert into channel (organisation_id, title, status, visibility, response_days, opens_at)
      select ${org}, 'Bench call ' || g, 'open', 'listed', (array[7, 14, 14, 21, 30])[1 + g % 5],
        now() - interval '400 days'
      from generate_series(1, ${channelCount}) g`)
    await db.execute(sql`
      create temp table bench_channel as
      select row_number() over (order by id) - 1 as n, id, response_days from channel
      where organisation_id = ${org} and title like 'Bench call %'`)
  })

  const startups = Math.ceil(total / channelCount)
  await step(`${startups.toLocaleString('en-IN')} startup organisations`, async () => {
    await db.execute(sql`
      create temp table bench_startup as
      select g - 1 as n, gen_random_uuid() as id from generate_series(1, ${startups}) g`)
    await db.execute(sql`
      insert into organisation (id, kind, name, slug)
      select id, 'startup', 'Bench startup ' || n, 'bench-startup-' || n from bench_startup`)
  })

  // Real answers and profile snapshots from the demo, so rows are as wide as real ones.
  await db.execute(sql`
    create temp table bench_template as
    select row_number() over (order by id) - 1 as n, startup_name, one_liner, answers, profile_snapshot
    from application`)

  await step(`${total.toLocaleString('en-IN')} applications`, () =>
    db.execute(sql`
      insert into application (
        channel_id, startup_org_id, investor_org_id, status, answers, profile_snapshot,
        startup_name, one_liner, sectors, business_types, customer_interactions,
        development_stage, headquarters, planned_raise, dpiit_recognised, startup_india,
        startup_india_until, submitted_at, decided_at,
        first_response_at, furthest_status, decision_message, rejection_reason, updated_at)
      select c.id, s.id, ${org}, p.status::application_status, t.answers, t.profile_snapshot,
        t.startup_name || ' ' || g, t.one_liner, p.sectors, p.business_types,
        p.customer_interactions, p.stage, p.hq, p.raise, p.dpiit, p.startup_india,
        p.startup_india_until, p.submitted_at,
        case when p.status in ('accepted', 'rejected') then p.answered_at end,
        case when p.status <> 'submitted' and p.status <> 'withdrawn' then p.first_move end,
        p.furthest::application_status,
        case when p.status in ('accepted', 'rejected') then 'Thank you for applying; we have decided on your application.' end,
        case when p.status = 'rejected' then (${textArray(rejectionReasons)})[1 + g % ${rejectionReasons.length}]::rejection_reason end,
        coalesce(p.answered_at, p.first_move, p.submitted_at)
      from generate_series(0, ${total - 1}) g
      join bench_channel c on c.n = g % ${channelCount}
      join bench_startup s on s.n = g / ${channelCount}
      join bench_template t on t.n = (g::bigint * 7919) % (select count(*) from bench_template)
      cross join lateral (
        select *,
          least(age_days, greatest(0.2, random() * c.response_days * 1.5)) * interval '1 day' as delay
        from (
          select
            array(select distinct x from unnest(array[${skewed(sectors, 2.2)}, case when random() + 0 * g < 0.6 then ${skewed(sectors, 2.2)} end, case when random() + 0 * g < 0.25 then ${skewed(sectors, 2.2)} end]) x where x is not null ) as sectors,
            array(select distinct x from unnest(array[${skewed(businessTypes, 1.6)}, case when random() + 0 * g < 0.3 then ${skewed(businessTypes, 1.6)} end]) x where x is not null ) as business_types,
            array(select distinct x from unnest(array[${skewed(customerInteractions, 1.8)}, case when random() + 0 * g < 0.4 then ${skewed(customerInteractions, 1.8)} end]) x where x is not null ) as customer_interactions,
            case when random() < 0.03 then null else ${skewed(developmentStages, 1.3)} end as stage,
            case when random() < 0.02 then null else ${skewed(headquarters, 2.5)} end as hq,
            case when random() < 0.05 then null
              else (round(exp(ln(1000000) + random() * ln(1000)) / 100000) * 100000)::bigint end as raise,
            now() - random() * interval '365 days' - interval '1 hour' as submitted_at,
            -- The India passport: about half DPIIT recognised; a standing whose age limit ends
            -- from five years ago to fifteen years ahead (some have ended), or is unknown.
            random() + 0 * g < 0.45 as dpiit,
            (array['eligible','eligible','eligible','eligible','not_eligible','unknown','unknown'])[1 + floor(random() * 7 + 0 * g)::int] as startup_india,
            case when random() + 0 * g < 0.15 then null
              else (now() + (random() * 20 - 5) * interval '365 days')::date end as startup_india_until,
            random() + 0 * g as r
        ) as base
        cross join lateral (select extract(epoch from now() - base.submitted_at) / 86400 as age_days) as age
        cross join lateral (
          select case
            when age_days < 7 then (array['submitted','submitted','submitted','in_review','rejected','withdrawn'])[1 + floor(r * 6)::int]
            when age_days < 30 then (array['submitted','in_review','in_review','shortlisted','rejected','rejected','withdrawn'])[1 + floor(r * 7)::int]
            else (array['submitted','in_review','shortlisted','due_diligence','accepted','rejected','rejected','rejected','rejected','withdrawn'])[1 + floor(r * 10)::int]
          end as status
        ) as st
      ) as p0
      cross join lateral (
        select p0.*,
          p0.submitted_at + p0.delay * 0.4 as first_move,
          p0.submitted_at + p0.delay as answered_at,
          case p0.status
            when 'rejected' then (array['submitted','in_review','in_review','shortlisted','due_diligence'])[1 + floor(p0.r * 5)::int]
            when 'withdrawn' then (array['submitted','in_review'])[1 + floor(p0.r * 2)::int]
            else p0.status
          end as furthest
      ) as p`),
  )

  await step('their events (submitted, and the latest move)', async () => {
    await db.execute(sql`
      insert into application_event (application_id, from_status, to_status, created_at)
      select a.id, null, 'submitted', a.submitted_at from application a
      join bench_channel c on c.id = a.channel_id`)
    await db.execute(sql`
      insert into application_event (application_id, from_status, to_status, created_at)
      select a.id, 'submitted', a.status, coalesce(a.decided_at, a.first_response_at, a.updated_at)
      from application a join bench_channel c on c.id = a.channel_id
      where a.status <> 'submitted'`)
  })
  // A quarter of the applications read by two of the bench's reviewers (one in ten of those by a
  // third), over the last ten months: scores from a quality of the application's own, one point
  // lower from reviewer 1 and one higher from reviewer 2 (a harsh and a lenient reader), give or
  // take a point. The database's triggers turn them into the reviewers' tendencies (0049).
  await step('their ratings by the team', () =>
    db.execute(sql`
      with rated as (
        select a.id, row_number() over (order by a.id) as n,
          2 + abs(hashtext(a.id::text)) % 3 as quality
        from application a join bench_channel c on c.id = a.channel_id
        where abs(hashtext(a.id::text || 'rated')) % 4 = 0
      ),
      readers as (
        select rated.*, ((rated.n + k * 5) % ${benchReviewers}) + 1 as g
        from rated, generate_series(0, case when rated.n % 10 = 0 then 2 else 1 end) k
      ),
      scored as (
        select id, g, (select jsonb_object_agg(d, least(5, greatest(1, quality
            + case g when 1 then -1 when 2 then 1 else 0 end
            + (abs(hashtext(id::text || g || d)) % 3) - 1)))
          from unnest(array['team', 'market', 'product', 'traction', 'fit']) d) as scores
        from readers
      )
      insert into application_rating (application_id, user_id, scores, overall, created_at,
        updated_at)
      select id, 'bench-reviewer-' || g, scores,
        round((select avg(value::int) from jsonb_each_text(scores)) * 10),
        now() - (abs(hashtext(id::text || g)) % 300) * interval '1 day',
        now() - (abs(hashtext(id::text || g)) % 300) * interval '1 day'
      from scored`),
  )
  // As autovacuum leaves a live database: statistics, hint bits and the visibility map set (a
  // bench run right after a fill would otherwise pay for the first reads of every page).
  await step('vacuum and analyze', () => db.execute(sql`vacuum (analyze)`))
  // The fill's pages are written to disk now rather than by a checkpoint during the bench, whose
  // writes would slow the commits of the calls timed then.
  await step('checkpoint', () =>
    db.execute(sql`checkpoint`).catch((error: unknown) => {
      console.warn(`No checkpoint (${String(error)}): the bench may meet the fill's writes.`)
    }),
  )

  const [counts] = (
    (await db.execute(sql`
      select (select count(*)::int from application where investor_org_id = ${org}) as applications,
        (select count(*)::int from application_event) as events,
        (select count(*)::int from application_rating) as ratings,
        pg_size_pretty(pg_total_relation_size('application')) as application_size`)) as unknown as {
      rows: Record<string, unknown>[]
    }
  ).rows
  console.log('\nThe demo investor (investor@demo.sangam.test) now holds:', counts)
}

const started = performance.now()
const url = args['database-url'] ?? (args['data-dir'] ? undefined : defaultBenchDatabaseUrl)
let connection: DatabaseConnection
if (url) {
  await freshPostgres(url)
  connection = connect({ kind: 'postgres', url })
  console.log(`Filling ${url.replace(/\/\/[^@]*@/, '//')}`)
} else {
  rmSync(args['data-dir']!, { recursive: true, force: true })
  connection = connect({ kind: 'pglite', dataDir: args['data-dir'] })
  console.log(`Filling the embedded database in ${args['data-dir']}`)
}
try {
  await fill(connection)
} finally {
  await connection.close()
}
console.log(`Done in ${((performance.now() - started) / 1000).toFixed(0)} s`)
