import { createFileRoute } from '@tanstack/react-router'

import { PageHeader, ScreenInProgress } from '@/components/area-shell'

export const Route = createFileRoute('/investors/settings')({ component: Screen })

function Screen() {
  return (
    <>
      <PageHeader
        title="Settings"
        description="Your account, your organisation and its members, and notification preferences."
      />
      <ScreenInProgress>Account and organisation settings are being built.</ScreenInProgress>
    </>
  )
}
