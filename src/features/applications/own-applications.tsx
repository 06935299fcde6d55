import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Eye, EyeOff, Send } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ApplicationStatusBadge } from '@/components/application-status-badge'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { shownDate } from '@/lib/i18n/dates'
import { optionLabel } from '@/lib/i18n/option-labels'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

import { canWithdraw } from '@/domain/applications/status'
import { formatDuration } from './deck-attention'
import type { ApplicationDeckViews, DeckViews, OwnApplication } from './types'

/** A name of someone's own (an investor, a channel), kept as written. */
const name = (chunks: ReactNode[]) => <span translate="no">{chunks}</span>

/** The startup's applications with their status and, once decided, what the investor said. */
export function OwnApplications({
  applications,
  deckViews,
}: {
  applications: OwnApplication[]
  /** How each application's investor read the deck; absent, nothing is said of it. */
  deckViews?: DeckViews
}) {
  const viewsOf = new Map(deckViews?.applications.map((v) => [v.applicationId, v]))
  return (
    <section
      aria-labelledby="applications-heading"
      id="applications"
      className="scroll-mt-24 space-y-4"
    >
      <div>
        <h2
          id="applications-heading"
          className="flex items-center gap-2 text-lg font-semibold text-ink"
        >
          <Send className="size-5 text-brand-600" aria-hidden="true" />
          <FormattedMessage id="apply.own.title" />
        </h2>
        <p className="mt-1 text-sm text-muted">
          <FormattedMessage id="apply.own.intro" />
        </p>
      </div>
      {applications.length === 0 ? (
        <Card className="p-6 text-sm text-muted" data-testid="no-applications">
          <FormattedMessage id="apply.own.none" />
        </Card>
      ) : (
        <Card>
          <ul className="divide-y divide-line" data-testid="own-applications">
            {applications.map((a) => (
              <ApplicationRow
                key={a.id}
                application={a}
                deck={deckViews?.deck ? { ...deckViews.deck, views: viewsOf.get(a.id) } : null}
              />
            ))}
          </ul>
        </Card>
      )}
    </section>
  )
}

function ApplicationRow({
  application: a,
  deck,
}: {
  application: OwnApplication
  deck: { pageCount: number | null; views: ApplicationDeckViews | undefined } | null
}) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const withdraw = useMutation(trpc.startups.applications.withdraw.mutationOptions())
  const reachable = a.channelStatus === 'open' || a.channelStatus === 'closed'

  async function confirmWithdraw() {
    try {
      await withdraw.mutateAsync({ id: a.id })
      toast.success(intl.formatMessage({ id: 'apply.withdraw.done' }, { channel: a.channelTitle }))
    } catch (error) {
      // The server's refusal as it says it; ours when it says nothing.
      toast.error(
        error instanceof Error && error.message
          ? error.message
          : intl.formatMessage({ id: 'apply.withdraw.failed' }),
      )
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.startups.applications.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.startups.channels.matching.queryKey() }),
      queryClient.invalidateQueries({
        queryKey: trpc.startups.channels.get.queryKey({ id: a.channelId }),
      }),
    ])
  }

  return (
    <li className="p-4 sm:p-5" data-testid="own-application">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium wrap-anywhere text-ink" translate="no">
            {reachable ? (
              <Link
                to="/startups/apply/$id"
                params={{ id: a.channelId }}
                className="hover:text-brand-700 hover:underline"
              >
                {a.channelTitle}
              </Link>
            ) : (
              a.channelTitle
            )}
          </p>
          <p className="mt-0.5 text-sm text-muted">
            <FormattedMessage
              id="apply.own.dates"
              values={{
                investor: a.investorName,
                applied: shownDate(intl, a.submittedAt),
                decided: a.decidedAt ? 'yes' : 'no',
                decidedOn: shownDate(intl, a.decidedAt),
                name,
              }}
            />
          </p>
          {deck && (
            <DeckViewsLine
              investorName={a.investorName}
              decided={!!a.decidedAt}
              appliedAt={a.submittedAt}
              deck={deck}
            />
          )}
        </div>
        <div className="flex shrink-0 items-center gap-3">
          <ApplicationStatusBadge status={a.status} />
          {canWithdraw(a.status) && (
            <ConfirmDialog
              trigger={
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={intl.formatMessage(
                    { id: 'apply.withdraw.label' },
                    { channel: a.channelTitle },
                  )}
                >
                  <FormattedMessage id="apply.withdraw.button" />
                </Button>
              }
              title={intl.formatMessage({ id: 'apply.withdraw.title' })}
              description={
                <FormattedMessage
                  id="apply.withdraw.description"
                  values={{ investor: a.investorName, channel: a.channelTitle, name }}
                />
              }
              confirmLabel={intl.formatMessage({ id: 'apply.withdraw.confirm' })}
              pendingLabel={intl.formatMessage({ id: 'apply.withdraw.pending' })}
              onConfirm={confirmWithdraw}
            />
          )}
        </div>
      </div>
      {a.decisionMessage && (
        <div
          className={
            a.status === 'accepted'
              ? 'mt-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900'
              : 'mt-3 rounded-lg bg-surface p-3 text-sm text-ink'
          }
        >
          <p className="font-medium">
            <FormattedMessage
              id="apply.decision.messageFrom"
              values={{ investor: a.investorName, name }}
            />
          </p>
          {a.rejectionReason && (
            <p className="mt-0.5 text-muted">
              <FormattedMessage
                id="apply.decision.reason"
                values={{ reason: optionLabel(intl, 'rejectionReasons', a.rejectionReason) }}
              />
            </p>
          )}
          <p className="mt-1.5 whitespace-pre-line" translate="no">
            {a.decisionMessage}
          </p>
        </div>
      )}
    </li>
  )
}

/** What the application's investor organisation did with the deck, as one organisation. */
function DeckViewsLine({
  investorName,
  decided,
  appliedAt,
  deck: { pageCount, views },
}: {
  investorName: string
  decided: boolean
  appliedAt: Date | string | null
  deck: { pageCount: number | null; views: ApplicationDeckViews | undefined }
}) {
  const intl = useIntl()
  if (!views?.opened) {
    return (
      <p className="mt-1 flex items-center gap-1.5 text-sm text-muted" data-testid="deck-views">
        <EyeOff className="size-4 shrink-0" aria-hidden="true" />
        <span>
          <FormattedMessage
            id={decided ? 'apply.deckViews.notOpened' : 'apply.deckViews.notOpenedYet'}
            values={{ investor: investorName, name }}
          />
        </span>
      </p>
    )
  }
  return (
    <p className="mt-1 flex items-start gap-1.5 text-sm text-ink" data-testid="deck-views">
      <Eye className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
      <span>{deckReading(intl, views, pageCount, appliedAt)}</span>
    </p>
  )
}

/**
 * The fund's reading of the current deck, whenever it happened: a fund may have read it on
 * Discover before the founder applied, which the line then says (docs/decisions/0041-first-use-triage-amounts-discover.md).
 */
export function deckReading(
  intl: IntlShape,
  views: Pick<ApplicationDeckViews, 'pagesSeen' | 'seconds' | 'lastViewedAt'>,
  pageCount: number | null,
  appliedAt: Date | string | null,
): string {
  const last = views.lastViewedAt ? new Date(views.lastViewedAt) : null
  const before = Boolean(last && appliedAt && last < new Date(appliedAt))
  return intl.formatMessage(
    { id: 'apply.deckViews.reading' },
    {
      seen: views.pagesSeen,
      counted: pageCount ? 'yes' : 'no',
      pages: pageCount ?? 0,
      duration: formatDuration(intl, views.seconds),
      last: last ? (before ? 'before' : 'after') : 'never',
      date: shownDate(intl, last),
    },
  )
}
