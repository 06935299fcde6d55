import type { inferRouterOutputs } from '@trpc/server'

import type { AppRouter } from '@/server/trpc/root'

type Outputs = inferRouterOutputs<AppRouter>
export type InboxRow = Outputs['investors']['inbox']['list']['entries'][number]
export type InboxEntry = Outputs['investors']['inbox']['get']
export type ListInboxEntry = Outputs['investors']['lists']['get']['inboxEntries'][number]

/** Who wrote the message: the original sender of a forward, else the sender. */
export function authorOf(entry: {
  senderName: string | null
  senderEmail: string | null
  originalSenderName: string | null
  originalSenderEmail: string | null
}) {
  const forwarded = entry.originalSenderEmail !== null
  return {
    forwarded,
    name: (forwarded ? entry.originalSenderName : entry.senderName) ?? null,
    email: (forwarded ? entry.originalSenderEmail : entry.senderEmail) ?? null,
    forwarderName: forwarded ? (entry.senderName ?? entry.senderEmail) : null,
  }
}
