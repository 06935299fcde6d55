import { Link } from '@tanstack/react-router'
import { useId, type MouseEvent } from 'react'

import { Card } from '@/components/ui/card'
import type { ProfileCompleteness } from '@/domain/startups/completeness'
import { fullProfileSections, type FullProfileSection } from '@/domain/startups/profile-schemas'
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
  const headingId = useId()
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0 flex-1 md:max-w-md">
          <div className="flex items-baseline justify-between gap-3">
            <p id={headingId} className="text-sm font-medium text-ink">
              Whole profile
            </p>
            <p data-testid="overall-completeness" className="text-sm text-muted">
              <span className="text-lg font-semibold text-ink tabular-nums">
                {completeness.percent}%
              </span>{' '}
              complete
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
          {completeness.next && (
            <p className="mt-2 text-xs text-muted">
              Next:{' '}
              <Link
                to={completeness.next.screen}
                className="font-medium text-brand-600 hover:underline"
              >
                {completeness.next.label}
              </Link>{' '}
              ({completeness.next.part})
            </p>
          )}
        </div>
        <nav aria-label="Sections of the full profile">
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
                    {fullProfileSections[key].title}
                    {part && (
                      <span className="text-xs text-muted tabular-nums">{part.percent}%</span>
                    )}
                    {dirty[key] && (
                      <span
                        className="size-2 rounded-full bg-saffron-500"
                        aria-label="unsaved changes"
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
