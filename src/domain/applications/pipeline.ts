/**
 * A fund's pipeline (docs/decisions/0046-pipelines-per-fund.md): its own stages between the fixed
 * entry (submitted) and the decisions, each mapped to one of the statuses founders see. The rules
 * here are shared by the server, which enforces them, and the settings screen, which explains them.
 */
import { z } from 'zod'

import { applicationStatusLabels, type ApplicationStatus } from '@/lib/options'

import { statusFilterValues } from './search-params'
import { isUndecided, moveFields, refineDecision, undecidedStatuses } from './status'
import { said, saying } from '@/lib/i18n/said'

/** The statuses a stage may map to: the undecided ones after submitted, before a decision. */
export const [, ...stageStatuses] = undecidedStatuses
export type StageStatus = (typeof stageStatuses)[number]

/** Active stages an organisation may have at once. */
export const maxActiveStages = 12
export const stageNameMaxLength = 40

export type PipelineStage = {
  /** Made once from the first name and never changed: URLs and saved views filter by it. */
  key: string
  name: string
  mapsTo: StageStatus
  position: number
  archived: boolean
}

/**
 * The pipeline every investor organisation starts with: today's three middle statuses, whose keys
 * are the statuses themselves, so `status=in_review` keeps its meaning for a fund that changes
 * nothing.
 */
export const defaultStages: readonly PipelineStage[] = stageStatuses.map((status, position) => ({
  key: status,
  name: applicationStatusLabels[status],
  mapsTo: status,
  position,
  archived: false,
}))

export const stageNameSchema = z
  .string({ error: saying('rule.pipeline.nameStage') })
  .trim()
  .min(1, { error: saying('rule.pipeline.nameStage') })
  .max(stageNameMaxLength, {
    error: saying('rule.pipeline.stageNameUnder', { max: stageNameMaxLength + 1 }),
  })

export const stageSchema = z.object({
  name: stageNameSchema,
  mapsTo: z.enum(stageStatuses, {
    error: saying('rule.pipeline.chooseWhatFoundersSee'),
  }),
})

/**
 * A key for a new stage: its name as a slug (letters and digits of any script kept, the rest
 * joined by dashes), different from every key the organisation has used, archived stages' too,
 * and from the status filter's own values (submitted, accepted, overdue...), which share the URL's
 * `status` key with stages.
 */
export function stageKeyFor(name: string, taken: Iterable<string>): string {
  const base =
    name
      .normalize('NFKD')
      // Latin accents go (é → e); the vowel signs of Indian scripts are part of the word.
      .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, stageNameMaxLength)
      .replace(/-+$/, '') || 'stage'
  const used = new Set<string>([...taken, ...statusFilterValues])
  if (!used.has(base)) return base
  for (let n = 2; ; n++) {
    const key = `${base}-${n}`
    if (!used.has(key)) return key
  }
}

/** What is wrong with a pipeline's active stages, each problem at the stage it concerns. */
export function pipelineProblems(
  stages: readonly Pick<PipelineStage, 'name' | 'archived'>[],
): { index: number | null; message: string }[] {
  const problems: { index: number | null; message: string }[] = []
  const active = stages.filter((stage) => !stage.archived)
  if (active.length === 0) {
    problems.push({
      index: null,
      message: said('rule.pipeline.keepLeastStageBetween'),
    })
  }
  if (active.length > maxActiveStages) {
    problems.push({
      index: null,
      message: said('rule.pipeline.pipelineHasMostStages', { maxActiveStages }),
    })
  }
  const seen = new Map<string, number>()
  stages.forEach((stage, index) => {
    if (stage.archived) return
    const folded = stage.name.trim().toLocaleLowerCase('en-IN')
    if (seen.has(folded)) {
      problems.push({
        index,
        message: said('rule.pipeline.nameTaken', { name: stage.name.trim() }),
      })
    } else seen.set(folded, index)
  })
  return problems
}

/** The active stages in the organisation's order. */
export function activeStages<Stage extends Pick<PipelineStage, 'position' | 'archived'>>(
  stages: readonly Stage[],
): Stage[] {
  return stages.filter((stage) => !stage.archived).sort((a, b) => a.position - b.position)
}

/**
 * Triage's "next stage": the active stage after `key` in the organisation's order; from submitted
 * (no stage yet), the first. Undefined at the last stage, or for a key that is not active.
 */
export function nextStage<Stage extends PipelineStage>(
  stages: readonly Stage[],
  key: string | null,
): Stage | undefined {
  const ordered = activeStages(stages)
  if (key === null) return ordered[0]
  const at = ordered.findIndex((stage) => stage.key === key)
  return at === -1 ? undefined : ordered[at + 1]
}

/** A stage named by its key, as settings and moves send it. */
export const stageKeySchema = z
  .string({ error: saying('rule.pipeline.chooseStage') })
  .trim()
  .min(1, { error: saying('rule.pipeline.chooseStage') })
  .max(64, { error: saying('rule.pipeline.notStagePipeline') })

export const stageUpdateSchema = stageSchema.extend({ key: stageKeySchema })

export const stageOrderSchema = z.object({
  keys: z
    .array(stageKeySchema)
    .min(1, { error: saying('rule.pipeline.keepLeastStage') })
    .max(maxActiveStages, {
      error: saying('rule.pipeline.pipelineHasMostStages', { maxActiveStages }),
    }),
})

/**
 * Archiving a stage: where the applications it holds go, another stage or a decision (with the
 * decision's message and reason, checked as any move's are).
 */
export const stageArchiveSchema = z.object({
  key: stageKeySchema,
  moveTo: z.object(moveFields).superRefine(refineDecision).optional(),
})

/** A move a person may choose: where it goes (a stage's key, submitted or a decision) and its name. */
export type MoveOption = { to: string; label: string }

/**
 * Where an application may move from where it is: while undecided, back to submitted, to any
 * other active stage in the fund's order, or to a decision; once decided or withdrawn, nowhere.
 */
export function movesFrom(
  at: { status: ApplicationStatus; stageKey: string | null },
  stages: readonly Pick<PipelineStage, 'key' | 'name' | 'position' | 'archived'>[],
): MoveOption[] {
  if (!isUndecided(at.status)) return []
  return [
    ...(at.status === 'submitted' ? [] : [{ to: 'submitted', label: 'Submitted' }]),
    ...activeStages(stages)
      .filter((stage) => stage.key !== at.stageKey)
      .map((stage) => ({ to: stage.key, label: stage.name })),
    { to: 'accepted', label: 'Accept…' },
    { to: 'rejected', label: 'Reject…' },
  ]
}

/** Every move a bulk action may offer: the whole pipeline, whatever each selected row's place. */
export function bulkMoves(
  stages: readonly Pick<PipelineStage, 'key' | 'name' | 'position' | 'archived'>[],
): MoveOption[] {
  return movesFrom({ status: 'in_review', stageKey: null }, stages)
}
