import { Link } from '@tanstack/react-router'
import { AlertTriangle, CheckCircle2, Clock, ExternalLink, Lock } from 'lucide-react'
import type { ReactNode } from 'react'

import { OrganisationLogo } from '@/components/organisation-logo'
import { Badge, Card } from '@/components/ui/card'
import { ResponsivenessFacts } from '@/components/responsiveness'
import { cn } from '@/lib/cn'
import { formatDate, formatRupeeRange, plural } from '@/lib/format'

import { orList } from '@/domain/applications/fit'
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
  title: string
  aside?: ReactNode
  children: ReactNode
  className?: string
}) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`
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

const anyOf = (list: readonly string[], any: string) => (list.length ? orList(list, 'or', 8) : any)

/** The call itself: what it is for, when it runs, what they look for and the answer promise. */
export function ChannelDetails({ page }: { page: ApplyPage }) {
  const { channel } = page
  const days = plural(channel.responseDays, 'day')
  return (
    <Panel title="About this channel">
      {channel.description && (
        <p className="text-sm whitespace-pre-line text-ink">{channel.description}</p>
      )}
      <p className="mt-4 flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
        <Clock className="size-4 shrink-0" aria-hidden="true" />
        They promise an answer within {days} of your application.
      </p>
      <ResponsivenessFacts
        record={page.responsiveness}
        investorName={page.investor.name}
        className="mt-3 rounded-lg border border-line px-3 py-3"
      />
      <div className="mt-5">
        <Facts
          items={[
            ['Opens', formatDate(channel.opensAt) || 'Open now'],
            ['Closes', formatDate(channel.closesAt) || 'No closing date'],
            ['Sectors', anyOf(channel.sectors, 'Any sector')],
            ['Development stages', anyOf(channel.developmentStages, 'Any stage')],
            ['Headquarters', anyOf(channel.headquarters, 'Anywhere in India')],
            ['Business types', anyOf(channel.businessTypes, 'Any business type')],
            [
              'Raise size',
              formatRupeeRange(channel.raiseMin, channel.raiseMax) || 'Any raise size',
            ],
            [
              'Questions',
              channel.questions.length === 0
                ? 'None: your profile is enough'
                : `${channel.questions.length} (${channel.questions.filter((q) => q.required).length} required)`,
            ],
          ]}
        />
      </div>
    </Panel>
  )
}

export function InvestorDetails({ investor }: { investor: ApplyPage['investor'] }) {
  const cheque = formatRupeeRange(investor.chequeMin, investor.chequeMax)
  const items: [string, ReactNode][] = []
  if (cheque) items.push(['Cheque size', cheque])
  if (investor.sectors.length) items.push(['Preferred sectors', orList(investor.sectors, 'and', 6)])
  if (investor.stages.length) items.push(['Stages', orList(investor.stages, 'and', 6)])
  if (investor.headquarters.length)
    items.push(['Invests in', orList(investor.headquarters, 'and', 6)])
  if (investor.businessTypes.length)
    items.push(['Business types', orList(investor.businessTypes, 'and')])
  if (investor.portfolioSize != null)
    items.push(['Portfolio', `${investor.portfolioSize} companies`])
  return (
    <Panel title="The investor">
      <div className="flex items-center gap-3">
        <OrganisationLogo fileId={investor.logoFileId} size="md" />
        <p className="font-medium text-ink">{investor.name}</p>
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {investor.investorType && <Badge>{investor.investorType}</Badge>}
        {investor.website && (
          <a
            href={investor.website}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 break-all text-brand-600 hover:underline"
          >
            {investor.website.replace(/^https?:\/\//, '')}
            <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </div>
      {investor.thesis && (
        <p className="mt-3 text-sm whitespace-pre-line text-muted">{investor.thesis}</p>
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
  const off = applied
    ? []
    : fit.criteria.filter((c) => c.outcome === 'mismatch' || c.outcome === 'missing')
  return (
    <Panel title="How you fit" aside={<FitBadge fit={fit} />}>
      <p className="text-sm text-ink">{fit.summary}</p>
      <FitReasons criteria={fit.criteria} className="mt-3" />
      {off.length > 0 && (
        <p
          className="mt-4 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
          role="note"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          You can still apply: criteria guide investors, they do not exclude you. Use your answers
          to say why your startup is worth a look.
        </p>
      )}
    </Panel>
  )
}

/** The profile completeness the channel asks for, and what to fill in to reach it. */
export function CompletenessGate({ completeness }: { completeness: ApplyPage['completeness'] }) {
  const { percent, required, enough, parts } = completeness
  const gaps = parts.filter((p) => p.missing.length > 0)
  return (
    <Panel
      title="Your profile"
      aside={
        <span
          className="text-2xl font-semibold text-ink tabular-nums"
          data-testid="apply-completeness"
        >
          {percent}%
        </span>
      }
    >
      <div
        role="progressbar"
        aria-label="Profile completeness"
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
          This channel accepts any profile, but a complete one gets read first.
        </p>
      ) : enough ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-emerald-800">
          <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
          They ask for at least {required}% complete; yours is {percent}%.
        </p>
      ) : (
        <p
          className="mt-3 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
          role="alert"
        >
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          They ask for a profile at least {required}% complete; yours is {percent}%. Fill in{' '}
          {required - percent} more percentage points to apply.
        </p>
      )}
      {gaps.length > 0 && (
        <ul className="mt-4 space-y-2 text-sm" aria-label="What is missing">
          {gaps.map((part) => (
            <li key={part.key} className="min-w-0">
              <Link
                to={part.screen}
                hash={partLink[part.key].hash}
                className="font-medium text-brand-600 hover:underline"
              >
                {part.title}
              </Link>
              <span className="text-muted">
                {' '}
                — missing {part.missing.map((m) => m.label).join(', ')}
              </span>
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
  return (
    <Panel title="Your answers">
      {answers.length === 0 ? (
        <p className="text-sm text-muted">This channel asked no questions of its own.</p>
      ) : (
        <dl className="space-y-4" data-testid="submitted-answers">
          {answers.map((a) => (
            <div key={a.questionId}>
              <dt className="text-sm font-medium text-ink">{a.label}</dt>
              <dd className="mt-1 text-sm break-words whitespace-pre-line text-muted">
                {a.answer || <span className="italic">Not answered</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Panel>
  )
}
