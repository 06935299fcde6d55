import { TriangleAlert } from 'lucide-react'

import { cn } from '@/lib/cn'

/** Warnings a form shows under fields it still saves: a rule the values seem to break. */
export function RuleWarnings({
  warnings,
  className,
}: {
  warnings: readonly { field: string; message: string }[]
  className?: string
}) {
  if (warnings.length === 0) return null
  return (
    <ul role="status" className={cn('space-y-1.5', className)} data-testid="rule-warnings">
      {warnings.map((warning) => (
        <li
          key={warning.field}
          className="flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0">{warning.message}</span>
        </li>
      ))}
    </ul>
  )
}
