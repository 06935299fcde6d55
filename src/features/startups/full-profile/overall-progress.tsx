import { Link } from '@tanstack/react-router'
import { useId, type MouseEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Card } from '@/components/ui/card'
import type { ProfileCompleteness } from '@/domain/startups/completeness'
import type { FullProfileSection } from '@/domain/startups/profile-schemas'
import { missingLabel, partOfNext, partTitle } from '@/features/startups/completeness-labels'
import { cn } from '@/lib/cn'

import { anchors, sectionOrder } from './section'

function jumpTo(event: MouseEvent<HTMLAnchorElement>, anchor: string) {
  // Scrolls without a history entry, so the unsaved-changes guard is not asked about a jump
  // within the page.
  const target = document.getElementById(anchor)
  if (!target) return
  event.preventDefault()
  target.scrollIntoView({ behavior: 'smooth', block: 'start' })
  target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}

/** The whole profile's progress, and a link to each section with its own progress. */
export function OverallProgress({
  completeness,
  dirty,
}: {
  completeness: ProfileCompleteness
  dirty: Record<FullProfileSection, boolean>
}) {
  const intl = useIntl()
  const headingId = useId()
  const next = completeness.next
  const nextPart = partOfNext(completeness.parts, next)
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0 flex-1 md:max-w-md">
          <div className="flex items-baseline justify-between gap-3">
            <p id={headingId} className="text-sm font-medium text-ink">
              <FormattedMessage id="founder.full.overall.heading" />
            </p>
            <p data-testid="overall-completeness" className="text-sm text-muted">
              <FormattedMessage
                id="founder.full.overall.complete"
                values={{
                  percent: completeness.percent,
                  big: (chunks) => (
                    <span className="text-lg font-semibold text-ink tabular-nums">{chunks}</span>
                  ),
                }}
              />
            </p>
          </div>
          <div
            role="progressbar"
            aria-labelledby={headingId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={completeness.percent}
            className="mt-2 h-2 overflow-hidden rounded-full bg-brand-50"
          >
            <div
              className={cn(
                'h-full rounded-full transition-[width]',
                completeness.percent >= 100 ? 'bg-emerald-500' : 'bg-brand-600',
              )}
              style={{ width: `${completeness.percent}%` }}
            />
          </div>
          {next && (
            <p className="mt-2 text-xs text-muted">
              <FormattedMessage
                id="founder.full.overall.next"
                values={{
                  item: missingLabel(intl, next),
                  part: nextPart ? partTitle(intl, nextPart.key) : next.part,
                  link: (chunks) => (
                    <Link to={next.screen} className="font-medium text-brand-600 hover:underline">
                      {chunks}
                    </Link>
                  ),
                }}
              />
            </p>
          )}
        </div>
        <nav aria-label={intl.formatMessage({ id: 'founder.full.overall.sections' })}>
          <ul className="flex flex-wrap gap-2">
            {sectionOrder.map((key) => {
              const part = completeness.parts.find((p) => p.key === key)
              return (
                <li key={key}>
                  <a
                    href={`#${anchors[key]}`}
                    onClick={(event) => jumpTo(event, anchors[key])}
                    className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-3 py-1.5 text-sm text-ink hover:border-brand-500 hover:text-brand-700"
                  >
                    {partTitle(intl, key)}
                    {part && (
                      <span className="text-xs text-muted tabular-nums">
                        {intl.formatNumber(part.percent / 100, { style: 'percent' })}
                      </span>
                    )}
                    {dirty[key] && (
                      <span
                        className="size-2 rounded-full bg-saffron-500"
                        aria-label={intl.formatMessage({ id: 'founder.full.overall.unsaved' })}
                      />
                    )}
                  </a>
                </li>
              )
            })}
          </ul>
        </nav>
      </div>
    </Card>
  )
}
