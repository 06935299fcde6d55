import { createFileRoute } from '@tanstack/react-router'

import { prefetchSettings, SettingsPage } from '@/features/settings/settings-page'
import { PreApprovalSetting } from '@/features/startups/co-investors/pre-approval-setting'

export const Route = createFileRoute('/startups/settings')({
  loader: async ({ context }) => {
    await Promise.all([
      prefetchSettings(context),
      context.queryClient.prefetchQuery(context.trpc.startups.dealRooms.list.queryOptions()),
    ])
  },
  component: StartupSettings,
})

function StartupSettings() {
  return <SettingsPage organisationSections={<PreApprovalSetting />} />
}
