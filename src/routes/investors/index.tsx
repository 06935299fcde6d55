import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate, type SearchMiddleware } from '@tanstack/react-router'
import { SlidersHorizontal } from 'lucide-react'
import { useId, useState } from 'react'

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
import { plural } from '@/lib/format'
import { useTRPC } from '@/lib/trpc'

const pageTitle = 'Discover startups'

const discoverSortLabels = {
  fit: 'Best fit first',
  newest: 'Newest on Sangam',
  raise_desc: 'Largest raise first',
  raise_asc: 'Smallest raise first',
  name: 'Startup name (A–Z)',
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
  pendingComponent: () => (
    <>
      <PageHeader title={pageTitle} />
      <ListSkeleton />
    </>
  ),
  errorComponent: ErrorPanel,
  component: DiscoverScreen,
})

function DiscoverScreen() {
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
        title={setAside ? 'Hidden startups' : pageTitle}
        description={
          data
            ? setAside
              ? `${plural(data.total, 'startup', 'startups')} your team set aside. Show one again to bring it back to Discover.`
              : `${plural(data.total, 'startup', 'startups')} you can see: discoverable on Sangam, applied to your channels or shared with you in a deal room, ranked by fit with your thesis.`
            : undefined
        }
        actions={
          data && (data.hiddenCount > 0 || setAside) ? (
            <Button variant="secondary" onClick={() => change({}, { hidden: !setAside })}>
              {setAside ? 'Back to Discover' : `Hidden (${data.hiddenCount})`}
            </Button>
          ) : undefined
        }
      />

      {data && !data.profileComplete && (
        <Card className="mb-4 p-4 text-sm text-ink">
          Fit is measured against your investor profile.{' '}
          <Link to="/investors/onboarding" className="font-medium text-brand-700 hover:underline">
            Finish it
          </Link>{' '}
          to rank startups by what you back.
        </Card>
      )}

      <div className="space-y-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <SearchBox
            value={search.q}
            onSearch={(q) => change({ q })}
            placeholder="Search startups by name or description"
            label="Search startups"
          />
          <div className="flex gap-2">
            <label htmlFor={sortId} className="sr-only">
              Sort startups
            </label>
            <select
              id={sortId}
              value={sort}
              onChange={(event) => change({}, { sort: event.target.value as DiscoverSort })}
              className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-sm text-ink shadow-xs focus:border-brand-500 focus:ring-3 focus:ring-brand-100 focus:outline-none sm:w-52 sm:flex-none"
            >
              {(Object.keys(discoverSortLabels) as DiscoverSort[]).map((key) => (
                <option key={key} value={key}>
                  {discoverSortLabels[key]}
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
              Filters
            </Button>
          </div>
        </div>

        <section id={filtersId} aria-label="Filters" hidden={!filtersOpen}>
          {data && (
            <Card className="p-4 sm:p-5">
              <FilterPanel
                search={search}
                data={{ facets: data.facets, channels: [] }}
                counting={['startup', 'startups']}
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
            title={
              setAside
                ? 'Nothing hidden'
                : filtered
                  ? 'No startups match these filters'
                  : 'No startups to discover yet'
            }
          >
            {setAside
              ? 'Startups your team marks “not for us” are kept here.'
              : filtered
                ? 'Loosen a filter, or clear them all.'
                : 'Startups appear here when they make their profile discoverable or apply to one of your channels. Open a channel to invite applications.'}
            {filtered && (
              <div className="mt-3">
                <Button variant="secondary" size="sm" onClick={clearFilters}>
                  Clear filters
                </Button>
              </div>
            )}
          </EmptyState>
        ) : (
          <ol
            aria-label="Startups"
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
            noun={['startup', 'startups']}
          />
        )}
      </div>
    </>
  )
}
