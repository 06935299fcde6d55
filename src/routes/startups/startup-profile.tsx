import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

import { PageHeader } from '@/components/area-shell'
import { ErrorPanel } from '@/components/error-panel'
import { EditorSkeleton } from '@/components/form'
import { CompletenessMeter } from '@/features/startups/completeness-meter'
import { ProfileEditor } from '@/features/startups/startup-profile/profile-editor'
import { useTRPC } from '@/lib/trpc'

const title = 'Startup profile'
const description =
  'The basics investors see first: name, one-liner, sectors, stage, headquarters and your planned raise.'

export const Route = createFileRoute('/startups/startup-profile')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.startups.profile.get.queryOptions()),
  pendingComponent: () => <EditorSkeleton title={title} description={description} sections={5} />,
  errorComponent: ErrorPanel,
  component: StartupProfileScreen,
})

function StartupProfileScreen() {
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(trpc.startups.profile.get.queryOptions())
  const part = data.completeness.parts.find((p) => p.key === 'profile')

  return (
    <>
      <PageHeader title={title} description={description} />
      {part && <CompletenessMeter part={part} className="mb-6" />}
      <ProfileEditor data={data} />
    </>
  )
}
