import { createFileRoute } from '@tanstack/react-router'

import { PageHeader, ScreenInProgress } from '@/components/area-shell'

export const Route = createFileRoute('/startups/apply/$id')({ component: Screen })

function Screen() {
  const { id } = Route.useParams()
  return (
    <>
      <PageHeader title="Apply" description="Channel details, how your startup fits its criteria, the investor's questions and a review of what you share." />
      <ScreenInProgress>{`Applications to channel ${id} open once channels are live.`}</ScreenInProgress>
    </>
  )
}
