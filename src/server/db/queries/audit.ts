import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm'

import type { AuditAction, AuditDetails, AuditSubjectType } from '@/domain/audit/actions'
import { auditPageSize, type AuditListFilters } from '@/domain/audit/list'
import { periodBounds } from '@/lib/calendar'

import type { Database } from '@/server/db/client'
import { auditEvent, organisation, user } from '@/server/db/schema'
import { containing } from './sql-helpers'

/**
 * Who acts and from where: the signed-in person (none for a failed sign-in, whose `actorEmail`
 * is the address typed), the client's address and its user agent.
 */
export type AuditOrigin = {
  actorId: string | null
  actorEmail: string | null
  ip: string | null
  userAgent: string | null
}

export type AuditEntry = {
  action: AuditAction
  organisationId?: string | null
  subjectType?: AuditSubjectType
  subjectId?: string
  details?: AuditDetails
}

// Long enough for any real value; a hostile header or search cannot make a row large.
const cut = (value: string | null | undefined, max: number) => (value ? value.slice(0, max) : null)

function boundedDetails(details: AuditDetails = {}): AuditDetails {
  const bounded: AuditDetails = { ...details }
  if (bounded.subject) bounded.subject = bounded.subject.slice(0, 200)
  if (bounded.query) bounded.query = bounded.query.slice(0, 500)
  return bounded
}

/**
 * Appends events to the audit log. Called with the transaction that makes the change, so a change
 * rolled back leaves no event behind (and an event that cannot be written undoes the change).
 */
export async function recordAudit(
  db: Database,
  origin: AuditOrigin,
  entries: AuditEntry | readonly AuditEntry[],
): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries as AuditEntry]
  if (list.length === 0) return
  await db.insert(auditEvent).values(
    list.map((entry) => ({
      actorUserId: origin.actorId,
      actorEmail: cut(origin.actorEmail?.toLowerCase(), 254),
      action: entry.action,
      organisationId: entry.organisationId ?? null,
      subjectType: entry.subjectType ?? null,
      subjectId: cut(entry.subjectId, 200),
      details: boundedDetails(entry.details),
      ipAddress: cut(origin.ip, 64),
      userAgent: cut(origin.userAgent, 256),
    })),
  )
}

/** One page of the audit log, newest first, with the filters of the admin screen. */
export async function listAuditEvents(db: Database, filters: AuditListFilters) {
  const conditions: SQL[] = []
  if (filters.actions?.length) conditions.push(inArray(auditEvent.action, filters.actions))
  if (filters.actor) conditions.push(ilike(auditEvent.actorEmail, containing(filters.actor)))
  if (filters.organisation) {
    conditions.push(
      or(
        eq(organisation.slug, filters.organisation.toLowerCase()),
        ilike(organisation.name, containing(filters.organisation)),
      )!,
    )
  }
  // Whole India calendar days, both ends included.
  if (filters.from) {
    conditions.push(
      gte(auditEvent.at, periodBounds({ from: filters.from, to: filters.from }).start),
    )
  }
  if (filters.to) {
    conditions.push(lt(auditEvent.at, periodBounds({ from: filters.to, to: filters.to }).end))
  }
  const where = conditions.length ? and(...conditions) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditEvent.id,
        at: auditEvent.at,
        action: auditEvent.action,
        actorUserId: auditEvent.actorUserId,
        actorEmail: auditEvent.actorEmail,
        actorName: user.name,
        organisationId: auditEvent.organisationId,
        organisationName: organisation.name,
        organisationSlug: organisation.slug,
        subjectType: auditEvent.subjectType,
        subjectId: auditEvent.subjectId,
        details: auditEvent.details,
        ipAddress: auditEvent.ipAddress,
        userAgent: auditEvent.userAgent,
      })
      .from(auditEvent)
      .leftJoin(organisation, eq(organisation.id, auditEvent.organisationId))
      .leftJoin(user, eq(user.id, auditEvent.actorUserId))
      .where(where)
      .orderBy(desc(auditEvent.at), desc(auditEvent.id))
      .limit(auditPageSize)
      .offset((filters.page - 1) * auditPageSize),
    db
      .select({ n: count() })
      .from(auditEvent)
      .leftJoin(organisation, eq(organisation.id, auditEvent.organisationId))
      .where(where),
  ])
  const n = total?.n ?? 0
  return {
    rows,
    total: n,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(n / auditPageSize)),
  }
}
