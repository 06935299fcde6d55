import { createFileRoute, Outlet } from '@tanstack/react-router'
import { Building2, Inbox, Mail, ScrollText, UserRound, Users } from 'lucide-react'

import { AreaShell, type AreaNavItem } from '@/components/area-shell'
import { requireAdmin } from '@/features/account/area-guard'

const nav: AreaNavItem[] = [
  { to: '/admin', label: 'Access requests', icon: Inbox, exact: true },
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/organisations', label: 'Organisations', icon: Building2 },
  { to: '/admin/outbox', label: 'Outbox', icon: Mail },
  { to: '/admin/audit', label: 'Audit log', icon: ScrollText },
  { to: '/admin/account', label: 'Your data', icon: UserRound },
]

export const Route = createFileRoute('/admin')({
  beforeLoad: ({ context, location }) => requireAdmin(context, location),
  component: AdminLayout,
})

function AdminLayout() {
  const { session } = Route.useRouteContext()
  return (
    <AreaShell
      home="/admin"
      areaLabel="Platform admin"
      nav={nav}
      userName={session.user.name}
      organisationName="Platform administration"
    >
      <Outlet />
    </AreaShell>
  )
}
