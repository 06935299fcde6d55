import { createFileRoute, Outlet } from '@tanstack/react-router'

import { SiteLayout } from '@/components/site-layout'
import { contactQueryOptions } from '@/lib/contact'
import { catalogPartsFor, loadCatalog } from '@/lib/i18n/catalog'
import { initialLocale } from '@/viewer-locale'

export const Route = createFileRoute('/_marketing')({
  // The public pages' words are a part of the catalog the signed-in areas never download (and a
  // person's data, on the welcome page, the settings screens').
  beforeLoad: async ({ location }) => {
    await loadCatalog(initialLocale(), catalogPartsFor(location.pathname))
  },
  // The configured contact email (footer, About) and Grievance Officer (privacy policy), in the
  // first HTML of every public page. It reads the configuration only, never the database.
  loader: ({ context }) => context.queryClient.ensureQueryData(contactQueryOptions(context.trpc)),
  component: () => (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  ),
})
