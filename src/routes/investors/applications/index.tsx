import { createFileRoute } from '@tanstack/react-router'

import { PageHeader, ScreenInProgress } from '@/components/area-shell'

export const Route = createFileRoute('/investors/applications/')({ component: Screen })

function Screen() {
  return (
    <>
      <PageHeader
        title="Applications"
        description="Every application to your channels, filtered by sector, stage, state, business type and raise."
      />
      <ScreenInProgress>The review pipeline is being built.</ScreenInProgress>
    </>
  )
}
