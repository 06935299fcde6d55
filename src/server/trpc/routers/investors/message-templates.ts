import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import {
  messageTemplateSchema,
  messageTemplateUpdateSchema,
  standardTemplates,
} from '@/domain/investors/message-templates'
import { ownedLimits } from '@/lib/limits'
import {
  createMessageTemplate,
  deleteMessageTemplate,
  listMessageTemplates,
  updateMessageTemplate,
} from '@/server/db/queries/message-templates'
import { investorProcedure, router, unlessFull } from '@/server/trpc/init'
import { noInput, strictInput } from '@/server/trpc/strict-input'
import { said, saying } from '@/lib/i18n/said'

const idInput = z.object({ id: z.uuid({ error: saying('rule.template.notValidTemplateId') }) })
const noSuchTemplate = () =>
  new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.template') })

/**
 * The organisation's saved messages to founders, which any teammate may write and edit
 * (docs/decisions/0036). Reading them gives Sangam's standard ones while none is saved.
 */
export const messageTemplatesRouter = router({
  list: investorProcedure.input(noInput).query(async ({ ctx }) => {
    const saved = await listMessageTemplates(ctx.db, ctx.membership.organisationId)
    return {
      saved,
      offered: saved.some((t) => t.decision === 'rejected')
        ? saved
        : [...saved, ...standardTemplates()],
    }
  }),

  create: investorProcedure
    .input(strictInput(messageTemplateSchema))
    .mutation(async ({ ctx, input }) =>
      unlessFull(
        await createMessageTemplate(ctx.db, ctx.membership.organisationId, ctx.user.id, input),
        said('rule.server.templates.full', { max: ownedLimits.messageTemplatesPerOrganisation }),
      ),
    ),

  update: investorProcedure
    .input(strictInput(messageTemplateUpdateSchema))
    .mutation(async ({ ctx, input }) => {
      const { id, ...values } = input
      if (!(await updateMessageTemplate(ctx.db, ctx.membership.organisationId, id, values))) {
        throw noSuchTemplate()
      }
      return { id }
    }),

  remove: investorProcedure.input(strictInput(idInput)).mutation(async ({ ctx, input }) => {
    if (!(await deleteMessageTemplate(ctx.db, ctx.membership.organisationId, input.id))) {
      throw noSuchTemplate()
    }
    return { id: input.id }
  }),
})
