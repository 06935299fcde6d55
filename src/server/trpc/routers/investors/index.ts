import { router } from '../../init'
import { applicationsRouter } from './applications'
import { channelsRouter } from './channels'
import { listsRouter } from './lists'
import { savedViewsRouter } from './saved-views'

export const investorsRouter = router({
  applications: applicationsRouter,
  channels: channelsRouter,
  lists: listsRouter,
  savedViews: savedViewsRouter,
})
