import { TRPCError } from '@trpc/server'

import { invitationTokenSchema } from '@/domain/organisations/schemas'

import { auditOrigin } from '@/server/audit-origin'
import { acceptInvitation, findInvitationByToken } from '@/server/db/queries/invitations'
import { authedProcedure, enforceRateLimit, publicProcedure, router } from '@/server/trpc/init'
import { strictInput } from '@/server/trpc/strict-input'
import { said } from '@/lib/i18n/said'

/** Why an invitation cannot be taken: the answer's code and its message. */
const refusals = {
  unknown: ['NOT_FOUND', 'rule.server.invitation.unknown'],
  expired: ['BAD_REQUEST', 'rule.server.invitation.expired'],
  accepted: ['BAD_REQUEST', 'rule.server.invitation.accepted'],
  revoked: ['BAD_REQUEST', 'rule.server.invitation.revoked'],
  'other-email': ['FORBIDDEN', 'rule.server.invitation.otherEmail'],
  'has-organisation': ['CONFLICT', 'rule.server.invitation.hasOrganisation'],
} as const

export const invitationsRouter = router({
  /** What the invitation page shows before someone accepts. */
  get: publicProcedure.input(strictInput(invitationTokenSchema)).query(async ({ ctx, input }) => {
    await enforceRateLimit(ctx, `invitation-lookup:${ctx.clientIp}`, { window: 3600, max: 120 })
    const found = await findInvitationByToken(ctx.db, input.token)
    if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: said(refusals.unknown[1]) })
    return {
      email: found.email,
      role: found.role,
      state: found.state,
      expiresAt: found.expiresAt,
      organisationName: found.organisationName,
      organisationKind: found.organisationKind,
      inviterName: found.inviterName,
    }
  }),

  accept: authedProcedure
    .input(strictInput(invitationTokenSchema))
    .mutation(async ({ ctx, input }) => {
      const outcome = await acceptInvitation(
        ctx.db,
        input.token,
        ctx.user,
        auditOrigin(ctx.headers, ctx.user),
      )
      if (!outcome.ok) {
        const [code, message] = refusals[outcome.reason]
        throw new TRPCError({ code, message: said(message) })
      }
      return { organisationId: outcome.organisationId, kind: outcome.kind }
    }),
})
