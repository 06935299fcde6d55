// The load test's traffic: a fixed mix of what visitors, founders and investors do, sent by
// autocannon over many connections. Each connection takes the next kind from one shared
// schedule, so the kinds keep their shares whatever their speed; each answer's time and status are
// kept by kind. Status moves and applications draw from pools so every one is legal: an
// application is moved by one connection at a time, and a founder applies to a channel once.
import autocannon from 'autocannon'

import { ratingDimensions } from '@/domain/applications/ratings'
import { parseDashboardSearch } from '@/domain/investors/dashboard'
import type { ApplicationStatus } from '@/lib/options'

import type { Case } from '../bench/cases'
import type { ApplyTarget, MovableApplication } from './world'

export const kinds = [
  'home',
  'company',
  'investor',
  'about',
  'search',
  'detail',
  'discover',
  'dashboard',
  'startups',
  'note',
  'rating',
  'status',
  'apply',
  'sign-in',
  'floor',
] as const
export type Kind = (typeof kinds)[number]

/**
 * Mix A, a steady day: requests of each kind in every hundred. 60 public pages; 30 signed-in
 * reads (the applications search, the review screen's batch, Discover, the dashboard, a founder's
 * home); 10 writes (notes, ratings, status moves, applications). Sign-ins are measured apart:
 * their password hashing bounds any mix.
 */
export const weights: Record<Kind, number> = {
  home: 18,
  company: 16,
  investor: 14,
  about: 12,
  search: 13,
  detail: 6,
  discover: 4,
  dashboard: 4,
  startups: 3,
  note: 3,
  rating: 2,
  status: 3,
  apply: 2,
  'sign-in': 0,
  // Not in the mix: the least a signed-in call does (its session read, no statement of its own),
  // measured apart as the floor of what any signed-in request costs.
  floor: 0,
}

export type Traffic = {
  base: string
  companySlug: string
  investorSlug: string
  password: string
  signInEmails: string[]
  investorCookies: string[]
  founderCookies: string[]
  searches: Case[]
  reviewable: string[]
  /** Applications of the investor to rate (any status). */
  rateable: string[]
  applyTargets: ApplyTarget[]
  movable: MovableApplication[]
}

export type KindStats = {
  latencies: number[]
  statuses: Map<number, number>
  /** Sent and never answered: timed out, or the connection failed. */
  lost: number
  /** A few non-2xx answers as they came, to tell why. */
  samples: string[]
}

/** One slot per share, each kind's slots spread evenly over the schedule. */
function scheduleOf(shares: Record<Kind, number>): Kind[] {
  const slots: { kind: Kind; at: number }[] = []
  for (const kind of kinds) {
    for (let i = 0; i < shares[kind]; i++) slots.push({ kind, at: (i + 0.5) / shares[kind] })
  }
  return slots
    .sort((a, b) => a.at - b.at || kinds.indexOf(a.kind) - kinds.indexOf(b.kind))
    .map((slot) => slot.kind)
}

/** Pipeline moves among the undecided statuses, always to another one. */
const nextStatus: Record<string, ApplicationStatus> = {
  submitted: 'in_review',
  in_review: 'shortlisted',
  shortlisted: 'due_diligence',
  due_diligence: 'in_review',
}

const address = (prefix: number, n: number) =>
  `${prefix}.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

type Pending = { kind: Kind; settle?: (status: number) => void }
type ClientState = { address: string; pending: Pending | null; body: string }
type Built = {
  method: 'GET' | 'POST'
  path: string
  body?: unknown
  cookie?: string
  /** The client's address for this request, when not the connection's own. */
  address?: string
} & Pending

/**
 * The traffic's state over every run in one process: the pools shrink as applications are made,
 * and moved applications come back with their new status.
 */
export function createMix(traffic: Traffic) {
  const schedule = scheduleOf(weights)
  let turn = 0
  let investorTurn = 0
  let signIns = 0
  let clients = 0
  let applied = 0
  let searchTurn = 0
  let reviewTurn = 0
  let writeTurn = 0
  let founderTurn = 0
  const movable = [...traffic.movable]
  // Of the run under way.
  let exhausted = { apply: 0, status: 0 }
  let stats = new Map<Kind, KindStats>()

  const investorCookie = () =>
    traffic.investorCookies[investorTurn++ % traffic.investorCookies.length]!
  const trpcQuery = (input: unknown) => `input=${encodeURIComponent(JSON.stringify(input))}`
  /** Several procedures in one request, as the browser batches a screen's loader. */
  const batch = (procedures: string[], inputs: unknown[]) =>
    `/trpc/${procedures.join(',')}?batch=1&${trpcQuery(
      Object.fromEntries(inputs.map((input, i) => [String(i), { json: input }])),
    )}`
  const dashboardPeriod = parseDashboardSearch({}, new Date())

  function build(kind: Kind): Built {
    switch (kind) {
      case 'home':
        return { kind, method: 'GET', path: '/' }
      case 'company':
        return { kind, method: 'GET', path: `/company/${traffic.companySlug}` }
      case 'investor':
        return { kind, method: 'GET', path: `/investor/${traffic.investorSlug}` }
      case 'about':
        return { kind, method: 'GET', path: '/about' }
      case 'sign-in': {
        const n = signIns++
        return {
          kind,
          method: 'POST',
          path: '/api/auth/sign-in/email',
          body: {
            email: traffic.signInEmails[n % traffic.signInEmails.length],
            password: traffic.password,
          },
          // Sign-in is limited per address: every attempt comes from an address of its own.
          address: address(100, n),
        }
      }
      case 'search': {
        const search = traffic.searches[searchTurn++ % traffic.searches.length]!
        return {
          kind,
          method: 'GET',
          path: `/trpc/${search.path}?${trpcQuery({ json: search.input })}`,
          cookie: investorCookie(),
        }
      }
      case 'detail': {
        // What the review screen's loader asks for, batched as the browser sends it.
        const startupOrgId = traffic.reviewable[reviewTurn++ % traffic.reviewable.length]!
        const procedures = ['fullProfile', 'forStartup', 'notes.list']
        return {
          kind,
          method: 'GET',
          path: batch(
            procedures.map((p) => `investors.applications.${p}`),
            procedures.map(() => ({ startupOrgId })),
          ),
          cookie: investorCookie(),
        }
      }
      case 'floor':
        return {
          kind,
          method: 'GET',
          path: `/trpc/account.session?${trpcQuery({ json: null })}`,
          cookie: investorCookie(),
        }
      case 'discover':
        return {
          kind,
          method: 'GET',
          path: `/trpc/investors.discover.list?${trpcQuery({ json: {} })}`,
          cookie: investorCookie(),
        }
      case 'dashboard':
        return {
          kind,
          method: 'GET',
          path: batch(
            ['investors.dashboard.get', 'investors.dashboard.responsiveness'],
            [{ from: dashboardPeriod.from, to: dashboardPeriod.to }, undefined],
          ),
          cookie: investorCookie(),
        }
      case 'startups': {
        // A founder's home: their profile, matching channels, applications and deck views.
        const procedures = [
          'profile.get',
          'channels.matching',
          'applications.list',
          'deckViews.get',
        ]
        return {
          kind,
          method: 'GET',
          path: batch(
            procedures.map((p) => `startups.${p}`),
            procedures.map(() => undefined),
          ),
          cookie: traffic.founderCookies[founderTurn++ % traffic.founderCookies.length],
        }
      }
      case 'note': {
        const n = writeTurn++
        return {
          kind,
          method: 'POST',
          path: '/trpc/investors.applications.notes.add',
          body: {
            json: {
              startupOrgId: traffic.reviewable[n % traffic.reviewable.length],
              body: `Load test note ${n}: met the founders, follow up on unit economics.`,
            },
          },
          cookie: investorCookie(),
        }
      }
      case 'rating': {
        const n = writeTurn++
        return {
          kind,
          method: 'POST',
          path: '/trpc/investors.applications.rate',
          body: {
            json: {
              applicationId: traffic.rateable[n % traffic.rateable.length],
              scores: Object.fromEntries(ratingDimensions.map((d, i) => [d, 1 + ((n + i) % 5)])),
            },
          },
          cookie: investorCookie(),
        }
      }
      case 'apply': {
        const target = traffic.applyTargets[applied++]
        if (!target) {
          exhausted.apply++
          return build('search')
        }
        return {
          kind,
          method: 'POST',
          path: '/trpc/startups.applications.submit',
          body: { json: { channelId: target.channelId, answers: target.answers } },
          cookie: traffic.founderCookies[target.founder],
        }
      }
      case 'status': {
        const item = movable.shift()
        if (!item) {
          exhausted.status++
          return build('search')
        }
        const to = nextStatus[item.status]!
        return {
          kind,
          method: 'POST',
          path: '/trpc/investors.applications.setStatus',
          body: { json: { applicationIds: [item.id], status: to } },
          cookie: investorCookie(),
          // Moved: back in the pool with its new status. Otherwise its status is unknown: out.
          settle: (status) => {
            if (status === 200) movable.push({ id: item.id, status: to })
          },
        }
      }
    }
  }

  function statsOf(kind: Kind): KindStats {
    let kept = stats.get(kind)
    if (!kept) {
      kept = { latencies: [], statuses: new Map(), lost: 0, samples: [] }
      stats.set(kind, kept)
    }
    return kept
  }

  function setupRequest(state: ClientState, request: autocannon.Request): autocannon.Request {
    // A request still pending when the next is built got no answer (timeout, connection lost).
    if (state.pending) {
      statsOf(state.pending.kind).lost++
      state.pending.settle?.(0)
    }
    const built = build(schedule[turn++ % schedule.length]!)
    state.pending = { kind: built.kind, settle: built.settle }
    const headers: Record<string, string> = {
      'accept-encoding': 'gzip, deflate, br',
      'x-forwarded-for': built.address ?? state.address,
    }
    if (built.cookie) headers.cookie = built.cookie
    if (built.method === 'POST') {
      headers['content-type'] = 'application/json'
      headers.origin = traffic.base
    }
    return {
      ...request,
      method: built.method,
      path: built.path,
      headers,
      body: built.body === undefined ? undefined : JSON.stringify(built.body),
    }
  }

  function answered(state: ClientState, status: number, ms: number) {
    const pending = state.pending
    if (!pending) return
    state.pending = null
    const kept = statsOf(pending.kind)
    kept.latencies.push(ms)
    kept.statuses.set(status, (kept.statuses.get(status) ?? 0) + 1)
    if ((status < 200 || status >= 300) && kept.samples.length < 3) {
      kept.samples.push(`${status} ${state.body.slice(0, 240)}`)
    }
    pending.settle?.(status)
  }

  return {
    /** The next request of `kind`, built but not sent. */
    request(kind: Kind) {
      const { method, path, body, cookie } = build(kind)
      return { method, path, body, cookie: cookie ?? '' }
    },
    /**
     * One request of `kind`, sent with fetch and answered before this resolves (the census of
     * database transactions per kind): its status, and the body when it failed.
     */
    async once(kind: Kind, address: string): Promise<{ status: number; body?: string }> {
      const built = build(kind)
      const headers: Record<string, string> = { 'x-forwarded-for': built.address ?? address }
      if (built.cookie) headers.cookie = built.cookie
      if (built.method === 'POST') {
        headers['content-type'] = 'application/json'
        headers.origin = traffic.base
      }
      const response = await fetch(`${traffic.base}${built.path}`, {
        method: built.method,
        headers,
        ...(built.body === undefined ? {} : { body: JSON.stringify(built.body) }),
      })
      const body = await response.text()
      built.settle?.(response.status)
      return response.ok ? { status: response.status } : { status: response.status, body }
    },
    /** One timed run: autocannon's totals, and each kind's answers during it. */
    async run(options: { connections: number; duration: number }) {
      stats = new Map()
      exhausted = { apply: 0, status: 0 }
      const url = new URL(traffic.base)
      const instance = autocannon({
        url: `http://127.0.0.1:${url.port}`,
        connections: options.connections,
        duration: options.duration,
        timeout: 10,
        setupClient(client) {
          const state: ClientState = { address: address(10, ++clients), pending: null, body: '' }
          client.setRequests([
            {
              setupRequest: (request) => setupRequest(state, request),
              onResponse: (_status, body, _context, headers) => {
                // autocannon joins a body's bytes into a string: a compressed one cannot be read
                // back, and its failure is in the server's log, printed at the end.
                const encoding = headers?.['content-encoding']
                state.body = encoding ? `(a ${encoding} body: see the server's log below)` : body
              },
            },
          ])
          client.on('response', (status, _bytes, ms) => answered(state, status, ms))
        },
      })
      const result = await instance
      return { result, stats, exhausted }
    },
  }
}
