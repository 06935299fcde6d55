import { createFileRoute } from '@tanstack/react-router'

import { PageHeader, ScreenInProgress } from '@/components/area-shell'

export const Route = createFileRoute('/investors/')({ component: Screen })

function Screen() {
  return (
    <>
      <PageHeader
        title="Discover startups"
        description="Startups that chose to be discoverable, with their fit against your thesis."
      />
      <ScreenInProgress>Discovery opens once your investor profile is complete.</ScreenInProgress>
    </>
  )
}
