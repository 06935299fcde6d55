import { router } from '../../init'

export const savedViewsRouter = router({})
