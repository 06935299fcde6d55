import { createFileRoute } from '@tanstack/react-router'

import { PageHeader, ScreenInProgress } from '@/components/area-shell'

export const Route = createFileRoute('/investors/onboarding')({ component: Screen })

function Screen() {
  return (
    <>
      <PageHeader
        title="Investor profile"
        description="Your thesis, the sectors and stages you back, where, and your cheque size."
      />
      <ScreenInProgress>Onboarding is being built.</ScreenInProgress>
    </>
  )
}
