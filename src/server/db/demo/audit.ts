// Two weeks of audit history (and the older access-request decisions), so the demo admin's audit
// log shows what it records: sign-ins, a few failed ones, decisions, status moves, an export.
import type { AuditAction, AuditDetails } from '@/domain/audit/actions'
import type { auditEvent } from '@/server/db/schema'

import {
  ago,
  day,
  demoAdminEmail,
  demoFounderEmail,
  demoInvestorEmail,
  type DemoDataSet,
  type Investor,
} from './data-set'

type AuditRow = typeof auditEvent.$inferInsert

const browsers = {
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
} as const

// Documentation address ranges (RFC 5737): realistic-looking, and nobody's.
const places = {
  office: '203.0.113.24',
  fund: '198.51.100.7',
  phone: '198.51.100.142',
  startup: '203.0.113.58',
  stranger: '192.0.2.201',
} as const

type Person = { id: string; email: string }
type Where = { ip: string; userAgent: string }

function row(
  at: Date,
  action: AuditAction,
  actor: Person | null,
  where: Where,
  extra: {
    organisationId?: string | null
    subjectType?: AuditRow['subjectType']
    subjectId?: string
    actorEmail?: string
    details?: AuditDetails
  } = {},
): AuditRow {
  return {
    at,
    action,
    actorUserId: actor?.id ?? null,
    actorEmail: extra.actorEmail ?? actor?.email ?? null,
    organisationId: extra.organisationId ?? null,
    subjectType: extra.subjectType ?? null,
    subjectId: extra.subjectId ?? null,
    details: extra.details ?? {},
    ipAddress: where.ip,
    userAgent: where.userAgent,
  }
}

export function buildAuditHistory(
  data: DemoDataSet,
  kaveri: Investor,
  demoStartupOrgId: string,
): AuditRow[] {
  const { now } = data
  const person = (email: string): Person => {
    const found = data.users.find((u) => u.email === email)
    if (!found) throw new Error(`no demo user ${email}`)
    return { id: found.id, email: found.email }
  }
  const admin = person(demoAdminEmail)
  const investor = person(demoInvestorEmail)
  const founder = person(demoFounderEmail)
  const kaveriId = kaveri.profile.organisationId
  const at = (daysAgo: number) => ago(now, daysAgo)
  const rows: AuditRow[] = []

  const signIn = (who: Person, daysAgo: number, where: Where, organisationId: string | null) =>
    rows.push(
      row(at(daysAgo), 'auth.sign-in', who, where, {
        organisationId,
        details: { method: 'password' },
      }),
    )
  const office = { ip: places.office, userAgent: browsers.mac }
  const fund = { ip: places.fund, userAgent: browsers.windows }
  const phone = { ip: places.phone, userAgent: browsers.iphone }
  const startup = { ip: places.startup, userAgent: browsers.windows }
  for (const daysAgo of [13.2, 9.1, 6.3, 3.2, 1.1, 0.2]) signIn(admin, daysAgo, office, null)
  for (const daysAgo of [12.4, 8.3, 5.1, 2.4, 0.4]) {
    signIn(investor, daysAgo, daysAgo < 3 ? phone : fund, kaveriId)
  }
  for (const daysAgo of [11.5, 7.2, 4.3, 1.6]) signIn(founder, daysAgo, startup, demoStartupOrgId)

  // A mistyped password just before a sign-in, and someone trying an address nobody has.
  rows.push(
    row(at(5.1 + 3 / (24 * 60)), 'auth.sign-in-failed', null, fund, {
      actorEmail: investor.email,
      details: { reason: 'INVALID_EMAIL_OR_PASSWORD' },
    }),
    row(
      at(2.7),
      'auth.sign-in-failed',
      null,
      { ...office, ip: places.stranger },
      {
        actorEmail: 'admin@sangam.example',
        details: { reason: 'INVALID_EMAIL_OR_PASSWORD' },
      },
    ),
  )

  for (const request of data.accessRequests) {
    if (request.status === 'pending' || !request.reviewedAt) continue
    const action =
      request.status === 'approved' ? 'access-request.approved' : 'access-request.rejected'
    rows.push(
      row(request.reviewedAt, action, admin, office, {
        subjectType: 'access-request',
        subjectId: request.id,
        details: { subject: `${request.organisation} (${request.email})` },
      }),
    )
  }

  // The fund's latest pipeline moves, as its team made them.
  const emails = new Map(data.users.map((u) => [u.id, u.email]))
  const applications = new Map(data.applications.map((a) => [a.id, a]))
  const since = now.getTime() - 14 * day
  // Many timelines end at the seed's "now"; a log of moves made all at one instant looks odd.
  const until = now.getTime() - day / 24
  const moves = data.events
    .filter((e) => e.fromStatus && e.actorId && kaveri.memberIds.includes(e.actorId))
    .filter((e) => e.createdAt.getTime() >= since && e.createdAt.getTime() <= until)
    .filter((e) => applications.has(e.applicationId))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, 12)
  for (const move of moves) {
    const actor = { id: move.actorId!, email: emails.get(move.actorId!) ?? '' }
    rows.push(
      row(
        move.createdAt,
        'application.status-changed',
        actor,
        actor.id === investor.id ? fund : phone,
        {
          organisationId: kaveriId,
          subjectType: 'application',
          subjectId: move.applicationId,
          details: {
            subject: applications.get(move.applicationId)!.startupName,
            from: move.fromStatus!,
            to: move.toStatus,
          },
        },
      ),
    )
  }

  rows.push(
    row(at(2.3), 'applications.exported', investor, fund, {
      organisationId: kaveriId,
      details: { query: 'status=shortlisted' },
    }),
  )
  // Ids from the seeded faker, so the same seed gives the same rows.
  return rows.map((r) => ({ ...r, id: data.faker.string.uuid() }))
}
