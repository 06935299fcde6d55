import { orList } from '@/domain/applications/fit'
import { formatRupees } from '@/lib/format'

import type { ChannelCriteria } from './types'

/** A channel's criteria in one line, for the "fit" rating: "Agriculture or Energy · Launched · ₹1 Cr–₹5 Cr". */
export function criteriaSummary(criteria: ChannelCriteria): string {
  const { raiseMin: min, raiseMax: max } = criteria
  const raise =
    min != null && max != null
      ? `raising ${formatRupees(min)}–${formatRupees(max)}`
      : min != null
        ? `raising at least ${formatRupees(min)}`
        : max != null
          ? `raising up to ${formatRupees(max)}`
          : ''
  const parts = [
    orList(criteria.sectors, 'or', 3),
    orList(criteria.developmentStages, 'or', 3),
    criteria.headquarters.length ? `in ${orList(criteria.headquarters, 'or', 3)}` : '',
    orList(criteria.businessTypes),
    raise,
  ].filter(Boolean)
  return parts.length ? parts.join(' · ') : 'Open to any startup'
}
