// What the load test needs beyond `npm run bench:data`, written into the load test's database
// before the timed runs: more people in the demo investor's team (each person's calls are
// rate-limited, so the calls rotate over them), founders whose startups copy the demo's most
// complete profile (all of it but a logo and a deck: the demo uploads no files) to apply to open
// channels, and the pools the requests draw from.
import { eq, sql } from 'drizzle-orm'

import { undecidedStatuses } from '@/domain/applications/status'
import type { ApplicationStatus } from '@/lib/options'
import type { Database } from '@/server/db/client'
import { rowsOf } from '@/server/db/rows'
import { demoFounderEmail, demoInvestorEmail } from '@/server/db/demo/seed'
import { loadOwnProfile } from '@/server/db/queries/startup-profiles'
import { founder, startupProfile, type ChannelQuestion } from '@/server/db/schema'

import { buildAnswers, createFaker } from '../../tests/factories'

const personEmail = (kind: 'reviewer' | 'founder', n: number) =>
  `loadtest.${kind}.${n}@demo.sangam.test`

export type ApplyTarget = { founder: number; channelId: string; answers: Record<string, unknown> }
export type MovableApplication = { id: string; status: ApplicationStatus }

export type World = {
  investorOrgId: string
  applications: number
  /** The load test's reviewers in the investor's team. */
  reviewerEmails: string[]
  founderEmails: string[]
  /** How complete the founders' profiles are (per cent): the demo's best, copied. */
  profilePercent: number
  /** Founder and open channel pairs not applied yet, in the order they are used. */
  applyTargets: ApplyTarget[]
  /** Undecided applications of the investor, for status moves. */
  movable: MovableApplication[]
  /** Startups with a profile that applied to the investor: the review screen's subjects. */
  reviewable: string[]
  /** Applications of the investor to rate. */
  rateable: string[]
  publicCompanySlug: string
  /** The demo investor's public page: `/investor/{slug}`. */
  investorSlug: string
  /** The investor's channels, most applications first (the search cases' channel filter). */
  channelIds: string[]
}

/** The demo startup whose profile is the most complete: the template of the load test's ones. */
export async function templateStartup(db: Database) {
  const candidates = await rowsOf<{ id: string }>(
    db,
    sql`select organisation_id as id from startup_profile where slug not like 'loadtest-%'`,
  )
  let best: { id: string; percent: number } | undefined
  for (const { id } of candidates) {
    const loaded = await loadOwnProfile(db, id)
    const percent = loaded?.completeness.percent ?? 0
    if (!best || percent > best.percent) best = { id, percent }
    if (percent === 100) break
  }
  if (!best) throw new Error('The database holds no startup profile: run npm run bench:data')
  return best
}

/** The load test startups' slugs: this and their number. */
export const founderSlug = 'loadtest-startup-'

/** Load test people numbered from 1 to `count` that do not exist yet: user, password, member. */
async function addPeople(
  db: Database,
  kind: 'reviewer' | 'founder',
  count: number,
  passwordOf: string,
): Promise<number[]> {
  const prefix = `loadtest.${kind}.`
  const [{ existing }] = (await rowsOf<{ existing: number }>(
    db,
    sql`select count(*)::int as existing from "user" where email like ${`${prefix}%`}`,
  )) as [{ existing: number }]
  if (existing >= count) return []
  await db.execute(sql`drop table if exists loadtest_person`)
  await db.execute(sql`
    create temp table loadtest_person as
    select g, ${`loadtest-${kind}-`} || g as id from generate_series(${existing + 1}::int, ${count}::int) g`)
  // The addresses of personEmail().
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select id, ${`Loadtest ${kind} `} || g, ${prefix} || g || '@demo.sangam.test', true
    from loadtest_person`)
  await db.execute(sql`
    insert into account (id, account_id, provider_id, user_id, password)
    select p.id || '-credential', p.id, 'credential', p.id, a.password
    from loadtest_person p, account a join "user" u on u.id = a.user_id
    where u.email = ${passwordOf} and a.provider_id = 'credential'`)
  const added = await rowsOf<{ g: number }>(db, sql`select g from loadtest_person order by g`)
  return added.map((row) => row.g)
}

/** Reviewers in the demo investor's team; no emails for them, the team's own people keep theirs. */
async function addReviewers(db: Database, investorOrgId: string, count: number) {
  const added = await addPeople(db, 'reviewer', count, demoInvestorEmail)
  if (!added.length) return
  await db.execute(sql`
    insert into member (organisation_id, user_id, role)
    select ${investorOrgId}, id, 'member' from loadtest_person`)
  await db.execute(sql`
    insert into notification_preference (user_id, new_application_email, status_email)
    select id, 'off', false from loadtest_person`)
}

/** Founders, each owning a startup whose profile and founders are copies of the template's. */
export async function addFounders(db: Database, count: number, templateId: string) {
  const added = await addPeople(db, 'founder', count, demoFounderEmail)
  if (!added.length) return
  const startups = await rowsOf<{ g: number; id: string }>(
    db,
    sql`
      insert into organisation (kind, name, slug)
      select 'startup', 'Loadtest Startup ' || g, ${founderSlug} || g from loadtest_person
      returning (regexp_match(slug, '[0-9]+$'))[1]::int as g, id`,
  )
  await db.execute(sql`
    insert into member (organisation_id, user_id, role)
    select o.id, p.id, 'owner' from loadtest_person p
    join organisation o on o.slug = ${founderSlug} || p.g`)
  const [template] = await db
    .select()
    .from(startupProfile)
    .where(eq(startupProfile.organisationId, templateId))
  const founders = await db.select().from(founder).where(eq(founder.organisationId, templateId))
  // Copies: same profile and files, a name and address of their own, not on the public site.
  const profiles = startups.map(({ g, id }) => ({
    ...template!,
    organisationId: id,
    name: `Loadtest Startup ${g}`,
    slug: `${founderSlug}${g}`,
    isPublic: false,
  }))
  const people = startups.flatMap(({ id }) =>
    founders.map(({ id: _id, ...person }) => ({ ...person, organisationId: id, userId: null })),
  )
  // In slices: a statement takes at most 65,535 parameters.
  for (let i = 0; i < profiles.length; i += 500) {
    await db.insert(startupProfile).values(profiles.slice(i, i + 500))
  }
  for (let i = 0; i < people.length; i += 1000) {
    await db.insert(founder).values(people.slice(i, i + 1000))
  }
}

/** Pseudo-random but stable order, so two load tests on the same data draw alike. */
const shuffledBy = (column: ReturnType<typeof sql>) => sql`md5(${column}::text || 'loadtest')`

export async function prepareWorld(
  db: Database,
  options: { reviewers: number; applies: number; movable: number },
): Promise<World> {
  const [scope] = await rowsOf<{ org: string; applications: number }>(
    db,
    sql`
      select m.organisation_id as org,
        (select count(*)::int from application a where a.investor_org_id = m.organisation_id) as applications
      from member m join "user" u on u.id = m.user_id where u.email = ${demoInvestorEmail}`,
  )
  if (!scope) throw new Error('No demo investor in the database: run npm run bench:data first')
  const template = await templateStartup(db)
  // Notes of earlier load tests (--reuse) out: a startup keeps at most 500, and the review
  // screen's batch would grow from run to run.
  await db.execute(sql`delete from startup_note where body like 'Load test note %'`)
  // Channels that take applications now (and for the next hour) and ask no more than the copies'
  // completeness.
  const accepting = sql`
    select id, questions from channel
    where status = 'open' and (opens_at is null or opens_at <= now())
      and (closes_at is null or closes_at > now() + interval '1 hour')
      and min_completeness <= ${template.percent}`
  const channels = await rowsOf<{ id: string; questions: ChannelQuestion[] }>(db, accepting)
  if (!channels.length) throw new Error('No channel takes applications now')
  const faker = createFaker(7)
  const answersOf = new Map(
    channels.map((c) => [
      c.id,
      buildAnswers(faker, c.questions, { slug: 'loadtest', website: 'https://loadtest.example' }),
    ]),
  )
  /** Each copy's channels it has not applied to, in a stable shuffled order. */
  const openPairs = async (founders: number) =>
    (
      await rowsOf<{ n: number; channel: string }>(
        db,
        sql`
          with accepting as (${accepting})
          select (regexp_match(o.slug, '[0-9]+$'))[1]::int as n, c.id as channel
          from organisation o cross join accepting c
          where o.slug like ${`${founderSlug}%`}
            and not exists (
              select 1 from application a where a.startup_org_id = o.id and a.channel_id = c.id)
          order by ${shuffledBy(sql`o.id::text || c.id::text`)}`,
      )
    ).filter((pair) => pair.n <= founders)

  // Each on one connection of the pool, for its temporary table.
  await db.transaction((tx) => addReviewers(tx, scope.org, options.reviewers))
  let founders = Math.ceil(options.applies / channels.length)
  await db.transaction((tx) => addFounders(tx, founders, template.id))
  let open = await openPairs(founders)
  // Founders of an earlier load test (--reuse) have applied already: more of them, then.
  while (open.length < options.applies) {
    founders += Math.ceil((options.applies - open.length) / channels.length)
    await db.transaction((tx) => addFounders(tx, founders, template.id))
    open = await openPairs(founders)
  }
  const applyTargets = open.map((pair) => ({
    founder: pair.n - 1,
    channelId: pair.channel,
    answers: answersOf.get(pair.channel)!,
  }))

  const reviewerEmails = Array.from({ length: options.reviewers }, (_, i) =>
    personEmail('reviewer', i + 1),
  )
  const founderEmails = Array.from({ length: founders }, (_, i) => personEmail('founder', i + 1))

  const movable = await rowsOf<MovableApplication>(
    db,
    sql`
      select id, status from application
      where investor_org_id = ${scope.org}
        and status in (${sql.raw(undecidedStatuses.map((s) => `'${s}'`).join(', '))})
      order by ${shuffledBy(sql`id`)} limit ${options.movable}`,
  )
  const rateable = (
    await rowsOf<{ id: string }>(
      db,
      sql`
        select id from application where investor_org_id = ${scope.org}
        order by ${shuffledBy(sql`id`)} desc limit 2000`,
    )
  ).map((row) => row.id)
  const reviewable = (
    await rowsOf<{ id: string }>(
      db,
      sql`
        select distinct a.startup_org_id as id from application a
        join startup_profile p on p.organisation_id = a.startup_org_id
        where a.investor_org_id = ${scope.org}`,
    )
  ).map((row) => row.id)
  const [company] = await rowsOf<{ slug: string }>(
    db,
    sql`select slug from startup_profile where is_public order by slug limit 1`,
  )
  const channelIds = (
    await rowsOf<{ id: string }>(
      db,
      sql`
        select c.id from channel c where c.organisation_id = ${scope.org}
        order by (select count(*) from application a where a.channel_id = c.id) desc, c.id`,
    )
  ).map((row) => row.id)
  const [investor] = await rowsOf<{ slug: string }>(
    db,
    sql`select slug from organisation where id = ${scope.org}`,
  )
  if (!company) throw new Error('No public startup profile: the company page has no subject')
  if (!reviewable.length) throw new Error('No startup with a profile applied to the investor')
  return {
    investorOrgId: scope.org,
    applications: scope.applications,
    reviewerEmails,
    founderEmails,
    profilePercent: template.percent,
    applyTargets,
    movable,
    reviewable,
    rateable,
    publicCompanySlug: company.slug,
    investorSlug: investor!.slug,
    channelIds,
  }
}
