import { createFileRoute } from '@tanstack/react-router'

import { PageHeader } from '@/components/area-shell'
import { YourDataSection } from '@/features/settings/data-rights-section'

// A platform admin has no organisation and so no settings screen: their own data is here.
export const Route = createFileRoute('/admin/account')({
  loader: ({ context }) =>
    context.queryClient.prefetchQuery(context.trpc.account.erasurePlan.queryOptions()),
  component: AdminAccountScreen,
})

function AdminAccountScreen() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Your data"
        description="The personal data Sangam holds about you, as a platform admin: download it, or erase your account."
      />
      <YourDataSection />
    </div>
  )
}
