import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'

import { createLinkToken, hashLinkToken } from '@/server/security/tokens'
import type { Database } from '@/server/db/client'
import { invitation, member, organisation, user } from '@/server/db/schema'
import { recordAudit, type AuditOrigin } from './audit'

export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000

export type InvitationState = 'open' | 'expired' | 'accepted' | 'revoked'

export function invitationState(row: {
  acceptedAt: Date | null
  revokedAt: Date | null
  expiresAt: Date
}): InvitationState {
  if (row.acceptedAt) return 'accepted'
  if (row.revokedAt) return 'revoked'
  return row.expiresAt.getTime() <= Date.now() ? 'expired' : 'open'
}

/**
 * Invites `email` to the organisation, or renews the open invitation it already has (new token,
 * new expiry): the partial unique index keeps one open invitation per email and organisation.
 */
export async function issueInvitation(
  db: Database,
  input: {
    organisationId: string
    email: string
    role: 'owner' | 'member'
    invitedBy: string | null
  },
) {
  const { token, hash } = createLinkToken()
  const expiresAt = new Date(Date.now() + invitationLifetimeMs)
  const [row] = await db
    .insert(invitation)
    .values({ ...input, tokenHash: hash, expiresAt })
    .onConflictDoUpdate({
      target: [invitation.organisationId, invitation.email],
      targetWhere: sql`${invitation.acceptedAt} IS NULL AND ${invitation.revokedAt} IS NULL`,
      set: {
        role: input.role,
        tokenHash: hash,
        expiresAt,
        invitedBy: input.invitedBy,
        sentCount: sql`${invitation.sentCount} + 1`,
        lastSentAt: sql`now()`,
      },
    })
    .returning()
  if (!row) throw new Error('invitation upsert returned no row')
  return { invitation: row, token }
}

/** A fresh token and expiry for an open invitation of this organisation; null if none. */
export async function renewInvitation(db: Database, organisationId: string, id: string) {
  const { token, hash } = createLinkToken()
  const [row] = await db
    .update(invitation)
    .set({
      tokenHash: hash,
      expiresAt: new Date(Date.now() + invitationLifetimeMs),
      sentCount: sql`${invitation.sentCount} + 1`,
      lastSentAt: sql`now()`,
    })
    .where(
      and(
        eq(invitation.id, id),
        eq(invitation.organisationId, organisationId),
        isNull(invitation.acceptedAt),
        isNull(invitation.revokedAt),
      ),
    )
    .returning()
  return row ? { invitation: row, token } : null
}

export async function revokeInvitation(db: Database, organisationId: string, id: string) {
  const [row] = await db
    .update(invitation)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(invitation.id, id),
        eq(invitation.organisationId, organisationId),
        isNull(invitation.acceptedAt),
        isNull(invitation.revokedAt),
      ),
    )
    .returning({ id: invitation.id })
  return Boolean(row)
}

export async function listInvitations(db: Database, organisationId: string) {
  const rows = await db
    .select({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      expiresAt: invitation.expiresAt,
      acceptedAt: invitation.acceptedAt,
      revokedAt: invitation.revokedAt,
      sentCount: invitation.sentCount,
      lastSentAt: invitation.lastSentAt,
      invitedByName: user.name,
    })
    .from(invitation)
    .leftJoin(user, eq(user.id, invitation.invitedBy))
    .where(eq(invitation.organisationId, organisationId))
    .orderBy(desc(invitation.createdAt))
    .limit(200)
  return rows.map((row) => ({ ...row, state: invitationState(row) }))
}

/** What the invitation page shows about a token; null for an unknown token. */
export async function findInvitationByToken(db: Database, token: string) {
  const [row] = await db
    .select({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      expiresAt: invitation.expiresAt,
      acceptedAt: invitation.acceptedAt,
      revokedAt: invitation.revokedAt,
      organisationName: organisation.name,
      organisationKind: organisation.kind,
      inviterName: user.name,
    })
    .from(invitation)
    .innerJoin(organisation, eq(organisation.id, invitation.organisationId))
    .leftJoin(user, eq(user.id, invitation.invitedBy))
    .where(eq(invitation.tokenHash, hashLinkToken(token)))
    .limit(1)
  return row ? { ...row, state: invitationState(row) } : null
}

export type AcceptOutcome =
  | { ok: true; organisationId: string; kind: 'startup' | 'investor' }
  | {
      ok: false
      reason: 'unknown' | 'expired' | 'accepted' | 'revoked' | 'other-email' | 'has-organisation'
    }

/**
 * Joins the signed-in person to the invitation's organisation. The link proves they read mail at
 * the invited address, so that address counts as verified. Works once: the row is locked and
 * marked accepted in the same transaction, which also writes the audit event.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  person: { id: string; email: string },
  origin: AuditOrigin,
): Promise<AcceptOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(invitation)
      .where(eq(invitation.tokenHash, hashLinkToken(token)))
      .for('update')
    if (!row) return { ok: false, reason: 'unknown' }
    const state = invitationState(row)
    if (state !== 'open') return { ok: false, reason: state }
    if (row.email !== person.email.toLowerCase()) return { ok: false, reason: 'other-email' }
    const [existing] = await tx
      .select({ id: member.id })
      .from(member)
      .where(eq(member.userId, person.id))
    if (existing) return { ok: false, reason: 'has-organisation' }
    await tx
      .insert(member)
      .values({ organisationId: row.organisationId, userId: person.id, role: row.role })
    await tx
      .update(invitation)
      .set({ acceptedAt: sql`now()`, acceptedBy: person.id })
      .where(eq(invitation.id, row.id))
    await tx.update(user).set({ emailVerified: true }).where(eq(user.id, person.id))
    await recordAudit(tx, origin, {
      action: 'invitation.accepted',
      organisationId: row.organisationId,
      subjectType: 'invitation',
      subjectId: row.id,
      details: { subject: row.email, role: row.role },
    })
    const [org] = await tx
      .select({ kind: organisation.kind })
      .from(organisation)
      .where(eq(organisation.id, row.organisationId))
    return { ok: true, organisationId: row.organisationId, kind: org!.kind }
  })
}

export async function hasOpenInvitation(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invitation.id })
    .from(invitation)
    .where(
      and(
        eq(invitation.email, email.toLowerCase()),
        isNull(invitation.acceptedAt),
        isNull(invitation.revokedAt),
        gt(invitation.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
  return Boolean(row)
}
