import { ArrowRight, Check, Lock, Send } from 'lucide-react'
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl'

import type { MessageId } from '@/lib/i18n/catalog'

import { Chip, FitLine, MockField, MockWindow, sample } from './mock-parts'

export function ProfileMock() {
  const intl = useIntl()
  const tabs: { id: string; label: MessageId; pct: number }[] = [
    { id: 'startup', label: 'tour.mock.profile.tab.startup', pct: 100 },
    { id: 'founders', label: 'tour.mock.profile.tab.founders', pct: 100 },
    { id: 'full', label: 'tour.mock.profile.tab.full', pct: 74 },
  ]
  return (
    <MockWindow
      title={intl.formatMessage({ id: 'tour.mock.profile.window' }, { startup: sample.startup })}
    >
      <div className="flex flex-wrap gap-2">
        {tabs.map((tab, i) => (
          <span
            key={tab.id}
            className={`rounded-lg px-3 py-1.5 text-xs font-medium ${
              i === 0 ? 'bg-brand-600 text-white' : 'bg-surface text-ink'
            }`}
          >
            <FormattedMessage id={tab.label} values={{ pct: tab.pct }} />
          </span>
        ))}
      </div>
      <div className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <MockField label={intl.formatMessage({ id: 'tour.mock.profile.oneLiner' })}>
          <p className="rounded-lg border border-line px-3 py-2 text-sm text-ink">
            <FormattedMessage id="tour.mock.profile.oneLinerValue" />
          </p>
        </MockField>
        <MockField label={intl.formatMessage({ id: 'tour.mock.profile.sectors' })}>
          <div className="flex flex-wrap gap-1.5">
            <Chip>
              <FormattedMessage id="tour.mock.sector.climate" />
            </Chip>
            <Chip>
              <FormattedMessage id="tour.mock.sector.energy" />
            </Chip>
          </div>
        </MockField>
        <MockField label={intl.formatMessage({ id: 'tour.mock.profile.stage' })}>
          <p className="rounded-lg border border-line px-3 py-2 text-sm text-ink">
            <FormattedMessage id="tour.mock.profile.stageValue" />
          </p>
        </MockField>
        <MockField label={intl.formatMessage({ id: 'tour.mock.profile.hq' })}>
          <p className="rounded-lg border border-line px-3 py-2 text-sm text-ink">
            <FormattedMessage id="tour.mock.profile.hqValue" />
          </p>
        </MockField>
        <MockField label={intl.formatMessage({ id: 'tour.mock.profile.raise' })}>
          <p className="rounded-lg border border-line px-3 py-2 text-sm text-ink tabular-nums">
            <FormattedMessage id="tour.mock.profile.raiseValue" />
          </p>
        </MockField>
        <MockField label={intl.formatMessage({ id: 'tour.mock.profile.dpiit' })}>
          <p className="flex items-center gap-1.5 rounded-lg border border-line px-3 py-2 text-sm text-ink">
            <Check className="size-3.5 text-emerald-600" />
            <FormattedMessage id="tour.mock.profile.dpiitValue" />
          </p>
        </MockField>
      </div>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4 text-xs">
        <span className="flex items-center gap-2 text-ink">
          <span className="inline-flex h-4 w-7 items-center rounded-full bg-brand-600 p-0.5">
            <span className="ml-auto size-3 rounded-full bg-white" />
          </span>
          <FormattedMessage id="tour.mock.profile.discoverable" />
        </span>
        <span className="text-muted">
          <FormattedMessage id="tour.mock.profile.saved" />
        </span>
      </div>
    </MockWindow>
  )
}

export function FitMock() {
  const intl = useIntl()
  const fit = (id: MessageId) => intl.formatMessage({ id })
  return (
    <MockWindow title={fit('tour.mock.fit.window')}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            <FormattedMessage id="tour.mock.channel" />
          </p>
          <p className="text-xs text-muted">
            <FormattedMessage id="tour.mock.fit.closes" />
          </p>
        </div>
        <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-700">
          <FormattedMessage id="tour.mock.fit.score" />
        </span>
      </div>
      <ul className="mt-3 divide-y divide-line">
        <FitLine ok label={fit('tour.mock.fit.sector')} detail={fit('tour.mock.fit.sectorYours')} />
        <FitLine ok label={fit('tour.mock.fit.stage')} detail={fit('tour.mock.fit.stageYours')} />
        <FitLine ok label={fit('tour.mock.fit.hq')} detail={fit('tour.mock.fit.hqYours')} />
        <FitLine ok label={fit('tour.mock.fit.raise')} detail={fit('tour.mock.fit.raiseYours')} />
        <FitLine
          ok={false}
          label={fit('tour.mock.fit.business')}
          detail={fit('tour.mock.fit.businessYours')}
        />
      </ul>
      <div className="mt-4 flex justify-end">
        <span className="inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-medium text-white">
          <FormattedMessage id="tour.mock.fit.apply" />
          <ArrowRight className="size-3.5" />
        </span>
      </div>
    </MockWindow>
  )
}

export function ApplyMock() {
  const intl = useIntl()
  const shared: MessageId[] = [
    'tour.mock.apply.shared.startup',
    'tour.mock.apply.shared.founders',
    'tour.mock.apply.shared.full',
    'tour.mock.apply.shared.deck',
    'tour.mock.apply.shared.answers',
  ]
  return (
    <MockWindow
      title={intl.formatMessage(
        { id: 'tour.mock.apply.window' },
        { channel: intl.formatMessage({ id: 'tour.mock.channel' }) },
      )}
    >
      <div className="space-y-4">
        <MockField label={intl.formatMessage({ id: 'tour.mock.apply.question1' })}>
          <p className="rounded-lg border border-line px-3 py-2 text-sm text-ink tabular-nums">
            <FormattedNumber value={38} />
          </p>
        </MockField>
        <MockField label={intl.formatMessage({ id: 'tour.mock.apply.question2' })}>
          <p className="rounded-lg border border-line px-3 py-2 text-sm leading-6 text-ink">
            <FormattedMessage id="tour.mock.apply.answer2" />
          </p>
        </MockField>
        <div className="rounded-xl bg-surface p-3">
          <p className="flex items-center gap-1.5 text-xs font-medium text-ink">
            <Lock className="size-3.5 text-muted" />
            <FormattedMessage id="tour.mock.apply.sharedWith" />
          </p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            {shared.map((item) => (
              <Chip key={item} tone="plain">
                <FormattedMessage id={item} />
              </Chip>
            ))}
          </div>
        </div>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <span className="rounded-lg border border-line px-3 py-1.5 text-sm text-ink">
          <FormattedMessage id="tour.mock.apply.back" />
        </span>
        <span className="inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-medium text-white">
          <Send className="size-3.5" />
          <FormattedMessage id="tour.mock.apply.submit" />
        </span>
      </div>
    </MockWindow>
  )
}
