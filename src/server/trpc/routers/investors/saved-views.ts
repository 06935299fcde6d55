// investors.savedViews.*: a teammate's own named searches of /investors/applications.
import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import { savedViewSchema } from '@/domain/applications/saved-views'

import { createSavedView, listSavedViews, removeSavedView } from '@/server/db/queries/saved-views'
import { fieldError } from '@/server/trpc/field-error'
import { investorProcedure, router, unlessFull } from '@/server/trpc/init'
import { ownedLimits } from '@/lib/limits'
import { noInput, strictInput } from '@/server/trpc/strict-input'
import { said, saying } from '@/lib/i18n/said'

export const savedViewsRouter = router({
  /** The caller's views in their current organisation; teammates' views are theirs alone. */
  list: investorProcedure
    .input(noInput)
    .query(({ ctx }) => listSavedViews(ctx.db, ctx.user.id, ctx.membership.organisationId)),

  create: investorProcedure.input(strictInput(savedViewSchema)).mutation(async ({ ctx, input }) => {
    const created = await createSavedView(ctx.db, {
      userId: ctx.user.id,
      organisationId: ctx.membership.organisationId,
      name: input.name,
      search: input.search,
    })
    if (created === 'name-taken') {
      throw fieldError(
        'CONFLICT',
        'name',
        said('rule.server.views.nameTaken', { name: input.name }),
      )
    }
    return unlessFull(
      created,
      said('rule.server.views.full', { max: ownedLimits.savedViewsPerPerson }),
    )
  }),

  /** Only the owner removes a view; anyone else's id is not found. */
  remove: investorProcedure
    .input(strictInput(z.object({ id: z.uuid({ error: saying('rule.id.view') }) })))
    .mutation(async ({ ctx, input }) => {
      const removed = await removeSavedView(ctx.db, {
        id: input.id,
        userId: ctx.user.id,
        organisationId: ctx.membership.organisationId,
      })
      if (!removed) {
        throw new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.savedView') })
      }
      return { id: input.id }
    }),
})
