import { useId, useState } from 'react'
import { useIntl } from 'react-intl'

import { cn } from '@/lib/cn'

/** Between a count and what it counts, read out. */
const space = ' '

export type FacetOption = {
  value: string
  label: string
  /** The label is people's own words (a channel's title): never translated. */
  own?: boolean
}
/** What a facet count counts: applications, or startups on Discover. */
export type FacetCounting = 'applications' | 'startups'
/** What a group's values are, for its "Show all" button. */
export type FacetNoun =
  | 'channels'
  | 'sectors'
  | 'stages'
  | 'states'
  | 'businessTypes'
  | 'customerInteractions'
  | 'values'

type FacetGroupProps = {
  legend: string
  options: readonly FacetOption[]
  selected: readonly string[]
  /** Applications (or startups, on Discover) per value under the other filters. */
  counts: Readonly<Record<string, number>>
  /** What a count counts, read out after it. */
  counting: FacetCounting
  onChange: (selected: string[]) => void
  /** Long lists show the selected and the most frequent values first, the rest on request. */
  collapsedSize?: number
  /** What the values are, for the "Show all" button: 'sectors'. */
  noun: FacetNoun
}

/** A checkbox per value with its facet count; values OR together. */
export function FacetGroup({
  legend,
  options,
  selected,
  counts,
  counting,
  onChange,
  collapsedSize = 6,
  noun,
}: FacetGroupProps) {
  const intl = useIntl()
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const chosen = new Set(selected)
  const long = options.length > collapsedSize + 2
  let shown = options
  if (long && !expanded) {
    const ranked = [...options].sort(
      (a, b) =>
        Number(chosen.has(b.value)) - Number(chosen.has(a.value)) ||
        (counts[b.value] ?? 0) - (counts[a.value] ?? 0),
    )
    const visible = new Set(
      ranked.slice(0, Math.max(collapsedSize, selected.length)).map((option) => option.value),
    )
    shown = options.filter((option) => visible.has(option.value))
  }

  function toggle(value: string, on: boolean) {
    onChange(on ? [...selected, value] : selected.filter((v) => v !== value))
  }

  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <ul id={listId} className="space-y-0.5">
        {shown.map((option) => {
          const count = counts[option.value] ?? 0
          const on = chosen.has(option.value)
          return (
            <li key={option.value}>
              <label
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-md px-1.5 py-1 text-sm hover:bg-surface',
                  !on && count === 0 && 'text-muted',
                )}
              >
                <input
                  type="checkbox"
                  className="size-4 shrink-0 rounded border-line accent-brand-600"
                  checked={on}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
                <span
                  className="min-w-0 flex-1 truncate"
                  title={option.label}
                  translate={option.own ? 'no' : undefined}
                >
                  {option.label}
                </span>
                <span className="shrink-0 text-xs text-muted tabular-nums">
                  {intl.formatNumber(count)}
                  <span className="sr-only">
                    {space}
                    {intl.formatMessage({ id: 'pipeline.facet.counting' }, { counting, count })}
                  </span>
                </span>
              </label>
            </li>
          )
        })}
      </ul>
      {long && (
        <button
          type="button"
          className="mt-1 px-1.5 text-sm font-medium text-brand-600 hover:underline"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded
            ? intl.formatMessage({ id: 'pipeline.facet.showFewer' })
            : intl.formatMessage(
                { id: 'pipeline.facet.showAll' },
                { count: intl.formatNumber(options.length), noun },
              )}
        </button>
      )}
    </fieldset>
  )
}
