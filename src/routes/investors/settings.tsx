import { createFileRoute } from '@tanstack/react-router'

import { prefetchSettings, SettingsPage } from '@/features/settings/settings-page'

export const Route = createFileRoute('/investors/settings')({
  loader: ({ context }) => prefetchSettings(context),
  component: SettingsPage,
})
