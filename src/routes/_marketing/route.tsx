import { createFileRoute, Outlet } from '@tanstack/react-router'

import { SiteLayout } from '@/components/site-layout'
import { contactQueryOptions } from '@/lib/contact'

export const Route = createFileRoute('/_marketing')({
  // The configured contact email (footer, About) and Grievance Officer (privacy policy), in the
  // first HTML of every public page. It reads the configuration only, never the database.
  loader: ({ context }) => context.queryClient.ensureQueryData(contactQueryOptions(context.trpc)),
  component: () => (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  ),
})
