import type { LucideIcon } from 'lucide-react'

/** What an empty fact shows: a dash, the same in every language. */
const empty = '—'

/** One labelled fact of a public page (headquarters, stage, cheque size…); a dash when empty. */
export function Fact({
  icon: Icon,
  label,
  value,
}: {
  icon: LucideIcon
  label: string
  value: string
}) {
  return (
    <div className="rounded-xl border border-line p-4">
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-muted uppercase">
        <Icon className="size-4" aria-hidden="true" /> {label}
      </dt>
      <dd className="mt-1 text-sm font-medium text-ink">{value || empty}</dd>
    </div>
  )
}
