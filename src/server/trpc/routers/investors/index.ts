import { router } from '../../init'
import { applicationsRouter } from './applications'

export const investorsRouter = router({
  applications: applicationsRouter,
})
