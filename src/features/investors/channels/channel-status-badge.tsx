import { Badge } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { channelStatusLabels, type ChannelStatus } from '@/lib/options'

const tones: Record<ChannelStatus, string> = {
  draft: 'bg-slate-100 text-slate-700',
  open: 'bg-emerald-50 text-emerald-800',
  closed: 'bg-amber-50 text-amber-800',
  archived: 'bg-slate-200 text-slate-600',
}

export function ChannelStatusBadge({
  status,
  className,
}: {
  status: ChannelStatus
  className?: string
}) {
  return <Badge className={cn(tones[status], className)}>{channelStatusLabels[status]}</Badge>
}
