import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import { auditListSchema } from '@/domain/audit/list'
import { formatDate } from '@/lib/format'
import { accessRequestKinds, accessRequestStatuses, organisationKinds } from '@/lib/options'

import { auditOrigin } from '@/server/audit-origin'
import { approveAccessRequest, rejectAccessRequest } from '@/server/db/queries/access-requests'
import {
  listAccessRequests,
  listOrganisations,
  listOutbox,
  listUsers,
} from '@/server/db/queries/admin'
import { listAuditEvents } from '@/server/db/queries/audit'
import { findEmail } from '@/server/db/queries/emails'
import { adminProcedure, router } from '@/server/trpc/init'
import { strictInput } from '@/server/trpc/strict-input'
import { said, saying } from '@/lib/i18n/said'

const pageInput = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  q: z.string().trim().max(120).optional(),
}

const notPending = (why: 'unknown' | 'decided') =>
  why === 'unknown'
    ? new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.accessRequest') })
    : new TRPCError({ code: 'CONFLICT', message: said('rule.server.admin.decided') })

export const adminRouter = router({
  accessRequests: router({
    list: adminProcedure
      .input(
        strictInput(
          z.object({
            ...pageInput,
            status: z.enum(accessRequestStatuses).optional(),
            kind: z.enum(accessRequestKinds).optional(),
          }),
        ),
      )
      .query(({ ctx, input }) => listAccessRequests(ctx.db, input)),

    approve: adminProcedure
      .input(strictInput(z.object({ id: z.uuid() })))
      .mutation(async ({ ctx, input }) => {
        const approved = await approveAccessRequest(
          ctx.db,
          input.id,
          ctx.user.id,
          auditOrigin(ctx.headers, ctx.user),
        )
        if (typeof approved === 'string') throw notPending(approved)
        await ctx.mailer.send(
          approved.request.email,
          {
            template: 'access-approved',
            props: {
              name: approved.request.name,
              organisationName: approved.request.organisation,
              url: `${ctx.baseURL}/invite/${approved.token}`,
              expiresOn: formatDate(approved.invitation.expiresAt),
            },
          },
          { about: [approved.organisationId] },
        )
        return { organisationId: approved.organisationId }
      }),

    reject: adminProcedure
      .input(
        strictInput(
          z.object({
            id: z.uuid(),
            message: z
              .string()
              .trim()
              .max(2000, { error: saying('rule.access.messageUnder') })
              .transform((v) => v || undefined)
              .optional(),
          }),
        ),
      )
      .mutation(async ({ ctx, input }) => {
        const rejected = await rejectAccessRequest(
          ctx.db,
          input.id,
          ctx.user.id,
          input.message,
          auditOrigin(ctx.headers, ctx.user),
        )
        if (typeof rejected === 'string') throw notPending(rejected)
        await ctx.mailer.send(rejected.email, {
          template: 'access-rejected',
          props: { name: rejected.name, message: input.message },
        })
        return { rejected: true as const }
      }),
  }),

  users: router({
    list: adminProcedure
      .input(strictInput(z.object(pageInput)))
      .query(({ ctx, input }) => listUsers(ctx.db, input)),
  }),

  organisations: router({
    list: adminProcedure
      .input(strictInput(z.object({ ...pageInput, kind: z.enum(organisationKinds).optional() })))
      .query(({ ctx, input }) => listOrganisations(ctx.db, input)),
  }),

  /** The audit log (decision 0028), newest first; reading it writes nothing. */
  audit: router({
    list: adminProcedure
      .input(strictInput(auditListSchema))
      .query(({ ctx, input }) => listAuditEvents(ctx.db, input)),
  }),

  outbox: router({
    list: adminProcedure
      .input(strictInput(z.object(pageInput)))
      .query(({ ctx, input }) => listOutbox(ctx.db, input)),
    get: adminProcedure
      .input(strictInput(z.object({ id: z.uuid() })))
      .query(async ({ ctx, input }) => {
        const message = await findEmail(ctx.db, input.id)
        if (!message) {
          throw new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.email') })
        }
        return message
      }),
  }),
})
