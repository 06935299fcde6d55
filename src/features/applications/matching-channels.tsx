import { Link } from '@tanstack/react-router'
import { ArrowRight, Check, ChevronDown, Clock, Compass, X } from 'lucide-react'
import { useState } from 'react'

import { OrganisationLogo } from '@/components/organisation-logo'
import { ResponsivenessLine } from '@/components/responsiveness'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ApplicationStatusBadge } from '@/components/application-status-badge'
import { cn } from '@/lib/cn'
import { formatDate, plural } from '@/lib/format'

import { FitBadge, FitReasons } from './fit-view'
import type { MatchingChannel } from './types'

const firstShown = 6

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
          Channels that fit you
        </h2>
        <p className="mt-1 text-sm text-muted">
          Open calls from investors, best fit first. Fit compares their criteria with your profile;
          you can apply to any of them.
        </p>
      </div>
      {channels.length === 0 ? (
        <Card className="p-6 text-sm text-muted" data-testid="no-matching-channels">
          No investor has an open channel right now. Channels appear here as soon as investors open
          them, so this is a good moment to complete your profile.
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
              {showAll ? 'Show fewer channels' : `Show all ${channels.length} channels`}
            </Button>
          )}
        </>
      )}
    </section>
  )
}

function ChannelFitCard({ channel }: { channel: MatchingChannel }) {
  const closes = formatDate(channel.closesAt)
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold wrap-anywhere text-ink">
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
                >
                  {channel.investorName}
                </a>
              ) : (
                channel.investorName
              )}
              {channel.investorType && ` · ${channel.investorType}`}
            </span>
          </p>
        </div>
        <FitBadge fit={channel.fit} className="shrink-0" />
      </div>
      <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
        <span>{closes ? `Closes ${closes}` : 'No closing date'}</span>
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" />
          Answer within {plural(channel.responseDays, 'day')}
        </span>
        {channel.minCompleteness > 0 && (
          <span>Needs a {channel.minCompleteness}% complete profile</span>
        )}
        <ResponsivenessLine record={channel.responsiveness} />
      </p>
      <details className="group mt-3 rounded-lg bg-surface px-3 py-2">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 text-sm text-ink [&::-webkit-details-marker]:hidden">
          <span>{channel.fit.summary}</span>
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
              Beyond this call, you match{' '}
              <span className="font-medium tabular-nums">{channel.investorFit.score}%</span> of
              their thesis
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
                  <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-label="Met" />
                ) : (
                  <X className="mt-0.5 size-4 shrink-0 text-amber-700" aria-label="Not met" />
                )}
                <span className="text-ink">{line.text}</span>
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
            Applied
            <ApplicationStatusBadge status={channel.application.status} />
          </Link>
        ) : (
          <Link
            to="/startups/apply/$id"
            params={{ id: channel.id }}
            className={cn(buttonVariants({ size: 'sm' }))}
            aria-label={`Apply to ${channel.title}`}
          >
            Apply
            <ArrowRight aria-hidden="true" />
          </Link>
        )}
      </div>
    </Card>
  )
}
