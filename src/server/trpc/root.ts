import { accountRouter } from './routers/account'
import { investorsRouter } from './routers/investors'
import { websiteRouter } from './routers/website'
import { createCallerFactory, router } from './init'

export const appRouter = router({
  website: websiteRouter,
  account: accountRouter,
  investors: investorsRouter,
})

export type AppRouter = typeof appRouter

export const createCaller = createCallerFactory(appRouter)
