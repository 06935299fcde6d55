import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'

import { PageHeader } from '@/components/area-shell'
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

function BackLink() {
  return (
    <Link
      to="/investors/channels"
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-600 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All channels
    </Link>
  )
}

function ChannelNotFound() {
  return (
    <>
      <BackLink />
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
      <BackLink />
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
