/**
 * A titled card grouping some fields of an editor form; also a labelled region.
 *
 * Props: `title`, `description?: ReactNode`, `id?` (anchor for links/jumps), `aside?: ReactNode`
 * (beside the title), `children`, `className?`.
 */
import { useId, type ReactNode } from 'react'

import { Card } from '@/components/ui/card'
import { cn } from '@/lib/cn'

type EditorSectionProps = {
  title: string
  description?: ReactNode
  id?: string
  aside?: ReactNode
  children: ReactNode
  className?: string
}

export function EditorSection({
  title,
  description,
  id,
  aside,
  children,
  className,
}: EditorSectionProps) {
  const headingId = useId()
  return (
    <Card
      id={id}
      role="region"
      aria-labelledby={headingId}
      className={cn('min-w-0 scroll-mt-24 p-5 sm:p-6', className)}
    >
      <div className="mb-5 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-ink">
            {title}
          </h2>
          {description && <p className="mt-1 max-w-prose text-sm text-muted">{description}</p>}
        </div>
        {aside}
      </div>
      {children}
    </Card>
  )
}
