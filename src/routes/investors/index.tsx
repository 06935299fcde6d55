import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate, type SearchMiddleware } from '@tanstack/react-router'
import { SlidersHorizontal } from 'lucide-react'
import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { PageHeader } from '@/components/area-shell'
import { ErrorPanel } from '@/components/error-panel'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import {
  canonicalApplicationSearch,
  hasFilters,
  parseApplicationSearch,
  readableSearchValues,
  serializeApplicationSearch,
  type ApplicationSearch,
  type ApplicationSearchRecord,
} from '@/domain/applications/search-params'
import { EmptyState, ListSkeleton, Pagination } from '@/features/admin/list-controls'
import { ActiveFilters } from '@/features/investors/applications/active-filters'
import { FilterPanel } from '@/features/investors/applications/filter-panel'
import { SearchBox } from '@/features/investors/applications/search-box'
import { SharedWithYou } from '@/features/investors/deal-rooms/shared-with-you'
import { DiscoverCard } from '@/features/investors/discover/discover-card'
import { useTRPC } from '@/lib/trpc'

/** Discover's sorts, each with its label's message. */
const discoverSortLabels = {
  fit: 'investor.discover.sort.fit',
  newest: 'investor.discover.sort.newest',
  raise_desc: 'investor.discover.sort.raise_desc',
  raise_asc: 'investor.discover.sort.raise_asc',
  name: 'investor.discover.sort.name',
} as const
type DiscoverSort = keyof typeof discoverSortLabels

/** The applications list's URL contract, plus Discover's sorts (fit by default) and `hidden=1`. */
type DiscoverRecord = ApplicationSearchRecord & { sort?: string; hidden?: '1' }

function validateSearch(raw: Record<string, unknown>): DiscoverRecord {
  const { sort, hidden, ...rest } = raw
  const sortText = typeof sort === 'string' ? sort : undefined
  return {
    ...canonicalApplicationSearch(rest),
    sort: sortText && sortText !== 'fit' && sortText in discoverSortLabels ? sortText : undefined,
    hidden: hidden === '1' || hidden === 1 || hidden === true ? '1' : undefined,
  }
}

const readableUrl: SearchMiddleware<DiscoverRecord> = ({ search, next }) =>
  readableSearchValues(next(search)) as DiscoverRecord

export const Route = createFileRoute('/investors/')({
  validateSearch,
  search: { middlewares: [readableUrl] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, cause }) => {
    const options = context.trpc.investors.discover.list.queryOptions(deps)
    if (cause === 'stay') {
      void context.queryClient.prefetchQuery(options)
      return
    }
    // "Shared with you" loads alongside and is awaited too (its failure only leaves it out), so
    // the server renders what the client hydrates.
    const shared = context.queryClient.prefetchQuery(
      context.trpc.investors.dealRooms.list.queryOptions({ show: 'shared' }),
    )
    try {
      await context.queryClient.ensureQueryData(options)
    } finally {
      await shared
    }
  },
  pendingComponent: DiscoverSkeleton,
  errorComponent: ErrorPanel,
  component: DiscoverScreen,
})

function DiscoverSkeleton() {
  const intl = useIntl()
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'investor.discover.title' })} />
      <ListSkeleton />
    </>
  )
}

function DiscoverScreen() {
  const intl = useIntl()
  const record = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const trpc = useTRPC()
  const list = useQuery(
    trpc.investors.discover.list.queryOptions(record, { placeholderData: keepPreviousData }),
  )
  const shared = useQuery(trpc.investors.dealRooms.list.queryOptions({ show: 'shared' }))
  const sharedBy = new Map(
    (shared.data ?? []).map((room) => [
      room.startup.organisationId,
      { roomId: room.id, leadName: room.lead.name, roundName: room.roundName },
    ]),
  )
  const search = parseApplicationSearch(record)
  const sort: DiscoverSort = (record.sort as DiscoverSort | undefined) ?? 'fit'
  const setAside = record.hidden === '1'
  const [filtersOpen, setFiltersOpen] = useState(false)
  const filtersId = useId()
  const sortId = useId()

  /** Every change is a navigation: the URL is the screen's only state. Filters reset the page. */
  function change(
    filters: Partial<ApplicationSearch>,
    { sort: nextSort = sort, hidden = setAside }: { sort?: DiscoverSort; hidden?: boolean } = {},
  ) {
    void navigate({
      search: {
        ...serializeApplicationSearch({ ...search, page: 1, ...filters }),
        sort: nextSort === 'fit' ? undefined : nextSort,
        hidden: hidden ? '1' : undefined,
      },
      resetScroll: false,
    })
  }
  const clearFilters = () => change(parseApplicationSearch({}))
  const data = list.data
  const filtered = hasFilters(search)

  return (
    <>
      <PageHeader
        title={intl.formatMessage({
          id: setAside ? 'investor.discover.hiddenTitle' : 'investor.discover.title',
        })}
        description={
          data
            ? intl.formatMessage(
                {
                  id: setAside
                    ? 'investor.discover.hiddenDescription'
                    : 'investor.discover.description',
                },
                { count: data.total },
              )
            : undefined
        }
        actions={
          data && (data.hiddenCount > 0 || setAside) ? (
            <Button variant="secondary" onClick={() => change({}, { hidden: !setAside })}>
              {setAside ? (
                <FormattedMessage id="investor.discover.backToDiscover" />
              ) : (
                <FormattedMessage
                  id="investor.discover.hidden"
                  values={{ count: data.hiddenCount }}
                />
              )}
            </Button>
          ) : undefined
        }
      />

      {data && !data.profileComplete && (
        <Card className="mb-4 p-4 text-sm text-ink">
          <FormattedMessage
            id="investor.discover.finishProfile"
            values={{
              link: (chunks) => (
                <Link
                  to="/investors/onboarding"
                  className="font-medium text-brand-700 hover:underline"
                >
                  {chunks}
                </Link>
              ),
            }}
          />
        </Card>
      )}

      <div className="space-y-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <SearchBox
            value={search.q}
            onSearch={(q) => change({ q })}
            placeholder={intl.formatMessage({ id: 'investor.discover.searchPlaceholder' })}
            label={intl.formatMessage({ id: 'investor.discover.searchLabel' })}
          />
          <div className="flex gap-2">
            <label htmlFor={sortId} className="sr-only">
              <FormattedMessage id="investor.discover.sortLabel" />
            </label>
            <select
              id={sortId}
              value={sort}
              onChange={(event) => change({}, { sort: event.target.value as DiscoverSort })}
              className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-sm text-ink shadow-xs focus:border-brand-500 focus:ring-3 focus:ring-brand-100 focus:outline-none sm:w-52 sm:flex-none"
            >
              {(Object.keys(discoverSortLabels) as DiscoverSort[]).map((key) => (
                <option key={key} value={key}>
                  {intl.formatMessage({ id: discoverSortLabels[key] })}
                </option>
              ))}
            </select>
            <Button
              type="button"
              variant={filtersOpen ? 'primary' : 'secondary'}
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              <SlidersHorizontal aria-hidden="true" />
              <FormattedMessage id="investor.discover.filters" />
            </Button>
          </div>
        </div>

        <section
          id={filtersId}
          aria-label={intl.formatMessage({ id: 'investor.discover.filters' })}
          hidden={!filtersOpen}
        >
          {data && (
            <Card className="p-4 sm:p-5">
              <FilterPanel
                search={search}
                data={{ facets: data.facets, channels: [] }}
                counting="startups"
                onChange={(next) => change(next)}
              />
            </Card>
          )}
        </section>

        {filtered && (
          <ActiveFilters search={search} channels={[]} onChange={change} onClear={clearFilters} />
        )}

        {!filtered && !setAside && search.page === 1 && <SharedWithYou rooms={shared.data ?? []} />}

        {!data ? (
          <ListSkeleton />
        ) : data.rows.length === 0 ? (
          <EmptyState
            title={intl.formatMessage({
              id: setAside
                ? 'investor.discover.empty.hiddenTitle'
                : filtered
                  ? 'investor.discover.empty.filteredTitle'
                  : 'investor.discover.empty.title',
            })}
          >
            <FormattedMessage
              id={
                setAside
                  ? 'investor.discover.empty.hidden'
                  : filtered
                    ? 'investor.discover.empty.filtered'
                    : 'investor.discover.empty.body'
              }
            />
            {filtered && (
              <div className="mt-3">
                <Button variant="secondary" size="sm" onClick={clearFilters}>
                  <FormattedMessage id="investor.discover.clearFilters" />
                </Button>
              </div>
            )}
          </EmptyState>
        ) : (
          <ol
            aria-label={intl.formatMessage({ id: 'investor.discover.listLabel' })}
            className={`space-y-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {data.rows.map((row) => (
              <li key={row.startupOrgId}>
                <DiscoverCard
                  row={row}
                  preferences={data.preferences}
                  setAside={setAside}
                  sharedIn={sharedBy.get(row.startupOrgId)}
                />
              </li>
            ))}
          </ol>
        )}
        {data && data.total > 0 && (
          <Pagination
            page={data.page}
            pageCount={data.pageCount}
            total={data.total}
            noun="investor.common.startups"
          />
        )}
      </div>
    </>
  )
}
