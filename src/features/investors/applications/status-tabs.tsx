import { statusFilterValues } from '@/domain/applications/search-params'
import { cn } from '@/lib/cn'

import { statusLabel } from './filter-labels'

/**
 * The status filter as a row of toggles with counts (under the other filters). Several may be on
 * at once; "All" clears them.
 */
export function StatusTabs({
  selected,
  counts,
  onChange,
}: {
  selected: readonly string[]
  counts: Readonly<Record<string, number>>
  onChange: (status: string[]) => void
}) {
  const total = statusFilterValues
    .filter((value) => value !== 'overdue')
    .reduce((n, value) => n + (counts[value] ?? 0), 0)
  const tab = (pressed: boolean) =>
    cn(
      'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm whitespace-nowrap transition-colors',
      pressed
        ? 'border-brand-600 bg-brand-600 text-white'
        : 'border-line bg-white text-ink hover:bg-surface',
    )
  const count = (n: number, pressed: boolean) => (
    <span className={cn('text-xs tabular-nums', pressed ? 'text-white/80' : 'text-muted')}>
      {n.toLocaleString('en-IN')}
    </span>
  )
  return (
    <div
      role="group"
      aria-label="Status"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      <button
        type="button"
        className={tab(selected.length === 0)}
        aria-pressed={selected.length === 0}
        onClick={() => onChange([])}
      >
        All {count(total, selected.length === 0)}
      </button>
      {statusFilterValues.map((value) => {
        const pressed = selected.includes(value)
        return (
          <button
            key={value}
            type="button"
            className={tab(pressed)}
            aria-pressed={pressed}
            onClick={() =>
              onChange(pressed ? selected.filter((v) => v !== value) : [...selected, value])
            }
          >
            {statusLabel(value)} {count(counts[value] ?? 0, pressed)}
          </button>
        )
      })}
    </div>
  )
}
