import {
  isKnownValue,
  overdueStatus,
  statusFilterValues,
  type FacetKey,
} from '@/domain/applications/search-params'
import { isUndecided } from '@/domain/applications/status'
import { applicationStatusLabels, type ApplicationStatus } from '@/lib/options'

import type { ChannelOption, StageOption } from './types'

/** How each filter is named on the screen. */
export const filterNames: Record<FacetKey, string> = {
  status: 'Status',
  channelId: 'Channel',
  sectors: 'Sector',
  developmentStage: 'Stage',
  headquarters: 'Headquarters',
  businessType: 'Business type',
  customerInteraction: 'Customer interaction',
  dpiit: 'DPIIT recognition',
  startupIndia: 'Startup India eligibility',
}

/** Values shown otherwise than the URL writes them. */
const valueLabels: Partial<Record<FacetKey, Record<string, string>>> = {
  startupIndia: { Unknown: 'Details missing' },
}

/** How a value of a filter with a fixed list reads on the screen. */
export function optionLabel(key: FacetKey, value: string): string {
  return valueLabels[key]?.[value] ?? value
}

/** A status filter value as shown: the fund's name for a stage's key, else the status's label. */
/**
 * The status filter's values that are not stages: submitted, the decisions, withdrawn and overdue.
 * The middle statuses are stages' keys (the default stages'), known only as the fund's stages.
 */
const outsideStages: readonly string[] = statusFilterValues.filter(
  (value) => value === 'submitted' || value === overdueStatus || !isUndecided(value),
)

export function statusLabel(value: string, stages: readonly StageOption[] = []): string {
  if (value === overdueStatus) return 'Overdue'
  const stage = stages.find((one) => one.key === value)
  if (stage) return stage.name
  return applicationStatusLabels[value as ApplicationStatus] ?? value
}

/**
 * A value as shown, whether the product knows it (unknown values match nothing), and for a status
 * value whether it names a stage the fund archived: its key keeps filtering (old links and saved
 * views), and finds what is in the stage, none of the applications it held when it was archived.
 */
export function describeValue(
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
    return { label: statusLabel(value, stages), known }
  }
  return { label: optionLabel(key, value), known: isKnownValue(key, value) }
}
