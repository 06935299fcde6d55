// Mix B, a deadline day: founders apply to one fund's new channel at a steady pace (1,000 within
// 60 s) while 20 of its team search and review, each at a person's pace. Then the time until
// every notification and email about those applications is out, the job queue is empty and the
// server idle. The founders' sessions are written straight into the database (signed as the
// server signs them): sign-in hashes each password, about 25 a second here, and would make the
// preparation, not the deadline, the test.
import { createHmac, randomBytes } from 'node:crypto'

import { sql } from 'drizzle-orm'

import type { DatabaseConnection } from '@/server/db/client'
import { rowsOf } from '@/server/db/rows'

import { buildAnswers, createFaker } from '../../tests/factories'
import type { Kind, KindStats } from './mix'
import { printRun, summariseRun, type KindSummary } from './report'
import { loadtestAuthSecret, sampleServer, type Server } from './server'
import { addFounders, founderSlug, templateStartup } from './world'

export type DeadlineOptions = {
  founders: number
  seconds: number
  /** Teammates searching and reviewing while the applications arrive. */
  reviewers: number
  /** Between one teammate's calls: a person reading a list, not a script. */
  pauseMs: number
}

export type DeadlineResult = {
  summaries: KindSummary[]
  applied: number
  /** From the last application's answer until every notification and email was out. */
  drainSeconds: number | null
  cpuAfterPercent: number
  jobsWaitingPeak: number
  /** From the first application until the last was answered (performance.now()). */
  timed: { from: number; to: number }
}

type Request = { path: string; method: 'GET' | 'POST'; body?: unknown; cookie: string }

/** A fresh channel of the investor, a copy of one that takes applications: nobody applied yet. */
async function openDeadlineChannel(db: DatabaseConnection['db'], investorOrgId: string) {
  const [channel] = await rowsOf<{ id: string; questions: unknown }>(
    db,
    sql`
      insert into channel
      select (jsonb_populate_record(null::channel, to_jsonb(c) || jsonb_build_object(
        'id', gen_random_uuid(),
        'title', 'Deadline day ' || to_char(now(), 'YYYY-MM-DD HH24:MI:SS'),
        'created_at', now(), 'updated_at', now()))).*
      from channel c
      where c.organisation_id = ${investorOrgId} and c.status = 'open'
        and (c.opens_at is null or c.opens_at <= now())
        and (c.closes_at is null or c.closes_at > now() + interval '1 hour')
      order by c.min_completeness, c.id limit 1
      returning id, questions`,
  )
  if (!channel) throw new Error('The investor has no channel taking applications to copy')
  return channel
}

/** Sessions for these people, as sign-in would write them, and the cookie each is known by. */
async function sessionsOf(
  db: DatabaseConnection['db'],
  userIds: string[],
  cookie: { name: string; secret: string },
) {
  const tokens = userIds.map(() => randomBytes(24).toString('base64url'))
  await db.execute(sql`
    insert into session (id, token, user_id, expires_at, created_at, updated_at, ip_address)
    select 'deadline-' || t.token, t.token, t.user_id, now() + interval '1 day', now(), now(), '10.9.0.1'
    from unnest(${sql.param(tokens)}::text[], ${sql.param(userIds)}::text[]) as t(token, user_id)`)
  return tokens.map((token) => {
    const signature = createHmac('sha256', cookie.secret).update(token).digest('base64')
    return `${cookie.name}=${encodeURIComponent(`${token}.${signature}`)}`
  })
}

export async function deadlineDay(
  connection: DatabaseConnection,
  server: Server,
  options: DeadlineOptions & {
    /** Where the requests go: the server's address, or the proxy's before several servers. */
    base: string
    investorOrgId: string
    /** A teammate's cookie: the session cookie's name is read from it. */
    teamCookies: string[]
    /** The searches and the review batch the team sends, as the mix builds them. */
    teamRequest: (kind: 'search' | 'detail') => Request
  },
): Promise<DeadlineResult> {
  const { db } = connection
  const template = await templateStartup(db)
  await db.transaction((tx) => addFounders(tx, options.founders, template.id))
  const founders = await rowsOf<{ userId: string }>(
    db,
    sql`
      select m.user_id as "userId" from member m join organisation o on o.id = m.organisation_id
      where o.slug in (select ${founderSlug} || g from generate_series(1, ${options.founders}) g)
      order by o.slug`,
  )
  const channel = await openDeadlineChannel(db, options.investorOrgId)
  const answers = buildAnswers(createFaker(11), channel.questions as never, {
    slug: 'deadline',
    website: 'https://deadline.example',
  })
  const cookieName = options.teamCookies[0]!.split('=')[0]!
  const cookies = await sessionsOf(
    db,
    founders.map((f) => f.userId),
    { name: cookieName, secret: loadtestAuthSecret },
  )

  const stats = new Map<'search' | 'detail' | 'apply', KindStats>()
  const statsOf = (kind: 'search' | 'detail' | 'apply') => {
    let kept = stats.get(kind)
    if (!kept) {
      kept = { latencies: [], statuses: new Map(), lost: 0, samples: [] }
      stats.set(kind, kept)
    }
    return kept
  }
  const send = async (kind: 'search' | 'detail' | 'apply', request: Request, address: string) => {
    const kept = statsOf(kind)
    const started = performance.now()
    try {
      const response = await fetch(`${options.base}${request.path}`, {
        method: request.method,
        headers: {
          cookie: request.cookie,
          'x-forwarded-for': address,
          'accept-encoding': 'gzip, br',
          ...(request.method === 'POST'
            ? { 'content-type': 'application/json', origin: options.base }
            : {}),
        },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        signal: AbortSignal.timeout(10_000),
      })
      const body = await response.text()
      kept.latencies.push(performance.now() - started)
      kept.statuses.set(response.status, (kept.statuses.get(response.status) ?? 0) + 1)
      if (!response.ok && kept.samples.length < 3) {
        kept.samples.push(`${response.status} ${body.slice(0, 240)}`)
      }
      return response.ok
    } catch {
      kept.lost++
      return false
    }
  }

  const sampler = sampleServer(server, 1000)
  const started = performance.now()
  let applying = true
  let teamTurn = 0
  const team = Array.from({ length: options.reviewers }, async (_, person) => {
    while (applying) {
      const kind = teamTurn++ % 3 === 2 ? 'detail' : 'search'
      await send(kind, options.teamRequest(kind), `10.8.0.${person + 1}`)
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs))
    }
  })
  let applied = 0
  const gap = (options.seconds * 1000) / options.founders
  const applications = founders.map(async (_, i) => {
    const due = started + i * gap
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())))
    const ok = await send(
      'apply',
      {
        method: 'POST',
        path: '/trpc/startups.applications.submit',
        body: { json: { channelId: channel.id, answers } },
        cookie: cookies[i]!,
      },
      `10.9.${i >> 8}.${i & 255}`,
    )
    if (ok) applied++
  })
  await Promise.all(applications)
  const lastWrite = performance.now()
  applying = false
  await Promise.all(team)
  const seconds = (performance.now() - started) / 1000

  // Out: no job due waiting or running, every event of the channel told, no email queued.
  const deadline = lastWrite + 10 * 60_000
  let drainSeconds: number | null = null
  while (performance.now() < deadline) {
    const [row] = await rowsOf<{ jobs: number; pending: number; queued: number }>(
      db,
      sql`
        select
          (select count(*)::int from pgboss.job
            where state in ('created', 'retry', 'active') and start_after <= now()) as jobs,
          (select count(*)::int from application_event e join application a on a.id = e.application_id
            where a.channel_id = ${channel.id} and e.notify_pending) as pending,
          (select count(*)::int from email_message where status = 'queued') as queued`,
    )
    if (row && row.jobs === 0 && row.pending === 0 && row.queued === 0) {
      drainSeconds = (performance.now() - lastWrite) / 1000
      break
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const during = await sampler.stop()
  // Idle after: the server's CPU over the next five seconds.
  const idler = sampleServer(server, 1000)
  await new Promise((resolve) => setTimeout(resolve, 5000))
  const idle = await idler.stop()
  const cpuAfterPercent = Math.max(...idle.slice(1).map((s) => s.cpuPercent))
  return {
    summaries: summariseRun(stats as Map<Kind, KindStats>, seconds),
    applied,
    drainSeconds,
    cpuAfterPercent,
    jobsWaitingPeak: Math.max(0, ...during.map((s) => s.jobsWaiting ?? 0)),
    timed: { from: started, to: lastWrite },
  }
}

export function printDeadline(result: DeadlineResult, options: DeadlineOptions) {
  console.log(
    `Mix B, a deadline day: ${options.founders} founders applying to one new channel within ` +
      `${options.seconds} s while ${options.reviewers} of the team search and review ` +
      `(a call every ${options.pauseMs} ms each)`,
  )
  printRun(result.summaries)
  console.log(
    `${result.applied} of ${options.founders} applications made · up to ${result.jobsWaitingPeak} ` +
      `jobs waiting · every notification and email out ` +
      (result.drainSeconds === null
        ? 'NOT within 10 minutes'
        : `${result.drainSeconds.toFixed(1)} s after the last application`) +
      ` · server CPU afterwards at most ${result.cpuAfterPercent} % of one core\n`,
  )
}
