import { requestAccessSchema } from '@/domain/access-requests/schema'

import { submitAccessRequest } from '@/server/db/queries/access-requests'
import { enforceRateLimit, publicProcedure, router } from '@/server/trpc/init'
import { strictInput } from '@/server/trpc/strict-input'

export const requestAccessRouter = router({
  create: publicProcedure
    .input(strictInput(requestAccessSchema))
    .mutation(async ({ ctx, input }) => {
      await enforceRateLimit(ctx, `request-access:${ctx.clientIp}`, { window: 3600, max: 5 })
      const { merged } = await submitAccessRequest(ctx.db, input)
      return { received: true as const, merged }
    }),
})
