import { useIntl } from 'react-intl'

import { Badge } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { englishOptionLabel, optionLabel } from '@/lib/i18n/option-labels'
import type { ApplicationStatus } from '@/lib/options'

const tones: Record<ApplicationStatus, string> = {
  submitted: 'bg-sky-50 text-sky-800',
  in_review: 'bg-brand-50 text-brand-700',
  shortlisted: 'bg-violet-50 text-violet-800',
  due_diligence: 'bg-amber-50 text-amber-800',
  accepted: 'bg-emerald-50 text-emerald-800',
  rejected: 'bg-red-50 text-red-700',
  withdrawn: 'bg-slate-100 text-slate-600',
}

/**
 * An application's place: the fund's stage when it is in one (in the tone of the status it maps
 * to, which is what its founder is told), else its status.
 */
export function ApplicationStatusBadge({
  status,
  stageName,
  className,
}: {
  status: ApplicationStatus
  stageName?: string | null
  className?: string
}) {
  const intl = useIntl()
  const label = optionLabel(intl, 'applicationStatuses', status)
  // A stage named as its status (in English, or in the page's language) shows the status.
  const named =
    stageName &&
    stageName !== label &&
    stageName !== englishOptionLabel('applicationStatuses', status)
  return (
    <Badge
      className={cn(tones[status], className)}
      // The whole name too, for a cell that cuts it short.
      // The fund's own stage name is its data, never translated.
      translate={named ? 'no' : undefined}
      title={
        named
          ? intl.formatMessage(
              { id: 'shared.statusBadge.stageTitle' },
              { stage: stageName, status: label },
            )
          : undefined
      }
    >
      {named ? stageName : label}
    </Badge>
  )
}
