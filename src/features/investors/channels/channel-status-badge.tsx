import { useIntl } from 'react-intl'

import { Badge } from '@/components/ui/card'
import { scheduledOpening } from '@/domain/channels/scheduled'
import { cn } from '@/lib/cn'
import { shownDate } from '@/lib/i18n/dates'
import { optionLabel } from '@/lib/i18n/option-labels'
import type { ChannelStatus } from '@/lib/options'

const tones: Record<ChannelStatus, string> = {
  draft: 'bg-slate-100 text-slate-700',
  open: 'bg-emerald-50 text-emerald-800',
  closed: 'bg-amber-50 text-amber-800',
  archived: 'bg-slate-200 text-slate-600',
}

/** The channel's status; an open channel whose opening day is ahead reads "Opens Dec 1, 2026". */
export function ChannelStatusBadge({
  status,
  opensAt,
  className,
}: {
  status: ChannelStatus
  opensAt: Date | string | null
  className?: string
}) {
  const intl = useIntl()
  const opens = scheduledOpening(status, opensAt, new Date())
  if (opens) {
    return (
      <Badge className={cn('bg-sky-50 text-sky-800', className)}>
        {intl.formatMessage(
          { id: 'investor.channelStatus.opens' },
          { date: shownDate(intl, opens) },
        )}
      </Badge>
    )
  }
  return (
    <Badge className={cn(tones[status], className)}>
      {optionLabel(intl, 'channelStatuses', status)}
    </Badge>
  )
}
