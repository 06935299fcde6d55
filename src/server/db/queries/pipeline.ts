/**
 * A fund's pipeline stages (docs/decisions/0046): read by everyone who moves applications, shaped
 * by its owners. Each change locks the organisation's stages first, so two owners editing at once
 * are checked one after the other against the same rules.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'

import {
  maxActiveStages,
  pipelineProblems,
  stageKeyFor,
  type StageStatus,
} from '@/domain/applications/pipeline'

import { said } from '@/lib/i18n/said'
import type { RejectionReason } from '@/lib/options'

import type { Database } from '@/server/db/client'
import { application, pipelineStage } from '@/server/db/schema'
import { moveWithin, resolveMoveTarget, type MoveTarget } from './application-status'
import { recordAudit, type AuditOrigin } from './audit'

export type StageRow = {
  id: string
  key: string
  name: string
  mapsTo: StageStatus
  position: number
  archived: boolean
}

const stageColumns = {
  id: pipelineStage.id,
  key: pipelineStage.key,
  name: pipelineStage.name,
  mapsTo: pipelineStage.mapsTo,
  position: pipelineStage.position,
  archivedAt: pipelineStage.archivedAt,
}

type Selected = { archivedAt: Date | null; mapsTo: string } & Omit<StageRow, 'archived' | 'mapsTo'>

const rowOf = ({ archivedAt, mapsTo, ...stage }: Selected): StageRow => ({
  ...stage,
  mapsTo: mapsTo as StageStatus,
  archived: archivedAt !== null,
})

/** Every stage the organisation has had, active ones first in its order, then the archived. */
export async function listStages(db: Database, organisationId: string): Promise<StageRow[]> {
  const rows = await db
    .select(stageColumns)
    .from(pipelineStage)
    .where(eq(pipelineStage.organisationId, organisationId))
    .orderBy(sql`${pipelineStage.archivedAt} is not null`, asc(pipelineStage.position))
  return rows.map(rowOf)
}

/**
 * The organisation's stages with how many applications each holds now, counted by the stage
 * index (only the rows in a stage, whatever the organisation's size).
 */
export async function listStagesWithCounts(db: Database, organisationId: string) {
  const stages = await listStages(db, organisationId)
  const counts = await db
    .select({ stageId: application.stageId, n: count() })
    .from(application)
    .where(
      inArray(
        application.stageId,
        stages.map((stage) => stage.id),
      ),
    )
    .groupBy(application.stageId)
  const held = new Map(counts.map((row) => [row.stageId, row.n]))
  return stages.map((stage) => ({ ...stage, applications: held.get(stage.id) ?? 0 }))
}

/** Locks and reads the organisation's stages inside a change's transaction. */
async function lockedStages(tx: Database, organisationId: string): Promise<StageRow[]> {
  const rows = await tx
    .select(stageColumns)
    .from(pipelineStage)
    .where(eq(pipelineStage.organisationId, organisationId))
    .orderBy(asc(pipelineStage.position))
    .for('update')
  return rows.map(rowOf)
}

export type StageEdit =
  | { kind: 'done'; key: string }
  | { kind: 'not-found' }
  | { kind: 'problem'; field: 'name' | 'mapsTo' | 'keys' | 'moveTo'; message: string }

const problemOf = (
  stages: StageRow[],
  field: 'name' | 'keys',
): Extract<StageEdit, { kind: 'problem' }> | null => {
  const [problem] = pipelineProblems(stages)
  return problem ? { kind: 'problem', field, message: problem.message } : null
}

const audited = (
  organisationId: string,
  action:
    | 'pipeline.stage-added'
    | 'pipeline.stage-changed'
    | 'pipeline.stage-archived'
    | 'pipeline.reordered',
  subject: string,
  details: { from?: string; to?: string } = {},
) => ({ action, organisationId, subjectType: 'stage', details: { subject, ...details } }) as const

/** Adds a stage at the end of the organisation's pipeline. */
export async function addStage(
  db: Database,
  {
    organisationId,
    name,
    mapsTo,
    origin,
  }: { organisationId: string; name: string; mapsTo: StageStatus; origin: AuditOrigin },
): Promise<StageEdit> {
  return db.transaction(async (tx) => {
    const stages = await lockedStages(tx, organisationId)
    if (stages.filter((stage) => !stage.archived).length >= maxActiveStages) {
      return {
        kind: 'problem' as const,
        field: 'name' as const,
        message: said('rule.server.pipeline.full', { max: maxActiveStages }),
      }
    }
    const added = { name, archived: false }
    const problem = problemOf([...stages, added as StageRow], 'name')
    if (problem) return problem
    const key = stageKeyFor(
      name,
      stages.map((stage) => stage.key),
    )
    await tx.insert(pipelineStage).values({
      organisationId,
      key,
      name,
      mapsTo,
      position: Math.max(-1, ...stages.map((stage) => stage.position)) + 1,
    })
    await recordAudit(tx, origin, audited(organisationId, 'pipeline.stage-added', name))
    return { kind: 'done' as const, key }
  })
}

/**
 * Renames an active stage, or changes what founders see while it is in it. The status of a stage
 * that holds applications does not change: it would tell those founders of a move nobody made.
 */
export async function updateStage(
  db: Database,
  {
    organisationId,
    key,
    name,
    mapsTo,
    origin,
  }: {
    organisationId: string
    key: string
    name: string
    mapsTo: StageStatus
    origin: AuditOrigin
  },
): Promise<StageEdit> {
  return db.transaction(async (tx) => {
    const stages = await lockedStages(tx, organisationId)
    const stage = stages.find((one) => one.key === key && !one.archived)
    if (!stage) return { kind: 'not-found' as const }
    const problem = problemOf(
      stages.map((one) => (one === stage ? { ...one, name } : one)),
      'name',
    )
    if (problem) return problem
    if (mapsTo !== stage.mapsTo) {
      const [held] = await tx
        .select({ n: count() })
        .from(application)
        .where(eq(application.stageId, stage.id))
      if (held!.n > 0) {
        return {
          kind: 'problem' as const,
          field: 'mapsTo' as const,
          message: said('rule.server.pipeline.held', { count: held!.n, status: stage.mapsTo }),
        }
      }
    }
    if (name === stage.name && mapsTo === stage.mapsTo) return { kind: 'done' as const, key }
    await tx.update(pipelineStage).set({ name, mapsTo }).where(eq(pipelineStage.id, stage.id))
    await recordAudit(
      tx,
      origin,
      audited(
        organisationId,
        'pipeline.stage-changed',
        name,
        name === stage.name
          ? { from: stageStatusWords[stage.mapsTo], to: stageStatusWords[mapsTo] }
          : { from: stage.name, to: name },
      ),
    )
    return { kind: 'done' as const, key }
  })
}

const stageStatusWords: Record<StageStatus, string> = {
  in_review: 'in review',
  shortlisted: 'shortlisted',
  due_diligence: 'in due diligence',
}

/** Puts the active stages in the order of `keys`, which names each of them once, in one statement. */
export async function reorderStages(
  db: Database,
  {
    organisationId,
    keys,
    origin,
  }: { organisationId: string; keys: readonly string[]; origin: AuditOrigin },
): Promise<StageEdit> {
  return db.transaction(async (tx) => {
    const active = (await lockedStages(tx, organisationId)).filter((stage) => !stage.archived)
    const same =
      keys.length === active.length &&
      new Set(keys).size === keys.length &&
      active.every((stage) => keys.includes(stage.key))
    if (!same) {
      return {
        kind: 'problem' as const,
        field: 'keys' as const,
        message: said('rule.server.pipeline.changed'),
      }
    }
    const byKey = new Map(active.map((stage) => [stage.key, stage.id]))
    const ids = keys.map((key) => byKey.get(key)!)
    await tx.execute(sql`
      UPDATE pipeline_stage AS ps SET position = ordered.position - 1
      FROM unnest(ARRAY[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[])
        WITH ORDINALITY AS ordered(id, position)
      WHERE ps.id = ordered.id`)
    await recordAudit(
      tx,
      origin,
      audited(
        organisationId,
        'pipeline.reordered',
        keys.length === 1 ? '1 stage' : `${keys.length} stages`,
      ),
    )
    return { kind: 'done' as const, key: keys[0]! }
  })
}

/**
 * Archives an active stage. The applications it holds move first, in the same transaction and
 * with an event each, to `moveTo` (another active stage or a decision, with its message and
 * reason); a stage holding none needs no `moveTo`. The last active stage stays.
 */
export async function archiveStage(
  db: Database,
  {
    organisationId,
    actorId,
    key,
    moveTo,
    origin,
  }: {
    organisationId: string
    actorId: string
    key: string
    moveTo: { status: string; message?: string; reason?: RejectionReason } | null
    origin: AuditOrigin
  },
): Promise<StageEdit & { eventIds?: string[] }> {
  return db.transaction(async (tx) => {
    const stages = await lockedStages(tx, organisationId)
    const stage = stages.find((one) => one.key === key && !one.archived)
    if (!stage) return { kind: 'not-found' as const }
    const problem = problemOf(
      stages.map((one) => (one === stage ? { ...one, archived: true } : one)),
      'keys',
    )
    if (problem) return problem
    const held = await tx
      .select({ id: application.id })
      .from(application)
      .where(and(eq(application.stageId, stage.id), eq(application.investorOrgId, organisationId)))
    let eventIds: string[] = []
    if (held.length > 0) {
      const target: MoveTarget | null =
        moveTo && moveTo.status !== key
          ? await resolveMoveTarget(tx, organisationId, moveTo.status)
          : null
      if (!target) {
        return {
          kind: 'problem' as const,
          field: 'moveTo' as const,
          message: said('rule.server.pipeline.whereTo', { count: held.length }),
        }
      }
      const moved = await moveWithin(tx, {
        investorOrgId: organisationId,
        actorId,
        change: {
          applicationIds: held.map((row) => row.id),
          message: moveTo!.message,
          reason: moveTo!.reason,
        },
        target,
        origin,
      })
      if (moved.kind !== 'done') throw new Error('the stage’s applications could not move')
      eventIds = moved.eventIds
    }
    await tx
      .update(pipelineStage)
      .set({ archivedAt: new Date() })
      .where(eq(pipelineStage.id, stage.id))
    await recordAudit(tx, origin, audited(organisationId, 'pipeline.stage-archived', stage.name))
    return { kind: 'done' as const, key, eventIds }
  })
}
