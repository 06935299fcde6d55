import { useIntl, type IntlShape } from 'react-intl'

import type { ApplicationSearch, ListFilterKey } from '@/domain/applications/search-params'
import { applicationFilterLists } from '@/lib/options'

import { FacetGroup, type FacetCounting, type FacetNoun, type FacetOption } from './facet-group'
import { filterName, optionLabel } from './filter-labels'
import { RaiseRange } from './raise-range'
import type { ApplicationList } from './types'

const plain = (
  intl: IntlShape,
  key: Exclude<ListFilterKey, 'channelId'>,
  values: readonly string[],
): FacetOption[] => values.map((value) => ({ value, label: optionLabel(intl, key, value) }))

const optionGroups: { key: Exclude<ListFilterKey, 'channelId'>; noun: FacetNoun }[] = [
  { key: 'sectors', noun: 'sectors' },
  { key: 'developmentStage', noun: 'stages' },
  { key: 'headquarters', noun: 'states' },
  { key: 'businessType', noun: 'businessTypes' },
  { key: 'customerInteraction', noun: 'customerInteractions' },
  { key: 'dpiit', noun: 'values' },
  { key: 'startupIndia', noun: 'values' },
]

/** The filters besides status, with facet counts: channel, the profile's option lists, raise. */
export function FilterPanel({
  search,
  data,
  onChange,
  counting = 'applications',
}: {
  search: ApplicationSearch
  data: Pick<ApplicationList, 'facets' | 'channels'>
  onChange: (change: Partial<ApplicationSearch>) => void
  /** What the facet counts count: Discover's count startups. */
  counting?: FacetCounting
}) {
  const intl = useIntl()
  const channelOptions = data.channels.map((channel) => ({
    value: channel.id,
    // An open channel is named by its title alone; the others by a sentence around it.
    own: channel.status === 'open',
    label:
      channel.status === 'open'
        ? channel.title
        : intl.formatMessage(
            { id: 'pipeline.filter.channelStatus' },
            { channel: channel.title, status: channel.status },
          ),
  }))
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {channelOptions.length > 0 && (
        <FacetGroup
          legend={filterName(intl, 'channelId')}
          noun="channels"
          options={channelOptions}
          selected={search.channelId}
          counts={data.facets.channelId}
          counting={counting}
          onChange={(channelId) => onChange({ channelId })}
        />
      )}
      {optionGroups.map(({ key, noun }) => (
        <FacetGroup
          key={key}
          legend={filterName(intl, key)}
          noun={noun}
          options={plain(intl, key, applicationFilterLists[key])}
          selected={search[key]}
          counts={data.facets[key]}
          counting={counting}
          onChange={(values) => onChange({ [key]: values })}
        />
      ))}
      <RaiseRange
        value={{ plannedRaiseMin: search.plannedRaiseMin, plannedRaiseMax: search.plannedRaiseMax }}
        onChange={(bounds) => onChange(bounds)}
      />
    </div>
  )
}
