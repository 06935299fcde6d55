import { createFileRoute } from '@tanstack/react-router'

import { PageHeader, ScreenInProgress } from '@/components/area-shell'

export const Route = createFileRoute('/startups/')({ component: Screen })

function Screen() {
  return (
    <>
      <PageHeader
        title="Your startup"
        description="Profile completeness, open channels that match your startup, and every application with its answer."
      />
      <ScreenInProgress>Matching channels and your applications appear here once channels open for applications.</ScreenInProgress>
    </>
  )
}
