import { router } from '@/server/trpc/init'
import { applicationsRouter } from './applications'
import { channelsRouter } from './channels'
import { dashboardRouter } from './dashboard'
import { dealRoomsRouter } from './deal-rooms'
import { discoverRouter } from './discover'
import { inboxRouter } from './inbox'
import { intakeRouter } from './intake'
import { listsRouter } from './lists'
import { messageTemplatesRouter } from './message-templates'
import { pipelineRouter } from './pipeline'
import { investorProfileRouter } from './profile'
import { savedViewsRouter } from './saved-views'

export const investorsRouter = router({
  applications: applicationsRouter,
  channels: channelsRouter,
  dashboard: dashboardRouter,
  dealRooms: dealRoomsRouter,
  discover: discoverRouter,
  inbox: inboxRouter,
  intake: intakeRouter,
  lists: listsRouter,
  messageTemplates: messageTemplatesRouter,
  pipeline: pipelineRouter,
  profile: investorProfileRouter,
  savedViews: savedViewsRouter,
})
