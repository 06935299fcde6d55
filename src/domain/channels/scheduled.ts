import type { ChannelStatus } from '@/lib/options'

/**
 * The day an open channel starts taking applications, while that is still ahead: founders do not
 * see it until then, so its investor is not told it is "Open" (docs/decisions/0041-first-use-triage-amounts-discover.md).
 */
export function scheduledOpening(
  status: ChannelStatus,
  opensAt: Date | string | null | undefined,
  now: Date,
): Date | null {
  if (status !== 'open' || !opensAt) return null
  const opens = new Date(opensAt)
  return opens > now ? opens : null
}
