import { Link, useNavigate } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Card, Skeleton } from '@/components/ui/card'
import { SearchField, useSearchText } from '@/components/ui/search-field'
import { cn } from '@/lib/cn'
import type { MessageId } from '@/lib/i18n/catalog'

/**
 * Sets some of the current list's search params and goes back to its first page. Each list's
 * route validates what the URL holds, so its filters need not know its type.
 */
function useRefineList() {
  const navigate = useNavigate()
  return (change: Record<string, unknown>) =>
    navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, ...change, page: 1 }),
    })
}

type SearchFormProps = {
  /** The search text in the URL (`q`). */
  value: string | undefined
  label: string
  placeholder?: string
}

/** A search box that searches on Enter (or the button) and follows the URL on back/forward. */
export function SearchForm({ value, label, placeholder }: SearchFormProps) {
  const [text, setText] = useSearchText(value)
  const refine = useRefineList()
  const onSearch = (q: string | undefined) => refine({ q })
  return (
    <form
      method="post"
      role="search"
      className="flex min-w-0 flex-1 items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(text.trim() || undefined)
      }}
    >
      <SearchField
        label={label}
        placeholder={placeholder}
        text={text}
        onTextChange={setText}
        onClear={() => {
          setText('')
          if (value) onSearch(undefined)
        }}
      />
      <Button type="submit" variant="secondary">
        <FormattedMessage id="admin.list.search" />
      </Button>
    </form>
  )
}

type SelectFilterProps<T extends string> = {
  label: string
  /** The search param it sets. */
  param: string
  value: T | undefined
  allLabel: string
  options: ReadonlyArray<{ value: T; label: string }>
}

/** A labelled native select whose first option clears the filter. */
export function SelectFilter<T extends string>({
  label,
  param,
  value,
  allLabel,
  options,
}: SelectFilterProps<T>) {
  const id = useId()
  const refine = useRefineList()
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => {
          const next = options.find((option) => option.value === event.target.value)
          refine({ [param]: next?.value })
        }}
        className="h-10 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink shadow-xs focus:border-brand-500 focus:ring-3 focus:ring-brand-100 focus:outline-none sm:w-auto sm:min-w-44"
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Startups, investors or both: the organisations' and the access requests' kinds. */
export function KindFilter<T extends 'startup' | 'investor'>({
  value,
  options,
}: Pick<SelectFilterProps<T>, 'value' | 'options'>) {
  const intl = useIntl()
  return (
    <SelectFilter
      label={intl.formatMessage({ id: 'admin.list.kind' })}
      param="kind"
      allLabel={intl.formatMessage({ id: 'admin.list.kind.all' })}
      value={value}
      options={options}
    />
  )
}

/** The row of filters above a list: stacks on phones, one line from `sm` up. */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">{children}</div>
}

/**
 * What a list counts: the id of a message of `{count, plural, …}` (the users' list counts with
 * '{count, plural, one {# user} other {# users}}'). A pair of English words (['startup', 'startups']) is still
 * taken from the lists not yet translated, and shown in English.
 */
export type CountNoun = MessageId | readonly [string, string]

/** '12 users': the total in the page's language. */
function countText(intl: IntlShape, total: number, noun: CountNoun): string {
  if (typeof noun === 'string') return intl.formatMessage({ id: noun }, { count: total })
  return `${intl.formatNumber(total)} ${total === 1 ? noun[0] : noun[1]}`
}

type PaginationProps = {
  page: number
  pageCount: number
  total: number
  /** What is counted (see `CountNoun`). */
  noun: CountNoun
}

/** Previous/Next links that keep the other search params of the current route. */
export function Pagination({ page, pageCount, total, noun }: PaginationProps) {
  const intl = useIntl()
  const linkClass =
    'inline-flex h-8 items-center gap-1 rounded-lg border border-line bg-white px-3 text-sm font-medium text-ink shadow-sm hover:bg-surface'
  const disabledClass =
    'inline-flex h-8 items-center gap-1 rounded-lg border border-line px-3 text-sm font-medium text-muted/60'
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'admin.list.pagination' })}
      className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm text-muted"
    >
      <p>{countText(intl, total, noun)}</p>
      <div className="flex items-center gap-2">
        {page > 1 ? (
          <Link
            to="."
            search={(prev: Record<string, unknown>) => ({
              ...prev,
              page: Math.min(page - 1, pageCount),
            })}
            className={linkClass}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            <FormattedMessage id="admin.list.previous" />
          </Link>
        ) : (
          <span aria-disabled="true" className={disabledClass}>
            <ChevronLeft className="size-4" aria-hidden="true" />
            <FormattedMessage id="admin.list.previous" />
          </span>
        )}
        <span className="px-1 whitespace-nowrap text-ink" aria-live="polite">
          <FormattedMessage id="admin.list.page" values={{ page, pageCount }} />
        </span>
        {page < pageCount ? (
          <Link
            to="."
            search={(prev: Record<string, unknown>) => ({ ...prev, page: page + 1 })}
            className={linkClass}
          >
            <FormattedMessage id="admin.list.next" />
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        ) : (
          <span aria-disabled="true" className={disabledClass}>
            <FormattedMessage id="admin.list.next" />
            <ChevronRight className="size-4" aria-hidden="true" />
          </span>
        )}
      </div>
    </nav>
  )
}

/** A friendly empty list: what is missing, and optionally a way out. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card className="px-6 py-12 text-center">
      <p className="font-medium text-ink">{title}</p>
      {children && <div className="mt-2 text-sm text-muted">{children}</div>}
    </Card>
  )
}

/** The list's placeholder while its first page loads. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  const intl = useIntl()
  return (
    <div
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'admin.list.loading' })}
      className="space-y-3"
    >
      {Array.from({ length: rows }, (_, i) => (
        <Card key={i} className="space-y-3 p-5">
          <Skeleton className="h-5 w-48 max-w-full" />
          <Skeleton className="h-4 w-72 max-w-full" />
          <Skeleton className="h-4 w-40 max-w-full" />
        </Card>
      ))}
    </div>
  )
}

/** Skeleton of a whole admin list screen (heading, filters, rows), for route pending states. */
export function ListScreenSkeleton() {
  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      <ListSkeleton />
    </div>
  )
}

/** Classes of the admin tables; the wrapper scrolls sideways on narrow screens, not the page. */
export const table = {
  wrapper: 'overflow-x-auto rounded-2xl border border-line bg-white shadow-sm',
  table: 'w-full min-w-[44rem] text-left text-sm',
  head: 'border-b border-line bg-surface text-xs font-medium tracking-wide text-muted uppercase',
  th: 'px-4 py-3 font-medium',
  row: 'border-b border-line last:border-0 align-top',
  td: 'px-4 py-3',
} as const

type ResultPage<Row> = { rows: Row[]; page: number; pageCount: number; total: number }

/**
 * One page of a list screen: the skeleton while the first page loads, an empty state (a page
 * past the end says so), or the rows and their pagination. `emptyAction` gets whether the page
 * is past the end of a non-empty list, and the page number.
 */
export function ListResults<Row>({
  data,
  noun,
  emptyTitle,
  emptyAction,
  children,
}: {
  data: ResultPage<Row> | undefined
  noun: CountNoun
  emptyTitle: string
  emptyAction?: (where: { beyond: boolean; page: number }) => ReactNode
  children: (rows: Row[]) => ReactNode
}) {
  const intl = useIntl()
  if (!data) return <ListSkeleton />
  if (data.rows.length === 0) {
    const beyond = data.page > 1 && data.total > 0
    return (
      <EmptyState
        title={
          beyond ? intl.formatMessage({ id: 'admin.list.noPage' }, { page: data.page }) : emptyTitle
        }
      >
        {emptyAction?.({ beyond, page: data.page })}
      </EmptyState>
    )
  }
  return (
    <>
      {children(data.rows)}
      <Pagination page={data.page} pageCount={data.pageCount} total={data.total} noun={noun} />
    </>
  )
}

/** An admin table with its hidden caption and header row, dimmed while the next page loads. */
export function ResultsTable({
  caption,
  busy,
  columns,
  className,
  children,
}: {
  caption: string
  busy: boolean
  columns: readonly { label: string; className?: string }[]
  className?: string
  children: ReactNode
}) {
  return (
    <div className={cn(table.wrapper, busy && 'opacity-60')}>
      <table className={cn(table.table, className)} aria-busy={busy}>
        <caption className="sr-only">{caption}</caption>
        <thead className={table.head}>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cn(table.th, column.className)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
