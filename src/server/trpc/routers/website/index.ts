import { demoAccounts } from '../../../demo-accounts'
import { recentPlatformCounts } from '../../../db/queries/stats'
import { publicProcedure, router } from '../../init'
import { investorPublicProfileRouter } from './investor-public-profile'
import { requestAccessRouter } from './request-access'
import { startupPublicProfileRouter } from './startup-public-profile'

export const websiteRouter = router({
  requestAccess: requestAccessRouter,
  startupPublicProfile: startupPublicProfileRouter,
  investorPublicProfile: investorPublicProfileRouter,
  counts: publicProcedure.query(({ ctx }) => recentPlatformCounts(ctx.db)),
  demoAccounts: publicProcedure.query(({ ctx }) => (ctx.demoMode ? demoAccounts : [])),
  // The contact email and the Grievance Officer shown in the footer, on About and in the policy.
  contact: publicProcedure.query(({ ctx }) => ctx.contact),
})
