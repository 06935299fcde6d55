import { ExternalLink, MapPin } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { BackLink } from '@/components/back-link'
import { Badge } from '@/components/ui/card'
import type { ApplicationSearchRecord } from '@/domain/applications/search-params'
import { optionLabel } from '@/lib/i18n/option-labels'

import type { FullProfile } from './types'

/** Between a city and its state: the same in every language. */
const placeSeparator = ', '

/** The startup at a glance: name, one-liner, sectors, stage and state, and the screen's actions. */
export function ReviewHeader({
  profile,
  actions,
  listSearch,
  fromDiscover = false,
  navigation,
}: {
  profile: FullProfile['profile']
  actions?: ReactNode
  /** The list the reviewer came from (its filters, sort and page), to go back to exactly it. */
  listSearch?: ApplicationSearchRecord
  /** Opened from Discover: the way back leads there. */
  fromDiscover?: boolean
  /** Previous and next within that list. */
  navigation?: ReactNode
}) {
  const intl = useIntl()
  const state = profile.headquarters && optionLabel(intl, 'headquarters', profile.headquarters)
  // The city as the startup wrote it (data, never translated), then the state in the page's words.
  const place = (profile.city || state) && (
    <span>
      {profile.city && <span translate="no">{profile.city}</span>}
      {profile.city && state && placeSeparator}
      {state}
    </span>
  )
  return (
    <div className="mb-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        {fromDiscover ? (
          <BackLink to="/investors" className="mb-0">
            <FormattedMessage id="review.header.discover" />
          </BackLink>
        ) : (
          <BackLink to="/investors/applications" search={listSearch} className="mb-0">
            <FormattedMessage
              id={listSearch ? 'review.header.backToApplications' : 'review.header.allApplications'}
            />
          </BackLink>
        )}
        {navigation}
      </div>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-ink" translate="no">
            {profile.name}
          </h1>
          {profile.oneLiner && (
            <p className="mt-1 max-w-2xl text-sm text-muted" translate="no">
              {profile.oneLiner}
            </p>
          )}
          <ul
            className="mt-3 flex flex-wrap gap-2"
            aria-label={intl.formatMessage({ id: 'review.header.badges' })}
          >
            {profile.sectors.map((sector) => (
              <li key={sector}>
                <Badge>{optionLabel(intl, 'sectors', sector)}</Badge>
              </li>
            ))}
            {profile.developmentStage && (
              <li>
                <Badge className="bg-saffron-100 text-ink">
                  {optionLabel(intl, 'developmentStages', profile.developmentStage)}
                </Badge>
              </li>
            )}
            {place && (
              <li>
                <Badge className="gap-1 bg-slate-100 text-slate-700">
                  <MapPin className="size-3" aria-hidden="true" />
                  {place}
                </Badge>
              </li>
            )}
          </ul>
          {profile.website && (
            <a
              href={profile.website}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
            >
              <span translate="no">
                {profile.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
              </span>
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">
                <FormattedMessage id="review.common.opensInNewTab" />
              </span>
            </a>
          )}
        </div>
        {actions && (
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center lg:shrink-0 lg:flex-nowrap">
            {actions}
          </div>
        )}
      </div>
    </div>
  )
}
