import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

import { PageHeader } from '@/components/area-shell'
import { BackLink } from '@/components/back-link'
import { ErrorPanel } from '@/components/error-panel'
import { Card } from '@/components/ui/card'
import { ChannelForm } from '@/features/investors/channels/channel-form'
import { ChannelStatusBadge } from '@/features/investors/channels/channel-status-badge'
import { ShareLink } from '@/features/investors/channels/share-link'
import { ChannelStatusActions } from '@/features/investors/channels/status-actions'
import { EditorSkeleton } from '@/components/form'
import { useTRPC } from '@/lib/trpc'
import { loadOrNotFound } from '@/lib/load-or-not-found'

const pageDescription =
  'Title, criteria, questions, dates, visibility and the response-time promise.'

export const Route = createFileRoute('/investors/channels/$id')({
  loader: async ({ context, params }) => {
    await loadOrNotFound(() =>
      context.queryClient.ensureQueryData(
        context.trpc.investors.channels.get.queryOptions({ id: params.id }),
      ),
    )
  },
  pendingComponent: () => (
    <EditorSkeleton title="Channel" description={pageDescription} sections={4} />
  ),
  errorComponent: ErrorPanel,
  notFoundComponent: ChannelNotFound,
  component: ChannelScreen,
})

function ToChannels() {
  return <BackLink to="/investors/channels">All channels</BackLink>
}

function ChannelNotFound() {
  return (
    <>
      <ToChannels />
      <Card className="p-8 text-center">
        <h1 className="text-lg font-semibold text-ink">Channel not found</h1>
        <p className="mt-2 text-sm text-muted">
          This channel does not exist or belongs to another organisation.
        </p>
      </Card>
    </>
  )
}

function ChannelScreen() {
  const { id } = Route.useParams()
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(trpc.investors.channels.get.queryOptions({ id }))
  const { channel, answerCounts } = data

  return (
    <>
      <ToChannels />
      <PageHeader title={channel.title} description={pageDescription} />

      <Card className="mb-6 space-y-5 p-5 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-2 text-sm text-ink">
            <span className="font-medium">Status</span>
            <ChannelStatusBadge status={channel.status} opensAt={channel.opensAt} />
          </div>
          <ChannelStatusActions id={id} status={channel.status} />
        </div>
        <ShareLink id={id} />
      </Card>

      <ChannelForm key={id} existing={{ id, channel }} answerCounts={answerCounts} />
    </>
  )
}
