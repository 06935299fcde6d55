import { Clock, Filter, Lock, MessageSquare, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import type { MessageId } from '@/lib/i18n/catalog'

import { Chip, MockWindow, sample, Stars } from './mock-parts'

export function PipelineMock() {
  const intl = useIntl()
  const columns: { status: MessageId; count: number; tone: string }[] = [
    { status: 'tour.mock.status.submitted', count: 24, tone: 'bg-surface text-ink' },
    { status: 'tour.mock.status.inReview', count: 11, tone: 'bg-saffron-100 text-ink' },
    { status: 'tour.mock.status.shortlisted', count: 6, tone: 'bg-brand-50 text-brand-700' },
    { status: 'tour.mock.status.dueDiligence', count: 2, tone: 'bg-brand-600 text-white' },
  ]
  const rows: { name: string; meta: MessageId; status: MessageId; overdue: boolean }[] = [
    {
      name: sample.startup,
      meta: 'tour.mock.pipeline.row.hasiru',
      status: 'tour.mock.status.shortlisted',
      overdue: false,
    },
    {
      name: sample.kaveri,
      meta: 'tour.mock.pipeline.row.kaveri',
      status: 'tour.mock.status.inReview',
      overdue: false,
    },
    {
      name: sample.vayu,
      meta: 'tour.mock.pipeline.row.vayu',
      status: 'tour.mock.status.submitted',
      overdue: true,
    },
  ]
  const filters: MessageId[] = [
    'tour.mock.sector.climate',
    'tour.mock.state.karnataka',
    'tour.mock.raise.range',
  ]
  return (
    <MockWindow title={intl.formatMessage({ id: 'tour.mock.pipeline.window' })}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="flex items-center gap-1 text-xs font-medium text-muted">
          <Filter className="size-3.5" />
          <FormattedMessage id="tour.mock.pipeline.filters" />
        </span>
        {filters.map((filter) => (
          <Chip key={filter}>
            <FormattedMessage id={filter} />
            <X className="size-3" />
          </Chip>
        ))}
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {columns.map((col) => (
          <div key={col.status} className={`rounded-xl px-3 py-2 ${col.tone}`}>
            <p className="text-lg font-semibold tabular-nums">{intl.formatNumber(col.count)}</p>
            <p className="text-xs">
              <FormattedMessage id={col.status} />
            </p>
          </div>
        ))}
      </div>
      <div className="mt-4 divide-y divide-line rounded-xl border border-line">
        {rows.map((row) => (
          <div key={row.name} className="flex items-center justify-between gap-3 px-3 py-2.5">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-ink" translate="no">
                {row.name}
              </p>
              <p className="truncate text-xs text-muted">
                <FormattedMessage id={row.meta} />
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-2">
              {row.overdue && (
                <span className="hidden items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700 sm:inline-flex">
                  <Clock className="size-3" />
                  <FormattedMessage id="tour.mock.pipeline.overdue" />
                </span>
              )}
              <span className="rounded-full bg-surface px-2.5 py-0.5 text-xs font-medium text-ink">
                <FormattedMessage id={row.status} />
              </span>
            </div>
          </div>
        ))}
      </div>
    </MockWindow>
  )
}

export function TeamMock() {
  const intl = useIntl()
  return (
    <MockWindow
      title={intl.formatMessage({ id: 'tour.mock.team.window' }, { startup: sample.startup })}
    >
      <p className="text-xs font-medium tracking-wide text-muted uppercase">
        <FormattedMessage id="tour.mock.team.ratings" />
      </p>
      <ul className="mt-2 space-y-2">
        <li className="flex items-center justify-between gap-3 rounded-lg bg-surface px-3 py-2">
          <span className="text-sm text-ink">
            <FormattedMessage id="tour.mock.team.you" />
          </span>
          <Stars value={4} />
        </li>
        <li className="flex items-center justify-between gap-3 rounded-lg bg-surface px-3 py-2">
          <span className="text-sm text-ink" translate="no">
            {sample.meera}
          </span>
          <Stars value={4} />
        </li>
        <li className="flex items-center justify-between gap-3 rounded-lg bg-surface px-3 py-2">
          <span className="text-sm text-ink" translate="no">
            {sample.arjun}
          </span>
          <span className="flex items-center gap-1 text-xs text-muted">
            <Lock className="size-3" />
            <FormattedMessage id="tour.mock.team.notRated" />
          </span>
        </li>
      </ul>
      <p className="mt-5 flex items-center gap-1.5 text-xs font-medium tracking-wide text-muted uppercase">
        <MessageSquare className="size-3.5" />
        <FormattedMessage id="tour.mock.team.notes" />
      </p>
      <ul className="mt-2 space-y-3">
        <li className="rounded-xl border border-line p-3">
          <p className="text-xs text-muted">
            <FormattedMessage id="tour.mock.team.note1.meta" values={{ name: sample.meera }} />
          </p>
          <p className="mt-1 text-sm text-ink">
            <FormattedMessage id="tour.mock.team.note1" />
          </p>
        </li>
        <li className="rounded-xl border border-line p-3">
          <p className="text-xs text-muted">
            <FormattedMessage id="tour.mock.team.note2.meta" />
          </p>
          <p className="mt-1 text-sm text-ink">
            <FormattedMessage id="tour.mock.team.note2" />
          </p>
        </li>
      </ul>
      <p className="mt-4 flex items-center gap-1.5 text-xs text-muted">
        <Lock className="size-3" />
        <FormattedMessage id="tour.mock.team.private" />
      </p>
    </MockWindow>
  )
}

/** The status in a history line, as it was shown before the line was a message. */
const historyStatus = (chunks: ReactNode[]) => (
  <span className="font-medium text-ink">{chunks}</span>
)

export function DecisionMock() {
  const intl = useIntl()
  const history: MessageId[] = [
    'tour.mock.decision.history.submitted',
    'tour.mock.decision.history.inReview',
    'tour.mock.decision.history.shortlisted',
    'tour.mock.decision.history.rejected',
  ]
  return (
    <MockWindow title={intl.formatMessage({ id: 'tour.mock.decision.window' })}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            <FormattedMessage id="tour.mock.channel" />
          </p>
          <p className="text-xs text-muted">
            <FormattedMessage id="tour.mock.decision.decided" />
          </p>
        </div>
        <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-medium text-red-700">
          <FormattedMessage id="tour.mock.status.rejected" />
        </span>
      </div>
      <div className="mt-4 rounded-xl bg-surface p-4">
        <p className="text-xs font-medium text-muted">
          <FormattedMessage id="tour.mock.decision.reason" />
        </p>
        <p className="mt-0.5 text-sm font-medium text-ink">
          <FormattedMessage id="tour.mock.decision.reasonValue" />
        </p>
        <p className="mt-3 text-xs font-medium text-muted">
          <FormattedMessage id="tour.mock.decision.messageLabel" />
        </p>
        <p className="mt-1 text-sm leading-6 text-ink">
          <FormattedMessage id="tour.mock.decision.message" />
        </p>
      </div>
      <ol className="mt-4 space-y-2 border-l-2 border-line pl-4 text-xs text-muted">
        {history.map((line) => (
          <li key={line}>
            <FormattedMessage id={line} values={{ b: historyStatus }} />
          </li>
        ))}
      </ol>
    </MockWindow>
  )
}
