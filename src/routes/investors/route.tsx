import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import {
  Compass,
  Handshake,
  Inbox,
  LayoutDashboard,
  ListChecks,
  Mail,
  Megaphone,
  Settings,
  Sparkles,
} from 'lucide-react'

import { AreaShell, type AreaNavItem } from '@/components/area-shell'
import { requireArea } from '@/features/account/area-guard'
import { requireOnboarding } from '@/features/investors/onboarding/onboarding-gate'
import { OnboardingBanner } from '@/features/investors/onboarding/onboarding-banner'
import { useTRPC } from '@/lib/trpc'
import { catalogPartsFor, loadCatalog } from '@/lib/i18n/catalog'
import { initialLocale } from '@/viewer-locale'

/** A startup's review screen opened from Discover belongs to Discover (`?from=discover`). */
const fromDiscover = ({
  pathname,
  search,
}: {
  pathname: string
  search: Record<string, unknown>
}) => pathname.startsWith('/investors/applications/') && search.from === 'discover'

const nav: AreaNavItem[] = [
  {
    to: '/investors',
    label: 'app.nav.investors.discover',
    icon: Compass,
    current: (place) => place.pathname === '/investors' || fromDiscover(place),
  },
  {
    to: '/investors/applications',
    label: 'app.nav.investors.applications',
    icon: Inbox,
    current: (place) =>
      (place.pathname === '/investors/applications' ||
        place.pathname.startsWith('/investors/applications/')) &&
      !fromDiscover(place),
  },
  { to: '/investors/inbox', label: 'app.nav.investors.inbox', icon: Mail },
  { to: '/investors/channels', label: 'app.nav.investors.channels', icon: Megaphone },
  { to: '/investors/lists', label: 'app.nav.investors.lists', icon: ListChecks },
  { to: '/investors/deal-rooms', label: 'app.nav.investors.dealRooms', icon: Handshake },
  { to: '/investors/dashboard', label: 'app.nav.investors.dashboard', icon: LayoutDashboard },
  { to: '/investors/onboarding', label: 'app.nav.investors.profile', icon: Sparkles },
  { to: '/investors/settings', label: 'app.nav.settings', icon: Settings },
]

export const Route = createFileRoute('/investors')({
  beforeLoad: async ({ context, location }) => {
    const area = await requireArea(context, location, 'investor')
    // The area's own words, in the parts of the catalog its page needs (Discover's, the deal
    // rooms', the settings screens'), which no other area downloads.
    await loadCatalog(initialLocale(), catalogPartsFor(location.pathname))
    return { ...area, ...(await requireOnboarding(context, location)) }
  },
  component: InvestorsLayout,
})

function InvestorsLayout() {
  const { session, onboarding } = Route.useRouteContext()
  const trpc = useTRPC()
  // The menu's count of new Inbox entries; the menu shows without it until it comes.
  const counts = useQuery({ ...trpc.investors.inbox.counts.queryOptions(), staleTime: 30_000 })
  const newEntries = counts.data?.new ?? 0
  const items = nav.map(
    (item): AreaNavItem =>
      item.to === '/investors/inbox'
        ? {
            ...item,
            badge: { count: newEntries, label: 'app.nav.investors.newEntries' },
          }
        : item,
  )
  return (
    <AreaShell
      home="/investors"
      areaLabel="app.area.investors"
      nav={items}
      userName={session.user.name}
      organisationName={session.membership.organisationName}
    >
      {!onboarding.onboarded && <OnboardingBanner />}
      <Outlet />
    </AreaShell>
  )
}
