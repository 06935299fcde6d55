import { Badge } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { applicationStatusLabels, type ApplicationStatus } from '@/lib/options'

const tones: Record<ApplicationStatus, string> = {
  submitted: 'bg-sky-50 text-sky-800',
  in_review: 'bg-brand-50 text-brand-700',
  shortlisted: 'bg-violet-50 text-violet-800',
  due_diligence: 'bg-amber-50 text-amber-800',
  accepted: 'bg-emerald-50 text-emerald-800',
  rejected: 'bg-red-50 text-red-700',
  withdrawn: 'bg-slate-100 text-slate-600',
}

export function ApplicationStatusBadge({
  status,
  className,
}: {
  status: ApplicationStatus
  className?: string
}) {
  return <Badge className={cn(tones[status], className)}>{applicationStatusLabels[status]}</Badge>
}
