import { createFileRoute } from '@tanstack/react-router'
import { useIntl } from 'react-intl'

import { PageHeader } from '@/components/area-shell'
import { YourDataSection } from '@/features/settings/data-rights-section'

// A platform admin has no organisation and so no settings screen: their own data is here.
export const Route = createFileRoute('/admin/account')({
  loader: ({ context }) =>
    context.queryClient.prefetchQuery(context.trpc.account.erasurePlan.queryOptions()),
  component: AdminAccountScreen,
})

function AdminAccountScreen() {
  const intl = useIntl()
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={intl.formatMessage({ id: 'admin.account.title' })}
        description={intl.formatMessage({ id: 'admin.account.description' })}
      />
      <YourDataSection />
    </div>
  )
}
