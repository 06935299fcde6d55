import type { IntlShape } from 'react-intl'

import {
  isKnownValue,
  overdueStatus,
  statusFilterValues,
  type FacetKey,
  type ListFilterKey,
} from '@/domain/applications/search-params'
import { isUndecided } from '@/domain/applications/status'
import { optionLabel as translatedLabel, type OptionListName } from '@/lib/i18n/option-labels'

import type { ChannelOption, StageOption } from './types'

/** The message naming each filter on the screen. */
const filterNameIds = {
  status: 'pipeline.filter.status',
  channelId: 'pipeline.filter.channelId',
  sectors: 'pipeline.filter.sectors',
  developmentStage: 'pipeline.filter.developmentStage',
  headquarters: 'pipeline.filter.headquarters',
  businessType: 'pipeline.filter.businessType',
  customerInteraction: 'pipeline.filter.customerInteraction',
  dpiit: 'pipeline.filter.dpiit',
  startupIndia: 'pipeline.filter.startupIndia',
} as const satisfies Record<FacetKey, string>

/** How a filter is named on the screen, in the page's language. */
export function filterName(intl: IntlShape, key: FacetKey): string {
  return intl.formatMessage({ id: filterNameIds[key] })
}

/** The option list whose labels name a filter's values. */
const valueLists = {
  sectors: 'sectors',
  developmentStage: 'developmentStages',
  headquarters: 'headquarters',
  businessType: 'businessTypes',
  customerInteraction: 'customerInteractions',
  dpiit: 'dpiitFilterValues',
  startupIndia: 'startupIndiaFilterValues',
} as const satisfies Record<Exclude<ListFilterKey, 'channelId'>, OptionListName>

/**
 * How a value of a filter with a fixed list reads on the screen, in the page's language (a value
 * the list does not know reads as it is written).
 */
export function optionLabel(
  intl: IntlShape,
  key: Exclude<FacetKey, 'channelId' | 'status'>,
  value: string,
): string {
  // Shown otherwise than the URL writes it.
  if (key === 'startupIndia' && value === 'Unknown') {
    return intl.formatMessage({ id: 'pipeline.filter.startupIndia.unknown' })
  }
  return translatedLabel(intl, valueLists[key], value)
}

/**
 * The status filter's values that are not stages: submitted, the decisions, withdrawn and overdue.
 * The middle statuses are stages' keys (the default stages'), known only as the fund's stages.
 */
const outsideStages: readonly string[] = statusFilterValues.filter(
  (value) => value === 'submitted' || value === overdueStatus || !isUndecided(value),
)

/** A status filter value as shown: the fund's name for a stage's key, else the status's label. */
export function statusLabel(
  intl: IntlShape,
  value: string,
  stages: readonly StageOption[] = [],
): string {
  if (value === overdueStatus) return intl.formatMessage({ id: 'pipeline.filter.overdue' })
  const stage = stages.find((one) => one.key === value)
  if (stage) return stage.name
  return translatedLabel(intl, 'applicationStatuses', value)
}

/**
 * A value as shown, whether the product knows it (unknown values match nothing), and for a status
 * value whether it names a stage the fund archived: its key keeps filtering (old links and saved
 * views), and finds what is in the stage, none of the applications it held when it was archived.
 */
export function describeValue(
  intl: IntlShape,
  key: FacetKey,
  value: string,
  channels: readonly ChannelOption[],
  stages: readonly StageOption[] = [],
): { label: string; known: boolean; archived?: boolean } {
  if (key === 'channelId') {
    const found = channels.find((channel) => channel.id === value)
    return { label: found?.title ?? value, known: Boolean(found) }
  }
  if (key === 'status') {
    const stage = stages.find((one) => one.key === value)
    if (stage) return { label: stage.name, known: true, archived: stage.archived }
    // Without the fund's stages (not loaded yet), a value that could be a key is given the benefit.
    const known = stages.length ? outsideStages.includes(value) : isKnownValue('status', value)
    return { label: statusLabel(intl, value, stages), known }
  }
  return { label: optionLabel(intl, key, value), known: isKnownValue(key, value) }
}
