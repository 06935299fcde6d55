import { accountRouter } from './routers/account'
import { adminRouter } from './routers/admin'
import { intakeClaimsRouter } from './routers/intake-claims'
import { invitationsRouter } from './routers/invitations'
import { investorsRouter } from './routers/investors'
import { notificationsRouter } from './routers/notifications'
import { organisationRouter } from './routers/organisation'
import { startupsRouter } from './routers/startups'
import { websiteRouter } from './routers/website'
import { createCallerFactory, router } from './init'

export const appRouter = router({
  website: websiteRouter,
  account: accountRouter,
  startups: startupsRouter,
  investors: investorsRouter,
  notifications: notificationsRouter,
  organisation: organisationRouter,
  invitations: invitationsRouter,
  intakeClaims: intakeClaimsRouter,
  admin: adminRouter,
})

export type AppRouter = typeof appRouter

export const createCaller = createCallerFactory(appRouter)
