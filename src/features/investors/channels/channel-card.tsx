import { Link } from '@tanstack/react-router'
import { AlertTriangle, Clock, Eye, EyeOff } from 'lucide-react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { Card } from '@/components/ui/card'
import { shownDate } from '@/lib/i18n/dates'
import { optionLabel } from '@/lib/i18n/option-labels'

import { ChannelStatusBadge } from './channel-status-badge'
import type { ChannelSummary } from './types'

/** The channel's dates, in the tense of today: an opening day already past reads "Opened". */
export function datesText(
  intl: IntlShape,
  opensAt: Date | null,
  closesAt: Date | null,
  now = new Date(),
): string {
  const opens = shownDate(intl, opensAt)
  const closes = shownDate(intl, closesAt)
  if (opens && closes) {
    return intl.formatMessage({ id: 'investor.channelCard.dates.range' }, { opens, closes })
  }
  if (opens) {
    return intl.formatMessage(
      { id: 'investor.channelCard.dates.opens' },
      { past: opensAt! <= now ? 'yes' : 'no', date: opens },
    )
  }
  if (closes) {
    return intl.formatMessage(
      { id: 'investor.channelCard.dates.closes' },
      { past: closesAt! <= now ? 'yes' : 'no', date: closes },
    )
  }
  return intl.formatMessage({ id: 'investor.channelCard.dates.none' })
}

/** Submitted and the decisions are statuses, named in the page's language; stages are the fund's. */
const statusTiles = new Set(['submitted', 'accepted', 'rejected'])
function tileName(intl: IntlShape, tile: { key: string; name: string }): string {
  return statusTiles.has(tile.key) ? optionLabel(intl, 'applicationStatuses', tile.key) : tile.name
}

export function ChannelCard({ channel }: { channel: ChannelSummary }) {
  const intl = useIntl()
  const listed = channel.visibility === 'listed'
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-base font-semibold wrap-anywhere text-ink">
            <Link
              to="/investors/channels/$id"
              params={{ id: channel.id }}
              className="hover:text-brand-700 hover:underline"
              translate="no"
            >
              {channel.title}
            </Link>
          </h2>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-muted">
            <ChannelStatusBadge status={channel.status} opensAt={channel.opensAt} />
            <span className="inline-flex items-center gap-1">
              {listed ? (
                <Eye className="size-3.5" aria-hidden="true" />
              ) : (
                <EyeOff className="size-3.5" aria-hidden="true" />
              )}
              <FormattedMessage
                id={listed ? 'investor.channelCard.listed' : 'investor.channelCard.unlisted'}
              />
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden="true" />
              <FormattedMessage
                id="investor.channelCard.answersWithin"
                values={{ days: channel.responseDays }}
              />
            </span>
            <span>{datesText(intl, channel.opensAt, channel.closesAt)}</span>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2 sm:flex-col sm:items-end">
          <Link
            to="/investors/applications"
            search={{ channelId: channel.id }}
            className="text-sm text-ink hover:text-brand-700 hover:underline"
          >
            <FormattedMessage
              id="investor.channelCard.applications"
              values={{
                count: channel.total,
                figure: (chunks) => (
                  <span className="text-lg font-semibold tabular-nums">{chunks}</span>
                ),
              }}
            />
          </Link>
          {channel.overdue > 0 ? (
            <Link
              to="/investors/applications"
              search={{ channelId: channel.id, status: 'overdue' }}
              aria-label={intl.formatMessage(
                { id: 'investor.channelCard.overdueLabel' },
                { count: channel.overdue, title: channel.title },
              )}
              className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-medium text-red-700 hover:underline"
            >
              <AlertTriangle className="size-3.5" aria-hidden="true" />
              <FormattedMessage
                id="investor.channelCard.overdue"
                values={{ count: channel.overdue }}
              />
            </Link>
          ) : (
            <p className="text-xs text-muted">
              <FormattedMessage id="investor.channelCard.noneOverdue" />
            </p>
          )}
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-2 border-t border-line pt-4 sm:grid-cols-3 lg:grid-cols-6">
        {/* Submitted, the fund's stages in its order, then the decisions (listChannels). */}
        {channel.tiles.map((tile) => {
          const name = tileName(intl, tile)
          return (
            <div
              key={tile.key}
              className="relative min-w-0 rounded-lg bg-surface px-3 py-2 hover:bg-brand-50"
            >
              {/* A stage by the name the fund gave it (and its title): its data, never translated. */}
              <dt
                className="truncate text-xs text-muted"
                title={name}
                translate={statusTiles.has(tile.key) ? undefined : 'no'}
              >
                {/* The whole tile opens the list of this channel's applications in this stage. */}
                <Link
                  to="/investors/applications"
                  search={{ channelId: channel.id, status: tile.key }}
                  aria-label={intl.formatMessage(
                    { id: 'investor.channelCard.tileLabel' },
                    { name, count: tile.count, title: channel.title },
                  )}
                  className="after:absolute after:inset-0 after:rounded-lg"
                >
                  {name}
                </Link>
              </dt>
              <dd className="text-sm font-semibold text-ink tabular-nums">{tile.count}</dd>
            </div>
          )
        })}
      </dl>
      <p className="mt-3 text-xs text-muted">
        <FormattedMessage
          id="investor.channelCard.updated"
          values={{ date: shownDate(intl, channel.updatedAt) }}
        />
      </p>
    </Card>
  )
}
