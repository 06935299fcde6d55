/**
 * Progress of one completeness part (from `profile.get().completeness.parts`), with what is missing.
 *
 * Props: `part: PartScore` (from '@/domain/startups/completeness'), `title?` (default the
 * part's name in the page's language), `onJump?(field: string)` — called when a missing item is clicked; by default it
 * focuses the form control named `field` (or with id `field`) if the page has one, `className?`.
 * Also exports `fieldJump(field)` (the default behaviour) for reuse.
 */
import { CircleCheck } from 'lucide-react'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Card } from '@/components/ui/card'
import type { PartScore } from '@/domain/startups/completeness'
import { cn } from '@/lib/cn'

import { missingLabel, partTitle } from './completeness-labels'

type CompletenessMeterProps = {
  part: PartScore
  title?: string
  onJump?: (field: string) => void
  className?: string
}

/** Scrolls to and focuses the form control for `field` (by name, then id); false if none. */
export function fieldJump(field: string): boolean {
  const target =
    document.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`) ??
    document.getElementById(field)
  if (!target) return false
  target.scrollIntoView({ behavior: 'smooth', block: 'center' })
  target.focus({ preventScroll: true })
  return true
}

export function CompletenessMeter({ part, title, onJump, className }: CompletenessMeterProps) {
  const intl = useIntl()
  const id = useId()
  const done = part.missing.length === 0
  const doneText = intl.formatMessage({ id: 'founder.completeness.done' })
  return (
    <Card className={cn('p-4 sm:p-5', className)} role="region" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-sm font-semibold text-ink">
          <FormattedMessage
            id="founder.completeness.heading"
            values={{ title: title ?? partTitle(intl, part.key), percent: part.percent }}
          />
        </h2>
        <p className="text-xs text-muted">
          <FormattedMessage
            id="founder.completeness.filled"
            values={{ filled: part.filled, total: part.total }}
          />
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby={`${id}-title`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={part.percent}
        className="mt-3 h-2 overflow-hidden rounded-full bg-brand-50"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width]',
            done ? 'bg-emerald-500' : 'bg-brand-600',
          )}
          style={{ width: `${part.percent}%` }}
        />
      </div>
      {done ? (
        <p className="mt-3 inline-flex items-center gap-1.5 text-sm text-emerald-700">
          <CircleCheck className="size-4" aria-hidden="true" /> {doneText}
        </p>
      ) : (
        <div className="mt-3">
          <p className="text-xs text-muted">
            <FormattedMessage id="founder.completeness.stillMissing" />
          </p>
          <ul className="mt-1.5 flex flex-wrap gap-1.5">
            {part.missing.map((item) => (
              <li key={item.field}>
                <button
                  type="button"
                  className="rounded-full border border-dashed border-line px-2.5 py-0.5 text-xs text-ink hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
                  onClick={() => (onJump ? onJump(item.field) : fieldJump(item.field))}
                >
                  {missingLabel(intl, item)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  )
}
