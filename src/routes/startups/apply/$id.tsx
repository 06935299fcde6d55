import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'

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
  return (
    <BackLink to="/startups">
      <FormattedMessage id="founder.apply.home" />
    </BackLink>
  )
}

function ChannelNotFound() {
  return (
    <>
      <BackHome />
      <Card className="p-8 text-center">
        <h1 className="text-lg font-semibold text-ink">
          <FormattedMessage id="founder.apply.notFound.title" />
        </h1>
        <p className="mt-2 text-sm text-muted">
          <FormattedMessage id="founder.apply.notFound.body" />
        </p>
      </Card>
    </>
  )
}

function ApplyScreen() {
  const intl = useIntl()
  const { id } = Route.useParams()
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(trpc.startups.channels.get.queryOptions({ id }))
  return (
    <>
      <BackHome />
      <PageHeader
        title={data.channel.title}
        ownTitle
        description={intl.formatMessage(
          {
            id: data.application
              ? 'founder.apply.applied'
              : data.acceptingApplications
                ? 'founder.apply.open'
                : 'founder.apply.closed',
          },
          { investor: data.investor.name },
        )}
      />
      <ApplyFlow key={id} page={data} />
    </>
  )
}
