import { afterAll, describe, expect, it } from 'vitest'

import { connect } from '@/server/db/client'

import {
  createApplication,
  createChannel,
  createInvestor,
  createStartup,
  factoryPassword,
} from '../factories/db'
import { launch, ready, stop, useEmptyDatabase, type Running } from './support'

const founders = 8
const burstChannels = 6
const moveChannels = 3
const workersPerKind = 6
/** The server is killed once this many of each kind of write were acknowledged. */
const killAfter = 12
const moves = ['in_review', 'shortlisted', 'due_diligence'] as const
const connectionErrors = ['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE', 'ECONNREFUSED']

type Person = { cookie: string; ip: string }
type Sent = {
  kind: 'submit' | 'move'
  /** submit: startup organisation id and channel id; move: application id and status. */
  target: [string, string]
  state: 'in-flight' | 'acknowledged' | 'refused' | 'lost'
  status?: number
  body?: string
  error?: string
}

/** Signs a factory-made person in over HTTP, from an address of their own (TRUST_PROXY). */
async function signIn(base: string, email: string, ip: string): Promise<Person> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password: factoryPassword }),
  })
  if (!response.ok) throw new Error(`sign-in ${email}: ${response.status} ${await response.text()}`)
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ')
  return { cookie, ip }
}

function mutate(base: string, procedure: string, person: Person, input: unknown) {
  return fetch(`${base}/trpc/${procedure}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      cookie: person.cookie,
      'x-forwarded-for': person.ip,
    },
    body: JSON.stringify({ json: input }),
  })
}

/** The undici code of a failed fetch (`fetch failed` wraps it in `cause`). */
function errorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause
  return cause?.code ?? String(error)
}

/**
 * The world, written directly: founders with full profiles, an investor with open channels, and
 * applications already submitted to three of them for the investor to move.
 */
async function buildWorld(url: string) {
  const connection = connect({ kind: 'postgres', url })
  try {
    const db = connection.db
    const investor = await createInvestor(db, {}, { seed: 11 })
    const openChannel = (i: number) =>
      createChannel(
        db,
        {
          organisationId: investor.organisation.id,
          status: 'open',
          opensAt: new Date(Date.now() - 86_400_000),
          closesAt: null,
          questions: [],
          minCompleteness: 0,
        },
        { seed: 20 + i },
      )
    const channels = []
    for (let i = 0; i < burstChannels + moveChannels; i++) channels.push(await openChannel(i))
    const applyTo = channels.slice(0, burstChannels)
    const movedIn = channels.slice(burstChannels)
    const startups = []
    for (let i = 0; i < founders; i++) {
      startups.push(await createStartup(db, { founderCount: 2 }, { seed: 40 + i }))
    }
    const toMove: string[] = []
    for (const startup of startups) {
      for (const target of movedIn) {
        const made = await createApplication(
          db,
          { channelId: target.id, startupOrgId: startup.organisation.id, status: 'submitted' },
          { seed: toMove.length },
        )
        toMove.push(made.application.id)
      }
    }
    return { investor, applyTo, startups, toMove }
  } finally {
    await connection.close()
  }
}

// kill -9 while founders apply and an investor moves applications: after a restart on the same
// database, every write the clients saw acknowledged is there exactly once, and every write is
// whole (the application with its snapshot and first event; the move with its event and audit row).
describe('a server killed with SIGKILL in the middle of a burst of writes', () => {
  const database = useEmptyDatabase()
  const servers: Running[] = []

  afterAll(async () => {
    for (const server of servers) await stop(server)
  })

  it('keeps every acknowledged write exactly once and no write half-done', async () => {
    const first = await launch('scripts/serve.mjs', {
      DATABASE_URL: database().url,
      TRUST_PROXY: 'true',
    })
    servers.push(first)
    await ready(first)

    const { investor, applyTo, startups, toMove } = await buildWorld(database().url)
    const base = first.url
    const people = new Map<string, Person>()
    for (const [i, startup] of startups.entries()) {
      people.set(
        startup.organisation.id,
        await signIn(base, startup.owner.email, `10.1.0.${i + 1}`),
      )
    }
    const reviewer = await signIn(base, investor.owner.email, '10.2.0.1')

    const sent: Sent[] = []
    let killed = false
    let inFlightAtKill: Sent[] = []
    const acknowledged = (kind: Sent['kind']) =>
      sent.filter((s) => s.kind === kind && s.state === 'acknowledged').length
    const killIfDue = () => {
      if (killed || acknowledged('submit') < killAfter || acknowledged('move') < killAfter) return
      killed = true
      inFlightAtKill = sent.filter((s) => s.state === 'in-flight')
      process.kill(first.child.pid!, 'SIGKILL')
    }
    const call = async (record: Sent, answer: () => Promise<Response>) => {
      sent.push(record)
      try {
        const response = await answer()
        record.status = response.status
        record.body = await response.text()
        record.state = response.status === 200 ? 'acknowledged' : 'refused'
      } catch (error) {
        record.state = 'lost'
        record.error = errorCode(error)
      }
      killIfDue()
    }

    // Every startup applies to every burst channel, in a shuffled order over six connections.
    const submits = startups
      .flatMap((s) => applyTo.map((c) => [s.organisation.id, c.id] as [string, string]))
      .sort(() => Math.random() - 0.5)
    const submitter = async () => {
      for (let next = submits.shift(); next && !killed; next = submits.shift()) {
        const [startupOrgId, channelId] = next
        await call({ kind: 'submit', target: next, state: 'in-flight' }, () =>
          mutate(base, 'startups.applications.submit', people.get(startupOrgId)!, {
            channelId,
            answers: {},
          }),
        )
      }
    }
    // Each mover takes its share of the applications through the pipeline, one step at a time,
    // so each application's moves are in order.
    const mover = async (w: number) => {
      const mine = toMove.filter((_, i) => i % workersPerKind === w)
      for (const status of moves) {
        for (const id of mine) {
          if (killed) return
          await call({ kind: 'move', target: [id, status], state: 'in-flight' }, () =>
            mutate(base, 'investors.applications.setStatus', reviewer, {
              applicationIds: [id],
              status,
            }),
          )
        }
      }
    }
    await Promise.all([
      ...Array.from({ length: workersPerKind }, () => submitter()),
      ...Array.from({ length: workersPerKind }, (_, w) => mover(w)),
    ])
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' })

    // The kill landed mid-burst: writes of both kinds acknowledged before it (killIfDue), some in
    // flight and cut by it, and some never sent.
    expect(killed).toBe(true)
    const lost = sent.filter((s) => s.state === 'lost')
    for (const kind of ['submit', 'move'] as const) {
      expect(inFlightAtKill.filter((s) => s.kind === kind).length).toBeGreaterThan(0)
      expect(lost.filter((s) => s.kind === kind).length).toBeGreaterThan(0)
    }
    expect(submits.length).toBeGreaterThan(0)
    expect(sent.filter((s) => s.kind === 'move').length).toBeLessThan(toMove.length * moves.length)
    // Until the kill every answer was a success; after it, only connection errors.
    expect(sent.filter((s) => s.state === 'refused')).toEqual([])
    for (const s of lost) expect(connectionErrors).toContain(s.error)

    const second = await launch('scripts/serve.mjs', {
      DATABASE_URL: database().url,
      TRUST_PROXY: 'true',
    })
    servers.push(second)
    await ready(second)

    const query = database().query
    const { rows: applications } = await query(`
      select a.id, a.channel_id, a.startup_org_id, a.status, a.startup_name, a.changed_xid::text as changed_xid,
        a.profile_snapshot->>'name' as snapshot_name,
        jsonb_array_length(a.profile_snapshot->'founders') as snapshot_founders,
        (select count(*)::int from founder f where f.organisation_id = a.startup_org_id) as founders,
        (select count(*)::int from application_event e
          where e.application_id = a.id and e.from_status is null and e.to_status = 'submitted')
          as first_events
      from application a`)

    // Nothing half-written: every application has its snapshot of the whole profile and its
    // first event.
    for (const row of applications) {
      expect(row.snapshot_name).toBe(row.startup_name)
      expect(row.snapshot_founders).toBe(row.founders)
      expect(row.first_events).toBe(1)
    }
    // Every acknowledged application exists exactly once, under the id the client was given.
    const pairOf = (row: { channel_id: string; startup_org_id: string }) =>
      `${row.startup_org_id}/${row.channel_id}`
    for (const s of sent.filter((s) => s.kind === 'submit' && s.state === 'acknowledged')) {
      const id = JSON.parse(s.body!).result.data.json.id as string
      const same = applications.filter((row) => pairOf(row) === s.target.join('/'))
      expect(same.map((row) => row.id)).toEqual([id])
    }
    // Any other new application is one whose request the kill cut (it committed, unanswered).
    const cutSubmits = new Set(
      lost.filter((s) => s.kind === 'submit').map((s) => s.target.join('/')),
    )
    const ackedSubmits = new Set(
      sent
        .filter((s) => s.kind === 'submit' && s.state === 'acknowledged')
        .map((s) => s.target.join('/')),
    )
    const burstIds = new Set(applyTo.map((c) => c.id))
    const burstRows = applications.filter((row) => burstIds.has(row.channel_id))
    for (const row of burstRows) {
      expect(ackedSubmits.has(pairOf(row)) || cutSubmits.has(pairOf(row))).toBe(true)
    }
    expect(new Set(burstRows.map(pairOf)).size).toBe(burstRows.length)

    // Every move: its event, its audit row, and a status that is where the last event left it.
    const { rows: events } = await query(`
      select application_id, from_status, to_status from application_event
      where from_status is not null order by application_id, created_at, id`)
    const { rows: audits } = await query(`
      select subject_id, details->>'from' as from_status, details->>'to' as to_status
      from audit_event where action = 'application.status-changed'`)
    const statusOf = new Map(applications.map((row) => [row.id, row.status as string]))
    const moveKey = (id: string, from: string, to: string) => `${id}:${from}>${to}`
    for (const id of toMove) {
      const own = events.filter((e) => e.application_id === id)
      let at = 'submitted'
      for (const event of own) {
        expect(event.from_status).toBe(at)
        at = event.to_status
      }
      expect(statusOf.get(id)).toBe(at)
      const sentHere = sent.filter((s) => s.kind === 'move' && s.target[0] === id)
      for (const s of sentHere.filter((s) => s.state === 'acknowledged')) {
        expect(own.filter((e) => e.to_status === s.target[1])).toHaveLength(1)
      }
      // Only moves that were sent, and whose answer came or was cut by the kill.
      for (const event of own) {
        expect(sentHere.map((s) => s.target[1])).toContain(event.to_status)
      }
    }
    expect(audits.map((a) => moveKey(a.subject_id, a.from_status, a.to_status)).sort()).toEqual(
      events.map((e) => moveKey(e.application_id, e.from_status, e.to_status)).sort(),
    )
    // Every application written is stamped by the database's trigger (the search index catches
    // up from the stamps).
    expect(applications.filter((row) => row.changed_xid === null)).toEqual([])

    // Every event of the burst is told to the people it concerns, including those whose process
    // died between the commit and queueing the notifications: the restarted server's sweep
    // queues what was left pending.
    await expect
      .poll(
        async () =>
          (await query('select count(*)::int as n from application_event where notify_pending'))
            .rows[0].n,
        { timeout: 20_000, interval: 250 },
      )
      .toBe(0)
    const { rows: told } = await query(
      `select e.id, (select count(*)::int from notification n where n.event_id = e.id) as lines
       from application_event e join application a on a.id = e.application_id
       where e.from_status is not null or a.channel_id = any($1::uuid[])`,
      [[...burstIds]],
    )
    expect(told.length).toBeGreaterThan(0)
    for (const event of told)
      expect({ event: event.id, told: event.lines > 0 }).toEqual({
        event: event.id,
        told: true,
      })

    // The restarted server answers with the same sessions, and a founder who retries a cut
    // application is told the truth: applied (it had not landed) or already applied (it had).
    const landed = new Set(burstRows.map(pairOf))
    let appliedNow = 0
    for (const s of lost.filter((s) => s.kind === 'submit')) {
      const [startupOrgId, channelId] = s.target
      const person = people.get(startupOrgId)!
      const retry = await mutate(second.url, 'startups.applications.submit', person, {
        channelId,
        answers: {},
      })
      expect(retry.status).toBe(landed.has(s.target.join('/')) ? 409 : 200)
      if (retry.status === 200) appliedNow++
    }
    const { rows: after } = await query(
      `select count(*)::int as n, count(distinct (channel_id, startup_org_id))::int as pairs
       from application where channel_id = any($1::uuid[])`,
      [[...burstIds]],
    )
    expect(after[0]).toEqual({ n: landed.size + appliedNow, pairs: landed.size + appliedNow })
  })
})
