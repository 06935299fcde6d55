/**
 * Loading state of an editor screen (use as a route's `pendingComponent`).
 *
 * Props: `title` (the page heading, shown at once), `description?`, `sections?` (number of
 * placeholder cards, default 3). Example: pendingComponent: () => <EditorSkeleton title="Founders" />
 */
import { FormattedMessage } from 'react-intl'

import { PageHeader } from '@/components/area-shell'
import { Card, Skeleton } from '@/components/ui/card'

type EditorSkeletonProps = { title: string; description?: string; sections?: number }

export function EditorSkeleton({ title, description, sections = 3 }: EditorSkeletonProps) {
  return (
    <div aria-busy="true">
      <PageHeader title={title} description={description} />
      <p className="sr-only" role="status">
        <FormattedMessage id="shared.loadingEllipsis" />
      </p>
      <Card className="mb-6 p-5">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="mt-3 h-2 w-full" />
        <div className="mt-3 flex gap-2">
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
      </Card>
      <div className="space-y-6">
        {Array.from({ length: sections }, (_, i) => (
          <Card key={i} className="p-5 sm:p-6">
            <Skeleton className="h-5 w-32" />
            <div className="mt-5 grid gap-4 sm:grid-cols-2">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
              <Skeleton className="h-10 sm:col-span-2" />
            </div>
          </Card>
        ))}
      </div>
    </div>
  )
}
