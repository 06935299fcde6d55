import { createFileRoute } from '@tanstack/react-router'

import { PageHeader, ScreenInProgress } from '@/components/area-shell'

export const Route = createFileRoute('/startups/full-profile')({ component: Screen })

function Screen() {
  return (
    <>
      <PageHeader
        title="Full profile"
        description="The three sections investors review: Market & Positioning, Business & Team, Traction & IP."
      />
      <ScreenInProgress>The full profile editor is being built.</ScreenInProgress>
    </>
  )
}
