import { createFileRoute } from '@tanstack/react-router'

import { PageHeader, ScreenInProgress } from '@/components/area-shell'

export const Route = createFileRoute('/investors/channels/')({ component: Screen })

function Screen() {
  return (
    <>
      <PageHeader
        title="Channels"
        description="Your open calls: criteria, questions, response-time promise and how many applications each has."
      />
      <ScreenInProgress>Channel management is being built.</ScreenInProgress>
    </>
  )
}
