/**
 * Erasing an organisation's data (decision 0033): a startup, with a trace of its decided
 * applications kept for the investors; an investor organisation whose last member leaves Sangam.
 * Each runs inside the caller's transaction, after `allowAuditErasure`; the stored bytes of the
 * files whose rows go are returned, for the caller to delete once the transaction commits.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'

import { erasedStartupName } from '@/domain/accounts/data-rights'
import { isUndecided } from '@/domain/applications/status'

import type { Database } from '@/server/db/client'
import {
  accessRequest,
  application,
  applicationDraft,
  applicationEvent,
  applicationRating,
  auditEvent,
  dealRoom,
  emailMessage,
  emailMessageOrganisation,
  founder,
  hiddenStartup,
  investorListEntry,
  invitation,
  member,
  notification,
  organisation,
  startupNote,
  startupProfile,
  startupRating,
  storedFile,
  user,
} from '@/server/db/schema'
import { deleteRoomLinesOf } from './deal-room-events'
import { containing } from './sql-helpers'

export type ErasedOrganisation = {
  /** Storage keys of the files whose rows were deleted. */
  fileKeys: string[]
  /** Investor organisations whose applications changed (their search indexes are stale). */
  investorOrgIds: string[]
}

/**
 * Lets this transaction take personal data out of audit events (migration 0020); every other
 * change to the audit log is still refused.
 */
export async function allowAuditErasure(tx: Database): Promise<void> {
  await tx.execute(sql`SELECT set_config('sangam.audit_erasure', 'on', true)`)
}

/** Names shorter than this are not looked for inside texts: they would match unrelated words. */
const shortestSearchedName = 3

/**
 * Replaces `subject` in the audit events that name `terms` (and drops an export's search that
 * contains one) with `label`; `also` selects more events whose subject is to go.
 */
export async function eraseFromAuditLog(
  tx: Database,
  terms: readonly string[],
  label: string,
  also?: ReturnType<typeof sql>,
) {
  const searched = terms.filter((term) => term.length >= shortestSearchedName)
  const subjectMatches = searched.map(
    (term) => sql`${auditEvent.details} ->> 'subject' ILIKE ${containing(term)}`,
  )
  const queryMatches = searched.map(
    (term) => sql`${auditEvent.details} ->> 'query' ILIKE ${containing(term)}`,
  )
  const subjectCondition = sql.join([...subjectMatches, ...(also ? [also] : [])], sql` OR `)
  if (subjectMatches.length > 0 || also) {
    await tx
      .update(auditEvent)
      .set({
        details: sql`jsonb_set(${auditEvent.details}, '{subject}', to_jsonb(${label}::text))`,
      })
      .where(and(sql`${auditEvent.details} ? 'subject'`, sql`(${subjectCondition})`))
  }
  if (queryMatches.length > 0) {
    await tx
      .update(auditEvent)
      .set({ details: sql`${auditEvent.details} - 'query'` })
      .where(sql`(${sql.join(queryMatches, sql` OR `)})`)
  }
}

/** Deletes the organisation's file rows and returns their storage keys. */
async function deleteFilesOf(tx: Database, organisationId: string): Promise<string[]> {
  const rows = await tx
    .delete(storedFile)
    .where(eq(storedFile.organisationId, organisationId))
    .returning({ key: storedFile.storageKey })
  return rows.map((row) => row.key)
}

/**
 * Erases a startup organisation: its profiles, files, members, invitations, the investors' notes,
 * ratings, list entries and notifications about it, and the emails that went to its people or
 * name it. Undecided applications go; the others keep a trace without personal data, under the
 * organisation's row renamed "Erased startup" (the row itself goes when nothing is kept).
 */
export async function eraseStartupOrganisation(
  tx: Database,
  organisationId: string,
): Promise<ErasedOrganisation> {
  const [org] = await tx
    .select({ name: organisation.name, profileName: startupProfile.name })
    .from(organisation)
    .leftJoin(startupProfile, eq(startupProfile.organisationId, organisation.id))
    .where(and(eq(organisation.id, organisationId), eq(organisation.kind, 'startup')))
    .for('update', { of: organisation })
  if (!org) return { fileKeys: [], investorOrgIds: [] }
  const names = [...new Set([org.name, org.profileName].filter((n): n is string => Boolean(n)))]
  const applications = await tx
    .select({
      id: application.id,
      status: application.status,
      investorOrgId: application.investorOrgId,
    })
    .from(application)
    .where(eq(application.startupOrgId, organisationId))
  const applicationIds = applications.map((a) => a.id)
  const undecided = applications.filter((a) => isUndecided(a.status)).map((a) => a.id)
  const kept = applications.filter((a) => !isUndecided(a.status)).map((a) => a.id)
  const people = await tx
    .select({ email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organisationId, organisationId))

  // What told people about it, found by keys: bell lines of its applications' events, the emails
  // recorded as concerning it (its applications' events, invitations to it, a digest naming it),
  // and every email to its members.
  if (applicationIds.length) {
    await tx
      .delete(notification)
      .where(
        inArray(
          notification.eventId,
          tx
            .select({ id: applicationEvent.id })
            .from(applicationEvent)
            .where(inArray(applicationEvent.applicationId, applicationIds)),
        ),
      )
  }
  await tx
    .delete(emailMessage)
    .where(
      inArray(
        emailMessage.id,
        tx
          .select({ id: emailMessageOrganisation.emailMessageId })
          .from(emailMessageOrganisation)
          .where(eq(emailMessageOrganisation.organisationId, organisationId)),
      ),
    )
  if (people.length) {
    await tx.delete(emailMessage).where(
      inArray(
        sql`lower(${emailMessage.to})`,
        people.map((p) => p.email.toLowerCase()),
      ),
    )
  }
  await eraseFromAuditLog(
    tx,
    names,
    erasedStartupName,
    applicationIds.length
      ? sql`(${auditEvent.subjectType} = 'application' AND ${inArray(auditEvent.subjectId, applicationIds)})`
      : undefined,
  )

  // The investors' own work about it: notes, ratings, lists, "not for us".
  await tx.delete(startupNote).where(eq(startupNote.startupOrgId, organisationId))
  // Its deal rooms, with the shares its founders gave, the funds' interests and their thread.
  await deleteRoomLinesOf(tx, organisationId)
  await tx.delete(dealRoom).where(eq(dealRoom.startupOrgId, organisationId))
  await tx.delete(startupRating).where(eq(startupRating.startupOrgId, organisationId))
  await tx.delete(investorListEntry).where(eq(investorListEntry.startupOrgId, organisationId))
  await tx.delete(hiddenStartup).where(eq(hiddenStartup.startupOrgId, organisationId))

  // Applications: undecided ones go; decided and withdrawn ones keep a trace.
  const investorOrgIds = [...new Set(applications.map((a) => a.investorOrgId))]
  if (undecided.length) await tx.delete(application).where(inArray(application.id, undecided))
  if (kept.length) {
    await tx
      .update(applicationEvent)
      .set({ note: null })
      .where(inArray(applicationEvent.applicationId, kept))
    await tx
      .update(applicationRating)
      .set({ comment: null })
      .where(inArray(applicationRating.applicationId, kept))
  }
  // The database's triggers tell every server's search index of the rows renamed and deleted.
  for (const investorOrgId of investorOrgIds) {
    if (kept.length === 0) continue
    await tx
      .update(application)
      .set({
        startupName: erasedStartupName,
        oneLiner: null,
        answers: {},
        profileSnapshot: {},
        decisionMessage: null,
        updatedAt: new Date(),
      })
      .where(and(inArray(application.id, kept), eq(application.investorOrgId, investorOrgId)))
  }

  // The startup itself.
  await tx.delete(applicationDraft).where(eq(applicationDraft.startupOrgId, organisationId))
  await tx.delete(startupProfile).where(eq(startupProfile.organisationId, organisationId))
  await tx.delete(founder).where(eq(founder.organisationId, organisationId))
  const fileKeys = await deleteFilesOf(tx, organisationId)
  await tx.delete(invitation).where(eq(invitation.organisationId, organisationId))
  await tx.delete(accessRequest).where(eq(accessRequest.organisationId, organisationId))
  await tx.delete(member).where(eq(member.organisationId, organisationId))
  if (kept.length) {
    await tx
      .update(organisation)
      .set({
        name: erasedStartupName,
        slug: `erased-${organisationId.replaceAll('-', '')}`,
        updatedAt: new Date(),
      })
      .where(eq(organisation.id, organisationId))
  } else {
    await tx.delete(organisation).where(eq(organisation.id, organisationId))
  }
  return { fileKeys, investorOrgIds }
}

/**
 * Erases an investor organisation whose last member leaves: everything it holds goes with its row
 * (channels, the applications to them, reviews, lists, profile), as the privacy policy says of a
 * closed organisation; the bell lines its applications' events caused go too.
 */
export async function eraseInvestorOrganisation(
  tx: Database,
  organisationId: string,
): Promise<ErasedOrganisation> {
  const applicationIds = tx
    .select({ id: application.id })
    .from(application)
    .where(eq(application.investorOrgId, organisationId))
  await tx
    .delete(notification)
    .where(
      inArray(
        notification.eventId,
        tx
          .select({ id: applicationEvent.id })
          .from(applicationEvent)
          .where(inArray(applicationEvent.applicationId, applicationIds)),
      ),
    )
  await deleteRoomLinesOf(tx, organisationId)
  const fileKeys = await deleteFilesOf(tx, organisationId)
  await tx.delete(accessRequest).where(eq(accessRequest.organisationId, organisationId))
  await tx
    .delete(organisation)
    .where(and(eq(organisation.id, organisationId), eq(organisation.kind, 'investor')))
  return { fileKeys, investorOrgIds: [organisationId] }
}
