import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { calibratedOverall, fitTendencies } from '@/domain/applications/calibration'
import { defaultPeriod } from '@/domain/investors/dashboard'
import { overallOf, ratingDimensions, type RatingScores } from '@/domain/applications/ratings'
import type { Database } from '@/server/db/client'
import { upsertRating } from '@/server/db/queries/application-review'
import { teamTendencies } from '@/server/db/queries/calibration'
import { rowsOf } from '@/server/db/rows'

import {
  addMember,
  createBareApplication,
  createBareChannel,
  createBareStartup,
  createInvestor,
  createUser,
} from '../factories/db'
import { setupTestApp } from '../support/app'
import { expectCalibratedSort } from '../support/calibrated-sort'
import { founderOf, investorOf, teammateOf } from '../support/roles'
import { plantedRaters, plantedWorld, spearman } from '../support/planted-raters'

const app = setupTestApp()

type Sums = {
  key: string
  shared: number
  team: string
  market: string
  product: string
  traction: string
  fit: string
}

/** The table the triggers keep, as text: numeric sums compared exactly, without trailing zeros. */
function kept(db: Database) {
  return rowsOf<Sums>(
    db,
    sql`select investor_org_id || '/' || user_id || '/' || month as key, shared,
      trim_scale(team)::text as team, trim_scale(market)::text as market,
      trim_scale(product)::text as product, trim_scale(traction)::text as traction,
      trim_scale(fit)::text as fit
    from rating_tendency order by key`,
  )
}

/** The same sums computed afresh from every rating: what the table must always equal. */
function afresh(db: Database) {
  return rowsOf<Sums>(
    db,
    sql`
    with contributions as (
      select investor_org_id, user_id,
        date_trunc('month', updated_at at time zone 'UTC')::date as month,
        case when count(*) over w > 1 then 1 else 0 end as shared,
        ${sql.join(
          ratingDimensions.map(
            (d) =>
              sql`coalesce(rating_score(scores, ${d}) - avg(rating_score(scores, ${d})) over w, 0) as ${sql.identifier(d)}`,
          ),
          sql`, `,
        )}
      from application_rating where investor_org_id is not null
      window w as (partition by application_id)
    )
    select investor_org_id || '/' || user_id || '/' || month as key, sum(shared)::int as shared,
      ${sql.join(
        ratingDimensions.map(
          (d) => sql`trim_scale(sum(shared * ${sql.identifier(d)}))::text as ${sql.identifier(d)}`,
        ),
        sql`, `,
      )}
    from contributions group by investor_org_id, user_id, month having sum(shared) > 0
    order by key`,
  )
}

/** A fund with `raters` members and `count` applications. */
async function fundWith(db: Database, raters: number, count: number) {
  const fund = await createInvestor(db)
  const channel = await createBareChannel(db, { organisationId: fund.organisation.id })
  const members: string[] = []
  for (let i = 0; i < raters; i++) {
    const person = await createUser(db)
    await addMember(db, { organisationId: fund.organisation.id, userId: person.id })
    members.push(person.id)
  }
  const applications: string[] = []
  for (let i = 0; i < count; i++) {
    const startupOrgId = await createBareStartup(db, {
      name: `Planted ${i} ${crypto.randomUUID()}`,
    })
    applications.push((await createBareApplication(db, { channelId: channel.id, startupOrgId })).id)
  }
  return { organisationId: fund.organisation.id, members, applications }
}

const scoresOf = (next: () => number): RatingScores =>
  Object.fromEntries(ratingDimensions.map((d) => [d, 1 + Math.floor(next() * 5)])) as RatingScores

/** A seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a * 1103515245 + 12345) % 2147483648
    return a / 2147483648
  }
}

describe('the rating tendencies the database keeps', () => {
  it('equal a fresh computation after every kind of write, by the app or by SQL', async () => {
    const db = app().services.db
    const fund = await fundWith(db, 5, 12)
    const next = random(7)
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!
    const check = async (step: string) => expect(await kept(db), step).toEqual(await afresh(db))

    for (let i = 0; i < 60; i++) {
      await upsertRating(db, {
        applicationId: pick(fund.applications),
        userId: pick(fund.members),
        scores: scoresOf(next),
        comment: null,
      })
    }
    await check('ratings saved and replaced by the app')
    expect((await kept(db)).length).toBeGreaterThan(0)

    await db.execute(sql`
      update application_rating set scores = scores || '{"team": 1}'::jsonb
      where user_id = ${fund.members[0]}`)
    await check('an SQL update of many rows')
    await db.execute(sql`
      update application_rating set updated_at = updated_at - interval '40 days'
      where id in (select id from application_rating order by id limit 7)`)
    await check('ratings moved to another month')
    await db.execute(sql`
      update application_rating set scores = scores - 'fit'
      where id in (select id from application_rating order by id desc limit 2)`)
    await check('a score missing from a hand-written rating')
    await db.execute(sql`delete from application_rating where id in
      (select id from application_rating order by id limit 5)`)
    await check('ratings deleted')
    await db.execute(sql`delete from application where id = ${fund.applications[0]}`)
    await check('an application deleted with its ratings')
    await db.execute(sql`delete from "user" where id = ${fund.members[1]}`)
    await check('a member deleted with their ratings')
    await db.execute(sql`
      insert into application_rating (application_id, user_id, scores, overall)
      select a, ${fund.members[2]}, '{"team":5,"market":5,"product":5,"traction":5,"fit":5}', 50
      from unnest(${`{${fund.applications.slice(1).join(',')}}`}::uuid[]) a
      on conflict (application_id, user_id) do update set scores = excluded.scores`)
    await check('one statement inserting and replacing many')

    // One statement both replacing a rating and adding one on the same application fires the
    // INSERT and the UPDATE triggers; so does a writable CTE deleting one and inserting another.
    const [one, two] = fund.applications.slice(1, 3) as [string, string]
    await upsertRating(db, {
      applicationId: one,
      userId: fund.members[0]!,
      scores: scoresOf(next),
      comment: null,
    })
    await db.execute(sql`delete from application_rating
      where application_id = ${one} and user_id = ${fund.members[3]}`)
    await check('the application prepared')
    await db.execute(sql`
      insert into application_rating (application_id, user_id, scores, overall)
      values (${one}, ${fund.members[0]}, '{"team":5,"market":5,"product":5,"traction":5,"fit":5}', 50),
        (${one}, ${fund.members[3]}, '{"team":3,"market":3,"product":3,"traction":3,"fit":3}', 30)
      on conflict (application_id, user_id) do update set scores = excluded.scores`)
    await check('one upsert replacing and adding ratings of one application')
    await db.execute(sql`
      with gone as (
        delete from application_rating where application_id = ${two} and user_id = ${fund.members[2]}
        returning application_id
      )
      insert into application_rating (application_id, user_id, scores, overall)
      select application_id, ${fund.members[4]},
        '{"team":1,"market":2,"product":1,"traction":2,"fit":1}', 14
      from gone`)
    await check('a writable CTE deleting and inserting ratings of one application')

    await db.execute(sql`truncate application_rating`)
    expect(await kept(db)).toEqual([])
    expect(await rowsOf(db, sql`select 1 from rating_contribution`)).toEqual([])
  })

  it('stay exact when teammates rate the same applications at the same moment', async () => {
    const db = app().services.db
    const fund = await fundWith(db, 6, 3)
    const next = random(11)
    await Promise.all(
      fund.members.flatMap((userId) =>
        fund.applications.map((applicationId) =>
          upsertRating(db, { applicationId, userId, scores: scoresOf(next), comment: null }),
        ),
      ),
    )
    expect(await kept(db)).toEqual(await afresh(db))
    expect((await kept(db)).every((row) => row.shared === 3)).toBe(true)
  })

  it('stay exact when a statement over many applications meets single ratings at the same moment', async () => {
    const db = app().services.db
    const fund = await fundWith(db, 3, 70)
    const next = random(5)
    for (const applicationId of fund.applications) {
      for (const userId of fund.members.slice(0, 2)) {
        await upsertRating(db, { applicationId, userId, scores: scoresOf(next), comment: null })
      }
    }
    // One statement changes every rating of the 70 applications; before it commits, the third
    // teammate rates some of them. Their ratings must wait for it, then count from its result.
    let rated: Promise<unknown> = Promise.resolve()
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        update application_rating set scores = scores || '{"traction": 5}'::jsonb
        where investor_org_id = ${fund.organisationId}`)
      rated = Promise.all(
        fund.applications.slice(0, 10).map((applicationId) =>
          upsertRating(db, {
            applicationId,
            userId: fund.members[2]!,
            scores: scoresOf(next),
            comment: null,
          }),
        ),
      )
      await new Promise((resolve) => setTimeout(resolve, 300))
    })
    await rated
    expect(await kept(db)).toEqual(await afresh(db))
  })

  it('give calibrated scores that recover planted reviewers’ order better than the raw average', async () => {
    const db = app().services.db
    const world = plantedWorld(3, 240)
    const fund = await fundWith(db, plantedRaters.length, world.applicationIds.length)
    const userOf = new Map(plantedRaters.map((r, i) => [r.id as string, fund.members[i]!]))
    const applicationOf = new Map(world.applicationIds.map((id, i) => [id, fund.applications[i]!]))
    await db.execute(sql`
      insert into application_rating (application_id, user_id, scores, overall)
      select (r->>'applicationId')::uuid, r->>'userId', r->'scores', (r->>'overall')::int
      from jsonb_array_elements(${JSON.stringify(
        world.ratings.map((r) => ({
          applicationId: applicationOf.get(r.applicationId),
          userId: userOf.get(r.userId),
          scores: r.scores,
          overall: overallOf(r.scores),
        })),
      )}::jsonb) r`)

    const tendencies = await teamTendencies(db, fund.organisationId)
    const expected = fitTendencies(world.ratings)
    for (const rater of plantedRaters) {
      const found = tendencies.get(userOf.get(rater.id)!)!
      expect(found.shared).toBe(expected.get(rater.id)!.shared)
      for (const d of ratingDimensions) {
        expect(found.offsets![d]).toBeCloseTo(expected.get(rater.id)!.offsets![d], 9)
      }
    }
    expect(tendencies.get(userOf.get('harsh')!)!.offsets!.traction).toBeLessThan(-0.5)

    const raw: number[] = []
    const calibrated: number[] = []
    for (const id of world.applicationIds) {
      const ratings = world.ratings
        .filter((r) => r.applicationId === id)
        .map((r) => ({ ...r, userId: userOf.get(r.userId)! }))
      raw.push(ratings.reduce((a, r) => a + overallOf(r.scores), 0) / ratings.length)
      calibrated.push(calibratedOverall(ratings, tendencies)!)
    }
    const truth = world.applicationIds.map((id) => world.truth.get(id)!)
    expect(spearman(calibrated, truth)).toBeGreaterThan(spearman(raw, truth) + 0.03)
  })

  it('leave ratings older than the window out', async () => {
    const db = app().services.db
    const fund = await fundWith(db, 2, 25)
    for (const applicationId of fund.applications) {
      for (const [i, userId] of fund.members.entries()) {
        await upsertRating(db, {
          applicationId,
          userId,
          scores: { team: 2 + i, market: 3, product: 3, traction: 3, fit: 3 },
          comment: null,
        })
      }
    }
    const now = await teamTendencies(db, fund.organisationId)
    expect(now.get(fund.members[0]!)).toMatchObject({ shared: 25, offsets: { team: -0.5 } })
    await db.execute(sql`update application_rating set updated_at = now() - interval '13 months'`)
    expect(await teamTendencies(db, fund.organisationId)).toEqual(new Map())
    expect(await kept(db)).toEqual(await afresh(db))
  })
})

describe('calibrated scores on the screens', () => {
  it('show beside the raw score once the viewer has rated, and each reviewer’s habit to owners only', async () => {
    const db = app().services.db
    const fund = await investorOf(app(), 'Kaveri Capital')
    const harsh = await teammateOf(app(), fund.organisationId, { name: 'Harsh Gupta' })
    const kind = await teammateOf(app(), fund.organisationId, { name: 'Kiran Mehta' })
    const founder = await founderOf(app(), 'Krishi Setu')
    const channel = await createBareChannel(db, { organisationId: fund.organisationId })
    const target = await createBareApplication(db, {
      channelId: channel.id,
      startupOrgId: founder.organisationId,
    })
    // 25 applications both read: Harsh gives 2 on everything, Kiran 4.
    const others: string[] = []
    for (let i = 0; i < 25; i++) {
      const startupOrgId = await createBareStartup(db, { name: `Read by both ${i}` })
      others.push((await createBareApplication(db, { channelId: channel.id, startupOrgId })).id)
    }
    await db.execute(sql`
      insert into application_rating (application_id, user_id, scores, overall)
      select a, r.user_id, jsonb_build_object('team', r.score, 'market', r.score,
        'product', r.score, 'traction', r.score, 'fit', r.score), r.score * 10
      from unnest(${`{${others.join(',')}}`}::uuid[]) a,
        (values (${harsh.userId}, 2), (${kind.userId}, 4)) as r(user_id, score)`)

    const ownerCaller = await app().caller(fund.headers)
    const harshCaller = await app().caller(harsh.headers)
    const kindCaller = await app().caller(kind.headers)
    const all = (n: number) => ({ team: n, market: n, product: n, traction: n, fit: n })
    await kindCaller.investors.applications.rate({ applicationId: target.id, scores: all(5) })
    const forStartup = () =>
      ownerCaller.investors.applications.forStartup({ startupOrgId: founder.organisationId })

    // Blind: before the owner rates, no score of any kind.
    expect((await forStartup())[0]!.ratings).toMatchObject({ average: null, calibration: null })
    await ownerCaller.investors.applications.rate({ applicationId: target.id, scores: all(3) })
    const [seen] = await forStartup()
    // Kiran scores a point above the team: 5 counts as 4; the owner has too few shared ratings.
    expect(seen!.ratings).toMatchObject({
      average: 40,
      calibration: { score: 35, countedRaw: [fund.name] },
    })
    // Sorted by calibrated score, the applications the viewer rated come first.
    const byCalibrated = { channelId: channel.id, sort: 'calibrated' }
    const listed = await ownerCaller.investors.applications.list(byCalibrated)
    expect(listed.total).toBe(26)
    expect(listed.rows[0]).toMatchObject({
      id: target.id,
      ratings: { average: 40, calibrated: 35 },
    })
    // Harsh rated the 25 others: they lead, each 3.0 calibrated (2 and 4 less their habits); the
    // application Harsh has not rated follows on page 2, its scores still blind.
    const harshFirst = await harshCaller.investors.applications.list(byCalibrated)
    expect(harshFirst.rows.map((r) => r.ratings.calibrated)).toEqual(Array(25).fill(30))
    const harshSecond = await harshCaller.investors.applications.list({ ...byCalibrated, page: 2 })
    expect(harshSecond.rows.map((r) => [r.id, r.ratings.average, r.ratings.calibrated])).toEqual([
      [target.id, null, null],
    ])

    const period = defaultPeriod(new Date())
    const dashboard = await ownerCaller.investors.dashboard.get(period)
    const habitOf = (userId: string) => dashboard.tendencies!.find((t) => t.userId === userId)!
    expect(habitOf(kind.userId).shared).toBe(26)
    expect(habitOf(kind.userId).offsets!.traction).toBeCloseTo(1, 9)
    expect(habitOf(harsh.userId).offsets!.team).toBeCloseTo(-1, 9)
    expect(habitOf(fund.userId)).toEqual({ userId: fund.userId, shared: 1, offsets: null })
    expect((await harshCaller.investors.dashboard.get(period)).tendencies).toBeNull()
  })

  it('sort the list by calibrated score, the applications the viewer rated first', async () => {
    await expectCalibratedSort(app())
  })
})
