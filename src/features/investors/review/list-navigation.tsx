import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { useIntl } from 'react-intl'

import {
  canonicalApplicationSearch,
  toQueryString,
  type ApplicationSearchRecord,
} from '@/domain/applications/search-params'
import { cn } from '@/lib/cn'
import { useTRPC } from '@/lib/trpc'

import { placeInPage } from './list-place'

type Neighbour = { startupOrgId: string; startupName: string; list: string }

const recordOf = (query: string) =>
  canonicalApplicationSearch(Object.fromEntries(new URLSearchParams(query)))
const withPage = (record: ApplicationSearchRecord, page: number) =>
  canonicalApplicationSearch({ ...record, page: String(page) })

/** Keys typed into a field, a menu or a dialog are not the screen's shortcuts. */
function isShortcutTarget(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false
  const target = event.target as HTMLElement | null
  return !target?.closest(
    'input, textarea, select, [contenteditable="true"], [role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]',
  )
}

/**
 * Previous and next within the list the reviewer came from (its filters, sort and page, carried
 * in `?list=`), with `k` and `j`; the position in it; and the way back to exactly that list.
 * The list's pages come from the same queries as the list screen's, so they are usually cached.
 * A status move that takes the application out of the list keeps its place there, so the next
 * is the one that followed it.
 */
export function ListNavigation({ startupId, list }: { startupId: string; list: string }) {
  const intl = useIntl()
  const trpc = useTRPC()
  const navigate = useNavigate()
  const record = useMemo(() => recordOf(list), [list])
  const page = Number(record.page ?? 1)
  const current = useQuery(trpc.investors.applications.list.queryOptions(record))
  const [kept, setKept] = useState<{ list: string; at: number; total: number } | null>(null)
  const place = placeInPage(
    current.data?.rows ?? [],
    startupId,
    kept?.list === list ? kept.at : undefined,
  )
  const total = current.data?.total
  if (
    place &&
    place.at >= 0 &&
    total !== undefined &&
    (kept?.list !== list || kept.at !== place.at || kept.total !== total)
  ) {
    setKept({ list, at: place.at, total })
  }
  const pageCount = current.data?.pageCount ?? 1
  const previousRecord = withPage(record, page - 1)
  const nextRecord = withPage(record, page + 1)
  const previousPage = useQuery({
    ...trpc.investors.applications.list.queryOptions(previousRecord),
    enabled: Boolean(place && !place.before && page > 1),
  })
  const nextPage = useQuery({
    ...trpc.investors.applications.list.queryOptions(nextRecord),
    enabled: Boolean(place && !place.after && page < pageCount),
  })

  const previous: Neighbour | undefined = place?.before
    ? { ...place.before, list }
    : place && page > 1
      ? (() => {
          const row = previousPage.data?.rows.findLast((r) => r.startupOrgId !== startupId)
          return row && { ...row, list: toQueryString(previousRecord) }
        })()
      : undefined
  const next: Neighbour | undefined = place?.after
    ? { ...place.after, list }
    : place && page < pageCount
      ? (() => {
          const row = nextPage.data?.rows.find((r) => r.startupOrgId !== startupId)
          return row && { ...row, list: toQueryString(nextRecord) }
        })()
      : undefined

  // The shortcuts depend on where they lead, not on the objects describing it.
  const [previousId, previousList] = [previous?.startupOrgId, previous?.list]
  const [nextId, nextList] = [next?.startupOrgId, next?.list]
  useEffect(() => {
    const go = (startupId: string | undefined, list: string | undefined) => {
      if (!startupId || list === undefined) return
      void navigate({
        to: '/investors/applications/$startupId',
        params: { startupId },
        search: { list },
      })
    }
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcutTarget(event)) return
      if (event.key === 'j') go(nextId, nextList)
      else if (event.key === 'k') go(previousId, previousList)
      else return
      event.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [navigate, previousId, previousList, nextId, nextList])

  const ordinal = (at: number) => (page - 1) * (current.data?.pageSize ?? 0) + at + 1
  const position = !place
    ? null
    : place.at >= 0 && total !== undefined
      ? intl.formatMessage({ id: 'review.nav.position' }, { position: ordinal(place.at), total })
      : kept
        ? intl.formatMessage(
            { id: 'review.nav.movedOut' },
            { position: ordinal(kept.at), total: kept.total },
          )
        : null

  return (
    <nav
      aria-label={intl.formatMessage({ id: 'review.nav.label' })}
      className="flex flex-wrap items-center gap-2"
    >
      <NeighbourLink to={previous} direction="previous" />
      {position && (
        <span className="px-1 text-sm text-muted tabular-nums" data-testid="list-position">
          {position}
        </span>
      )}
      <NeighbourLink to={next} direction="next" />
    </nav>
  )
}

function NeighbourLink({
  to,
  direction,
}: {
  to: Neighbour | undefined
  direction: 'previous' | 'next'
}) {
  const intl = useIntl()
  const label = intl.formatMessage({
    id: direction === 'previous' ? 'review.nav.previous' : 'review.nav.next',
  })
  const key = direction === 'previous' ? 'k' : 'j'
  const className =
    'inline-flex h-8 items-center gap-1 rounded-lg border border-line bg-white px-2.5 text-sm font-medium shadow-xs'
  const icon =
    direction === 'previous' ? (
      <ChevronLeft className="size-4" aria-hidden="true" />
    ) : (
      <ChevronRight className="size-4" aria-hidden="true" />
    )
  if (!to) {
    return (
      <span className={cn(className, 'text-muted/60 shadow-none')} aria-disabled="true">
        {direction === 'previous' && icon}
        {label}
        {direction === 'next' && icon}
      </span>
    )
  }
  return (
    <Link
      to="/investors/applications/$startupId"
      params={{ startupId: to.startupOrgId }}
      search={{ list: to.list }}
      aria-keyshortcuts={key}
      title={intl.formatMessage(
        { id: direction === 'previous' ? 'review.nav.previousTitle' : 'review.nav.nextTitle' },
        { startup: to.startupName, key },
      )}
      className={cn(className, 'text-ink hover:bg-surface')}
    >
      {direction === 'previous' && icon}
      {label}
      {direction === 'next' && icon}
    </Link>
  )
}
