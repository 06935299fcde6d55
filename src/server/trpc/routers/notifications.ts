import { router } from '../init'

export const notificationsRouter = router({})
