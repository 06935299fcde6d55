import type { inferRouterOutputs } from '@trpc/server'

import type { IntakeStatus } from '@/domain/intake/intake'
import type { MessageId } from '@/lib/i18n/catalog'
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

/** Each Inbox tab's name, as the tabs and an entry's heading show it. */
export const intakeStatusMessages: Record<IntakeStatus, MessageId> = {
  new: 'deals.inbox.status.new',
  invited: 'deals.inbox.status.invited',
  claimed: 'deals.inbox.status.claimed',
  not_for_us: 'deals.inbox.status.not_for_us',
  archived: 'deals.inbox.status.archived',
}

/** A sender as a mail client writes one: 'Name <email>', or the address alone. */
export function senderText(name: string | null, email: string | null): string {
  return name ? `${name} <${email}>` : (email ?? '')
}
