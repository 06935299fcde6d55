import { TRPCError } from '@trpc/server'

import { invitationTokenSchema } from '@/domain/organisations/schemas'

import { auditOrigin } from '@/server/audit-origin'
import { acceptInvitation, findInvitationByToken } from '@/server/db/queries/invitations'
import { authedProcedure, enforceRateLimit, publicProcedure, router } from '@/server/trpc/init'
import { strictInput } from '@/server/trpc/strict-input'

const refusals = {
  unknown: ['NOT_FOUND', 'This invitation link is not valid.'],
  expired: ['BAD_REQUEST', 'This invitation has expired. Ask for a new one.'],
  accepted: ['BAD_REQUEST', 'This invitation has already been used.'],
  revoked: ['BAD_REQUEST', 'This invitation was withdrawn.'],
  'other-email': ['FORBIDDEN', 'This invitation was sent to another email address.'],
  'has-organisation': [
    'CONFLICT',
    'You already belong to an organisation. Leave it in your settings before joining another.',
  ],
} as const

export const invitationsRouter = router({
  /** What the invitation page shows before someone accepts. */
  get: publicProcedure.input(strictInput(invitationTokenSchema)).query(async ({ ctx, input }) => {
    await enforceRateLimit(ctx, `invitation-lookup:${ctx.clientIp}`, { window: 3600, max: 120 })
    const found = await findInvitationByToken(ctx.db, input.token)
    if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: refusals.unknown[1] })
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
        throw new TRPCError({ code, message })
      }
      return { organisationId: outcome.organisationId, kind: outcome.kind }
    }),
})
