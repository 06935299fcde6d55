/**
 * The demo fund's own pipeline (docs/decisions/0046): the default stages renamed as a seed fund
 * names them, and a term sheet stage after the investment committee, so every screen that speaks
 * of stages shows a fund that shaped its own. Keys stay the defaults' (a rename never changes a
 * key), so links to `status=in_review` keep working.
 */
import { and, eq, inArray } from 'drizzle-orm'

import type { Database } from '@/server/db/client'
import { application, applicationEvent, pipelineStage } from '@/server/db/schema'

export const demoStageNames = {
  in_review: 'First call',
  shortlisted: 'Partner meeting',
  due_diligence: 'Investment committee',
} as const

export const demoTermSheet = { key: 'term-sheet', name: 'Term sheet' } as const

/** Before the applications: renames the defaults and adds the term sheet stage. */
export async function shapeDemoPipeline(db: Database, organisationId: string) {
  for (const [key, name] of Object.entries(demoStageNames)) {
    await db
      .update(pipelineStage)
      .set({ name })
      .where(and(eq(pipelineStage.organisationId, organisationId), eq(pipelineStage.key, key)))
  }
  await db.insert(pipelineStage).values({
    organisationId,
    ...demoTermSheet,
    mapsTo: 'due_diligence',
    position: 3,
  })
}

/**
 * After the applications: the older half of those in due diligence have passed the committee and
 * wait on their term sheet, each with the move in its timeline, halfway between its last event
 * and now. The database notes the stage as entered.
 */
export async function advanceDemoTermSheets(
  db: Database,
  {
    organisationId,
    memberIds,
    events,
    now,
  }: {
    organisationId: string
    memberIds: string[]
    /** The timelines as seeded. */
    events: readonly { applicationId: string; createdAt: Date }[]
    now: Date
  },
) {
  const inDiligence = await db
    .select({
      id: application.id,
      stageId: application.stageId,
      assigneeId: application.assigneeId,
    })
    .from(application)
    .where(
      and(eq(application.investorOrgId, organisationId), eq(application.status, 'due_diligence')),
    )
    .orderBy(application.submittedAt, application.id)
  const older = inDiligence.slice(0, Math.ceil(inDiligence.length / 2))
  if (older.length === 0) return
  const [termSheet] = await db
    .select({ id: pipelineStage.id })
    .from(pipelineStage)
    .where(
      and(
        eq(pipelineStage.organisationId, organisationId),
        eq(pipelineStage.key, demoTermSheet.key),
      ),
    )
  await db
    .update(application)
    .set({ stageId: termSheet!.id })
    .where(
      inArray(
        application.id,
        older.map((row) => row.id),
      ),
    )
  await db.insert(applicationEvent).values(
    older.map((row, index) => {
      const last = Math.max(
        ...events.filter((e) => e.applicationId === row.id).map((e) => e.createdAt.getTime()),
      )
      return {
        applicationId: row.id,
        actorId: row.assigneeId ?? memberIds[index % memberIds.length] ?? null,
        fromStatus: 'due_diligence' as const,
        toStatus: 'due_diligence' as const,
        fromStageId: row.stageId,
        toStageId: termSheet!.id,
        toStageName: demoTermSheet.name,
        createdAt: new Date(last + (now.getTime() - last) / 2),
      }
    }),
  )
}
