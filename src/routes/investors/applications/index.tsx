import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate, type SearchMiddleware } from '@tanstack/react-router'
import { Download, SlidersHorizontal, TriangleAlert, Zap } from 'lucide-react'
import { useId, useState } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { PageHeader } from '@/components/area-shell'
import { ErrorPanel } from '@/components/error-panel'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card, Skeleton } from '@/components/ui/card'
import { EmptyState, ListSkeleton, Pagination } from '@/features/admin/list-controls'
import {
  applicationSorts,
  canonicalApplicationSearch,
  facetKeys,
  hasFilters,
  ignoredRaiseBounds,
  listFilterKeys,
  parseApplicationSearch,
  readableSearchValues,
  serializeApplicationSearch,
  toQueryString,
  type ApplicationSearch,
  type ApplicationSearchRecord,
  type ApplicationSort,
} from '@/domain/applications/search-params'
import { ActiveFilters } from '@/features/investors/applications/active-filters'
import { BulkBar } from '@/features/investors/applications/bulk-bar'
import { DensityToggle } from '@/features/investors/applications/density-toggle'
import { describeValue } from '@/features/investors/applications/filter-labels'
import { FilterPanel } from '@/features/investors/applications/filter-panel'
import { Results } from '@/features/investors/applications/results'
import { SavedViewsMenu } from '@/features/investors/applications/saved-views-menu'
import { SearchBox } from '@/features/investors/applications/search-box'
import { StatusTabs } from '@/features/investors/applications/status-tabs'
import type { ApplicationList } from '@/features/investors/applications/types'
import { loadEvery } from '@/lib/load-or-not-found'
import { useReturnFocus } from '@/lib/return-focus'
import { useTRPC } from '@/lib/trpc'

/** Each sort's name, by its value. */
const sortIds = {
  newest: 'pipeline.applications.sort.newest',
  oldest: 'pipeline.applications.sort.oldest',
  name: 'pipeline.applications.sort.name',
  raise_desc: 'pipeline.applications.sort.raise_desc',
  raise_asc: 'pipeline.applications.sort.raise_asc',
  calibrated: 'pipeline.applications.sort.calibrated',
} as const satisfies Record<ApplicationSort, string>

/**
 * Numeric text goes to the router's serializer as numbers, so the URL reads
 * `?plannedRaiseMin=5000000` rather than `%225000000%22`; `validateSearch` turns them back into
 * the same text (docs/decisions/0009-applications-search.md).
 */
const readableUrl: SearchMiddleware<ApplicationSearchRecord> = ({ search, next }) =>
  readableSearchValues(next(search)) as ApplicationSearchRecord

export const Route = createFileRoute('/investors/applications/')({
  // The one parser shared with the procedure, the export and saved views: strings only, empties
  // dropped, numbers and booleans the router parsed turned back into their text.
  validateSearch: (raw: Record<string, unknown>): ApplicationSearchRecord =>
    canonicalApplicationSearch(raw),
  search: { middlewares: [readableUrl] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, cause }) => {
    const options = context.trpc.investors.applications.list.queryOptions(deps)
    // A filter change on the screen must not wait for the server: the page keeps the previous
    // results (dimmed) until the new ones arrive. The first visit is rendered with its data.
    if (cause === 'stay') {
      void context.queryClient.prefetchQuery(options)
      return
    }
    await loadEvery([
      context.queryClient.ensureQueryData(options),
      // The density is the person's choice; the first render uses it.
      context.queryClient.ensureQueryData(context.trpc.account.preferences.queryOptions()),
    ])
  },
  pendingComponent: ApplicationsSkeleton,
  errorComponent: ErrorPanel,
  component: ApplicationsScreen,
})

/** The filters that live in the panel (everything but the text search and the status). */
function panelFilterCount(search: ApplicationSearch): number {
  return (
    listFilterKeys.reduce((n, key) => n + search[key].length, 0) +
    Number(search.plannedRaiseMin !== undefined) +
    Number(search.plannedRaiseMax !== undefined)
  )
}

function hasUnknownValues(intl: IntlShape, search: ApplicationSearch, data: ApplicationList) {
  return facetKeys.some((key) =>
    search[key].some((value) => !describeValue(intl, key, value, data.channels, data.stages).known),
  )
}

function ApplicationsScreen() {
  const intl = useIntl()
  const record = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const trpc = useTRPC()
  const list = useQuery(
    trpc.investors.applications.list.queryOptions(record, { placeholderData: keepPreviousData }),
  )
  const density =
    useQuery(trpc.account.preferences.queryOptions()).data?.applicationsDensity ?? 'comfortable'
  const search = parseApplicationSearch(record)
  const filtered = hasFilters(search)
  const pageQuery = toQueryString(record)
  // Saved views and the export mean the filtered set, whatever page is open.
  const viewQuery = toQueryString(serializeApplicationSearch({ ...search, page: 1 }))

  const [filtersOpen, setFiltersOpen] = useState(false)
  const filtersId = useId()
  const sortId = useId()

  // The selection belongs to the page on screen: another search or page starts with none.
  const [selection, setSelection] = useState({ of: pageQuery, ids: new Set<string>() })
  if (selection.of !== pageQuery) setSelection({ of: pageQuery, ids: new Set() })
  const selected = selection.of === pageQuery ? selection.ids : new Set<string>()
  function select(ids: string[], on: boolean) {
    const next = new Set(selected)
    for (const id of ids) {
      if (on) next.add(id)
      else next.delete(id)
    }
    setSelection({ of: pageQuery, ids: next })
  }
  const clearSelection = () => setSelection({ of: pageQuery, ids: new Set() })

  /** Every change is a navigation: the URL is the screen's only state. Filters reset the page. */
  function change(next: Partial<ApplicationSearch>, options: { replace?: boolean } = {}) {
    void navigate({
      search: serializeApplicationSearch({ ...search, page: 1, ...next }),
      replace: options.replace,
      resetScroll: false,
    })
  }
  const clearFilters = () => change({ ...parseApplicationSearch({}), sort: search.sort })

  const data = list.data
  // Back from a startup's review: the keyboard returns to its row.
  useReturnFocus(Boolean(data?.rows.length), startupLinkSelector)
  const ignored = ignoredRaiseBounds(search)
  const busy = list.isPlaceholderData
  const panelCount = panelFilterCount(search)

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'pipeline.applications.title' })}
        description={
          data
            ? intl.formatMessage(
                {
                  id: filtered ? 'pipeline.applications.matching' : 'pipeline.applications.total',
                },
                { count: data.total },
              )
            : undefined
        }
        actions={
          <div className="flex flex-wrap gap-2">
            {data && data.total > 0 && (
              <Link
                to="/investors/applications/triage"
                search={serializeApplicationSearch({ ...search, page: 1 })}
                className={buttonVariants()}
              >
                <Zap aria-hidden="true" />
                {intl.formatMessage(
                  { id: 'pipeline.applications.triage' },
                  { filtered: filtered ? 'yes' : 'no', count: data.total },
                )}
              </Link>
            )}
            <Button asChild variant="secondary">
              <a href={`/api/applications/export?${viewQuery}`} download>
                <Download aria-hidden="true" />
                {intl.formatMessage({ id: 'pipeline.applications.export' })}
              </a>
            </Button>
            <SavedViewsMenu current={viewQuery} />
          </div>
        }
      />

      <div className="space-y-4">
        <StatusTabs
          selected={search.status}
          counts={data?.facets.status ?? {}}
          stages={data?.stages ?? []}
          onChange={(status) => change({ status })}
        />

        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <SearchBox
            value={search.q}
            onSearch={(q, { replace }) => change({ q }, { replace })}
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
              onChange={(event) => change({ sort: event.target.value as ApplicationSort })}
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
              onClick={() => setFiltersOpen((open) => !open)}
            >
              <SlidersHorizontal aria-hidden="true" />
              {intl.formatMessage({ id: 'pipeline.applications.filters' }, { count: panelCount })}
            </Button>
          </div>
        </div>
        {search.sort === 'calibrated' ? (
          <p className="text-sm text-muted">
            {intl.formatMessage({ id: 'pipeline.applications.calibratedSort' })}
          </p>
        ) : (
          data?.rows.some((row) => row.ratings.calibrated !== null) && (
            <p className="text-sm text-muted">
              {intl.formatMessage({ id: 'pipeline.applications.calibratedNote' })}
            </p>
          )
        )}

        <section
          id={filtersId}
          aria-label={intl.formatMessage({ id: 'pipeline.applications.filtersLabel' })}
          hidden={!filtersOpen}
          className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6"
        >
          {filtersOpen && data && (
            <FilterPanel search={search} data={data} onChange={(next) => change(next)} />
          )}
        </section>

        <ActiveFilters
          search={search}
          channels={data?.channels ?? []}
          stages={data?.stages ?? []}
          onChange={(next) => change(next)}
          onClear={clearFilters}
        />

        {ignored.length > 0 && (
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
        )}

        <p className="sr-only" role="status">
          {data && !busy
            ? intl.formatMessage({ id: 'pipeline.applications.count' }, { count: data.total })
            : ''}
        </p>

        {list.isError && !list.isPlaceholderData ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6">
            <p className="text-sm font-medium text-red-800">
              {intl.formatMessage({ id: 'pipeline.applications.loadFailed' })}
            </p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => void list.refetch()}
            >
              {intl.formatMessage({ id: 'pipeline.applications.tryAgain' })}
            </Button>
          </div>
        ) : !data ? (
          <ListSkeleton />
        ) : data.rows.length === 0 ? (
          <EmptyState
            title={
              data.page > 1 && data.total > 0
                ? intl.formatMessage({ id: 'pipeline.applications.noPage' }, { page: data.page })
                : intl.formatMessage({
                    id: filtered
                      ? 'pipeline.applications.noMatches'
                      : 'pipeline.applications.noneYet',
                  })
            }
          >
            {data.page > 1 && data.total > 0 ? (
              <Link
                from={Route.fullPath}
                search={(prev) => ({ ...prev, page: undefined })}
                className="font-medium text-brand-600 hover:underline"
              >
                {intl.formatMessage({ id: 'pipeline.applications.firstPage' })}
              </Link>
            ) : filtered ? (
              <>
                {hasUnknownValues(intl, search, data) && (
                  <p className="mb-3">
                    {intl.formatMessage({ id: 'pipeline.applications.unknownValues' })}
                  </p>
                )}
                <Button variant="secondary" size="sm" onClick={clearFilters}>
                  {intl.formatMessage({ id: 'pipeline.applications.clearFilters' })}
                </Button>
              </>
            ) : (
              <p>
                <FormattedMessage
                  id="pipeline.applications.appearHere"
                  values={{
                    link: (chunks) => (
                      <Link
                        to="/investors/channels"
                        className="font-medium text-brand-600 hover:underline"
                      >
                        {chunks}
                      </Link>
                    ),
                  }}
                />
              </p>
            )}
          </EmptyState>
        ) : (
          <div>
            <Results
              rows={data.rows}
              selected={selected}
              onSelect={select}
              busy={busy}
              density={density}
              listQuery={pageQuery}
            />
            {selected.size > 0 && (
              <BulkBar
                ids={[...selected]}
                startupOrgIds={data.rows
                  .filter((row) => selected.has(row.id))
                  .map((row) => row.startupOrgId)}
                onDone={clearSelection}
              />
            )}
            <Pagination
              page={data.page}
              pageCount={data.pageCount}
              total={data.total}
              noun="app.count.applications"
            />
          </div>
        )}
      </div>
    </>
  )
}

/** Between two sentences. */
const space = ' '

const startupLinkSelector = (id: string) => `[data-startup-link="${CSS.escape(id)}"]`

function ApplicationsSkeleton() {
  const intl = useIntl()
  return (
    <div aria-busy="true">
      <PageHeader title={intl.formatMessage({ id: 'pipeline.applications.title' })} />
      <p className="sr-only" role="status">
        {intl.formatMessage({ id: 'pipeline.applications.loading' })}
      </p>
      <div className="space-y-4">
        <div className="flex gap-2 overflow-hidden">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-8 w-24 shrink-0 rounded-full" />
          ))}
        </div>
        <Skeleton className="h-10 w-full" />
        <Card className="hidden p-0 md:block">
          {[0, 1, 2, 3, 4, 5, 6].map((i) => (
            <div key={i} className="flex gap-4 border-b border-line px-4 py-4 last:border-0">
              <Skeleton className="h-4 w-4" />
              <Skeleton className="h-4 w-48" />
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-4 w-20" />
            </div>
          ))}
        </Card>
        <div className="md:hidden">
          <ListSkeleton />
        </div>
      </div>
    </div>
  )
}
