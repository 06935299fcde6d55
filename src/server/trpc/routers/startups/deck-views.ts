import { deckViewsOfStartup } from '@/server/db/queries/deck-views'
import { router, startupProcedure } from '@/server/trpc/init'
import { noInput } from '@/server/trpc/strict-input'

export const startupDeckViewsRouter = router({
  /**
   * How investors read the startup's current deck: per application, its investor organisation's
   * figures, and the attention per page across all investors (decision 0034). Never per person.
   */
  get: startupProcedure
    .input(noInput)
    .query(({ ctx }) => deckViewsOfStartup(ctx.db, ctx.membership.organisationId)),
})
