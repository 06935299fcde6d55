import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'

import { Skeleton } from '@/components/ui/card'
import type { MessageId } from '@/lib/i18n/catalog'
import { useTRPC } from '@/lib/trpc'

/** Shown in place of a count that could not be read (a symbol, the same in every language). */
const missingCount = '—'

export function LiveCounts() {
  const intl = useIntl()
  const trpc = useTRPC()
  const counts = useQuery(trpc.website.counts.queryOptions())

  const items = [
    { key: 'startups', label: 'home.counts.startups' },
    { key: 'investors', label: 'home.counts.investors' },
    { key: 'openChannels', label: 'home.counts.openChannels' },
    { key: 'applications', label: 'home.counts.applications' },
  ] as const satisfies { key: string; label: MessageId }[]

  return (
    <section aria-labelledby="counts-title" className="border-y border-line bg-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h2 id="counts-title" className="flex items-center gap-2 text-sm font-medium text-muted">
          <span aria-hidden="true" className="relative flex size-2">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60 motion-reduce:hidden" />
            <span className="relative inline-flex size-2 rounded-full bg-emerald-500" />
          </span>
          <FormattedMessage id="home.counts.title" />
        </h2>
        <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4">
          {items.map((item) => (
            <div key={item.key} className="flex flex-col-reverse justify-end gap-1">
              <dt className="text-sm text-muted">
                <FormattedMessage id={item.label} />
              </dt>
              <dd className="text-3xl font-semibold tracking-tight text-ink tabular-nums sm:text-4xl">
                {counts.isPending ? (
                  <>
                    <Skeleton className="h-9 w-24" />
                    <span className="sr-only">
                      <FormattedMessage id="home.counts.loading" />
                    </span>
                  </>
                ) : counts.data ? (
                  intl.formatNumber(counts.data[item.key])
                ) : (
                  <span aria-label={intl.formatMessage({ id: 'home.counts.notAvailable' })}>
                    {missingCount}
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
