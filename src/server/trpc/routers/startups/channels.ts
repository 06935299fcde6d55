import { router } from '../../init'

export const startupChannelsRouter = router({})
