import { createFileRoute, Outlet } from '@tanstack/react-router'
import { FileText, Home, Rocket, Settings, Users } from 'lucide-react'

import { AreaShell, type AreaNavItem } from '@/components/area-shell'
import { requireArea } from '@/features/account/area-guard'

const nav: AreaNavItem[] = [
  { to: '/startups', label: 'Home', icon: Home, exact: true },
  { to: '/startups/startup-profile', label: 'Startup profile', icon: Rocket },
  { to: '/startups/founder-profile', label: 'Founders', icon: Users },
  { to: '/startups/full-profile', label: 'Full profile', icon: FileText },
  { to: '/startups/settings', label: 'Settings', icon: Settings },
]

export const Route = createFileRoute('/startups')({
  beforeLoad: ({ context, location }) => requireArea(context, location, 'startup'),
  component: StartupsLayout,
})

function StartupsLayout() {
  const { session } = Route.useRouteContext()
  return (
    <AreaShell
      home="/startups"
      areaLabel="Startups"
      nav={nav}
      userName={session.user.name}
      organisationName={session.membership.organisationName}
    >
      <Outlet />
    </AreaShell>
  )
}
