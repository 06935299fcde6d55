import { Link } from '@tanstack/react-router'
import { ArrowRight, Check, ChevronDown, Clock, Compass, X } from 'lucide-react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { OrganisationLogo } from '@/components/organisation-logo'
import { ResponsivenessLine } from '@/components/responsiveness'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ApplicationStatusBadge } from '@/components/application-status-badge'
import { cn } from '@/lib/cn'
import { shownDate } from '@/lib/i18n/dates'
import { optionLabel } from '@/lib/i18n/option-labels'

import { fitSummary } from './fit-text'
import { FitBadge, FitReasons } from './fit-view'
import { thesisLine } from './thesis-text'
import type { MatchingChannel } from './types'

const firstShown = 6
/** Between the investor's name and its kind: punctuation, the same in every language. */
const separator = ' · '

/** Open channels ranked by fit, each with why it fits and a way to apply. */
export function MatchingChannels({ channels }: { channels: MatchingChannel[] }) {
  const [showAll, setShowAll] = useState(false)
  const shown = showAll ? channels : channels.slice(0, firstShown)
  return (
    <section aria-labelledby="matching-heading" className="space-y-4">
      <div>
        <h2
          id="matching-heading"
          className="flex items-center gap-2 text-lg font-semibold text-ink"
        >
          <Compass className="size-5 text-brand-600" aria-hidden="true" />
          <FormattedMessage id="apply.matching.title" />
        </h2>
        <p className="mt-1 text-sm text-muted">
          <FormattedMessage id="apply.matching.intro" />
        </p>
      </div>
      {channels.length === 0 ? (
        <Card className="p-6 text-sm text-muted" data-testid="no-matching-channels">
          <FormattedMessage id="apply.matching.none" />
        </Card>
      ) : (
        <>
          <ul className="grid gap-4 lg:grid-cols-2" data-testid="matching-channels">
            {shown.map((c) => (
              <li key={c.id} className="min-w-0">
                <ChannelFitCard channel={c} />
              </li>
            ))}
          </ul>
          {channels.length > firstShown && (
            <Button
              variant="secondary"
              onClick={() => setShowAll((v) => !v)}
              aria-expanded={showAll}
            >
              <FormattedMessage
                id={showAll ? 'apply.matching.fewer' : 'apply.matching.all'}
                values={{ count: channels.length }}
              />
            </Button>
          )}
        </>
      )}
    </section>
  )
}

function ChannelFitCard({ channel }: { channel: MatchingChannel }) {
  const intl = useIntl()
  const closes = shownDate(intl, channel.closesAt)
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold wrap-anywhere text-ink" translate="no">
            <Link
              to="/startups/apply/$id"
              params={{ id: channel.id }}
              className="hover:text-brand-700 hover:underline"
            >
              {channel.title}
            </Link>
          </h3>
          <p className="mt-0.5 flex items-center gap-2 text-sm text-muted">
            <OrganisationLogo fileId={channel.investorLogoFileId} size="sm" />
            <span className="min-w-0">
              {channel.investorPage ? (
                <a
                  href={`/investor/${channel.investorPage}`}
                  className="text-brand-700 underline underline-offset-2"
                  translate="no"
                >
                  {channel.investorName}
                </a>
              ) : (
                <span translate="no">{channel.investorName}</span>
              )}
              {channel.investorType && (
                <>
                  {separator}
                  {optionLabel(intl, 'investorTypes', channel.investorType)}
                </>
              )}
            </span>
          </p>
        </div>
        <FitBadge fit={channel.fit} className="shrink-0" />
      </div>
      <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
        <span>
          {closes ? (
            <FormattedMessage id="apply.matching.closes" values={{ date: closes }} />
          ) : (
            <FormattedMessage id="apply.matching.noClosingDate" />
          )}
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" />
          <FormattedMessage
            id="apply.matching.answerWithin"
            values={{ days: channel.responseDays }}
          />
        </span>
        {channel.minCompleteness > 0 && (
          <span>
            <FormattedMessage
              id="apply.matching.needsProfile"
              values={{ percent: channel.minCompleteness }}
            />
          </span>
        )}
        <ResponsivenessLine record={channel.responsiveness} />
      </p>
      <details className="group mt-3 rounded-lg bg-surface px-3 py-2">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 text-sm text-ink [&::-webkit-details-marker]:hidden">
          <span>{fitSummary(intl, channel.fit)}</span>
          <ChevronDown
            className="size-4 shrink-0 text-muted transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
        </summary>
        <FitReasons criteria={channel.fit.criteria} className="mt-3 pb-1" />
      </details>
      {channel.investorFit && (
        <details className="group mt-2 rounded-lg bg-surface px-3 py-2">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-2 text-sm text-ink [&::-webkit-details-marker]:hidden">
            <span>
              <FormattedMessage
                id="apply.matching.thesis"
                values={{
                  score: channel.investorFit.score,
                  strong: (chunks) => <span className="font-medium tabular-nums">{chunks}</span>,
                }}
              />
            </span>
            <ChevronDown
              className="size-4 shrink-0 text-muted transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <ul className="mt-3 space-y-1 pb-1 text-sm">
            {channel.investorFit.lines.map((line) => (
              <li key={line.criterion} className="flex items-start gap-2">
                {line.met ? (
                  <Check
                    className="mt-0.5 size-4 shrink-0 text-emerald-600"
                    aria-label={intl.formatMessage({ id: 'apply.thesis.met' })}
                  />
                ) : (
                  <X
                    className="mt-0.5 size-4 shrink-0 text-amber-700"
                    aria-label={intl.formatMessage({ id: 'apply.thesis.unmet' })}
                  />
                )}
                <span className="text-ink">{thesisLine(intl, line)}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      <div className="mt-auto flex items-center justify-end gap-2 pt-4">
        {channel.application ? (
          <Link
            to="/startups/apply/$id"
            params={{ id: channel.id }}
            className="inline-flex items-center gap-2 text-sm text-muted hover:underline"
          >
            <FormattedMessage id="apply.matching.applied" />
            <ApplicationStatusBadge status={channel.application.status} />
          </Link>
        ) : (
          <Link
            to="/startups/apply/$id"
            params={{ id: channel.id }}
            className={cn(buttonVariants({ size: 'sm' }))}
            aria-label={intl.formatMessage(
              { id: 'apply.matching.applyTo' },
              { title: channel.title },
            )}
          >
            <FormattedMessage id="apply.matching.apply" />
            <ArrowRight aria-hidden="true" />
          </Link>
        )}
      </div>
    </Card>
  )
}
