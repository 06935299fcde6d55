import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { inferRouterOutputs } from '@trpc/server'
import { Bell } from 'lucide-react'
import { useState } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { Button } from '@/components/ui/button'
import { DeferredPopover } from '@/components/ui/deferred-popover'
import { PanelEmpty, PanelError, PanelLoading } from '@/components/ui/panel-states'
import { cn } from '@/lib/cn'
import { shownDate } from '@/lib/i18n/dates'
import { unreadCountCap } from '@/lib/limits'
import { shownDateTime, useTimeZone } from '@/components/time-zone'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'
import type { AppRouter } from '@/server/trpc/root'

type NotificationItem = inferRouterOutputs<AppRouter>['notifications']['list']['items'][number]

/** New notifications show up within this time; queries never refetch on focus (docs/contract.md, "Client defaults"). */
const pollInterval = 30_000
const pageSize = 10
/** What the badge shows from the server's cap on: a figure, the same in every language. */
const pastCap = '99+'

/** '5 min ago', '3 h ago', '2 d ago', then the date, in the page's language. */
export function formatWhen(intl: IntlShape, date: Date, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000)
  if (minutes < 1) return intl.formatMessage({ id: 'shared.notifications.justNow' })
  if (minutes < 60)
    return intl.formatMessage({ id: 'shared.notifications.minutesAgo' }, { minutes })
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return intl.formatMessage({ id: 'shared.notifications.hoursAgo' }, { hours })
  const days = Math.floor(hours / 24)
  if (days < 7) return intl.formatMessage({ id: 'shared.notifications.daysAgo' }, { days })
  return shownDate(intl, date)
}

/** The header's bell: unread count on the button, the latest notifications in a popover. */
export function NotificationBell() {
  const intl = useIntl()
  const trpc = useTRPC()
  const [open, setOpen] = useState(false)
  const unread = useQuery({
    ...trpc.notifications.unreadCount.queryOptions(),
    refetchInterval: pollInterval,
  })
  const count = unread.data?.count ?? 0
  // The server stops counting at its cap (src/lib/limits.ts): from there the bell says "99+".
  const past99 = count >= unreadCountCap
  const label = unread.data
    ? intl.formatMessage(
        { id: 'shared.notifications.unreadLabel' },
        { past99: past99 ? 'yes' : 'no', count },
      )
    : intl.formatMessage({ id: 'shared.notifications.title' })

  return (
    <DeferredPopover
      open={open}
      onOpenChange={setOpen}
      trigger={(props) => (
        <button
          type="button"
          {...props}
          aria-label={label}
          className="relative rounded-lg p-2 text-ink hover:bg-brand-50"
        >
          <Bell className="size-5" aria-hidden="true" />
          {count > 0 && (
            <span
              aria-hidden="true"
              data-testid="notification-count"
              className="absolute top-0.5 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-saffron-500 px-1 text-[0.6875rem] leading-none font-semibold text-ink ring-2 ring-white"
            >
              {past99 ? pastCap : intl.formatNumber(count)}
            </span>
          )}
        </button>
      )}
      align="end"
      sideOffset={8}
      collisionPadding={8}
      aria-label={intl.formatMessage({ id: 'shared.notifications.title' })}
      className="z-50 flex max-h-[min(32rem,calc(100vh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-lg"
    >
      <NotificationPanel unreadCount={count} onNavigate={() => setOpen(false)} />
    </DeferredPopover>
  )
}

function NotificationPanel({
  unreadCount,
  onNavigate,
}: {
  unreadCount: number
  onNavigate: () => void
}) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const router = useRouter()
  // Mounted each time the popover opens, and always fresh then.
  const list = useInfiniteQuery({
    ...trpc.notifications.list.infiniteQueryOptions(
      { limit: pageSize },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
    staleTime: 0,
  })
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.notifications.list.infiniteQueryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.notifications.unreadCount.queryKey() }),
    ])
  const markRead = useMutation(trpc.notifications.markRead.mutationOptions({ onSuccess: refresh }))
  const markAllRead = useMutation(
    trpc.notifications.markAllRead.mutationOptions({
      onSuccess: refresh,
      onError: () => toast.error(intl.formatMessage({ id: 'shared.notifications.markFailed' })),
    }),
  )

  const open = (item: NotificationItem) => {
    if (!item.readAt) markRead.mutate({ ids: [item.id] })
    onNavigate()
    if (item.link) void router.navigate({ href: item.link })
  }

  const items = list.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
        <h2 className="text-sm font-semibold text-ink">
          <FormattedMessage id="shared.notifications.title" />
        </h2>
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0"
          disabled={unreadCount === 0 || markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          <FormattedMessage id="shared.notifications.markAll" />
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.isPending ? (
          <PanelLoading
            label={intl.formatMessage({ id: 'shared.notifications.loading' })}
            lines={['h-12', 'h-12', 'h-12']}
            className="space-y-3 p-4"
          />
        ) : list.isError ? (
          <PanelError
            message={intl.formatMessage({ id: 'shared.notifications.loadFailed' })}
            onRetry={() => void list.refetch()}
            className="p-4"
          />
        ) : items.length === 0 ? (
          <PanelEmpty className="p-6 text-center">
            <FormattedMessage id="shared.notifications.empty" />
          </PanelEmpty>
        ) : (
          <ul className="divide-y divide-line">
            {items.map((item) => (
              <li key={item.id}>
                <NotificationRow item={item} onOpen={() => open(item)} />
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <div className="border-t border-line p-2 text-center">
            <Button
              variant="ghost"
              size="sm"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              <FormattedMessage
                id={
                  list.isFetchingNextPage ? 'shared.loadingEllipsis' : 'shared.notifications.older'
                }
              />
            </Button>
          </div>
        )}
      </div>
    </>
  )
}

function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  const intl = useIntl()
  const zone = useTimeZone()
  const unread = !item.readAt
  const content = (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'mt-1.5 size-2 shrink-0 rounded-full',
          unread ? 'bg-brand-600' : 'bg-transparent',
        )}
      />
      <span className="min-w-0 flex-1">
        {unread && (
          <span className="sr-only">
            <FormattedMessage id="shared.notifications.unread" />
          </span>
        )}
        {/* Written by the server when the event happened (src/server/notifications), as it is. */}
        <span className={cn('block text-sm break-words text-ink', unread && 'font-semibold')}>
          {item.title}
        </span>
        {item.body && (
          <span className="mt-0.5 line-clamp-2 block text-sm break-words text-muted">
            {item.body}
          </span>
        )}
        <time
          dateTime={item.createdAt.toISOString()}
          title={shownDateTime(intl, item.createdAt, zone)}
          className="mt-1 block text-xs text-muted"
        >
          {formatWhen(intl, item.createdAt)}
        </time>
      </span>
    </>
  )
  const className = cn(
    'flex w-full gap-3 px-4 py-3 text-left hover:bg-surface focus-visible:bg-surface',
    unread && 'bg-brand-50/60',
  )
  if (!item.link) return <div className={className}>{content}</div>
  return (
    <a
      href={item.link}
      className={className}
      onClick={(event) => {
        // A modified click opens a new tab as usual; the bell keeps its unread mark until opened here.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        event.preventDefault()
        onOpen()
      }}
    >
      {content}
    </a>
  )
}
