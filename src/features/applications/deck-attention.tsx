import { Link } from '@tanstack/react-router'
import { BarChart3 } from 'lucide-react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { Card } from '@/components/ui/card'
import { cn } from '@/lib/cn'

import type { DeckViews } from './types'

/** '45 s', '4 min 12 s', '1 h 5 min' in the page's language, kept on one line. */
export function formatDuration(intl: IntlShape, seconds: number): string {
  const text =
    seconds < 60
      ? intl.formatMessage({ id: 'apply.duration.seconds' }, { seconds })
      : seconds < 3600
        ? intl.formatMessage(
            { id: 'apply.duration.minutes' },
            { minutes: Math.floor(seconds / 60), seconds: seconds % 60 },
          )
        : intl.formatMessage(
            { id: 'apply.duration.hours' },
            { hours: Math.floor(seconds / 3600), minutes: Math.floor(seconds / 60) % 60 },
          )
  return text.replaceAll(' ', '\u00a0')
}

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
  const intl = useIntl()
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
          <FormattedMessage id="apply.deckAttention.title" />
        </h2>
        <p className="mt-1 text-sm text-muted">
          <FormattedMessage id="apply.deckAttention.intro" />
        </p>
      </div>
      <Card className="p-5 sm:p-6" data-testid="deck-attention">
        {!views.deck ? (
          <p className="text-sm text-muted">
            <FormattedMessage
              id="apply.deckAttention.noDeck"
              values={{
                link: (chunks) => (
                  <Link
                    to="/startups/full-profile"
                    hash="pitch-deck"
                    className="font-medium text-brand-600 hover:underline"
                  >
                    {chunks}
                  </Link>
                ),
              }}
            />
          </p>
        ) : opened === 0 ? (
          <p className="text-sm text-muted">
            <FormattedMessage
              id="apply.deckAttention.notOpened"
              values={{ pages: views.deck.pageCount ?? 0 }}
            />
          </p>
        ) : (
          <>
            <p className="text-sm text-ink">
              <FormattedMessage
                id="apply.deckAttention.opened"
                values={{
                  count: opened,
                  top: top ? 'yes' : 'no',
                  page: top?.page ?? 0,
                  duration: top ? formatDuration(intl, top.seconds) : '',
                  strong: (chunks) => <span className="font-medium">{chunks}</span>,
                }}
              />
            </p>
            <ol
              aria-label={intl.formatMessage({ id: 'apply.deckAttention.perPage' })}
              className="mt-5 flex h-40 items-end gap-1 overflow-x-auto pb-1 sm:gap-2"
            >
              {views.pages.map((p) => {
                const share = longest ? p.seconds / longest : 0
                const described = intl.formatMessage(
                  { id: 'apply.deckAttention.page' },
                  {
                    page: p.page,
                    duration: formatDuration(intl, p.seconds),
                    count: p.organisations,
                  },
                )
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
              <FormattedMessage id="apply.deckAttention.legend" />
            </p>
          </>
        )}
      </Card>
    </section>
  )
}
