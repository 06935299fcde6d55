import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import {
  businessTeamSchema,
  founderSchema,
  marketPositioningSchema,
  startupProfileSchema,
  tractionIpSchema,
} from '@/domain/startups/profile-schemas'
import { slugify } from '@/lib/slug'

import {
  addFounder,
  isProfileSlugTaken,
  isTeammate,
  listTeammates,
  loadOwnProfile,
  removeFounder,
  reorderFounders,
  updateFounder,
  updateFullProfileSection,
  updateStartupProfile,
} from '@/server/db/queries/startup-profiles'
import { deleteQuietly } from '@/server/files/storage'
import type { Context } from '@/server/trpc/init'
import { publicPageWrite, router, startupProcedure, unlessFull } from '@/server/trpc/init'
import { ownedLimits } from '@/lib/limits'
import { noInput, strictInput } from '@/server/trpc/strict-input'
import { said } from '@/lib/i18n/said'

async function ownProfile(ctx: Context & { membership: { organisationId: string } }) {
  const loaded = await loadOwnProfile(ctx.db, ctx.membership.organisationId)
  if (!loaded)
    throw new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.profile') })
  return loaded
}

async function checkLinkedAccount(
  ctx: Context & { membership: { organisationId: string } },
  userId: string | null,
) {
  if (userId && !(await isTeammate(ctx.db, ctx.membership.organisationId, userId))) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: said('rule.server.startups.teammateOnly'),
    })
  }
}

const sectionInput = z.discriminatedUnion('section', [
  z.object({ section: z.literal('marketPositioning'), values: marketPositioningSchema }),
  z.object({ section: z.literal('businessTeam'), values: businessTeamSchema }),
  z.object({ section: z.literal('tractionIp'), values: tractionIpSchema }),
])

/** Writes that can change the startup's public page. */
const profileWrite = startupProcedure.use(publicPageWrite)

export const startupProfileRouter = router({
  /** The startup's profile, founders, files and completeness, for its own editors. */
  get: startupProcedure.input(noInput).query(({ ctx }) => ownProfile(ctx)),

  update: profileWrite.input(strictInput(startupProfileSchema)).mutation(async ({ ctx, input }) => {
    if (await isProfileSlugTaken(ctx.db, ctx.membership.organisationId, input.slug)) {
      throw new TRPCError({
        code: 'CONFLICT',
        message: said('rule.server.startups.slugTaken', { slug: input.slug }),
      })
    }
    await updateStartupProfile(ctx.db, ctx.membership.organisationId, input)
    return (await ownProfile(ctx)).completeness
  }),

  /** Whether a page address is free, and a free one based on the name when it is not. */
  slugAvailable: startupProcedure
    .input(strictInput(z.object({ slug: z.string().trim().min(1).max(200) })))
    .query(async ({ ctx, input }) => {
      const wanted = slugify(input.slug)
      if (!(await isProfileSlugTaken(ctx.db, ctx.membership.organisationId, wanted))) {
        return { slug: wanted, available: true, suggestion: wanted }
      }
      let n = 2
      while (await isProfileSlugTaken(ctx.db, ctx.membership.organisationId, `${wanted}-${n}`)) n++
      return { slug: wanted, available: false, suggestion: `${wanted}-${n}` }
    }),

  updateSection: profileWrite.input(strictInput(sectionInput)).mutation(async ({ ctx, input }) => {
    await updateFullProfileSection(
      ctx.db,
      ctx.membership.organisationId,
      input.section,
      input.values,
    )
    return (await ownProfile(ctx)).completeness
  }),

  teammates: startupProcedure
    .input(noInput)
    .query(({ ctx }) => listTeammates(ctx.db, ctx.membership.organisationId)),

  founders: router({
    add: profileWrite.input(strictInput(founderSchema)).mutation(async ({ ctx, input }) => {
      await checkLinkedAccount(ctx, input.userId)
      return unlessFull(
        await addFounder(ctx.db, ctx.membership.organisationId, input),
        said('rule.server.startups.foundersFull', { max: ownedLimits.foundersPerStartup }),
      )
    }),

    update: profileWrite
      .input(strictInput(founderSchema.extend({ id: z.uuid() })))
      .mutation(async ({ ctx, input: { id, ...values } }) => {
        await checkLinkedAccount(ctx, values.userId)
        const updated = await updateFounder(ctx.db, ctx.membership.organisationId, id, values)
        if (!updated) {
          throw new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.founder') })
        }
        return updated
      }),

    remove: profileWrite
      .input(strictInput(z.object({ id: z.uuid() })))
      .mutation(async ({ ctx, input }) => {
        const removed = await removeFounder(ctx.db, ctx.membership.organisationId, input.id)
        if (!removed) {
          throw new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.founder') })
        }
        if (removed.photoKey) await deleteQuietly(ctx.files, removed.photoKey)
        return { id: removed.id }
      }),

    reorder: profileWrite
      .input(strictInput(z.object({ ids: z.array(z.uuid()).max(20) })))
      .mutation(async ({ ctx, input }) => {
        if (!(await reorderFounders(ctx.db, ctx.membership.organisationId, input.ids))) {
          throw new TRPCError({
            code: 'BAD_REQUEST',
            message: said('rule.server.startups.founderOrder'),
          })
        }
        return { ok: true as const }
      }),
  }),
})
