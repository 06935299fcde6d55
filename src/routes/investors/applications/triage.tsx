import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'

import { DetailSkeleton } from '@/components/detail-skeleton'
import { ErrorPanel } from '@/components/error-panel'
import {
  canonicalApplicationSearch,
  parseApplicationSearch,
  serializeApplicationSearch,
  type ApplicationSearchRecord,
} from '@/domain/applications/search-params'
import { TriageScreen } from '@/features/investors/triage/triage-screen'
import { pageIntl } from '@/lib/i18n/page-intl'
import { loadEvery } from '@/lib/load-or-not-found'

/** `/investors/applications/triage?…`: the list's search, one application at a time. */
export const Route = createFileRoute('/investors/applications/triage')({
  validateSearch: (raw: Record<string, unknown>): ApplicationSearchRecord =>
    canonicalApplicationSearch(raw),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadEvery([
      context.queryClient.ensureQueryData(
        context.trpc.investors.applications.list.queryOptions(
          serializeApplicationSearch({ ...parseApplicationSearch(deps), page: 1 }),
        ),
      ),
      context.queryClient.ensureQueryData(
        context.trpc.investors.messageTemplates.list.queryOptions(),
      ),
    ]),
  head: () => ({ meta: [{ title: pageIntl().formatMessage({ id: 'app.title.triage' }) }] }),
  pendingComponent: () => <DetailSkeleton sections={3} />,
  errorComponent: ErrorPanel,
  component: Triage,
})

function Triage() {
  const record = Route.useSearch()
  const { session } = Route.useRouteContext()
  const search = useMemo(() => ({ ...parseApplicationSearch(record), page: 1 }), [record])
  const { data } = useSuspenseQuery(
    Route.useRouteContext().trpc.investors.applications.list.queryOptions(
      serializeApplicationSearch(search),
    ),
  )
  return (
    // A new search starts triage afresh.
    <TriageScreen
      key={JSON.stringify(record)}
      search={search}
      first={data}
      organisationName={session.membership.organisationName}
    />
  )
}
