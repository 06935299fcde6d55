import { and, asc, count, desc, eq } from 'drizzle-orm'

import { ownedLimits } from '@/lib/limits'

import { overallOf, type RatingScores } from '@/domain/applications/ratings'
import { movesFrom } from '@/domain/applications/pipeline'
import { isUndecided } from '@/domain/applications/status'

import type { Database } from '@/server/db/client'
import { ratingColumns, ratingsView } from '@/server/db/queries/ratings-view'
import { reviewContextOf } from '@/server/db/queries/review-context'
import {
  application,
  applicationRating,
  channel,
  member,
  pipelineStage,
  startupNote,
  startupRating,
  user,
} from '@/server/db/schema'

const day = 24 * 60 * 60 * 1000

type ChannelRow = Pick<
  typeof channel.$inferSelect,
  | 'id'
  | 'title'
  | 'status'
  | 'questions'
  | 'responseDays'
  | 'sectors'
  | 'developmentStages'
  | 'headquarters'
  | 'businessTypes'
  | 'raiseMin'
  | 'raiseMax'
>

function channelView({ id, title, status, responseDays, questions: _, ...criteria }: ChannelRow) {
  return { id, title, status, responseDays, criteria }
}

/**
 * The startup's applications to the organisation's channels, for the detail screen: each with its
 * channel, answers matched to the channel's questions, assignee, timeline (newest first) and the
 * ratings the viewer may see.
 */
export async function findApplicationsForStartup(
  db: Database,
  {
    investorOrgId,
    startupOrgId,
    viewerId,
  }: { investorOrgId: string; startupOrgId: string; viewerId: string },
) {
  const rows = await db
    .select({
      id: application.id,
      status: application.status,
      stageKey: pipelineStage.key,
      stageName: pipelineStage.name,
      answers: application.answers,
      assigneeId: application.assigneeId,
      assigneeName: user.name,
      decisionMessage: application.decisionMessage,
      rejectionReason: application.rejectionReason,
      submittedAt: application.submittedAt,
      decidedAt: application.decidedAt,
      channel: {
        id: channel.id,
        title: channel.title,
        status: channel.status,
        questions: channel.questions,
        responseDays: channel.responseDays,
        sectors: channel.sectors,
        developmentStages: channel.developmentStages,
        headquarters: channel.headquarters,
        businessTypes: channel.businessTypes,
        raiseMin: channel.raiseMin,
        raiseMax: channel.raiseMax,
      },
    })
    .from(application)
    .innerJoin(channel, eq(channel.id, application.channelId))
    .leftJoin(user, eq(user.id, application.assigneeId))
    .leftJoin(pipelineStage, eq(pipelineStage.id, application.stageId))
    .where(
      and(eq(application.startupOrgId, startupOrgId), eq(application.investorOrgId, investorOrgId)),
    )
    .orderBy(desc(application.submittedAt))
  if (rows.length === 0) return []
  const { events, ratings, stages, tendencies } = await reviewContextOf(
    db,
    investorOrgId,
    rows.map((r) => r.id),
  )
  const now = Date.now()
  return rows.map(
    ({ answers, assigneeId, assigneeName, channel: target, stageKey, stageName, ...row }) => ({
      ...row,
      stage: stageKey === null ? null : { key: stageKey, name: stageName! },
      channel: channelView(target),
      allowedMoves: movesFrom({ status: row.status, stageKey }, stages),
      overdue:
        isUndecided(row.status) && row.submittedAt.getTime() + target.responseDays * day < now,
      answers: target.questions.map((q) => ({
        questionId: q.id,
        label: q.label,
        kind: q.kind,
        required: q.required,
        hidden: q.hidden ?? false,
        answer: (answers[q.id] ?? null) as string | number | string[] | null,
      })),
      assignee: assigneeId ? { id: assigneeId, name: assigneeName ?? '' } : null,
      timeline: events
        .filter((e) => e.applicationId === row.id)
        .map(({ applicationId: _, ...e }) => e),
      ratings: ratingsView(
        ratings.filter((r) => r.applicationId === row.id),
        viewerId,
        tendencies,
      ),
    }),
  )
}

/** The application, if it is one of the organisation's. */
export async function findOwnApplication(
  db: Database,
  investorOrgId: string,
  applicationId: string,
) {
  const [row] = await db
    .select({ id: application.id, status: application.status })
    .from(application)
    .where(and(eq(application.id, applicationId), eq(application.investorOrgId, investorOrgId)))
    .limit(1)
  return row ?? null
}

/** Saves the viewer's rating of an application, replacing their earlier one. */
export async function upsertRating(
  db: Database,
  {
    applicationId,
    userId,
    scores,
    comment,
  }: { applicationId: string; userId: string; scores: RatingScores; comment: string | null },
) {
  const now = new Date()
  const values = { scores, overall: overallOf(scores), comment, updatedAt: now }
  await db
    .insert(applicationRating)
    .values({ applicationId, userId, ...values, createdAt: now })
    .onConflictDoUpdate({
      target: [applicationRating.applicationId, applicationRating.userId],
      set: values,
    })
  return { overall: values.overall }
}

/** The team's ratings of a startup that has not applied, as the viewer may see them (blind). */
export async function findStartupRatings(
  db: Database,
  {
    investorOrgId,
    startupOrgId,
    viewerId,
  }: { investorOrgId: string; startupOrgId: string; viewerId: string },
) {
  const rows = await db
    .select(ratingColumns(startupRating))
    .from(startupRating)
    .innerJoin(user, eq(user.id, startupRating.userId))
    .where(
      and(
        eq(startupRating.investorOrgId, investorOrgId),
        eq(startupRating.startupOrgId, startupOrgId),
      ),
    )
    .orderBy(asc(user.name))
  return ratingsView(rows, viewerId)
}

/** Saves the viewer's rating of a startup for their organisation, replacing their earlier one. */
export async function upsertStartupRating(
  db: Database,
  {
    investorOrgId,
    startupOrgId,
    userId,
    scores,
    comment,
  }: {
    investorOrgId: string
    startupOrgId: string
    userId: string
    scores: RatingScores
    comment: string | null
  },
) {
  const now = new Date()
  const values = { scores, overall: overallOf(scores), comment, updatedAt: now }
  await db
    .insert(startupRating)
    .values({ investorOrgId, startupOrgId, userId, ...values, createdAt: now })
    .onConflictDoUpdate({
      target: [startupRating.investorOrgId, startupRating.startupOrgId, startupRating.userId],
      set: values,
    })
  return { overall: values.overall }
}

export async function isMemberOf(db: Database, organisationId: string, userId: string) {
  const [row] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.organisationId, organisationId), eq(member.userId, userId)))
    .limit(1)
  return Boolean(row)
}

export async function setAssignee(
  db: Database,
  {
    investorOrgId,
    applicationId,
    assigneeId,
  }: { investorOrgId: string; applicationId: string; assigneeId: string | null },
) {
  await db
    .update(application)
    .set({ assigneeId, updatedAt: new Date() })
    .where(and(eq(application.id, applicationId), eq(application.investorOrgId, investorOrgId)))
}

/** The organisation's members, for the assignee picker. */
export async function listTeammates(db: Database, organisationId: string) {
  return db
    .select({ id: user.id, name: user.name, email: user.email, role: member.role })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organisationId, organisationId))
    .orderBy(asc(user.name))
}

// ---------------------------------------------------------------------------------------------
// Notes
// ---------------------------------------------------------------------------------------------

export async function listNotes(db: Database, investorOrgId: string, startupOrgId: string) {
  return db
    .select({
      id: startupNote.id,
      body: startupNote.body,
      authorId: startupNote.authorId,
      authorName: user.name,
      createdAt: startupNote.createdAt,
    })
    .from(startupNote)
    .leftJoin(user, eq(user.id, startupNote.authorId))
    .where(
      and(eq(startupNote.investorOrgId, investorOrgId), eq(startupNote.startupOrgId, startupOrgId)),
    )
    .orderBy(desc(startupNote.createdAt), desc(startupNote.id))
}

export async function addNote(
  db: Database,
  values: { investorOrgId: string; startupOrgId: string; authorId: string; body: string },
): Promise<{ id: string } | 'full'> {
  const [kept] = await db
    .select({ n: count() })
    .from(startupNote)
    .where(
      and(
        eq(startupNote.investorOrgId, values.investorOrgId),
        eq(startupNote.startupOrgId, values.startupOrgId),
      ),
    )
  if (kept!.n >= ownedLimits.notesPerStartup) return 'full'
  const [row] = await db.insert(startupNote).values(values).returning({ id: startupNote.id })
  return row!
}

export type NoteRemoval = 'ok' | 'not-found' | 'not-author'

/** Deletes a note of the organisation; only its author may. */
export async function removeNote(
  db: Database,
  { investorOrgId, userId, id }: { investorOrgId: string; userId: string; id: string },
): Promise<NoteRemoval> {
  const [note] = await db
    .select({ authorId: startupNote.authorId })
    .from(startupNote)
    .where(and(eq(startupNote.id, id), eq(startupNote.investorOrgId, investorOrgId)))
    .limit(1)
  if (!note) return 'not-found'
  if (note.authorId !== userId) return 'not-author'
  await db
    .delete(startupNote)
    .where(
      and(
        eq(startupNote.id, id),
        eq(startupNote.investorOrgId, investorOrgId),
        eq(startupNote.authorId, userId),
      ),
    )
  return 'ok'
}
