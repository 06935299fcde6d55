import { router } from '@/server/trpc/init'
import { startupApplicationsRouter } from './applications'
import { startupChannelsRouter } from './channels'
import { startupDealRoomsRouter } from './deal-rooms'
import { startupDeckViewsRouter } from './deck-views'
import { startupProfileRouter } from './profile'

export const startupsRouter = router({
  profile: startupProfileRouter,
  channels: startupChannelsRouter,
  applications: startupApplicationsRouter,
  deckViews: startupDeckViewsRouter,
  dealRooms: startupDealRoomsRouter,
})
