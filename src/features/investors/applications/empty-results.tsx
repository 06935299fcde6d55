/** What the applications list says when a page has no rows, and the way on from there. */
import { Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { Button } from '@/components/ui/button'
import { facetKeys, type ApplicationSearch } from '@/domain/applications/search-params'

import { describeValue } from './filter-labels'
import type { ApplicationList } from './types'

/** Whether the search names a value the list does not know (a channel since deleted, a typo). */
function hasUnknownValues(intl: IntlShape, search: ApplicationSearch, data: ApplicationList) {
  return facetKeys.some((key) =>
    search[key].some((value) => !describeValue(intl, key, value, data.channels, data.stages).known),
  )
}

/** Why the page is empty: no applications yet, none matching, or a page past the last. */
export function emptyResultsTitle(intl: IntlShape, data: ApplicationList, filtered: boolean) {
  return data.page > 1 && data.total > 0
    ? intl.formatMessage({ id: 'pipeline.applications.noPage' }, { page: data.page })
    : intl.formatMessage({
        id: filtered ? 'pipeline.applications.noMatches' : 'pipeline.applications.noneYet',
      })
}

/** The way on from an empty page: the first page, clearing the filters, or the channels. */
export function EmptyResultsAction({
  data,
  search,
  filtered,
  onClearFilters,
}: {
  data: ApplicationList
  search: ApplicationSearch
  filtered: boolean
  onClearFilters: () => void
}) {
  const intl = useIntl()
  return data.page > 1 && data.total > 0 ? (
    <Link
      from="/investors/applications/"
      search={(prev) => ({ ...prev, page: undefined })}
      className="font-medium text-brand-600 hover:underline"
    >
      {intl.formatMessage({ id: 'pipeline.applications.firstPage' })}
    </Link>
  ) : filtered ? (
    <>
      {hasUnknownValues(intl, search, data) && (
        <p className="mb-3">{intl.formatMessage({ id: 'pipeline.applications.unknownValues' })}</p>
      )}
      <Button variant="secondary" size="sm" onClick={onClearFilters}>
        {intl.formatMessage({ id: 'pipeline.applications.clearFilters' })}
      </Button>
    </>
  ) : (
    <p>
      <FormattedMessage
        id="pipeline.applications.appearHere"
        values={{
          link: (chunks) => (
            <Link to="/investors/channels" className="font-medium text-brand-600 hover:underline">
              {chunks}
            </Link>
          ),
        }}
      />
    </p>
  )
}
