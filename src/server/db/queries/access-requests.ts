import { eq, sql } from 'drizzle-orm'

import type { Database } from '@/server/db/client'
import { accessRequest } from '@/server/db/schema'
import { recordAudit, type AuditOrigin } from './audit'
import { issueInvitation } from './invitations'
import { createOrganisation } from './organisations'

export type NewAccessRequest = {
  name: string
  email: string
  kind: 'startup' | 'investor'
  organisation: string
  website?: string
  linkedin?: string
  message?: string
}

/**
 * Stores a request, or merges it into the pending request of the same email (the partial unique
 * index makes the merge atomic). Returns whether this submission was merged.
 */
export async function submitAccessRequest(db: Database, input: NewAccessRequest) {
  const values = {
    name: input.name,
    kind: input.kind,
    organisation: input.organisation,
    website: input.website ?? null,
    linkedin: input.linkedin ?? null,
    message: input.message ?? null,
  }
  const [row] = await db
    .insert(accessRequest)
    .values({ ...values, email: input.email })
    .onConflictDoUpdate({
      target: accessRequest.email,
      targetWhere: sql`${accessRequest.status} = 'pending'`,
      set: {
        ...values,
        submissionCount: sql`${accessRequest.submissionCount} + 1`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: accessRequest.id, submissionCount: accessRequest.submissionCount })
  if (!row) throw new Error('access request upsert returned no row')
  return { id: row.id, merged: row.submissionCount > 1 }
}

const requestLabel = (request: { organisation: string; email: string }) =>
  `${request.organisation} (${request.email})`

/** The request, locked until the decision is written, so two admins cannot decide it twice. */
async function lockedRequest(tx: Database, id: string) {
  const [request] = await tx
    .select()
    .from(accessRequest)
    .where(eq(accessRequest.id, id))
    .for('update')
  if (!request) return 'unknown' as const
  if (request.status !== 'pending') return 'decided' as const
  return request
}

/**
 * Approves a pending request: creates the requester's organisation and an owner invitation to
 * it, and writes the decision to the audit log. 'unknown' or 'decided' when it is not pending.
 */
export async function approveAccessRequest(
  db: Database,
  id: string,
  reviewerId: string,
  origin: AuditOrigin,
) {
  return db.transaction(async (tx) => {
    const request = await lockedRequest(tx, id)
    if (typeof request === 'string') return request
    const org = await createOrganisation(tx, { kind: request.kind, name: request.organisation })
    const issued = await issueInvitation(tx, {
      organisationId: org.id,
      email: request.email,
      role: 'owner',
      invitedBy: reviewerId,
    })
    await tx
      .update(accessRequest)
      .set({
        status: 'approved',
        reviewedBy: reviewerId,
        reviewedAt: sql`now()`,
        organisationId: org.id,
        updatedAt: sql`now()`,
      })
      .where(eq(accessRequest.id, id))
    await recordAudit(tx, origin, {
      action: 'access-request.approved',
      organisationId: org.id,
      subjectType: 'access-request',
      subjectId: request.id,
      details: { subject: requestLabel(request) },
    })
    return { request, organisationId: org.id, ...issued }
  })
}

export async function rejectAccessRequest(
  db: Database,
  id: string,
  reviewerId: string,
  message: string | undefined,
  origin: AuditOrigin,
) {
  return db.transaction(async (tx) => {
    const pending = await lockedRequest(tx, id)
    if (typeof pending === 'string') return pending
    const [request] = await tx
      .update(accessRequest)
      .set({
        status: 'rejected',
        reviewedBy: reviewerId,
        reviewedAt: sql`now()`,
        decisionMessage: message ?? null,
        updatedAt: sql`now()`,
      })
      .where(eq(accessRequest.id, id))
      .returning()
    if (!request) return 'unknown'
    // The message to the requester is theirs to read, not the log's.
    await recordAudit(tx, origin, {
      action: 'access-request.rejected',
      subjectType: 'access-request',
      subjectId: request.id,
      details: { subject: requestLabel(request) },
    })
    return request
  })
}
