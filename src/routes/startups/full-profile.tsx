import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { useIntl } from 'react-intl'

import { PageHeader } from '@/components/area-shell'
import { ErrorPanel } from '@/components/error-panel'
import { EditorSkeleton, useUnsavedChanges } from '@/components/form'
import type { FullProfileSection } from '@/domain/startups/profile-schemas'
import { BusinessTeamForm } from '@/features/startups/full-profile/business-team-form'
import { MarketPositioningForm } from '@/features/startups/full-profile/market-positioning-form'
import { OverallProgress } from '@/features/startups/full-profile/overall-progress'
import { TractionIpForm } from '@/features/startups/full-profile/traction-ip-form'
import { useTRPC } from '@/lib/trpc'

export const Route = createFileRoute('/startups/full-profile')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.startups.profile.get.queryOptions()),
  pendingComponent: FullProfileSkeleton,
  errorComponent: ErrorPanel,
  component: FullProfileScreen,
})

/** The page's title and description, in the page's language. */
function usePageHeading() {
  const intl = useIntl()
  return {
    title: intl.formatMessage({ id: 'founder.page.fullProfile.title' }),
    description: intl.formatMessage({ id: 'founder.page.fullProfile.description' }),
  }
}

function FullProfileSkeleton() {
  return <EditorSkeleton {...usePageHeading()} sections={3} />
}

function FullProfileScreen() {
  const heading = usePageHeading()
  const trpc = useTRPC()
  const data = useSuspenseQuery(trpc.startups.profile.get.queryOptions()).data
  const { completeness } = data
  const [dirty, setDirty] = useState<Record<FullProfileSection, boolean>>({
    marketPositioning: false,
    businessTeam: false,
    tractionIp: false,
  })
  const onDirtyChange = useCallback((section: FullProfileSection, isDirty: boolean) => {
    setDirty((current) =>
      current[section] === isDirty ? current : { ...current, [section]: isDirty },
    )
  }, [])
  useUnsavedChanges(Object.values(dirty).some(Boolean))

  const part = (key: FullProfileSection) => completeness.parts.find((p) => p.key === key)!

  return (
    <>
      <PageHeader {...heading} />

      <OverallProgress completeness={completeness} dirty={dirty} />

      <div className="mt-6 space-y-8">
        <MarketPositioningForm
          initial={data.profile.marketPositioning}
          part={part('marketPositioning')}
          onDirtyChange={onDirtyChange}
        />
        <BusinessTeamForm data={data} part={part('businessTeam')} onDirtyChange={onDirtyChange} />
        <TractionIpForm
          initial={data.profile.tractionIp}
          part={part('tractionIp')}
          onDirtyChange={onDirtyChange}
        />
      </div>
    </>
  )
}
