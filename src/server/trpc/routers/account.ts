import { TRPCError } from '@trpc/server'

import { preferencesUpdateSchema } from '@/domain/accounts/preferences'
import { erasureSchema } from '@/domain/accounts/data-rights'
import { createStartupSchema } from '@/domain/accounts/schemas'

import { auditOrigin } from '@/server/audit-origin'
import { isUniqueViolation } from '@/server/db/errors'
import { erasurePlanOf } from '@/server/db/queries/erasure'
import { createOrganisation } from '@/server/db/queries/organisations'
import { eraseOwnAccount } from '@/server/data-rights/erase'
import { findPreferences, savePreferences } from '@/server/db/queries/preferences'
import {
  authedProcedure,
  enforceRateLimit,
  erasureTimeoutMessage,
  publicProcedure,
  router,
} from '@/server/trpc/init'
import { noInput, strictInput } from '@/server/trpc/strict-input'
import { said } from '@/lib/i18n/said'

export const accountRouter = router({
  /** Who is signed in, and where they belong; null for a visitor. */
  session: publicProcedure.input(noInput).query(({ ctx }) =>
    ctx.user
      ? {
          user: {
            id: ctx.user.id,
            name: ctx.user.name,
            email: ctx.user.email,
            emailVerified: ctx.user.emailVerified,
            isAdmin: ctx.user.isAdmin,
          },
          membership: ctx.membership,
        }
      : null,
  ),

  /** The signed-in person's screen preferences (the applications list's density). */
  preferences: authedProcedure
    .input(noInput)
    .query(({ ctx }) => findPreferences(ctx.db, ctx.user.id)),

  /** Changes them; they follow the person to every browser they sign in on. */
  setPreferences: authedProcedure
    .input(strictInput(preferencesUpdateSchema))
    .mutation(({ ctx, input }) => savePreferences(ctx.db, ctx.user.id, input)),

  /**
   * A signed-up founder creates their startup organisation and becomes its owner: once they have
   * confirmed their address (it is how the startup is reached), and never from a platform admin's
   * account (it runs the platform; mixing it with a startup would give one person both views).
   */
  createStartup: authedProcedure
    .input(strictInput(createStartupSchema))
    .mutation(async ({ ctx, input }) => {
      if (!ctx.user.emailVerified) {
        throw new TRPCError({
          code: 'FORBIDDEN',
          message: said('rule.server.confirmEmail'),
        })
      }
      if (ctx.user.isAdmin) {
        throw new TRPCError({
          code: 'FORBIDDEN',
          message: said('rule.server.account.adminNoStartup'),
        })
      }
      if (ctx.membership) {
        throw new TRPCError({
          code: 'CONFLICT',
          message: said('rule.server.account.belongsTo', {
            organisation: ctx.membership.organisationName,
          }),
        })
      }
      try {
        const org = await createOrganisation(ctx.db, {
          kind: 'startup',
          name: input.name,
          ownerUserId: ctx.user.id,
          origin: auditOrigin(ctx.headers, ctx.user),
        })
        return { organisationId: org.id, slug: org.slug }
      } catch (error) {
        // Two submissions racing: the unique membership index lets only one through.
        if (isUniqueViolation(error)) {
          throw new TRPCError({
            code: 'CONFLICT',
            message: said('rule.server.account.belongsToOne'),
          })
        }
        throw error
      }
    }),

  /**
   * What erasing the account would do (decision 0033): only the account, the account with the
   * organisation they alone belong to, or nothing until they hand over ownership. The settings
   * dialog names it before anyone types a password.
   */
  erasurePlan: authedProcedure.input(noInput).query(async ({ ctx }) => {
    const { organisationId: _id, ...plan } = await erasurePlanOf(ctx.db, ctx.user.id)
    return plan
  }),

  /**
   * Erases the signed-in person's account once they type their password again: with the
   * organisation when they are its only member; refused (CONFLICT, nothing written) when they are
   * its only owner and others remain. Their sessions end with it.
   */
  erase: authedProcedure
    .meta({ timeoutMessage: erasureTimeoutMessage })
    .input(strictInput(erasureSchema))
    .mutation(async ({ ctx, input }) => {
      await enforceRateLimit(ctx, `erasure:${ctx.user.id}`, { window: 3600, max: 10 })
      return eraseOwnAccount(ctx, ctx.headers, ctx.user.id, input.password)
    }),
})
