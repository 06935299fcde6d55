import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AlignJustify, Rows3 } from 'lucide-react'
import { useIntl } from 'react-intl'

import { listDensities, type ListDensity } from '@/domain/accounts/preferences'
import { cn } from '@/lib/cn'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

const icons = { comfortable: Rows3, compact: AlignJustify } as const
const labelIds = {
  comfortable: 'pipeline.density.comfortable',
  compact: 'pipeline.density.compact',
} as const satisfies Record<ListDensity, string>

/**
 * Comfortable or compact rows: a choice kept with the person's account, so it follows them to
 * every browser. The list changes at once; the server is told in the background.
 */
export function DensityToggle({ density }: { density: ListDensity }) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const key = trpc.account.preferences.queryKey()
  const save = useMutation(
    trpc.account.setPreferences.mutationOptions({
      onMutate: (next) => {
        const previous = queryClient.getQueryData(key)
        if (previous) queryClient.setQueryData(key, { ...previous, ...next })
        return { previous }
      },
      onError: (_error, _next, context) => {
        if (context?.previous) queryClient.setQueryData(key, context.previous)
        toast.error(intl.formatMessage({ id: 'pipeline.density.failed' }))
      },
    }),
  )
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'pipeline.density.label' })}
      className="inline-flex rounded-lg border border-line bg-white p-0.5 shadow-xs"
    >
      {listDensities.map((option) => {
        const Icon = icons[option]
        const checked = option === density
        return (
          <button
            key={option}
            type="button"
            aria-pressed={checked}
            title={intl.formatMessage({ id: 'pipeline.density.title' }, { density: option })}
            onClick={() => {
              if (!checked) save.mutate({ applicationsDensity: option })
            }}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm',
              checked ? 'bg-brand-50 font-medium text-brand-800' : 'text-muted hover:text-ink',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {intl.formatMessage({ id: labelIds[option] })}
          </button>
        )
      })}
    </div>
  )
}
