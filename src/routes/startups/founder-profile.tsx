import { createFileRoute } from '@tanstack/react-router'

import { PageHeader, ScreenInProgress } from '@/components/area-shell'

export const Route = createFileRoute('/startups/founder-profile')({ component: Screen })

function Screen() {
  return (
    <>
      <PageHeader
        title="Founders"
        description="Who is building this company: background, roles and how to reach each founder."
      />
      <ScreenInProgress>The founder profile editor is being built.</ScreenInProgress>
    </>
  )
}
