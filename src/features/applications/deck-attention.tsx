import { Link } from '@tanstack/react-router'
import { BarChart3 } from 'lucide-react'

import { Card } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { plural } from '@/lib/format'

import type { DeckViews } from './types'

/** '45 s', '4 min 12 s', '1 h 5 min', kept on one line. */
export function formatDuration(seconds: number): string {
  const parts: string[] = []
  if (seconds < 60) parts.push(`${seconds} s`)
  else if (seconds < 3600) {
    parts.push(`${Math.floor(seconds / 60)} min`)
    if (seconds % 60) parts.push(`${seconds % 60} s`)
  } else {
    const minutes = Math.floor(seconds / 60)
    parts.push(`${Math.floor(minutes / 60)} h`)
    if (minutes % 60) parts.push(`${minutes % 60} min`)
  }
  return parts.join(' ').replaceAll(' ', '\u00a0')
}

const organisations = (n: number) => plural(n, 'investor organisation')

/** Warmer for the pages read longest; the page nobody reached stays blank. */
function heat(share: number) {
  if (share === 0) return 'bg-line'
  if (share > 0.75) return 'bg-saffron-500'
  if (share > 0.5) return 'bg-saffron-400'
  if (share > 0.25) return 'bg-brand-500'
  return 'bg-brand-200'
}

/**
 * Where investors' attention went in the startup's deck: the time spent on each page, all
 * investor organisations together (decision 0034). Nobody's name, nor any one organisation's
 * figures, appears here: those are beside each application.
 */
export function DeckAttention({ views }: { views: DeckViews }) {
  const longest = Math.max(0, ...views.pages.map((p) => p.seconds))
  const opened = views.organisationsOpened
  const top = views.pages.find((p) => p.seconds === longest && longest > 0)

  return (
    <section aria-labelledby="deck-attention-heading" className="space-y-4">
      <div>
        <h2
          id="deck-attention-heading"
          className="flex items-center gap-2 text-lg font-semibold text-ink"
        >
          <BarChart3 className="size-5 text-brand-600" aria-hidden="true" />
          How investors read your deck
        </h2>
        <p className="mt-1 text-sm text-muted">
          Time on each page of your current pitch deck, all investors together. A new deck starts
          afresh.
        </p>
      </div>
      <Card className="p-5 sm:p-6" data-testid="deck-attention">
        {!views.deck ? (
          <p className="text-sm text-muted">
            Upload a pitch deck in your{' '}
            <Link
              to="/startups/full-profile"
              hash="pitch-deck"
              className="font-medium text-brand-600 hover:underline"
            >
              full profile
            </Link>{' '}
            to see which pages investors read, and for how long.
          </p>
        ) : opened === 0 ? (
          <p className="text-sm text-muted">
            No investor has opened your{' '}
            {views.deck.pageCount ? `${views.deck.pageCount}-page deck` : 'deck'} yet. When one
            does, the time spent on each page shows here.
          </p>
        ) : (
          <>
            <p className="text-sm text-ink">
              Opened by <span className="font-medium">{organisations(opened)}</span>
              {top && (
                <>
                  . Most time on <span className="font-medium">page {top.page}</span> (
                  {formatDuration(top.seconds)}).
                </>
              )}
            </p>
            <ol
              aria-label="Time on each page"
              className="mt-5 flex h-40 items-end gap-1 overflow-x-auto pb-1 sm:gap-2"
            >
              {views.pages.map((p) => {
                const share = longest ? p.seconds / longest : 0
                const described = `Page ${p.page}: ${formatDuration(p.seconds)}, seen by ${organisations(p.organisations)}`
                return (
                  <li
                    key={p.page}
                    className="flex h-full min-w-6 flex-1 flex-col items-center gap-1"
                    title={described}
                    data-testid="deck-attention-page"
                  >
                    <span className="sr-only">{described}</span>
                    <span
                      aria-hidden="true"
                      className="flex w-full flex-1 items-end justify-center"
                    >
                      <span
                        className={cn('w-full max-w-12 rounded-t-md', heat(share))}
                        style={{ height: `${Math.max(3, Math.round(share * 100))}%` }}
                      />
                    </span>
                    <span aria-hidden="true" className="text-xs text-muted tabular-nums">
                      {p.page}
                    </span>
                  </li>
                )
              })}
            </ol>
            <p className="mt-3 text-xs text-muted">
              Page numbers along the bottom; the taller and warmer the bar, the longer investors
              stayed on that page.
            </p>
          </>
        )}
      </Card>
    </section>
  )
}
