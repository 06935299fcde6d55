import { createFileRoute } from '@tanstack/react-router'

import { PageHeader, ScreenInProgress } from '@/components/area-shell'

export const Route = createFileRoute('/investors/dashboard')({ component: Screen })

function Screen() {
  return (
    <>
      <PageHeader
        title="Dashboard"
        description="Applications by status, the funnel per channel, sectors and states, and time to decision."
      />
      <ScreenInProgress>The dashboard is being built.</ScreenInProgress>
    </>
  )
}
