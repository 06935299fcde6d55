import { createFileRoute } from '@tanstack/react-router'

import { PageHeader, ScreenInProgress } from '@/components/area-shell'

export const Route = createFileRoute('/investors/lists/')({ component: Screen })

function Screen() {
  return (
    <>
      <PageHeader
        title="Lists"
        description="Named lists of startups your team keeps, with a note per entry."
      />
      <ScreenInProgress>Lists are being built.</ScreenInProgress>
    </>
  )
}
