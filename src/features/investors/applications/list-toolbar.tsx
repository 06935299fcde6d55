/** The applications list's toolbar: text search, sort, density and the filter panel's button. */
import { SlidersHorizontal } from 'lucide-react'
import { useId } from 'react'
import { useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import {
  applicationSorts,
  listFilterKeys,
  type ApplicationSearch,
  type ApplicationSort,
} from '@/domain/applications/search-params'
import type { ListDensity } from '@/domain/accounts/preferences'

import { DensityToggle } from './density-toggle'
import { SearchBox } from './search-box'

/** Each sort's name, by its value. */
const sortIds = {
  newest: 'pipeline.applications.sort.newest',
  oldest: 'pipeline.applications.sort.oldest',
  name: 'pipeline.applications.sort.name',
  raise_desc: 'pipeline.applications.sort.raise_desc',
  raise_asc: 'pipeline.applications.sort.raise_asc',
  calibrated: 'pipeline.applications.sort.calibrated',
} as const satisfies Record<ApplicationSort, string>

/** The filters that live in the panel (everything but the text search and the status). */
function panelFilterCount(search: ApplicationSearch): number {
  return (
    listFilterKeys.reduce((n, key) => n + search[key].length, 0) +
    Number(search.plannedRaiseMin !== undefined) +
    Number(search.plannedRaiseMax !== undefined)
  )
}

/** Search, sort and density change the list at once; the filters open in a panel below. */
export function ListToolbar({
  search,
  density,
  filtersOpen,
  filtersId,
  onToggleFilters,
  onChange,
}: {
  search: ApplicationSearch
  density: ListDensity
  filtersOpen: boolean
  /** The filter panel's id, which the button controls. */
  filtersId: string
  onToggleFilters: () => void
  onChange: (next: Partial<ApplicationSearch>, options?: { replace?: boolean }) => void
}) {
  const intl = useIntl()
  const sortId = useId()
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <SearchBox
        value={search.q}
        onSearch={(q, { replace }) => onChange({ q }, { replace })}
        placeholder={intl.formatMessage({ id: 'pipeline.applications.searchPlaceholder' })}
        label={intl.formatMessage({ id: 'pipeline.applications.search' })}
      />
      <div className="flex flex-wrap gap-2 sm:flex-nowrap">
        <label htmlFor={sortId} className="sr-only">
          {intl.formatMessage({ id: 'pipeline.applications.sortLabel' })}
        </label>
        <select
          id={sortId}
          value={search.sort}
          onChange={(event) => onChange({ sort: event.target.value as ApplicationSort })}
          className="h-10 min-w-[10rem] flex-1 rounded-lg border border-line bg-white px-3 text-sm text-ink shadow-xs focus:border-brand-500 focus:ring-3 focus:ring-brand-100 focus:outline-none sm:w-52 sm:flex-none"
        >
          {applicationSorts.map((sort) => (
            <option key={sort} value={sort}>
              {intl.formatMessage({ id: sortIds[sort] })}
            </option>
          ))}
        </select>
        <DensityToggle density={density} />
        <Button
          type="button"
          variant={filtersOpen ? 'primary' : 'secondary'}
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={onToggleFilters}
        >
          <SlidersHorizontal aria-hidden="true" />
          {intl.formatMessage(
            { id: 'pipeline.applications.filters' },
            { count: panelFilterCount(search) },
          )}
        </Button>
      </div>
    </div>
  )
}
