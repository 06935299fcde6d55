import { createFileRoute } from '@tanstack/react-router'

import { PageHeader, ScreenInProgress } from '@/components/area-shell'

export const Route = createFileRoute('/startups/startup-profile')({ component: Screen })

function Screen() {
  return (
    <>
      <PageHeader
        title="Startup profile"
        description="The basics investors see first: name, one-liner, sectors, stage, headquarters and your planned raise."
      />
      <ScreenInProgress>The startup profile editor is being built.</ScreenInProgress>
    </>
  )
}
