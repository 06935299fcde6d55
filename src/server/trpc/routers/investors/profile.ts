// investors.profile.*: the organisation's investor profile, filled in step by step in onboarding.
import { TRPCError } from '@trpc/server'

import type { OnboardingStep } from '@/domain/investors/onboarding-steps'
import { saveStepSchema } from '@/domain/investors/profile'
import { said } from '@/lib/i18n/said'

import {
  findInvestorProfile,
  finishOnboarding,
  onboardingStatus,
  saveOnboardingStep,
} from '@/server/db/queries/investor-profile'
import { fileSummary } from '@/server/db/queries/files'
import { investorProcedure, publicPageWrite, router } from '@/server/trpc/init'
import { noInput, strictInput } from '@/server/trpc/strict-input'

/** A step's title as onboarding shows it, in the language of the request. */
const stepTitle = (key: OnboardingStep) => said(`investor.onboarding.step.${key}`)

/** Any member of the organisation may fill in and edit its profile, as with its channels. */
export const investorProfileRouter = router({
  /** The profile as stored (null before the first step is saved) and where onboarding stands. */
  get: investorProcedure.input(noInput).query(async ({ ctx }) => {
    const organisationId = ctx.membership.organisationId
    const [profile, status] = await Promise.all([
      findInvestorProfile(ctx.db, organisationId),
      onboardingStatus(ctx.db, organisationId),
    ])
    return {
      profile: profile ?? null,
      logo: await fileSummary(ctx.db, profile?.logoFileId ?? null),
      ...status,
      slug: ctx.membership.organisationSlug,
      organisationName: ctx.membership.organisationName,
    }
  }),

  /** Whether onboarding is finished; the investor area asks this on every navigation. */
  status: investorProcedure
    .input(noInput)
    .query(({ ctx }) => onboardingStatus(ctx.db, ctx.membership.organisationId)),

  saveStep: investorProcedure
    .use(publicPageWrite)
    .input(strictInput(saveStepSchema))
    .mutation(async ({ ctx, input }) => {
      await saveOnboardingStep(ctx.db, ctx.membership.organisationId, input)
      return onboardingStatus(ctx.db, ctx.membership.organisationId)
    }),

  /** Marks the profile complete; refused, naming the steps, while a required answer is missing. */
  finish: investorProcedure
    .use(publicPageWrite)
    .input(noInput)
    .mutation(async ({ ctx }) => {
      const outcome = await finishOnboarding(ctx.db, ctx.membership.organisationId)
      if (outcome.kind === 'incomplete') {
        throw new TRPCError({
          code: 'CONFLICT',
          message: said('rule.server.onboarding.finishFirst', {
            steps: outcome.missing.map(stepTitle).join(', '),
          }),
        })
      }
      return onboardingStatus(ctx.db, ctx.membership.organisationId)
    }),
})
