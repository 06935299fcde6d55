import { createFileRoute } from '@tanstack/react-router'

import { PageHeader, ScreenInProgress } from '@/components/area-shell'

export const Route = createFileRoute('/investors/lists/$id')({ component: Screen })

function Screen() {
  const { id } = Route.useParams()
  return (
    <>
      <PageHeader title="List" description="The startups on this list, with your team's notes." />
      <ScreenInProgress>{`List ${id} is being built.`}</ScreenInProgress>
    </>
  )
}
