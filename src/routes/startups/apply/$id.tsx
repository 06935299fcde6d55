import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

import { PageHeader } from '@/components/area-shell'
import { BackLink } from '@/components/back-link'
import { DetailSkeleton } from '@/components/detail-skeleton'
import { ErrorPanel } from '@/components/error-panel'
import { Card } from '@/components/ui/card'
import { ApplyFlow } from '@/features/applications/apply-flow'
import { useTRPC } from '@/lib/trpc'
import { loadOrNotFound } from '@/lib/load-or-not-found'

export const Route = createFileRoute('/startups/apply/$id')({
  loader: async ({ context, params }) => {
    await loadOrNotFound(() =>
      context.queryClient.ensureQueryData(
        context.trpc.startups.channels.get.queryOptions({ id: params.id }),
      ),
    )
  },
  pendingComponent: () => <DetailSkeleton sections={3} />,
  errorComponent: ErrorPanel,
  notFoundComponent: ChannelNotFound,
  component: ApplyScreen,
})

function BackHome() {
  return <BackLink to="/startups">Home</BackLink>
}

function ChannelNotFound() {
  return (
    <>
      <BackHome />
      <Card className="p-8 text-center">
        <h1 className="text-lg font-semibold text-ink">Channel not found</h1>
        <p className="mt-2 text-sm text-muted">
          This channel does not exist, is not open yet, or has been archived. Your home page lists
          the channels open now.
        </p>
      </Card>
    </>
  )
}

function ApplyScreen() {
  const { id } = Route.useParams()
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(trpc.startups.channels.get.queryOptions({ id }))
  return (
    <>
      <BackHome />
      <PageHeader
        title={data.channel.title}
        description={
          data.application
            ? `A call from ${data.investor.name}. Your application and where it stands.`
            : data.acceptingApplications
              ? `An open call from ${data.investor.name}. Check how you fit, answer their questions and review what you share before you apply.`
              : `A call from ${data.investor.name} that does not take applications now.`
        }
      />
      <ApplyFlow key={id} page={data} />
    </>
  )
}
