import { Link, useLocation, useRouter, type LinkProps } from '@tanstack/react-router'
import { LogOut, Menu, X, type LucideIcon } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Logo } from '@/components/brand'
import { LanguageSwitch } from '@/components/language-switch'
import { NotificationBell } from '@/components/notification-bell'
import { Button } from '@/components/ui/button'
import { useSignOut } from '@/components/use-sign-out'
import { SkipLink } from '@/components/skip-link'
import { cn } from '@/lib/cn'
import type { MessageId } from '@/lib/i18n/catalog'
import { toast } from '@/lib/toast'

type Place = { pathname: string; search: Record<string, unknown> }

export type AreaNavItem = {
  to: LinkProps['to']
  /** The item's name. */
  label: MessageId
  icon: LucideIcon
  exact?: boolean
  /** When the item is the current place, if its path alone does not tell (a screen reached from several). */
  current?: (place: Place) => boolean
  /**
   * A count beside the label (new entries waiting), with what it counts for screen readers: a
   * message of `{count, plural, …}` ('new entries').
   */
  badge?: { count: number; label: MessageId }
}

function isCurrent(item: AreaNavItem, place: Place) {
  if (item.current) return item.current(place)
  const to = String(item.to)
  return item.exact
    ? place.pathname === to
    : place.pathname === to || place.pathname.startsWith(`${to}/`)
}

type AreaShellProps = {
  home: '/startups' | '/investors' | '/admin'
  /** The area's name: above the menu, and the menu's name for screen readers. */
  areaLabel: MessageId
  nav: AreaNavItem[]
  userName: string
  /** The person's organisation (their data), or what stands in its place for the admins. */
  organisationName: string | { id: MessageId }
  children: ReactNode
}

/** The signed-in frame of the startups and investors areas: sidebar, top bar, sign-out. */
export function AreaShell({
  home,
  areaLabel,
  nav,
  userName,
  organisationName,
  children,
}: AreaShellProps) {
  const [open, setOpen] = useState(false)
  const intl = useIntl()
  const router = useRouter()
  const { pathname, search } = useLocation()
  const area = intl.formatMessage({ id: areaLabel })
  const { signOut } = useSignOut(async () => {
    await router.navigate({ to: '/' })
    toast.success(intl.formatMessage({ id: 'app.signedOut' }))
  })

  const navList = (
    <ul className="space-y-1">
      {nav.map((item) => {
        const current = isCurrent(item, { pathname, search })
        return (
          <li key={item.label}>
            <Link
              to={item.to}
              onClick={() => setOpen(false)}
              // The router marks only an exact match itself; sub-screens are marked here.
              activeOptions={{ exact: true, includeSearch: false }}
              className={cn(
                'flex items-center gap-3 rounded-lg px-3 py-2 text-sm text-muted hover:bg-white hover:text-ink',
                current && 'bg-white font-medium text-ink shadow-sm',
              )}
              aria-current={current ? 'page' : undefined}
            >
              <item.icon className="size-4" aria-hidden="true" />
              <FormattedMessage id={item.label} />
              {item.badge && item.badge.count > 0 && (
                <span className="ml-auto rounded-full bg-brand-100 px-2 text-xs font-semibold text-brand-700 tabular-nums">
                  {intl.formatNumber(item.badge.count)}
                  <span className="sr-only">
                    {space}
                    <FormattedMessage id={item.badge.label} values={{ count: item.badge.count }} />
                  </span>
                </span>
              )}
            </Link>
          </li>
        )
      })}
    </ul>
  )

  return (
    <div className="min-h-screen bg-surface lg:grid lg:grid-cols-[16rem_1fr]">
      <SkipLink />
      <aside className="hidden border-r border-line bg-surface px-4 py-5 lg:sticky lg:top-0 lg:block lg:h-screen lg:self-start lg:overflow-y-auto">
        <Logo to={home} />
        <p className="mt-1 pl-9 text-xs font-medium tracking-wide text-muted uppercase">{area}</p>
        <nav aria-label={area} className="mt-8">
          {navList}
        </nav>
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-20 flex h-14 items-center justify-between gap-3 border-b border-line bg-white/90 px-4 backdrop-blur sm:px-6">
          <div className="flex items-center gap-3 lg:hidden">
            <button
              type="button"
              className="rounded-lg p-2"
              aria-label={intl.formatMessage({ id: open ? 'app.menu.close' : 'app.menu.open' })}
              aria-expanded={open}
              onClick={() => setOpen((v) => !v)}
            >
              {open ? <X className="size-5" /> : <Menu className="size-5" />}
            </button>
            <Logo to={home} />
          </div>
          {typeof organisationName === 'string' ? (
            // The organisation's own name: its data, never translated.
            <p className="hidden truncate text-sm text-muted lg:block" translate="no">
              {organisationName}
            </p>
          ) : (
            <p className="hidden truncate text-sm text-muted lg:block">
              <FormattedMessage id={organisationName.id} />
            </p>
          )}
          <div className="flex items-center gap-2 sm:gap-3">
            <LanguageSwitch className="hidden sm:inline-flex" />
            {home !== '/admin' && <NotificationBell />}
            <span
              className="hidden text-sm text-ink sm:inline"
              data-testid="user-name"
              translate="no"
            >
              {userName}
            </span>
            <Button variant="secondary" size="sm" onClick={signOut}>
              <LogOut aria-hidden="true" />
              <FormattedMessage id="app.signOut" />
            </Button>
          </div>
        </header>
        {open && (
          <nav
            aria-label={intl.formatMessage({ id: 'app.menu.mobile' }, { area })}
            className="border-b border-line bg-surface p-3 lg:hidden"
          >
            {navList}
            <LanguageSwitch className="mt-2 sm:hidden" />
          </nav>
        )}
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:px-6"
        >
          {children}
        </main>
      </div>
    </div>
  )
}

/** Between the count and what it counts, for screen readers ("3 new entries"). */
const space = ' '

type PageHeaderProps = {
  title: string
  /**
   * The title is someone's own words (a startup's or a channel's name), not the page's: kept as
   * written, out of browsers' translation (translate="no").
   */
  ownTitle?: boolean
  description?: string
  /** The description is someone's own words too (a list's, as its team wrote it). */
  ownDescription?: boolean
  actions?: ReactNode
}

export function PageHeader({
  title,
  ownTitle,
  description,
  ownDescription,
  actions,
}: PageHeaderProps) {
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1
          className="text-2xl font-semibold tracking-tight text-ink"
          translate={ownTitle ? 'no' : undefined}
        >
          {title}
        </h1>
        {description && (
          <p
            className="mt-1 max-w-2xl text-sm text-muted"
            translate={ownDescription ? 'no' : undefined}
          >
            {description}
          </p>
        )}
      </div>
      {actions}
    </div>
  )
}
