import { createFileRoute, Outlet } from '@tanstack/react-router'
import { Building2, Inbox, Mail, ScrollText, UserRound, Users } from 'lucide-react'

import { AreaShell, type AreaNavItem } from '@/components/area-shell'
import { requireAdmin } from '@/features/account/area-guard'
import { catalogPartsFor, loadCatalog } from '@/lib/i18n/catalog'
import { initialLocale } from '@/viewer-locale'

const nav: AreaNavItem[] = [
  { to: '/admin', label: 'app.nav.admin.requests', icon: Inbox, exact: true },
  { to: '/admin/users', label: 'app.nav.admin.users', icon: Users },
  { to: '/admin/organisations', label: 'app.nav.admin.organisations', icon: Building2 },
  { to: '/admin/outbox', label: 'app.nav.admin.outbox', icon: Mail },
  { to: '/admin/audit', label: 'app.nav.admin.audit', icon: ScrollText },
  { to: '/admin/account', label: 'app.nav.admin.account', icon: UserRound },
]

export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ context, location }) => {
    const admin = await requireAdmin(context, location)
    // The area's own words, a part of the catalog no other area downloads (and the settings
    // screens' on its account page).
    await loadCatalog(initialLocale(), catalogPartsFor(location.pathname))
    return admin
  },
  component: AdminLayout,
})

function AdminLayout() {
  const { session } = Route.useRouteContext()
  return (
    <AreaShell
      home="/admin"
      areaLabel="app.area.admin"
      nav={nav}
      userName={session.user.name}
      organisationName={{ id: 'app.area.adminOrganisation' }}
    >
      <Outlet />
    </AreaShell>
  )
}
