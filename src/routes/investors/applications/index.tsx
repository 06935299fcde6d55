import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate, type SearchMiddleware } from '@tanstack/react-router'
import { Download, Zap } from 'lucide-react'
import { useId, useState } from 'react'
import { useIntl } from 'react-intl'

import { PageHeader } from '@/components/area-shell'
import { ErrorPanel } from '@/components/error-panel'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card, Skeleton } from '@/components/ui/card'
import { EmptyState, ListSkeleton, Pagination } from '@/features/admin/list-controls'
import {
  canonicalApplicationSearch,
  hasFilters,
  parseApplicationSearch,
  readableSearchValues,
  serializeApplicationSearch,
  toQueryString,
  type ApplicationSearch,
  type ApplicationSearchRecord,
} from '@/domain/applications/search-params'
import { ActiveFilters } from '@/features/investors/applications/active-filters'
import { BulkBar } from '@/features/investors/applications/bulk-bar'
import {
  EmptyResultsAction,
  emptyResultsTitle,
} from '@/features/investors/applications/empty-results'
import { FilterPanel } from '@/features/investors/applications/filter-panel'
import { CalibratedNote, IgnoredRaiseNotice } from '@/features/investors/applications/list-notices'
import { ListToolbar } from '@/features/investors/applications/list-toolbar'
import { Results } from '@/features/investors/applications/results'
import { SavedViewsMenu } from '@/features/investors/applications/saved-views-menu'
import { StatusTabs } from '@/features/investors/applications/status-tabs'
import { loadEvery } from '@/lib/load-or-not-found'
import { useReturnFocus } from '@/lib/return-focus'
import { useTRPC } from '@/lib/trpc'

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
  const busy = list.isPlaceholderData

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

        <ListToolbar
          search={search}
          density={density}
          filtersOpen={filtersOpen}
          filtersId={filtersId}
          onToggleFilters={() => setFiltersOpen((open) => !open)}
          onChange={change}
        />
        <CalibratedNote search={search} rows={data?.rows} />

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

        <IgnoredRaiseNotice search={search} />

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
          <EmptyState title={emptyResultsTitle(intl, data, filtered)}>
            <EmptyResultsAction
              data={data}
              search={search}
              filtered={filtered}
              onClearFilters={clearFilters}
            />
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
