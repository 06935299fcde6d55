import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect, useMemo } from 'react'

import {
  canonicalApplicationSearch,
  toQueryString,
  type ApplicationSearchRecord,
} from '@/domain/applications/search-params'
import { cn } from '@/lib/cn'
import { useTRPC } from '@/lib/trpc'

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
 */
export function ListNavigation({ startupId, list }: { startupId: string; list: string }) {
  const trpc = useTRPC()
  const navigate = useNavigate()
  const record = useMemo(() => recordOf(list), [list])
  const page = Number(record.page ?? 1)
  const current = useQuery(trpc.investors.applications.list.queryOptions(record))
  const rows = current.data?.rows ?? []
  const at = rows.findIndex((row) => row.startupOrgId === startupId)
  // Another application of the same startup is the same screen: skip over it.
  const before = rows.slice(0, Math.max(at, 0)).findLast((row) => row.startupOrgId !== startupId)
  const after =
    at < 0 ? undefined : rows.slice(at + 1).find((row) => row.startupOrgId !== startupId)
  const pageCount = current.data?.pageCount ?? 1
  const previousRecord = withPage(record, page - 1)
  const nextRecord = withPage(record, page + 1)
  const previousPage = useQuery({
    ...trpc.investors.applications.list.queryOptions(previousRecord),
    enabled: at >= 0 && !before && page > 1,
  })
  const nextPage = useQuery({
    ...trpc.investors.applications.list.queryOptions(nextRecord),
    enabled: at >= 0 && !after && page < pageCount,
  })

  const previous: Neighbour | undefined = before
    ? { ...before, list }
    : at >= 0 && page > 1
      ? (() => {
          const row = previousPage.data?.rows.findLast((r) => r.startupOrgId !== startupId)
          return row && { ...row, list: toQueryString(previousRecord) }
        })()
      : undefined
  const next: Neighbour | undefined = after
    ? { ...after, list }
    : at >= 0 && page < pageCount
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

  const position =
    at >= 0 && current.data
      ? `${((page - 1) * current.data.pageSize + at + 1).toLocaleString('en-IN')} of ${current.data.total.toLocaleString('en-IN')}`
      : null

  return (
    <nav aria-label="Applications in this list" className="flex flex-wrap items-center gap-2">
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
  const label = direction === 'previous' ? 'Previous' : 'Next'
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
      title={`${label}: ${to.startupName} (${key})`}
      className={cn(className, 'text-ink hover:bg-surface')}
    >
      {direction === 'previous' && icon}
      {label}
      {direction === 'next' && icon}
    </Link>
  )
}
