import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Megaphone } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { PageHeader } from '@/components/area-shell'
import { ErrorPanel } from '@/components/error-panel'
import { Card, Skeleton } from '@/components/ui/card'
import { ChannelCard } from '@/features/investors/channels/channel-card'
import { NewChannelButton } from '@/features/investors/channels/new-channel-button'
import { useTRPC } from '@/lib/trpc'

export const Route = createFileRoute('/investors/channels/')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.investors.channels.list.queryOptions()),
  pendingComponent: ChannelsSkeleton,
  errorComponent: ErrorPanel,
  component: ChannelsScreen,
})

/** The page's heading, the same while it loads. */
function ChannelsHeader({ actions }: { actions?: ReactNode }) {
  const intl = useIntl()
  return (
    <PageHeader
      title={intl.formatMessage({ id: 'investor.channels.title' })}
      description={intl.formatMessage({ id: 'investor.channels.description' })}
      actions={actions}
    />
  )
}

function ChannelsScreen() {
  const intl = useIntl()
  const trpc = useTRPC()
  const { data: channels } = useSuspenseQuery(trpc.investors.channels.list.queryOptions())

  return (
    <>
      <ChannelsHeader actions={<NewChannelButton />} />
      {channels.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-12 text-center">
          <Megaphone className="size-10 text-brand-600" aria-hidden="true" />
          <h2 className="mt-4 text-lg font-semibold text-ink">
            <FormattedMessage id="investor.channels.empty.title" />
          </h2>
          <p className="mt-2 max-w-lg text-sm text-muted">
            <FormattedMessage id="investor.channels.empty.body" />
          </p>
          <div className="mt-6">
            <NewChannelButton
              label={intl.formatMessage({ id: 'investor.channels.empty.create' })}
            />
          </div>
        </Card>
      ) : (
        <ul
          className="space-y-4"
          aria-label={intl.formatMessage({ id: 'investor.channels.listLabel' })}
        >
          {channels.map((channel) => (
            <li key={channel.id}>
              <ChannelCard channel={channel} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function ChannelsSkeleton() {
  return (
    <div aria-busy="true">
      <ChannelsHeader />
      <p className="sr-only" role="status">
        <FormattedMessage id="investor.channels.loading" />
      </p>
      <div className="space-y-4">
        {[0, 1, 2].map((i) => (
          <Card key={i} className="p-5 sm:p-6">
            <Skeleton className="h-5 w-56" />
            <Skeleton className="mt-3 h-4 w-72 max-w-full" />
            <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
              {[0, 1, 2, 3, 4, 5].map((j) => (
                <Skeleton key={j} className="h-12" />
              ))}
            </div>
          </Card>
        ))}
      </div>
    </div>
  )
}
