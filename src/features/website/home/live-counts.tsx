import { useQuery } from '@tanstack/react-query'

import { Skeleton } from '@/components/ui/card'
import { useTRPC } from '@/lib/trpc'

export function LiveCounts() {
  const trpc = useTRPC()
  const counts = useQuery(trpc.website.counts.queryOptions())

  const items = [
    { key: 'startups', label: 'Startups on Sangam' },
    { key: 'investors', label: 'Investor organisations' },
    { key: 'openChannels', label: 'Channels open for applications' },
    { key: 'applications', label: 'Applications sent' },
  ] as const

  return (
    <section aria-labelledby="counts-title" className="border-y border-line bg-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h2 id="counts-title" className="flex items-center gap-2 text-sm font-medium text-muted">
          <span aria-hidden="true" className="relative flex size-2">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60 motion-reduce:hidden" />
            <span className="relative inline-flex size-2 rounded-full bg-emerald-500" />
          </span>
          Live on Sangam right now
        </h2>
        <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4">
          {items.map((item) => (
            <div key={item.key} className="flex flex-col-reverse justify-end gap-1">
              <dt className="text-sm text-muted">{item.label}</dt>
              <dd className="text-3xl font-semibold tracking-tight text-ink tabular-nums sm:text-4xl">
                {counts.isPending ? (
                  <>
                    <Skeleton className="h-9 w-24" />
                    <span className="sr-only">Loading</span>
                  </>
                ) : counts.data ? (
                  counts.data[item.key].toLocaleString('en-IN')
                ) : (
                  <span aria-label="Not available">—</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
