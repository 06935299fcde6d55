import { createFileRoute } from '@tanstack/react-router'

import { PageHeader, ScreenInProgress } from '@/components/area-shell'

export const Route = createFileRoute('/investors/channels/$id')({ component: Screen })

function Screen() {
  const { id } = Route.useParams()
  return (
    <>
      <PageHeader title="Channel" description="Title, criteria, questions, dates, visibility and the response-time promise." />
      <ScreenInProgress>{`Channel ${id} editing is being built.`}</ScreenInProgress>
    </>
  )
}
