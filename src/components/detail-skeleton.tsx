import { useIntl } from 'react-intl'

import { Card, Skeleton } from '@/components/ui/card'

/** Placeholder of a profile screen while its data loads (docs/contract.md, "Screen states and failures"). */
export function DetailSkeleton({ sections = 3 }: { sections?: number }) {
  const intl = useIntl()
  return (
    <div
      data-testid="detail-skeleton"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'shared.loading' })}
      className="space-y-6"
    >
      <div className="space-y-3">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      {Array.from({ length: sections }, (_, i) => (
        <Card key={i} className="space-y-3 p-6">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </Card>
      ))}
    </div>
  )
}
