import { TRPCError } from '@trpc/server'

import {
  stageArchiveSchema,
  stageOrderSchema,
  stageSchema,
  stageUpdateSchema,
} from '@/domain/applications/pipeline'

import { auditOrigin } from '@/server/audit-origin'
import {
  addStage,
  archiveStage,
  listStagesWithCounts,
  reorderStages,
  updateStage,
  type StageEdit,
} from '@/server/db/queries/pipeline'
import { fieldError } from '@/server/trpc/field-error'
import { investorOwnerProcedure, investorProcedure, router } from '@/server/trpc/init'
import { noInput, strictInput } from '@/server/trpc/strict-input'
import { said } from '@/lib/i18n/said'

/** A change's outcome as the caller reads it: the stage's key, or a field's message. */
function answer(edit: StageEdit): { key: string } {
  if (edit.kind === 'not-found') {
    throw new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.stage') })
  }
  if (edit.kind === 'problem') throw fieldError('BAD_REQUEST', edit.field, edit.message)
  return { key: edit.key }
}

/**
 * The organisation's pipeline (docs/decisions/0046): every teammate reads its stages, which
 * moves, filters and the dashboard name; owners add, rename, reorder and archive them.
 */
export const pipelineRouter = router({
  stages: investorProcedure.input(noInput).query(async ({ ctx }) => ({
    stages: await listStagesWithCounts(ctx.db, ctx.membership.organisationId),
    canEdit: ctx.membership.role === 'owner',
  })),

  add: investorOwnerProcedure.input(strictInput(stageSchema)).mutation(async ({ ctx, input }) =>
    answer(
      await addStage(ctx.db, {
        organisationId: ctx.membership.organisationId,
        ...input,
        origin: auditOrigin(ctx.headers, ctx.user),
      }),
    ),
  ),

  update: investorOwnerProcedure
    .input(strictInput(stageUpdateSchema))
    .mutation(async ({ ctx, input }) =>
      answer(
        await updateStage(ctx.db, {
          organisationId: ctx.membership.organisationId,
          ...input,
          origin: auditOrigin(ctx.headers, ctx.user),
        }),
      ),
    ),

  reorder: investorOwnerProcedure
    .input(strictInput(stageOrderSchema))
    .mutation(async ({ ctx, input }) =>
      answer(
        await reorderStages(ctx.db, {
          organisationId: ctx.membership.organisationId,
          keys: input.keys,
          origin: auditOrigin(ctx.headers, ctx.user),
        }),
      ),
    ),

  /** Archives a stage, moving the applications it holds in the same transaction. */
  archive: investorOwnerProcedure
    .input(strictInput(stageArchiveSchema))
    .mutation(async ({ ctx, input }) => {
      const edit = await archiveStage(ctx.db, {
        organisationId: ctx.membership.organisationId,
        actorId: ctx.user.id,
        key: input.key,
        moveTo: input.moveTo ?? null,
        origin: auditOrigin(ctx.headers, ctx.user),
      })
      const done = answer(edit)
      if (edit.kind === 'done' && edit.eventIds?.length) await ctx.notifier.dispatch(edit.eventIds)
      return done
    }),
})
