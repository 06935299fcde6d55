// The demo's applications: who applies where, when, and how far each application got.
import {
  buildApplication,
  buildApplicationEvents,
  statusForAge,
  type BuiltApplication,
  type BuiltChannel,
} from '../../../../tests/factories'

import { progressOf } from '@/domain/applications/status'
import { applicationStatuses, type ApplicationStatus, type DevelopmentStage } from '@/lib/options'

import {
  ago,
  between,
  day,
  DemoDataSet,
  type Investor,
  otherApplicationTarget,
  type Startup,
} from './data-set'

type Planned = { startup: Startup; submittedAt: Date; status: ApplicationStatus }

function applicationWindow(target: BuiltChannel, now: Date): [Date, Date] {
  const from = new Date(Math.max((target.opensAt ?? now).getTime(), ago(now, 362).getTime()))
  const to = new Date(Math.min((target.closesAt ?? now).getTime(), now.getTime() - 60 * 60 * 1000))
  return [from, to]
}

function fitsCriteria(target: BuiltChannel, { profile }: Startup): boolean {
  return (
    (target.sectors.length === 0 || profile.sectors.some((x) => target.sectors.includes(x))) &&
    (target.headquarters.length === 0 ||
      target.headquarters.includes(profile.headquarters ?? '')) &&
    (target.developmentStages.length === 0 ||
      target.developmentStages.includes(profile.developmentStage as DevelopmentStage))
  )
}

/** How many applications a channel can plausibly get: a call limited to a few states draws few. */
function capacityOf(target: BuiltChannel, pool: Startup[]): number {
  if (target.headquarters.length === 0) return pool.length
  const matching = pool.filter((s) => fitsCriteria(target, s)).length
  return Math.min(pool.length, Math.ceil(matching * 1.3) + 3)
}

/** Splits `total` by weight, never giving a channel more than its capacity. */
function allocate(total: number, weights: number[], capacities: number[]): number[] {
  const counts = weights.map(() => 0)
  let open = weights.map((_, i) => i).filter((i) => (capacities[i] ?? 0) > 0)
  let left = total
  while (left > 0 && open.length > 0) {
    const sum = open.reduce((a, i) => a + (weights[i] ?? 0), 0)
    let given = 0
    for (const i of open) {
      const share = Math.max(1, Math.round(((weights[i] ?? 0) / sum) * left))
      const add = Math.min(share, (capacities[i] ?? 0) - (counts[i] ?? 0), left - given)
      counts[i] = (counts[i] ?? 0) + add
      given += add
    }
    left -= given
    open = open.filter((i) => (counts[i] ?? 0) < (capacities[i] ?? 0))
    if (given === 0) break
  }
  return counts
}

/** Mostly startups that fit the channel's criteria, some that do not (as in real life). */
function pickApplicants(
  data: DemoDataSet,
  target: BuiltChannel,
  pool: Startup[],
  n: number,
): Startup[] {
  const { faker } = data
  const matching = faker.helpers.shuffle(pool.filter((s) => fitsCriteria(target, s)))
  const rest = faker.helpers.shuffle(pool.filter((s) => !fitsCriteria(target, s)))
  const fromMatching = Math.min(matching.length, Math.ceil(n * 0.75))
  const picked = matching.slice(0, fromMatching)
  picked.push(...rest.slice(0, n - picked.length))
  picked.push(...matching.slice(fromMatching, fromMatching + n - picked.length))
  return picked
}

function planApplications(
  data: DemoDataSet,
  target: BuiltChannel,
  applicants: Startup[],
): Planned[] {
  const { faker, now } = data
  const [from, to] = applicationWindow(target, now)
  return applicants.map((startup) => {
    const submittedAt = between(faker, from, to)
    const status = statusForAge(faker, (now.getTime() - submittedAt.getTime()) / day)
    return { startup, submittedAt, status }
  })
}

/** The demo investor must show every status: turn the oldest rejections into the missing ones. */
function coverEveryStatus(planned: Planned[]) {
  for (const status of applicationStatuses) {
    if (planned.some((p) => p.status === status)) continue
    const candidate = planned
      .filter((p) => p.status === 'rejected')
      .sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime())[0]
    if (candidate) candidate.status = status
  }
}

/**
 * How fast an investor answers against its promises, so founders see good and poor records
 * (src/domain/investors/responsiveness.ts): every fifth generated fund is slow (six times the common pace), answering late
 * far more often than not, and another fifth answers within days. The demo investor keeps the
 * common pace. Taken from the investor's place, not the random stream, so the rest of the demo
 * stays as it was.
 */
function paceOf(data: DemoDataSet, investor: Investor): number {
  const place = data.investors.indexOf(investor)
  if (place % 5 === 2) return 6
  if (place % 5 === 4) return 0.3
  return 1
}

/** Stretches (or shortens) the time from submission to each status move, never past now. */
function atInvestorsPace(row: BuiltApplication, pace: number, now: Date) {
  if (pace === 1) return
  const start = row.submittedAt.getTime()
  const latest = now.getTime() - 60_000
  const moved = (at: Date) => new Date(Math.min(start + (at.getTime() - start) * pace, latest))
  row.updatedAt = moved(row.updatedAt)
  if (row.decidedAt) row.decidedAt = moved(row.decidedAt)
}

function addApplication(
  data: DemoDataSet,
  target: BuiltChannel,
  investor: Investor,
  { startup, submittedAt, status }: Planned,
  overrides: Partial<BuiltApplication> = {},
) {
  const { faker } = data
  const assign =
    status !== 'submitted' && faker.datatype.boolean(investor.memberIds.length > 1 ? 0.85 : 0.5)
  const row = buildApplication(
    { channel: target, startup: startup.profile, founders: startup.founders },
    {
      status,
      submittedAt,
      assigneeId: assign ? faker.helpers.arrayElement(investor.memberIds) : null,
      ...overrides,
    },
    data.build,
  )
  atInvestorsPace(row, paceOf(data, investor), data.now)
  const events = buildApplicationEvents(
    row,
    { startupUserId: startup.ownerId, investorUserIds: investor.memberIds },
    data.build,
  )
  data.applications.push({ ...row, ...progressOf(events) })
  data.events.push(...events)
}

export function addApplications(
  data: DemoDataSet,
  demoStartup: Startup,
  kaveri: Investor,
  demoTargets: Map<string, number>,
) {
  const { faker } = data
  const pool = data.startups.filter((s) => s !== demoStartup)
  const investorOf = new Map(data.investors.map((i) => [i.profile.organisationId, i]))
  const accepting = data.channels.filter((c) => c.status !== 'draft')

  const demoChannels = accepting.filter((c) => c.organisationId === kaveri.profile.organisationId)
  const demoPlans = demoChannels.map((c) => {
    const applicants = pickApplicants(data, c, pool, demoTargets.get(c.id) ?? 100)
    return { target: c, planned: planApplications(data, c, applicants) }
  })
  coverEveryStatus(demoPlans.flatMap((p) => p.planned))
  for (const { target, planned } of demoPlans)
    for (const p of planned) addApplication(data, target, kaveri, p)

  const others = accepting.filter((c) => c.organisationId !== kaveri.profile.organisationId)
  const weights = others.map(
    (c) => faker.number.float({ min: 0.5, max: 1.5 }) * (c.status === 'open' ? 1 : 0.8),
  )
  const counts = allocate(
    otherApplicationTarget,
    weights,
    others.map((c) => capacityOf(c, pool)),
  )
  others.forEach((target, i) => {
    const investor = investorOf.get(target.organisationId)
    if (!investor) return
    const n = counts[i] ?? 0
    for (const p of planApplications(data, target, pickApplicants(data, target, pool, n))) {
      addApplication(data, target, investor, p)
    }
  })

  addDemoStartupApplications(data, demoStartup, kaveri, investorOf)
}

/** The demo founder's own pipeline: one application in each of six statuses, two of them decided. */
function addDemoStartupApplications(
  data: DemoDataSet,
  demoStartup: Startup,
  kaveri: Investor,
  investorOf: Map<string, Investor>,
) {
  const { now } = data
  const byOpening = (a: BuiltChannel, b: BuiltChannel) =>
    (a.opensAt?.getTime() ?? 0) - (b.opensAt?.getTime() ?? 0)
  const others = data.channels.filter((c) => c.organisationId !== kaveri.profile.organisationId)
  const open = others.filter((c) => c.status === 'open').sort(byOpening)
  const finished = others
    .filter((c) => c.status === 'closed' || c.status === 'archived')
    .sort(byOpening)
  const kaveriSeed = data.channels.find(
    (c) => c.organisationId === kaveri.profile.organisationId && c.status === 'open',
  )

  const plan: [BuiltChannel | undefined, ApplicationStatus, Partial<BuiltApplication>?][] = [
    [kaveriSeed, 'due_diligence'],
    [open[0], 'shortlisted'],
    [open[1], 'in_review'],
    [open[2], 'submitted'],
    [finished[0], 'accepted'],
    [finished[1], 'rejected', { rejectionReason: 'too_early' }],
  ]
  for (const [target, status, overrides] of plan) {
    if (!target) continue
    const investor = investorOf.get(target.organisationId)
    if (!investor) continue
    const [from, to] = applicationWindow(target, now)
    // Early in the window for a decided application, late for a fresh one.
    const share =
      { submitted: 0.97, in_review: 0.9, shortlisted: 0.7, due_diligence: 0.5 }[status as string] ??
      0.25
    const submittedAt = new Date(from.getTime() + share * (to.getTime() - from.getTime()))
    addApplication(data, target, investor, { startup: demoStartup, submittedAt, status }, overrides)
  }
}
