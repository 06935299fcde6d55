/**
 * Erasing a person's account (decision 0033): what it takes with it (the organisation they are
 * the only member of), and everything personal keyed to them. One transaction; the stored bytes
 * of deleted files are returned for the caller to delete after it commits.
 */
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

import { erasedPersonLabel, type ErasurePlan } from '@/domain/accounts/data-rights'

import type { Database } from '@/server/db/client'
import {
  accessRequest,
  application,
  auditEvent,
  dealRoom,
  dealRoomFund,
  emailMessage,
  founder,
  invitation,
  member,
  organisation,
  rateLimit,
  storedFile,
  user,
  verification,
} from '@/server/db/schema'
import {
  allowAuditErasure,
  eraseFromAuditLog,
  eraseInvestorOrganisation,
  eraseStartupOrganisation,
  type ErasedOrganisation,
} from './erasure-organisations'
import { containing } from './sql-helpers'

type Person = { id: string; email: string; name: string }

/**
 * What erasing the account would do now. With `lock`, the organisation's member rows stay locked
 * to the end of the transaction, so nobody joins or is promoted between the check and the erasure.
 */
export async function erasurePlanOf(
  db: Database,
  userId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<ErasurePlan & { organisationId: string | null }> {
  const [mine] = await db
    .select({
      organisationId: member.organisationId,
      role: member.role,
      name: organisation.name,
      kind: organisation.kind,
    })
    .from(member)
    .innerJoin(organisation, eq(organisation.id, member.organisationId))
    .where(eq(member.userId, userId))
  if (!mine)
    return {
      outcome: 'account',
      organisationName: null,
      organisationKind: null,
      organisationId: null,
    }
  const query = db
    .select({ userId: member.userId, role: member.role })
    .from(member)
    .where(eq(member.organisationId, mine.organisationId))
  const members = lock ? await query.for('update') : await query
  const others = members.filter((m) => m.userId !== userId)
  const otherOwners = others.filter((m) => m.role === 'owner')
  const named = { organisationName: mine.name, organisationId: mine.organisationId }
  if (mine.role !== 'owner' || otherOwners.length > 0) {
    return { outcome: 'account', organisationKind: null, ...named }
  }
  return {
    outcome: others.length > 0 ? 'transfer-first' : 'with-organisation',
    organisationKind: mine.kind,
    ...named,
  }
}

export type AccountErasure =
  | { outcome: 'transfer-first'; organisationName: string }
  | ({ outcome: 'erased'; organisationName: string | null } & ErasedOrganisation)
  | { outcome: 'not-found' }

/**
 * Erases the account: first the organisation when they are its only member, then everything
 * personal keyed to them, then the user row (sessions, memberships, preferences, bell and ratings
 * go with it). Nothing is written when they must hand over ownership first.
 */
export async function eraseAccount(db: Database, userId: string): Promise<AccountErasure> {
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: user.id, email: user.email, name: user.name })
      .from(user)
      .where(eq(user.id, userId))
      .for('update')
    if (!person) return { outcome: 'not-found' as const }
    const plan = await erasurePlanOf(tx, userId, { lock: true })
    if (plan.outcome === 'transfer-first') {
      return { outcome: 'transfer-first' as const, organisationName: plan.organisationName }
    }
    await allowAuditErasure(tx)
    const erased: ErasedOrganisation = { fileKeys: [], investorOrgIds: [] }
    if (plan.outcome === 'with-organisation' && plan.organisationId) {
      const eraseOrganisation =
        plan.organisationKind === 'startup' ? eraseStartupOrganisation : eraseInvestorOrganisation
      const done = await eraseOrganisation(tx, plan.organisationId)
      erased.fileKeys.push(...done.fileKeys)
      erased.investorOrgIds.push(...done.investorOrgIds)
    }
    erased.fileKeys.push(...(await erasePersonalRows(tx, person)))
    await tx.delete(user).where(eq(user.id, userId))
    return {
      outcome: 'erased' as const,
      organisationName: plan.outcome === 'with-organisation' ? plan.organisationName : null,
      ...erased,
    }
  })
}

/**
 * Erases a startup organisation on its owner's request; its members keep their accounts.
 * 'not-owner' (nothing written) when `ownerUserId` is no longer its owner by the time it runs.
 */
export async function eraseStartup(
  db: Database,
  organisationId: string,
  ownerUserId: string,
): Promise<ErasedOrganisation | 'not-owner'> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ role: member.role })
      .from(member)
      .where(and(eq(member.organisationId, organisationId), eq(member.userId, ownerUserId)))
      .for('update')
    if (owner?.role !== 'owner') return 'not-owner' as const
    await allowAuditErasure(tx)
    return eraseStartupOrganisation(tx, organisationId)
  })
}

/**
 * Everything personal keyed to the person besides their user row's cascades: founder profiles
 * (and their photos), the person in application snapshots, invitations to them, access requests,
 * emails to them or quoting them, tokens and counters naming them, and their name and address in
 * the audit log. Returns the storage keys of deleted photos.
 */
async function erasePersonalRows(tx: Database, person: Person): Promise<string[]> {
  const address = person.email.toLowerCase()
  const ownFounder = or(eq(founder.userId, person.id), sql`lower(${founder.email}) = ${address}`)
  const profiles = await tx
    .select({
      organisationId: founder.organisationId,
      name: founder.name,
      photo: founder.photoFileId,
    })
    .from(founder)
    .where(ownFounder)
  // The founders an application carried when it was sent, and a deal room's share kept for a
  // co-investor (decision 0047): the person leaves them.
  if (profiles.length) {
    const names = [...new Set(profiles.map((p) => p.name))]
    const startupOrgIds = [...new Set(profiles.map((p) => p.organisationId))]
    const leave = (snapshot: AnyPgColumn) => sql`jsonb_set(
        ${snapshot}, '{founders}',
        coalesce((
          SELECT jsonb_agg(f) FROM jsonb_array_elements(${snapshot} -> 'founders') f
          WHERE NOT (lower(coalesce(f ->> 'email', '')) = ${address}
            OR f ->> 'name' = ANY(ARRAY[${sql.join(
              names.map((n) => sql`${n}`),
              sql`, `,
            )}]::text[]))
        ), '[]'::jsonb))`
    await tx.execute(sql`
      UPDATE ${application} SET profile_snapshot = ${leave(application.profileSnapshot)}
      WHERE ${inArray(application.startupOrgId, startupOrgIds)}
        AND jsonb_typeof(profile_snapshot -> 'founders') = 'array'`)
    await tx.execute(sql`
      UPDATE ${dealRoomFund} SET shared_snapshot = ${leave(dealRoomFund.sharedSnapshot)}
      WHERE room_id IN (SELECT id FROM ${dealRoom} WHERE ${inArray(dealRoom.startupOrgId, startupOrgIds)})
        AND jsonb_typeof(shared_snapshot -> 'founders') = 'array'`)
  }
  await tx.delete(founder).where(ownFounder)
  const photoIds = profiles.map((p) => p.photo).filter((id): id is string => Boolean(id))
  const photos = photoIds.length
    ? await tx
        .delete(storedFile)
        .where(inArray(storedFile.id, photoIds))
        .returning({ key: storedFile.storageKey })
    : []

  await tx.delete(invitation).where(sql`lower(${invitation.email}) = ${address}`)
  await tx.delete(accessRequest).where(sql`lower(${accessRequest.email}) = ${address}`)
  await tx.delete(emailMessage).where(
    or(
      sql`lower(${emailMessage.to}) = ${address}`,
      sql`${emailMessage.text} ILIKE ${containing(address)}`,
      // Invitations they sent name them to the invitee.
      and(
        eq(emailMessage.template, 'invitation'),
        sql`${emailMessage.subject} LIKE ${`${person.name.replace(/[\\%_]/g, (c) => `\\${c}`)} invited you to %`}`,
      ),
    ),
  )
  await tx
    .delete(verification)
    .where(
      or(
        sql`${verification.value} LIKE ${containing(person.id)}`,
        sql`${verification.value} ILIKE ${containing(address)}`,
        sql`${verification.identifier} ILIKE ${containing(address)}`,
      ),
    )
  await tx.delete(rateLimit).where(sql`${rateLimit.key} ILIKE ${containing(address)}`)

  // The audit log keeps what happened, when and from where; not who they were by name.
  await tx
    .update(auditEvent)
    .set({ actorEmail: null })
    .where(
      and(
        isNotNull(auditEvent.actorEmail),
        or(
          eq(auditEvent.actorUserId, person.id),
          sql`lower(${auditEvent.actorEmail}) = ${address}`,
        ),
      ),
    )
  await eraseFromAuditLog(
    tx,
    [address],
    erasedPersonLabel,
    sql`(${auditEvent.subjectType} = 'user' AND ${auditEvent.subjectId} = ${person.id})`,
  )
  return photos.map((p) => p.key)
}
