import { and, desc, eq, or, sql } from 'drizzle-orm'

import type { Database } from '@/server/db/client'
import {
  accessRequest,
  application,
  applicationEvent,
  applicationRating,
  auditEvent,
  emailMessage,
  founder,
  invitation,
  member,
  notification,
  notificationPreference,
  organisation,
  session,
  startupNote,
  startupRating,
  user,
  userPreference,
} from '@/server/db/schema'
import { dealRoomDataOf } from './deal-room-export'
import { deckViewsBy } from './deck-views'
import { founderFields } from './founder-fields'

// Everything here is keyed by the person: their id, or their own address. Other people appear
// only as organisations' names; a teammate's address or name never does (decision 0033).

/** The person's personal data, as the download holds it; null when there is no such account. */
export async function personalDataOf(db: Database, userId: string) {
  const [account] = await db
    .select({
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      platformAdmin: user.isAdmin,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId))
  if (!account) return null
  const ownAddress = sql`lower(${account.email})`
  const [
    memberships,
    preferences,
    notificationSettings,
    sessions,
    notifications,
    founderProfiles,
    invitationsReceived,
    invitationsSent,
    accessRequests,
    emails,
  ] = await Promise.all([
    db
      .select({
        organisation: organisation.name,
        kind: organisation.kind,
        role: member.role,
        joinedAt: member.createdAt,
      })
      .from(member)
      .innerJoin(organisation, eq(organisation.id, member.organisationId))
      .where(eq(member.userId, userId)),
    db
      .select({
        applicationsDensity: userPreference.applicationsDensity,
        language: userPreference.language,
      })
      .from(userPreference)
      .where(eq(userPreference.userId, userId)),
    db
      .select({
        newApplicationEmail: notificationPreference.newApplicationEmail,
        statusEmail: notificationPreference.statusEmail,
      })
      .from(notificationPreference)
      .where(eq(notificationPreference.userId, userId)),
    db
      .select({
        createdAt: session.createdAt,
        lastUsedAt: session.updatedAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(desc(session.createdAt)),
    db
      .select({
        kind: notification.kind,
        title: notification.title,
        body: notification.body,
        link: notification.link,
        createdAt: notification.createdAt,
        readAt: notification.readAt,
      })
      .from(notification)
      .where(eq(notification.userId, userId))
      .orderBy(desc(notification.createdAt)),
    db
      .select({
        startup: organisation.name,
        ...founderFields,
        updatedAt: founder.updatedAt,
      })
      .from(founder)
      .innerJoin(organisation, eq(organisation.id, founder.organisationId))
      .where(or(eq(founder.userId, userId), sql`lower(${founder.email}) = ${ownAddress}`)),
    db
      .select({
        organisation: organisation.name,
        role: invitation.role,
        sentAt: invitation.createdAt,
        expiresAt: invitation.expiresAt,
        acceptedAt: invitation.acceptedAt,
        revokedAt: invitation.revokedAt,
      })
      .from(invitation)
      .innerJoin(organisation, eq(organisation.id, invitation.organisationId))
      .where(sql`lower(${invitation.email}) = ${ownAddress}`),
    // Whom they invited is that person's address, not theirs: the invitation without it.
    db
      .select({
        organisation: organisation.name,
        role: invitation.role,
        sentAt: invitation.createdAt,
        timesSent: invitation.sentCount,
        acceptedAt: invitation.acceptedAt,
        revokedAt: invitation.revokedAt,
      })
      .from(invitation)
      .innerJoin(organisation, eq(organisation.id, invitation.organisationId))
      .where(eq(invitation.invitedBy, userId)),
    db
      .select({
        name: accessRequest.name,
        email: accessRequest.email,
        kind: accessRequest.kind,
        organisation: accessRequest.organisation,
        website: accessRequest.website,
        linkedin: accessRequest.linkedin,
        message: accessRequest.message,
        status: accessRequest.status,
        decisionMessage: accessRequest.decisionMessage,
        createdAt: accessRequest.createdAt,
        reviewedAt: accessRequest.reviewedAt,
      })
      .from(accessRequest)
      .where(sql`lower(${accessRequest.email}) = ${ownAddress}`),
    db
      .select({
        subject: emailMessage.subject,
        template: emailMessage.template,
        status: emailMessage.status,
        createdAt: emailMessage.createdAt,
        sentAt: emailMessage.sentAt,
      })
      .from(emailMessage)
      .where(sql`lower(${emailMessage.to}) = ${ownAddress}`)
      .orderBy(desc(emailMessage.createdAt)),
  ])
  return {
    account,
    memberships,
    preferences: {
      screen: preferences[0] ?? null,
      notifications: notificationSettings[0] ?? null,
    },
    sessions,
    notifications,
    founderProfiles,
    invitations: { received: invitationsReceived, sent: invitationsSent },
    accessRequests,
    emailsToYou: emails,
    authored: await authoredBy(db, userId),
    auditLog: await auditEventsBy(db, userId),
    deckPagesViewed: await deckViewsBy(db, userId),
    dealRooms: await dealRoomDataOf(db, userId),
  }
}

export type PersonalData = NonNullable<Awaited<ReturnType<typeof personalDataOf>>>

/** Notes, ratings and timeline notes the person wrote (investors write them about startups). */
async function authoredBy(db: Database, userId: string) {
  const [notes, applicationRatings, startupRatings, timelineNotes] = await Promise.all([
    db
      .select({
        startup: organisation.name,
        body: startupNote.body,
        createdAt: startupNote.createdAt,
        updatedAt: startupNote.updatedAt,
      })
      .from(startupNote)
      .innerJoin(organisation, eq(organisation.id, startupNote.startupOrgId))
      .where(eq(startupNote.authorId, userId)),
    db
      .select({
        startup: application.startupName,
        scores: applicationRating.scores,
        overallTenths: applicationRating.overall,
        comment: applicationRating.comment,
        updatedAt: applicationRating.updatedAt,
      })
      .from(applicationRating)
      .innerJoin(application, eq(application.id, applicationRating.applicationId))
      .where(eq(applicationRating.userId, userId)),
    db
      .select({
        startup: organisation.name,
        scores: startupRating.scores,
        overallTenths: startupRating.overall,
        comment: startupRating.comment,
        updatedAt: startupRating.updatedAt,
      })
      .from(startupRating)
      .innerJoin(organisation, eq(organisation.id, startupRating.startupOrgId))
      .where(eq(startupRating.userId, userId)),
    db
      .select({
        startup: application.startupName,
        from: applicationEvent.fromStatus,
        to: applicationEvent.toStatus,
        note: applicationEvent.note,
        at: applicationEvent.createdAt,
      })
      .from(applicationEvent)
      .innerJoin(application, eq(application.id, applicationEvent.applicationId))
      .where(and(eq(applicationEvent.actorId, userId), sql`${applicationEvent.note} IS NOT NULL`)),
  ])
  return { notes, applicationRatings, startupRatings, timelineNotes }
}

/**
 * The audit log's events the person made. An event's subject is kept when it is no other person
 * (an application's startup, a list, themselves); a teammate's address or an access request's
 * requester stays out.
 */
async function auditEventsBy(db: Database, userId: string) {
  const rows = await db
    .select({
      at: auditEvent.at,
      action: auditEvent.action,
      organisation: organisation.name,
      subjectType: auditEvent.subjectType,
      subjectId: auditEvent.subjectId,
      details: auditEvent.details,
      ipAddress: auditEvent.ipAddress,
      userAgent: auditEvent.userAgent,
    })
    .from(auditEvent)
    .leftJoin(organisation, eq(organisation.id, auditEvent.organisationId))
    .where(eq(auditEvent.actorUserId, userId))
    .orderBy(desc(auditEvent.at))
  return rows.map(({ subjectId, details, ...row }) => {
    const ownSubject =
      row.subjectType === 'application' ||
      row.subjectType === 'list' ||
      (row.subjectType === 'user' && subjectId === userId)
    const { subject, ...rest } = details
    return { ...row, details: ownSubject && subject ? { subject, ...rest } : rest }
  })
}
