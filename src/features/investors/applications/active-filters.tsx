import { X } from 'lucide-react'

import {
  facetKeys,
  raiseBound,
  type ApplicationSearch,
  type FacetKey,
} from '@/domain/applications/search-params'
import { cn } from '@/lib/cn'
import { calendarDate } from '@/lib/calendar'
import { formatDate, formatRupees } from '@/lib/format'

import { describeValue, filterNames } from './filter-labels'
import type { ChannelOption, StageOption } from './types'

/**
 * `note` marks a value that filters nothing as it is (unknown values, amounts that are not
 * numbers), or a stage the fund archived, which holds nothing once its applications were moved.
 */
type Chip = {
  id: string
  label: string
  note?: 'unknown' | 'ignored' | 'archived stage'
  remove: Partial<ApplicationSearch>
}

function chipsOf(
  search: ApplicationSearch,
  channels: readonly ChannelOption[],
  stages: readonly StageOption[],
): Chip[] {
  const chips: Chip[] = []
  if (search.q) chips.push({ id: 'q', label: `“${search.q}”`, remove: { q: undefined } })
  for (const key of facetKeys) {
    for (const value of search[key as FacetKey]) {
      const { label, known, archived } = describeValue(key, value, channels, stages)
      chips.push({
        id: `${key}:${value}`,
        label: `${filterNames[key]}: ${label}`,
        note: !known ? 'unknown' : archived ? 'archived stage' : undefined,
        remove: { [key]: search[key].filter((v) => v !== value) },
      })
    }
  }
  for (const [key, sign] of [
    ['plannedRaiseMin', '≥'],
    ['plannedRaiseMax', '≤'],
  ] as const) {
    const text = search[key]
    if (text === undefined) continue
    const rupees = raiseBound(text)
    chips.push({
      id: key,
      label: rupees === null ? `Raise ${sign} “${text}”` : `Raise ${sign} ${formatRupees(rupees)}`,
      note: rupees === null ? 'ignored' : undefined,
      remove: { [key]: undefined },
    })
  }
  for (const [key, word] of [
    ['submittedFrom', 'from'],
    ['submittedTo', 'until'],
  ] as const) {
    const text = search[key]
    if (text === undefined) continue
    const date = calendarDate(text)
    chips.push({
      id: key,
      label: date ? `Submitted ${word} ${formatDate(date)}` : `Submitted ${word} “${text}”`,
      note: date ? undefined : 'ignored',
      remove: { [key]: undefined },
    })
  }
  return chips
}

/**
 * The filters in force as removable chips; unknown values are marked, since they match nothing,
 * and so are archived stages.
 */
export function ActiveFilters({
  search,
  channels,
  stages = [],
  onChange,
  onClear,
}: {
  search: ApplicationSearch
  channels: readonly ChannelOption[]
  /** The fund's stages, which name the status values that are stage keys. */
  stages?: readonly StageOption[]
  onChange: (change: Partial<ApplicationSearch>) => void
  onClear: () => void
}) {
  const chips = chipsOf(search, channels, stages)
  if (chips.length === 0) return null
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Active filters" role="group">
      {chips.map((chip) => (
        <span
          key={chip.id}
          className={cn(
            'inline-flex max-w-full items-center gap-1 rounded-full border py-0.5 pr-1 pl-3 text-sm',
            chip.note
              ? 'border-amber-200 bg-amber-50 text-amber-900'
              : 'border-brand-100 bg-brand-50 text-brand-700',
          )}
          title={
            chip.note === 'unknown'
              ? 'Not a value Sangam knows: it matches no application.'
              : chip.note === 'ignored'
                ? 'Not an amount in rupees or a date: this bound is ignored.'
                : chip.note === 'archived stage'
                  ? 'A stage your team archived: its applications were moved when it was, so it finds only what is in it now.'
                  : undefined
          }
        >
          <span className="truncate">{chip.label}</span>
          {chip.note && <span className="shrink-0 text-xs font-medium">({chip.note})</span>}
          <button
            type="button"
            className="shrink-0 rounded-full p-1 hover:bg-white/70"
            aria-label={`Remove filter ${chip.label}`}
            onClick={() => onChange(chip.remove)}
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </span>
      ))}
      <button
        type="button"
        className="text-sm font-medium text-brand-600 hover:underline"
        onClick={onClear}
      >
        Clear all
      </button>
    </div>
  )
}
