import { isKnownValue, overdueStatus, type FacetKey } from '@/domain/applications/search-params'
import { applicationStatusLabels, type ApplicationStatus } from '@/lib/options'

import type { ChannelOption } from './types'

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

export function statusLabel(value: string): string {
  if (value === overdueStatus) return 'Overdue'
  return applicationStatusLabels[value as ApplicationStatus] ?? value
}

/** A value as shown, and whether the product knows it (unknown values match nothing). */
export function describeValue(
  key: FacetKey,
  value: string,
  channels: readonly ChannelOption[],
): { label: string; known: boolean } {
  if (key === 'channelId') {
    const found = channels.find((channel) => channel.id === value)
    return { label: found?.title ?? value, known: Boolean(found) }
  }
  if (key === 'status') return { label: statusLabel(value), known: isKnownValue('status', value) }
  return { label: optionLabel(key, value), known: isKnownValue(key, value) }
}
