import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'

import type { Database } from '@/server/db/client'
import { accessRequest, emailMessage, member, organisation, user } from '@/server/db/schema'

export const adminPageSize = 25

function page<T>(rows: T[], total: number, pageNumber: number) {
  return { rows, total, page: pageNumber, pageCount: Math.max(1, Math.ceil(total / adminPageSize)) }
}

const contains = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export async function listAccessRequests(
  db: Database,
  filters: {
    status?: 'pending' | 'approved' | 'rejected'
    kind?: 'startup' | 'investor'
    q?: string
    page: number
  },
) {
  const conditions: SQL[] = []
  if (filters.status) conditions.push(eq(accessRequest.status, filters.status))
  if (filters.kind) conditions.push(eq(accessRequest.kind, filters.kind))
  if (filters.q) {
    const q = contains(filters.q)
    conditions.push(
      or(
        ilike(accessRequest.name, q),
        ilike(accessRequest.email, q),
        ilike(accessRequest.organisation, q),
      )!,
    )
  }
  const where = conditions.length ? and(...conditions) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: accessRequest.id,
        name: accessRequest.name,
        email: accessRequest.email,
        kind: accessRequest.kind,
        organisation: accessRequest.organisation,
        website: accessRequest.website,
        linkedin: accessRequest.linkedin,
        message: accessRequest.message,
        status: accessRequest.status,
        submissionCount: accessRequest.submissionCount,
        decisionMessage: accessRequest.decisionMessage,
        reviewedAt: accessRequest.reviewedAt,
        reviewerName: user.name,
        createdAt: accessRequest.createdAt,
        updatedAt: accessRequest.updatedAt,
      })
      .from(accessRequest)
      .leftJoin(user, eq(user.id, accessRequest.reviewedBy))
      .where(where)
      // The pending queue reads oldest first (first come, first served); decisions newest first.
      .orderBy(
        filters.status === 'pending' ? asc(accessRequest.createdAt) : desc(accessRequest.updatedAt),
      )
      .limit(adminPageSize)
      .offset((filters.page - 1) * adminPageSize),
    db.select({ n: count() }).from(accessRequest).where(where),
  ])
  return page(rows, total?.n ?? 0, filters.page)
}

export async function listUsers(db: Database, filters: { q?: string; page: number }) {
  const where = filters.q
    ? or(ilike(user.name, contains(filters.q)), ilike(user.email, contains(filters.q)))
    : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        isAdmin: user.isAdmin,
        createdAt: user.createdAt,
        organisationName: organisation.name,
        organisationKind: organisation.kind,
        role: member.role,
      })
      .from(user)
      .leftJoin(member, eq(member.userId, user.id))
      .leftJoin(organisation, eq(organisation.id, member.organisationId))
      .where(where)
      .orderBy(desc(user.createdAt))
      .limit(adminPageSize)
      .offset((filters.page - 1) * adminPageSize),
    db.select({ n: count() }).from(user).where(where),
  ])
  return page(rows, total?.n ?? 0, filters.page)
}

export async function listOrganisations(
  db: Database,
  filters: { q?: string; kind?: 'startup' | 'investor'; page: number },
) {
  const conditions: SQL[] = []
  if (filters.kind) conditions.push(eq(organisation.kind, filters.kind))
  if (filters.q)
    conditions.push(
      or(
        ilike(organisation.name, contains(filters.q)),
        ilike(organisation.slug, contains(filters.q)),
      )!,
    )
  const where = conditions.length ? and(...conditions) : undefined
  const memberCount = db
    .select({ organisationId: member.organisationId, n: count().as('n') })
    .from(member)
    .groupBy(member.organisationId)
    .as('member_count')
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: organisation.id,
        name: organisation.name,
        slug: organisation.slug,
        kind: organisation.kind,
        createdAt: organisation.createdAt,
        members: sql<number>`coalesce(${memberCount.n}, 0)`.mapWith(Number),
      })
      .from(organisation)
      .leftJoin(memberCount, eq(memberCount.organisationId, organisation.id))
      .where(where)
      .orderBy(desc(organisation.createdAt))
      .limit(adminPageSize)
      .offset((filters.page - 1) * adminPageSize),
    db.select({ n: count() }).from(organisation).where(where),
  ])
  return page(rows, total?.n ?? 0, filters.page)
}

export async function listOutbox(db: Database, filters: { q?: string; page: number }) {
  const where = filters.q
    ? or(
        ilike(emailMessage.to, contains(filters.q)),
        ilike(emailMessage.subject, contains(filters.q)),
      )
    : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: emailMessage.id,
        to: emailMessage.to,
        subject: emailMessage.subject,
        template: emailMessage.template,
        status: emailMessage.status,
        attempts: emailMessage.attempts,
        lastError: emailMessage.lastError,
        createdAt: emailMessage.createdAt,
        sentAt: emailMessage.sentAt,
      })
      .from(emailMessage)
      .where(where)
      .orderBy(desc(emailMessage.createdAt))
      .limit(adminPageSize)
      .offset((filters.page - 1) * adminPageSize),
    db.select({ n: count() }).from(emailMessage).where(where),
  ])
  return page(rows, total?.n ?? 0, filters.page)
}
