import { useIntl } from 'react-intl'

import { overdueStatus } from '@/domain/applications/search-params'
import { cn } from '@/lib/cn'

import { statusLabel } from './filter-labels'
import type { StageOption } from './types'

/** Between a tab's name and its count. */
const space = ' '

/**
 * The status filter's tabs in the fund's order (docs/decisions/0046): submitted, its active stages
 * by name, the decisions, withdrawn and overdue. An archived stage has no tab (archiving moved its
 * applications); its key in a URL shows as a chip among the active filters.
 */
function tabsOf(stages: readonly StageOption[]): string[] {
  return [
    'submitted',
    ...stages.filter((stage) => !stage.archived).map((stage) => stage.key),
    'accepted',
    'rejected',
    'withdrawn',
    overdueStatus,
  ]
}

/**
 * The status filter as a row of toggles with counts (under the other filters). Several may be on
 * at once; "All" clears them.
 */
export function StatusTabs({
  selected,
  counts,
  stages,
  onChange,
}: {
  selected: readonly string[]
  /** By status filter value: a stage's key, or the status of an application in no stage. */
  counts: Readonly<Record<string, number>>
  /** The fund's stages, active ones first in its order (the list's answer). */
  stages: readonly StageOption[]
  onChange: (status: string[]) => void
}) {
  const intl = useIntl()
  // Every application has one value besides overdue, which counts some of them a second time.
  const total = Object.entries(counts)
    .filter(([value]) => value !== overdueStatus)
    .reduce((n, [, count]) => n + count, 0)
  const tab = (pressed: boolean) =>
    cn(
      'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm whitespace-nowrap transition-colors',
      pressed
        ? 'border-brand-600 bg-brand-600 text-white'
        : 'border-line bg-white text-ink hover:bg-surface',
    )
  const count = (n: number, pressed: boolean) => (
    <span className={cn('text-xs tabular-nums', pressed ? 'text-white/80' : 'text-muted')}>
      {intl.formatNumber(n)}
    </span>
  )
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'pipeline.filter.status' })}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      <button
        type="button"
        className={tab(selected.length === 0)}
        aria-pressed={selected.length === 0}
        onClick={() => onChange([])}
      >
        {intl.formatMessage({ id: 'pipeline.statusTabs.all' })}
        {space}
        {count(total, selected.length === 0)}
      </button>
      {tabsOf(stages).map((value) => {
        const pressed = selected.includes(value)
        const label = statusLabel(intl, value, stages)
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
            {/* A stage by the name the fund gave it: its data, never translated. */}
            {stages.some((stage) => stage.key === value) ? (
              <span translate="no">{label}</span>
            ) : (
              label
            )}
            {space}
            {count(counts[value] ?? 0, pressed)}
          </button>
        )
      })}
    </div>
  )
}
