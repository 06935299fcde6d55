/** Notes above the applications list: the calibrated scores, and raise bounds it ignored. */
import { TriangleAlert } from 'lucide-react'
import { useIntl } from 'react-intl'

import { ignoredRaiseBounds, type ApplicationSearch } from '@/domain/applications/search-params'

import type { ApplicationListRow } from './types'

/** Between two sentences. */
const space = ' '

/** What the calibrated scores mean, when the list is sorted by them or shows some. */
export function CalibratedNote({
  search,
  rows,
}: {
  search: ApplicationSearch
  rows: readonly ApplicationListRow[] | undefined
}) {
  const intl = useIntl()
  if (search.sort === 'calibrated') {
    return (
      <p className="text-sm text-muted">
        {intl.formatMessage({ id: 'pipeline.applications.calibratedSort' })}
      </p>
    )
  }
  if (!rows?.some((row) => row.ratings.calibrated !== null)) return null
  return (
    <p className="text-sm text-muted">
      {intl.formatMessage({ id: 'pipeline.applications.calibratedNote' })}
    </p>
  )
}

/** The raise bounds of the URL that are not amounts, which the list ignores. */
export function IgnoredRaiseNotice({ search }: { search: ApplicationSearch }) {
  const intl = useIntl()
  const ignored = ignoredRaiseBounds(search)
  if (ignored.length === 0) return null
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        {ignored
          .map((key) =>
            intl.formatMessage(
              { id: 'pipeline.applications.ignoredRaise' },
              { text: search[key], bound: key === 'plannedRaiseMin' ? 'min' : 'max' },
            ),
          )
          .join(' ')}
        {space}
        {intl.formatMessage({ id: 'pipeline.applications.raiseHelp' })}
      </p>
    </div>
  )
}
