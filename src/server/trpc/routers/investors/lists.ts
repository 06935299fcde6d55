import { router } from '../../init'

export const listsRouter = router({})
