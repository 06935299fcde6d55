import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import { erasureSchema } from '@/domain/accounts/data-rights'
import { inviteSchema, organisationSettingsSchema } from '@/domain/organisations/schemas'
import { formatDate } from '@/lib/format'
import { memberRoles } from '@/lib/options'
import { revokeAllSessions } from '@/server/auth/sessions'

import { auditOrigin } from '@/server/audit-origin'
import { eraseOwnStartup } from '@/server/data-rights/erase'
import {
  issueInvitation,
  listInvitations,
  renewInvitation,
  revokeInvitation,
} from '@/server/db/queries/invitations'
import {
  changeMembership,
  listMembers,
  updateOrganisation,
} from '@/server/db/queries/organisations'
import type { Context } from '@/server/trpc/init'
import {
  enforceRateLimit,
  erasureTimeoutMessage,
  memberProcedure,
  ownerProcedure,
  publicPageWrite,
  router,
} from '@/server/trpc/init'
import { noInput, strictInput } from '@/server/trpc/strict-input'
import { said, saying } from '@/lib/i18n/said'

async function sendInvitationEmail(
  ctx: Context & {
    user: { name: string }
    membership: { organisationId: string; organisationName: string; kind: 'startup' | 'investor' }
  },
  to: string,
  token: string,
  role: 'owner' | 'member',
  expiresAt: Date,
) {
  await ctx.mailer.send(
    to,
    {
      template: 'invitation',
      props: {
        inviterName: ctx.user.name,
        organisationName: ctx.membership.organisationName,
        organisationKind: ctx.membership.kind,
        role,
        url: `${ctx.baseURL}/invite/${token}`,
        expiresOn: formatDate(expiresAt),
      },
    },
    { about: [ctx.membership.organisationId] },
  )
}

// better-auth's user ids are 32 characters.
const memberIdSchema = z
  .string()
  .min(1, { error: saying('rule.id.member') })
  .max(64, { error: saying('rule.id.member') })

const lastOwner = () =>
  new TRPCError({
    code: 'CONFLICT',
    message: said('rule.server.organisation.lastOwner'),
  })

export const organisationRouter = router({
  get: memberProcedure.input(noInput).query(({ ctx }) => ({
    id: ctx.membership.organisationId,
    name: ctx.membership.organisationName,
    slug: ctx.membership.organisationSlug,
    kind: ctx.membership.kind,
    myRole: ctx.membership.role,
  })),

  update: ownerProcedure
    .use(publicPageWrite)
    .input(strictInput(organisationSettingsSchema))
    .mutation(async ({ ctx, input }) => {
      const outcome = await updateOrganisation(ctx.db, ctx.membership.organisationId, input)
      if (outcome === 'slug-taken') {
        throw new TRPCError({
          code: 'CONFLICT',
          message: said('rule.server.organisation.slugTaken', { slug: input.slug }),
        })
      }
      return input
    }),

  leave: memberProcedure.input(noInput).mutation(async ({ ctx }) => {
    const outcome = await changeMembership(
      ctx.db,
      ctx.membership.organisationId,
      ctx.user.id,
      'remove',
      auditOrigin(ctx.headers, ctx.user),
    )
    if (outcome === 'last-owner') throw lastOwner()
    return { left: true as const }
  }),

  /**
   * Erases the owner's startup organisation (decision 0033) once they type their password again:
   * its profiles, files and people's data go; decided applications keep a trace for the investors.
   * Its members keep their accounts, without an organisation. Investor organisations go only with
   * their last member's account.
   */
  eraseStartup: ownerProcedure
    .meta({ timeoutMessage: erasureTimeoutMessage })
    .input(strictInput(erasureSchema))
    .mutation(async ({ ctx, input }) => {
      if (ctx.membership.kind !== 'startup') {
        throw new TRPCError({
          code: 'FORBIDDEN',
          message: said('rule.server.organisation.startupOnly'),
        })
      }
      await enforceRateLimit(ctx, `erasure:${ctx.user.id}`, { window: 3600, max: 10 })
      return eraseOwnStartup(
        ctx,
        ctx.headers,
        { organisationId: ctx.membership.organisationId, userId: ctx.user.id },
        input.password,
      )
    }),

  members: router({
    list: memberProcedure
      .input(noInput)
      .query(({ ctx }) => listMembers(ctx.db, ctx.membership.organisationId)),

    setRole: ownerProcedure
      .input(strictInput(z.object({ userId: memberIdSchema, role: z.enum(memberRoles) })))
      .mutation(async ({ ctx, input }) => {
        const outcome = await changeMembership(
          ctx.db,
          ctx.membership.organisationId,
          input.userId,
          { role: input.role },
          auditOrigin(ctx.headers, ctx.user),
        )
        if (outcome === 'not-found')
          throw new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.member') })
        if (outcome === 'last-owner') throw lastOwner()
        return input
      }),

    remove: ownerProcedure
      .input(strictInput(z.object({ userId: memberIdSchema })))
      .mutation(async ({ ctx, input }) => {
        const outcome = await changeMembership(
          ctx.db,
          ctx.membership.organisationId,
          input.userId,
          'remove',
          auditOrigin(ctx.headers, ctx.user),
        )
        if (outcome === 'not-found')
          throw new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.member') })
        if (outcome === 'last-owner') throw lastOwner()
        // Membership is read on every request, so the organisation's data is refused already;
        // signing the person out everywhere leaves no live session on a device the team no
        // longer vouches for (decision 0025). Removing oneself is leaving: no sign-out.
        if (input.userId !== ctx.user.id) await revokeAllSessions(ctx.auth, input.userId)
        return { removed: true as const }
      }),
  }),

  invitations: router({
    list: ownerProcedure
      .input(noInput)
      .query(({ ctx }) => listInvitations(ctx.db, ctx.membership.organisationId)),

    create: ownerProcedure.input(strictInput(inviteSchema)).mutation(async ({ ctx, input }) => {
      await enforceRateLimit(ctx, `invitations:${ctx.membership.organisationId}`, {
        window: 3600,
        max: 30,
      })
      const members = await listMembers(ctx.db, ctx.membership.organisationId)
      if (members.some((m) => m.email === input.email)) {
        throw new TRPCError({
          code: 'CONFLICT',
          message: said('rule.server.organisation.alreadyMember', { email: input.email }),
        })
      }
      const { invitation, token } = await issueInvitation(ctx.db, {
        organisationId: ctx.membership.organisationId,
        email: input.email,
        role: input.role,
        invitedBy: ctx.user.id,
      })
      await sendInvitationEmail(ctx, input.email, token, invitation.role, invitation.expiresAt)
      return { id: invitation.id, email: invitation.email, expiresAt: invitation.expiresAt }
    }),

    resend: ownerProcedure
      .input(strictInput(z.object({ id: z.uuid() })))
      .mutation(async ({ ctx, input }) => {
        await enforceRateLimit(ctx, `invitations:${ctx.membership.organisationId}`, {
          window: 3600,
          max: 30,
        })
        const renewed = await renewInvitation(ctx.db, ctx.membership.organisationId, input.id)
        if (!renewed)
          throw new TRPCError({
            code: 'NOT_FOUND',
            message: said('rule.server.noSuch.openInvitation'),
          })
        const { invitation, token } = renewed
        await sendInvitationEmail(
          ctx,
          invitation.email,
          token,
          invitation.role,
          invitation.expiresAt,
        )
        return { id: invitation.id, expiresAt: invitation.expiresAt }
      }),

    revoke: ownerProcedure
      .input(strictInput(z.object({ id: z.uuid() })))
      .mutation(async ({ ctx, input }) => {
        const revoked = await revokeInvitation(ctx.db, ctx.membership.organisationId, input.id)
        if (!revoked)
          throw new TRPCError({
            code: 'NOT_FOUND',
            message: said('rule.server.noSuch.openInvitation'),
          })
        return { revoked: true as const }
      }),
  }),
})
