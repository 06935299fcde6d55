import { demoAccounts } from '@/server/demo-accounts'
import { recentPlatformCounts } from '@/server/db/queries/stats'
import { publicProcedure, router } from '@/server/trpc/init'
import { investorPublicProfileRouter } from './investor-public-profile'
import { requestAccessRouter } from './request-access'
import { startupPublicProfileRouter } from './startup-public-profile'
import { noInput } from '@/server/trpc/strict-input'

export const websiteRouter = router({
  requestAccess: requestAccessRouter,
  startupPublicProfile: startupPublicProfileRouter,
  investorPublicProfile: investorPublicProfileRouter,
  counts: publicProcedure.input(noInput).query(({ ctx }) => recentPlatformCounts(ctx.db)),
  demoAccounts: publicProcedure
    .input(noInput)
    .query(({ ctx }) => (ctx.demoMode ? demoAccounts : [])),
  // The contact email and the Grievance Officer shown in the footer, on About and in the policy.
  contact: publicProcedure.input(noInput).query(({ ctx }) => ctx.contact),
})
