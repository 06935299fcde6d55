import { X } from 'lucide-react'
import { useIntl, type IntlShape } from 'react-intl'

import {
  facetKeys,
  raiseBound,
  type ApplicationSearch,
  type FacetKey,
} from '@/domain/applications/search-params'
import { cn } from '@/lib/cn'
import { calendarDate } from '@/lib/calendar'
import { shownDate } from '@/lib/i18n/dates'
import { shownRupees } from '@/lib/i18n/rupees'

import { describeValue } from './filter-labels'
import type { ChannelOption, StageOption } from './types'

/**
 * `note` marks a value that filters nothing as it is (unknown values, amounts that are not
 * numbers), or a stage the fund archived, which holds nothing once its applications were moved.
 */
type Note = 'unknown' | 'ignored' | 'archived'

type Chip = {
  id: string
  label: string
  note?: Note
  remove: Partial<ApplicationSearch>
}

const noteIds = {
  unknown: 'pipeline.chips.note.unknown',
  ignored: 'pipeline.chips.note.ignored',
  archived: 'pipeline.chips.note.archived',
} as const satisfies Record<Note, string>

const noteTitleIds = {
  unknown: 'pipeline.chips.title.unknown',
  ignored: 'pipeline.chips.title.ignored',
  archived: 'pipeline.chips.title.archived',
} as const satisfies Record<Note, string>

function chipsOf(
  intl: IntlShape,
  search: ApplicationSearch,
  channels: readonly ChannelOption[],
  stages: readonly StageOption[],
): Chip[] {
  const chips: Chip[] = []
  if (search.q) {
    chips.push({
      id: 'q',
      label: intl.formatMessage({ id: 'pipeline.chips.query' }, { query: search.q }),
      remove: { q: undefined },
    })
  }
  for (const key of facetKeys) {
    for (const value of search[key as FacetKey]) {
      const { label, known, archived } = describeValue(intl, key, value, channels, stages)
      chips.push({
        id: `${key}:${value}`,
        label: intl.formatMessage({ id: 'pipeline.chips.value' }, { filter: key, value: label }),
        note: !known ? 'unknown' : archived ? 'archived' : undefined,
        remove: { [key]: search[key].filter((v) => v !== value) },
      })
    }
  }
  for (const [key, bound] of [
    ['plannedRaiseMin', 'min'],
    ['plannedRaiseMax', 'max'],
  ] as const) {
    const text = search[key]
    if (text === undefined) continue
    const rupees = raiseBound(text)
    chips.push({
      id: key,
      label:
        rupees === null
          ? intl.formatMessage({ id: 'pipeline.chips.raiseText' }, { bound, text })
          : intl.formatMessage(
              { id: 'pipeline.chips.raise' },
              { bound, amount: shownRupees(intl, rupees) },
            ),
      note: rupees === null ? 'ignored' : undefined,
      remove: { [key]: undefined },
    })
  }
  for (const [key, bound] of [
    ['submittedFrom', 'from'],
    ['submittedTo', 'until'],
  ] as const) {
    const text = search[key]
    if (text === undefined) continue
    const date = calendarDate(text)
    chips.push({
      id: key,
      label: date
        ? intl.formatMessage(
            { id: 'pipeline.chips.submitted' },
            { bound, date: shownDate(intl, date) },
          )
        : intl.formatMessage({ id: 'pipeline.chips.submittedText' }, { bound, text }),
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
  const intl = useIntl()
  const chips = chipsOf(intl, search, channels, stages)
  if (chips.length === 0) return null
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      aria-label={intl.formatMessage({ id: 'pipeline.chips.label' })}
      role="group"
    >
      {chips.map((chip) => (
        <span
          key={chip.id}
          className={cn(
            'inline-flex max-w-full items-center gap-1 rounded-full border py-0.5 pr-1 pl-3 text-sm',
            chip.note
              ? 'border-amber-200 bg-amber-50 text-amber-900'
              : 'border-brand-100 bg-brand-50 text-brand-700',
          )}
          title={chip.note ? intl.formatMessage({ id: noteTitleIds[chip.note] }) : undefined}
        >
          <span className="truncate">{chip.label}</span>
          {chip.note && (
            <span className="shrink-0 text-xs font-medium">
              {intl.formatMessage({ id: noteIds[chip.note] })}
            </span>
          )}
          <button
            type="button"
            className="shrink-0 rounded-full p-1 hover:bg-white/70"
            aria-label={intl.formatMessage({ id: 'pipeline.chips.remove' }, { filter: chip.label })}
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
        {intl.formatMessage({ id: 'pipeline.chips.clearAll' })}
      </button>
    </div>
  )
}
