import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

import { DetailSkeleton } from '@/components/detail-skeleton'
import { ErrorPanel } from '@/components/error-panel'
import { InvestorPage } from '@/features/website/investor-page'
import { pageIntl } from '@/lib/i18n/page-intl'
import { loadOrNotFound } from '@/lib/load-or-not-found'
import { publicPageMeta } from '@/lib/page-meta'
import { useTRPC } from '@/lib/trpc'

export const Route = createFileRoute('/_marketing/investor/$slug')({
  loader: ({ context, params }) =>
    loadOrNotFound(() =>
      context.queryClient.ensureQueryData(
        context.trpc.website.investorPublicProfile.get.queryOptions({ slug: params.slug }),
      ),
    ),
  head: ({ loaderData, params, match }) => {
    const intl = pageIntl()
    if (!loaderData) {
      return {
        meta: [
          {
            title: intl.formatMessage({
              id:
                match.status === 'notFound'
                  ? 'company.investor.notFoundTitle'
                  : 'company.head.sangam',
            }),
          },
        ],
      }
    }
    const description =
      loaderData.thesis?.slice(0, 200) ??
      intl.formatMessage({ id: 'company.investor.description' }, { name: loaderData.displayName })
    return {
      meta: publicPageMeta({
        name: loaderData.displayName,
        description,
        path: `/investor/${loaderData.slug || params.slug}`,
        type: 'profile',
      }),
    }
  },
  pendingComponent: () => (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <DetailSkeleton sections={2} />
    </div>
  ),
  errorComponent: ErrorPanel,
  component: PublicInvestorPage,
})

function PublicInvestorPage() {
  const { slug } = Route.useParams()
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(trpc.website.investorPublicProfile.get.queryOptions({ slug }))
  return <InvestorPage investor={data} />
}
