import { router } from '../../init'
import { applicationsRouter } from './applications'
import { channelsRouter } from './channels'

export const investorsRouter = router({
  applications: applicationsRouter,
  channels: channelsRouter,
})
