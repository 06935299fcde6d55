import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'

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

export const Route = createFileRoute('/investors/channels/$id')({
  loader: async ({ context, params }) => {
    await loadOrNotFound(() =>
      context.queryClient.ensureQueryData(
        context.trpc.investors.channels.get.queryOptions({ id: params.id }),
      ),
    )
  },
  pendingComponent: ChannelSkeleton,
  errorComponent: ErrorPanel,
  notFoundComponent: ChannelNotFound,
  component: ChannelScreen,
})

function ChannelSkeleton() {
  const intl = useIntl()
  return (
    <EditorSkeleton
      title={intl.formatMessage({ id: 'investor.channel.skeletonTitle' })}
      description={intl.formatMessage({ id: 'investor.channel.description' })}
      sections={4}
    />
  )
}

function ToChannels() {
  return (
    <BackLink to="/investors/channels">
      <FormattedMessage id="investor.channel.allChannels" />
    </BackLink>
  )
}

function ChannelNotFound() {
  return (
    <>
      <ToChannels />
      <Card className="p-8 text-center">
        <h1 className="text-lg font-semibold text-ink">
          <FormattedMessage id="investor.channel.notFound.title" />
        </h1>
        <p className="mt-2 text-sm text-muted">
          <FormattedMessage id="investor.channel.notFound.body" />
        </p>
      </Card>
    </>
  )
}

function ChannelScreen() {
  const intl = useIntl()
  const { id } = Route.useParams()
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(trpc.investors.channels.get.queryOptions({ id }))
  const { channel, answerCounts } = data

  return (
    <>
      <ToChannels />
      <PageHeader
        title={channel.title}
        ownTitle
        description={intl.formatMessage({ id: 'investor.channel.description' })}
      />

      <Card className="mb-6 space-y-5 p-5 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-2 text-sm text-ink">
            <span className="font-medium">
              <FormattedMessage id="investor.channel.status" />
            </span>
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
