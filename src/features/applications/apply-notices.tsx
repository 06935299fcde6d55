import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { ApplicationStatusBadge } from '@/components/application-status-badge'
import { Card } from '@/components/ui/card'
import { isUndecided } from '@/domain/applications/status'
import { shownDate } from '@/lib/i18n/dates'
import { optionLabel } from '@/lib/i18n/option-labels'

import type { ApplyPage } from './types'

/** A name of someone's own, kept as written. */
const name = (chunks: ReactNode[]) => <span translate="no">{chunks}</span>

export function AppliedNotice({ page }: { page: ApplyPage }) {
  const intl = useIntl()
  const a = page.application!
  const investor = page.investor.name
  return (
    <Card className="p-5 sm:p-6" data-testid="applied-notice">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium text-ink">
          <FormattedMessage
            id="apply.applied.on"
            values={{ date: shownDate(intl, a.submittedAt) }}
          />
        </p>
        <ApplicationStatusBadge status={a.status} />
      </div>
      <p className="mt-1 text-sm text-muted">
        {a.status === 'withdrawn' ? (
          <FormattedMessage id="apply.applied.withdrawn" />
        ) : isUndecided(a.status) ? (
          <FormattedMessage
            id="apply.applied.promise"
            values={{ investor, days: page.channel.responseDays, name }}
          />
        ) : (
          <FormattedMessage
            id="apply.applied.decided"
            values={{ investor, date: shownDate(intl, a.decidedAt), name }}
          />
        )}
      </p>
      {a.decisionMessage && (
        <div className="mt-4 rounded-lg bg-surface p-4 text-sm">
          <p className="font-medium text-ink">
            <FormattedMessage id="apply.decision.messageFrom" values={{ investor, name }} />
          </p>
          {a.rejectionReason && (
            <p className="mt-0.5 text-muted">
              <FormattedMessage
                id="apply.decision.reason"
                values={{ reason: optionLabel(intl, 'rejectionReasons', a.rejectionReason) }}
              />
            </p>
          )}
          <p className="mt-1.5 whitespace-pre-line text-ink" translate="no">
            {a.decisionMessage}
          </p>
        </div>
      )}
      <Link
        to="/startups"
        hash="applications"
        className="mt-4 inline-block text-sm font-medium text-brand-600 hover:underline"
      >
        <FormattedMessage id="apply.applied.all" />
      </Link>
    </Card>
  )
}

type Window = Pick<ApplyPage['channel'], 'status' | 'opensAt' | 'closesAt'>

/**
 * Why a channel takes no applications, in the page's language: the reasons the server's
 * `channelAvailability` gives (src/server/db/queries/startup-channels.ts), told again from the
 * channel's own dates.
 */
function unavailability(intl: IntlShape, channel: Window, now: Date): string {
  const at = (value: Date | string | null) => (value == null ? null : new Date(value))
  const opensAt = at(channel.opensAt)
  const closesAt = at(channel.closesAt)
  if (channel.status !== 'open') {
    const since = closesAt && closesAt <= now ? shownDate(intl, closesAt) : ''
    return intl.formatMessage(
      { id: 'apply.closed.closed' },
      { since: since ? 'yes' : 'no', date: since },
    )
  }
  if (opensAt && opensAt > now) {
    return intl.formatMessage({ id: 'apply.closed.opens' }, { date: shownDate(intl, opensAt) })
  }
  if (closesAt && closesAt <= now) {
    return intl.formatMessage({ id: 'apply.closed.closedOn' }, { date: shownDate(intl, closesAt) })
  }
  return intl.formatMessage({ id: 'apply.closed.notNow' })
}

export function ClosedNotice({ channel }: { channel: Window }) {
  const intl = useIntl()
  return (
    <div
      role="status"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm text-amber-900"
      data-testid="closed-notice"
    >
      <p className="font-medium">{unavailability(intl, channel, new Date())}</p>
      <p className="mt-1">
        <FormattedMessage
          id="apply.closed.lookElsewhere"
          values={{
            link: (chunks) => (
              <Link to="/startups" hash="matching-heading" className="font-medium underline">
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
    </div>
  )
}
