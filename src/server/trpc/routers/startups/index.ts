import { router } from '../../init'
import { startupProfileRouter } from './profile'

export const startupsRouter = router({
  profile: startupProfileRouter,
})
