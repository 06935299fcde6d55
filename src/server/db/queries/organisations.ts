import { and, asc, eq, like, ne, or } from 'drizzle-orm'

import { slugify } from '@/lib/slug'

import type { Database } from '@/server/db/client'
import { member, organisation, startupProfile, user } from '@/server/db/schema'
import { recordAudit, type AuditOrigin } from './audit'

/** The first free slug among 'name', 'name-2', 'name-3', ... across organisations and pages. */
async function freeSlug(db: Database, name: string): Promise<string> {
  const base = slugify(name)
  const taken = await db
    .select({ slug: organisation.slug })
    .from(organisation)
    .where(or(like(organisation.slug, base), like(organisation.slug, `${base}-%`)))
  const pages = await db
    .select({ slug: startupProfile.slug })
    .from(startupProfile)
    .where(or(like(startupProfile.slug, base), like(startupProfile.slug, `${base}-%`)))
  const used = new Set([...taken, ...pages].map((r) => r.slug))
  let candidate = base
  for (let n = 2; used.has(candidate); n++) candidate = `${base}-${n}`
  return candidate
}

/** The organisation a person belongs to, and their role in it (one organisation per person). */
export type Membership = {
  organisationId: string
  kind: 'startup' | 'investor'
  role: 'owner' | 'member'
  organisationName: string
  organisationSlug: string
}

export async function findMembershipOf(db: Database, userId: string): Promise<Membership | null> {
  const [row] = await db
    .select({
      organisationId: member.organisationId,
      role: member.role,
      kind: organisation.kind,
      organisationName: organisation.name,
      organisationSlug: organisation.slug,
    })
    .from(member)
    .innerJoin(organisation, eq(organisation.id, member.organisationId))
    .where(eq(member.userId, userId))
    .limit(1)
  return row ?? null
}

/**
 * A new organisation with its slug; a startup also gets its (empty) profile. With an owner, that
 * person joins as owner; without one (an approved access request) the invitation brings them in.
 */
export async function createOrganisation(
  db: Database,
  input: {
    kind: 'startup' | 'investor'
    name: string
    ownerUserId?: string
    /** Who creates it, when a person does: their joining as owner goes in the audit log. */
    origin?: AuditOrigin
  },
) {
  return db.transaction(async (tx) => {
    const slug = await freeSlug(tx, input.name)
    const [org] = await tx
      .insert(organisation)
      .values({ kind: input.kind, name: input.name, slug })
      .returning({ id: organisation.id, slug: organisation.slug })
    if (!org) throw new Error('organisation insert returned no row')
    if (input.ownerUserId) {
      await tx
        .insert(member)
        .values({ organisationId: org.id, userId: input.ownerUserId, role: 'owner' })
      if (input.origin) {
        await recordAudit(tx, input.origin, {
          action: 'member.added',
          organisationId: org.id,
          subjectType: 'user',
          subjectId: input.ownerUserId,
          details: { subject: input.origin.actorEmail ?? undefined, role: 'owner' },
        })
      }
    }
    if (input.kind === 'startup') {
      await tx.insert(startupProfile).values({ organisationId: org.id, name: input.name, slug })
    }
    return org
  })
}

export async function listMembers(db: Database, organisationId: string) {
  return db
    .select({
      userId: member.userId,
      role: member.role,
      joinedAt: member.createdAt,
      name: user.name,
      email: user.email,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organisationId, organisationId))
    .orderBy(asc(member.createdAt))
}

export type MembershipChange = 'ok' | 'not-found' | 'last-owner'

/**
 * Changes one member's role or removes them, refusing anything that would leave the
 * organisation without an owner. The organisation's member rows are locked meanwhile, so two
 * owners cannot demote each other at the same moment. The change and its audit event commit
 * together; a person removing themselves is leaving.
 */
export async function changeMembership(
  db: Database,
  organisationId: string,
  userId: string,
  change: { role: 'owner' | 'member' } | 'remove',
  origin: AuditOrigin,
): Promise<MembershipChange> {
  return db.transaction(async (tx) => {
    const members = await tx
      .select({ userId: member.userId, role: member.role, email: user.email })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .where(eq(member.organisationId, organisationId))
      .for('update', { of: member })
    const target = members.find((m) => m.userId === userId)
    if (!target) return 'not-found'
    if (change !== 'remove' && change.role === target.role) return 'ok'
    const owners = members.filter((m) => m.role === 'owner').length
    const losesOwner = target.role === 'owner' && (change === 'remove' || change.role !== 'owner')
    if (losesOwner && owners <= 1) return 'last-owner'
    const where = and(eq(member.organisationId, organisationId), eq(member.userId, userId))
    if (change === 'remove') await tx.delete(member).where(where)
    else await tx.update(member).set({ role: change.role }).where(where)
    const subject = { organisationId, subjectType: 'user', subjectId: userId } as const
    await recordAudit(
      tx,
      origin,
      change === 'remove'
        ? {
            ...subject,
            action: userId === origin.actorId ? 'member.left' : 'member.removed',
            details: { subject: target.email, role: target.role },
          }
        : {
            ...subject,
            action: 'member.role-changed',
            details: { subject: target.email, from: target.role, to: change.role },
          },
    )
    return 'ok'
  })
}

export type OrganisationUpdate = 'ok' | 'slug-taken'

export async function updateOrganisation(
  db: Database,
  organisationId: string,
  values: { name: string; slug: string },
): Promise<OrganisationUpdate> {
  const [clash] = await db
    .select({ id: organisation.id })
    .from(organisation)
    .where(and(eq(organisation.slug, values.slug), ne(organisation.id, organisationId)))
  if (clash) return 'slug-taken'
  await db
    .update(organisation)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organisation.id, organisationId))
  return 'ok'
}
