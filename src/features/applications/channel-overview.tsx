import { Link } from '@tanstack/react-router'
import { AlertTriangle, CheckCircle2, Clock, ExternalLink, Lock } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { OrganisationLogo } from '@/components/organisation-logo'
import { Badge, Card } from '@/components/ui/card'
import { ResponsivenessFacts } from '@/components/responsiveness'
import { cn } from '@/lib/cn'
import type { MessageId } from '@/lib/i18n/catalog'
import { shownDate } from '@/lib/i18n/dates'
import { optionLabel, type OptionListName } from '@/lib/i18n/option-labels'
import { shownRupeeRange } from '@/lib/i18n/rupees'

import { missingLabel, partTitles } from './completeness-text'
import { shownList } from './fit-sentences'
import { fitSummary } from './fit-text'
import { FitBadge, FitReasons } from './fit-view'
import type { ApplyPage } from './types'

/** Where each part of the profile is edited; the full-profile parts open at their own section. */
const partLink: Record<ApplyPage['completeness']['parts'][number]['key'], { hash?: string }> = {
  profile: {},
  founders: {},
  marketPositioning: { hash: 'market-positioning' },
  businessTeam: { hash: 'business-team' },
  tractionIp: { hash: 'traction-ip' },
}

export function Panel({
  title,
  aside,
  children,
  className,
}: {
  title: ReactNode
  aside?: ReactNode
  children: ReactNode
  className?: string
}) {
  const id = useId()
  return (
    <Card className={cn('min-w-0 p-5 sm:p-6', className)}>
      <section aria-labelledby={id}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={id} className="text-base font-semibold text-ink">
            {title}
          </h2>
          {aside}
        </div>
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  )
}

/** Label and value pairs in two columns; a `wide` pair (long text) takes the whole row. */
export function Facts({ items }: { items: [label: string, value: ReactNode, wide?: boolean][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([label, value, wide]) => (
        <div key={label} className={cn('min-w-0', wide && 'sm:col-span-2')}>
          <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
          <dd className="mt-0.5 text-sm wrap-break-word text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The channel's criterion as a list of its values, or what an empty one means. */
function anyOf(intl: IntlShape, list: OptionListName, values: readonly string[], any: string) {
  return values.length ? shownList(intl, list, values, 'or', 8) : any
}

/** The call itself: what it is for, when it runs, what they look for and the answer promise. */
export function ChannelDetails({ page }: { page: ApplyPage }) {
  const intl = useIntl()
  const { channel } = page
  const say = (id: MessageId) => intl.formatMessage({ id })
  const required = channel.questions.filter((q) => q.required).length
  return (
    <Panel title={say('apply.channel.title')}>
      {channel.description && (
        <p className="text-sm whitespace-pre-line text-ink" translate="no">
          {channel.description}
        </p>
      )}
      <p className="mt-4 flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
        <Clock className="size-4 shrink-0" aria-hidden="true" />
        <FormattedMessage id="apply.channel.promise" values={{ days: channel.responseDays }} />
      </p>
      <ResponsivenessFacts
        record={page.responsiveness}
        investorName={page.investor.name}
        className="mt-3 rounded-lg border border-line px-3 py-3"
      />
      <div className="mt-5">
        <Facts
          items={[
            [
              say('apply.channel.opens'),
              shownDate(intl, channel.opensAt) || say('apply.channel.openNow'),
            ],
            [
              say('apply.channel.closes'),
              shownDate(intl, channel.closesAt) || say('apply.channel.noClosingDate'),
            ],
            [
              say('apply.channel.sectors'),
              anyOf(intl, 'sectors', channel.sectors, say('apply.channel.anySector')),
            ],
            [
              say('apply.channel.stages'),
              anyOf(
                intl,
                'developmentStages',
                channel.developmentStages,
                say('apply.channel.anyStage'),
              ),
            ],
            [
              say('apply.channel.headquarters'),
              anyOf(intl, 'headquarters', channel.headquarters, say('apply.channel.anywhere')),
            ],
            [
              say('apply.channel.businessTypes'),
              anyOf(
                intl,
                'businessTypes',
                channel.businessTypes,
                say('apply.channel.anyBusinessType'),
              ),
            ],
            [
              say('apply.channel.raise'),
              shownRupeeRange(intl, channel.raiseMin, channel.raiseMax) ||
                say('apply.channel.anyRaise'),
            ],
            [
              say('apply.channel.questions'),
              channel.questions.length === 0
                ? say('apply.channel.noQuestions')
                : intl.formatMessage(
                    { id: 'apply.channel.questionCount' },
                    { count: channel.questions.length, required },
                  ),
            ],
          ]}
        />
      </div>
    </Panel>
  )
}

export function InvestorDetails({ investor }: { investor: ApplyPage['investor'] }) {
  const intl = useIntl()
  const say = (id: MessageId) => intl.formatMessage({ id })
  const cheque = shownRupeeRange(intl, investor.chequeMin, investor.chequeMax)
  const items: [string, ReactNode][] = []
  if (cheque) items.push([say('apply.investor.cheque'), cheque])
  if (investor.sectors.length)
    items.push([
      say('apply.investor.sectors'),
      shownList(intl, 'sectors', investor.sectors, 'and', 6),
    ])
  if (investor.stages.length)
    items.push([
      say('apply.investor.stages'),
      shownList(intl, 'developmentStages', investor.stages, 'and', 6),
    ])
  if (investor.headquarters.length)
    items.push([
      say('apply.investor.investsIn'),
      shownList(intl, 'headquarters', investor.headquarters, 'and', 6),
    ])
  if (investor.businessTypes.length)
    items.push([
      say('apply.investor.businessTypes'),
      shownList(intl, 'businessTypes', investor.businessTypes, 'and', 4),
    ])
  if (investor.portfolioSize != null)
    items.push([
      say('apply.investor.portfolio'),
      intl.formatMessage({ id: 'apply.investor.companies' }, { count: investor.portfolioSize }),
    ])
  return (
    <Panel title={say('apply.investor.title')}>
      <div className="flex items-center gap-3">
        <OrganisationLogo fileId={investor.logoFileId} size="md" />
        <p className="font-medium text-ink" translate="no">
          {investor.name}
        </p>
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {investor.investorType && (
          <Badge>{optionLabel(intl, 'investorTypes', investor.investorType)}</Badge>
        )}
        {investor.website && (
          <a
            href={investor.website}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 break-all text-brand-600 hover:underline"
          >
            <span translate="no">{investor.website.replace(/^https?:\/\//, '')}</span>
            <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="sr-only">
              <FormattedMessage id="apply.investor.newTab" />
            </span>
          </a>
        )}
      </div>
      {investor.thesis && (
        <p className="mt-3 text-sm whitespace-pre-line text-muted" translate="no">
          {investor.thesis}
        </p>
      )}
      {items.length > 0 && (
        <div className="mt-4">
          <Facts items={items} />
        </div>
      )}
    </Panel>
  )
}

/**
 * How the startup fits, criterion by criterion; a warning, never a block. Once it has applied, the
 * fit is only read: nothing invites it to apply again.
 */
export function FitPanel({ fit, applied = false }: { fit: ApplyPage['fit']; applied?: boolean }) {
  const intl = useIntl()
  const off = applied
    ? []
    : fit.criteria.filter((c) => c.outcome === 'mismatch' || c.outcome === 'missing')
  return (
    <Panel title={intl.formatMessage({ id: 'apply.fit.title' })} aside={<FitBadge fit={fit} />}>
      <p className="text-sm text-ink">{fitSummary(intl, fit)}</p>
      <FitReasons criteria={fit.criteria} className="mt-3" />
      {off.length > 0 && (
        <p
          className="mt-4 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
          role="note"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <FormattedMessage id="apply.fit.stillApply" />
        </p>
      )}
    </Panel>
  )
}

/** The profile completeness the channel asks for, and what to fill in to reach it. */
export function CompletenessGate({ completeness }: { completeness: ApplyPage['completeness'] }) {
  const intl = useIntl()
  const { percent, required, enough, parts } = completeness
  const gaps = parts.filter((p) => p.missing.length > 0)
  return (
    <Panel
      title={intl.formatMessage({ id: 'apply.completeness.title' })}
      aside={
        <span
          className="text-2xl font-semibold text-ink tabular-nums"
          data-testid="apply-completeness"
        >
          {intl.formatNumber(percent / 100, { style: 'percent' })}
        </span>
      }
    >
      <div
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'apply.completeness.label' })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="relative h-2 overflow-visible rounded-full bg-brand-50"
      >
        <div
          className={cn('h-full rounded-full', enough ? 'bg-emerald-500' : 'bg-amber-500')}
          style={{ width: `${percent}%` }}
        />
        {required > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-1 h-4 w-0.5 bg-ink"
            style={{ left: `${required}%` }}
          />
        )}
      </div>
      {required === 0 ? (
        <p className="mt-3 text-sm text-muted">
          <FormattedMessage id="apply.completeness.any" />
        </p>
      ) : enough ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-emerald-800">
          <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
          <FormattedMessage id="apply.completeness.enough" values={{ required, percent }} />
        </p>
      ) : (
        <p
          className="mt-3 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
          role="alert"
        >
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <FormattedMessage
            id="apply.completeness.short"
            values={{ required, percent, points: required - percent }}
          />
        </p>
      )}
      {gaps.length > 0 && (
        <ul
          className="mt-4 space-y-2 text-sm"
          aria-label={intl.formatMessage({ id: 'apply.completeness.missingLabel' })}
        >
          {gaps.map((part) => (
            <li key={part.key} className="min-w-0">
              <FormattedMessage
                id="apply.completeness.part"
                values={{
                  part: intl.formatMessage({ id: partTitles[part.key] }),
                  missing: part.missing.map((m) => missingLabel(intl, m)).join(', '),
                  link: (chunks) => (
                    <Link
                      to={part.screen}
                      hash={partLink[part.key].hash}
                      className="font-medium text-brand-600 hover:underline"
                    >
                      {chunks}
                    </Link>
                  ),
                  muted: (chunks) => <span className="text-muted">{chunks}</span>,
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}

type SubmittedAnswer = NonNullable<ApplyPage['application']>['answers'][number]

/** The answers the startup sent with its application, as it sent them (read only). */
export function SubmittedAnswers({ answers }: { answers: SubmittedAnswer[] }) {
  const intl = useIntl()
  return (
    <Panel title={intl.formatMessage({ id: 'apply.answers.title' })}>
      {answers.length === 0 ? (
        <p className="text-sm text-muted">
          <FormattedMessage id="apply.answers.noQuestions" />
        </p>
      ) : (
        <dl className="space-y-4" data-testid="submitted-answers">
          {answers.map((a) => (
            <div key={a.questionId}>
              <dt className="text-sm font-medium text-ink" translate="no">
                {a.label}
              </dt>
              <dd
                className="mt-1 text-sm break-words whitespace-pre-line text-muted"
                translate={a.answer ? 'no' : undefined}
              >
                {a.answer || (
                  <span className="italic">
                    <FormattedMessage id="apply.answers.notAnswered" />
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Panel>
  )
}
