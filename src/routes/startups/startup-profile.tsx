import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useIntl } from 'react-intl'

import { PageHeader } from '@/components/area-shell'
import { ErrorPanel } from '@/components/error-panel'
import { EditorSkeleton } from '@/components/form'
import { CompletenessMeter } from '@/features/startups/completeness-meter'
import { ProfileEditor } from '@/features/startups/startup-profile/profile-editor'
import { useTRPC } from '@/lib/trpc'

export const Route = createFileRoute('/startups/startup-profile')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.startups.profile.get.queryOptions()),
  pendingComponent: StartupProfileSkeleton,
  errorComponent: ErrorPanel,
  component: StartupProfileScreen,
})

/** The page's title and description, in the page's language. */
function usePageHeading() {
  const intl = useIntl()
  return {
    title: intl.formatMessage({ id: 'founder.page.startupProfile.title' }),
    description: intl.formatMessage({ id: 'founder.page.startupProfile.description' }),
  }
}

function StartupProfileSkeleton() {
  return <EditorSkeleton {...usePageHeading()} sections={5} />
}

function StartupProfileScreen() {
  const heading = usePageHeading()
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(trpc.startups.profile.get.queryOptions())
  const part = data.completeness.parts.find((p) => p.key === 'profile')

  return (
    <>
      <PageHeader {...heading} />
      {part && <CompletenessMeter part={part} className="mb-6" />}
      <ProfileEditor data={data} />
    </>
  )
}
