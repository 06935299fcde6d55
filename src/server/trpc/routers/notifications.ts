import { z } from 'zod'

import { notificationPreferencesSchema } from '@/domain/accounts/notification-settings'

import {
  countUnread,
  findPreferences,
  listNotifications,
  markAllRead,
  markRead,
  savePreferences,
} from '@/server/db/queries/notifications'
import { authedProcedure, router } from '@/server/trpc/init'
import { noInput, strictInput } from '@/server/trpc/strict-input'
import { saying } from '@/lib/i18n/said'

/**
 * The bell and the notification preferences of the signed-in person, whichever side they are on.
 * Every procedure reads and writes only the caller's own rows.
 */
export const notificationsRouter = router({
  list: authedProcedure
    .input(
      strictInput(
        z
          .object({
            cursor: z.uuid({ error: saying('rule.server.notifications.position') }).optional(),
            // The bell reads pages with tRPC's infinite query, which adds the direction.
            direction: z.enum(['forward', 'backward']).optional(),
            limit: z
              .number({ error: saying('rule.server.notifications.number') })
              .int({ error: saying('rule.server.notifications.whole') })
              .min(1, { error: saying('rule.server.notifications.atLeast') })
              .max(50, { error: saying('rule.server.notifications.atMost') })
              .default(20),
          })
          .default({ limit: 20 }),
      ),
    )
    .query(({ ctx, input: { cursor, limit } }) =>
      listNotifications(ctx.db, ctx.user.id, { cursor, limit }),
    ),

  unreadCount: authedProcedure.input(noInput).query(async ({ ctx }) => ({
    count: await countUnread(ctx.db, ctx.user.id),
  })),

  /** Ids that are not the caller's (or already read) are left alone, not reported. */
  markRead: authedProcedure
    .input(
      strictInput(
        z.object({
          ids: z
            .array(z.uuid({ error: saying('rule.id.notification') }))
            .min(1, { error: saying('rule.server.notifications.choose') })
            .max(100, { error: saying('rule.server.notifications.markAtMost') }),
        }),
      ),
    )
    .mutation(async ({ ctx, input }) => ({
      updated: await markRead(ctx.db, ctx.user.id, [...new Set(input.ids)]),
    })),

  markAllRead: authedProcedure.input(noInput).mutation(async ({ ctx }) => ({
    updated: await markAllRead(ctx.db, ctx.user.id),
  })),

  /** The caller's choices, or the defaults (every application mailed, status emails on). */
  preferences: authedProcedure
    .input(noInput)
    .query(({ ctx }) => findPreferences(ctx.db, ctx.user.id)),

  setPreferences: authedProcedure
    .input(strictInput(notificationPreferencesSchema))
    .mutation(({ ctx, input }) => savePreferences(ctx.db, ctx.user.id, input)),
})
