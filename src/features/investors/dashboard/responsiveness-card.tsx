import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Eye } from 'lucide-react'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { LinkRow, LinkRows } from '@/components/link-rows'
import { ResponsivenessFacts } from '@/components/responsiveness'
import { Card } from '@/components/ui/card'
import { overdueStatus } from '@/domain/applications/search-params'
import { shownDate } from '@/lib/i18n/dates'
import { useTRPC } from '@/lib/trpc'

/**
 * What founders see of the organisation on channel cards, the apply page and its public page, and
 * the applications still unanswered past their promise that pull it down, oldest first.
 */
export function ResponsivenessCard({ organisationName }: { organisationName: string }) {
  const intl = useIntl()
  const trpc = useTRPC()
  const id = useId()
  const { data } = useQuery(trpc.investors.dashboard.responsiveness.queryOptions())
  if (!data) return null
  const { record, unanswered } = data
  return (
    <Card className="mb-6 p-4 sm:p-5">
      <section aria-labelledby={id}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={id} className="text-base font-semibold text-ink">
              {intl.formatMessage({ id: 'pipeline.responsiveness.heading' })}
            </h2>
            <p className="mt-1 flex items-center gap-1.5 text-xs text-muted">
              <Eye className="size-3.5 shrink-0" aria-hidden="true" />
              {intl.formatMessage({ id: 'pipeline.responsiveness.where' })}
            </p>
            <p className="mt-1 text-xs text-muted">
              {intl.formatMessage({ id: 'pipeline.responsiveness.promise' })}
            </p>
          </div>
        </div>
        <div className="mt-4 grid gap-5 lg:grid-cols-2">
          <ResponsivenessFacts record={record} investorName={organisationName} />
          <div className="min-w-0" data-testid="unanswered-past-promise">
            {unanswered.total === 0 ? (
              <p className="text-sm text-muted">
                {intl.formatMessage({ id: 'pipeline.responsiveness.noneWaiting' })}
              </p>
            ) : (
              <>
                <p className="text-sm font-medium text-ink">
                  <FormattedMessage
                    id="pipeline.responsiveness.waiting"
                    values={{
                      count: intl.formatNumber(unanswered.total),
                      muted: (chunks) => <span className="font-normal text-muted">{chunks}</span>,
                    }}
                  />
                </p>
                <LinkRows className="mt-2">
                  {unanswered.oldest.map((a) => (
                    <LinkRow
                      key={a.id}
                      to="/investors/applications/$startupId"
                      params={{ startupId: a.startupOrgId }}
                      note={intl.formatMessage(
                        { id: 'pipeline.responsiveness.late' },
                        { days: a.daysLate, date: shownDate(intl, a.submittedAt) },
                      )}
                    >
                      <span translate="no">{a.startupName}</span>
                    </LinkRow>
                  ))}
                </LinkRows>
                <Link
                  to="/investors/applications"
                  search={{ status: overdueStatus, sort: 'oldest' }}
                  className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline"
                >
                  {intl.formatMessage({ id: 'pipeline.responsiveness.seeAll' })}
                </Link>
              </>
            )}
          </div>
        </div>
      </section>
    </Card>
  )
}
