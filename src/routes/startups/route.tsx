import { createFileRoute, Outlet } from '@tanstack/react-router'
import { FileText, Home, Rocket, Settings, Users } from 'lucide-react'

import { AreaShell, type AreaNavItem } from '@/components/area-shell'
import { requireArea } from '@/features/account/area-guard'
import { catalogPartsFor, loadCatalog } from '@/lib/i18n/catalog'
import { initialLocale } from '@/viewer-locale'

const nav: AreaNavItem[] = [
  { to: '/startups', label: 'app.nav.startups.home', icon: Home, exact: true },
  { to: '/startups/startup-profile', label: 'app.nav.startups.startupProfile', icon: Rocket },
  { to: '/startups/founder-profile', label: 'app.nav.startups.founders', icon: Users },
  { to: '/startups/full-profile', label: 'app.nav.startups.fullProfile', icon: FileText },
  { to: '/startups/settings', label: 'app.nav.settings', icon: Settings },
]

export const Route = createFileRoute('/startups')({
  beforeLoad: async ({ context, location }) => {
    const area = await requireArea(context, location, 'startup')
    // The area's own words, a part of the catalog no other area downloads (and the settings
    // screens' on its settings page).
    await loadCatalog(initialLocale(), catalogPartsFor(location.pathname))
    return area
  },
  component: StartupsLayout,
})

function StartupsLayout() {
  const { session } = Route.useRouteContext()
  return (
    <AreaShell
      home="/startups"
      areaLabel="app.area.startups"
      nav={nav}
      userName={session.user.name}
      organisationName={session.membership.organisationName}
    >
      <Outlet />
    </AreaShell>
  )
}
