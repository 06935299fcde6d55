import { useQuery } from '@tanstack/react-query'
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react'
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'
import { useWatch } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { slugSchema } from '@/domain/startups/profile-schemas'
import { useTRPC } from '@/lib/trpc'

import type { ProfileForm } from './form'

const subscribeNothing = () => () => {}

/** 'sangam.in' in the browser, '' while rendering on the server. */
function useHost() {
  return useSyncExternalStore(
    subscribeNothing,
    () => window.location.host,
    () => '',
  )
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return debounced
}

/** Says, as the address is typed, whether it is free, and offers a free one when it is not. */
export function SlugAvailability({
  control,
  savedSlug,
  onUse,
}: {
  control: ProfileForm['control']
  savedSlug: string
  onUse: (slug: string) => void
}) {
  const intl = useIntl()
  const trpc = useTRPC()
  const host = useHost()
  const slug = useWatch({ control, name: 'slug' }).trim().toLowerCase()
  const debounced = useDebounced(slug, 400)
  const valid = slugSchema.safeParse(debounced).success
  const check = useQuery(
    trpc.startups.profile.slugAvailable.queryOptions(
      { slug: debounced || 'x' },
      { enabled: valid && debounced !== savedSlug, staleTime: 15_000 },
    ),
  )
  const address = (s: string) => `${host}/company/${s}`

  let content: ReactNode = null
  if (!slug || !slugSchema.safeParse(slug).success) {
    content = null
  } else if (slug === savedSlug) {
    content = (
      <span className="inline-flex items-center gap-1.5 text-muted">
        <CircleCheck className="size-4 text-emerald-600" aria-hidden="true" />
        <span className="wrap-anywhere">
          <FormattedMessage id="founder.profile.slug.current" values={{ address: address(slug) }} />
        </span>
      </span>
    )
  } else if (slug !== debounced || check.isFetching || !check.data) {
    const checking = intl.formatMessage(
      { id: 'founder.profile.slug.checking' },
      { address: address(slug) },
    )
    content = check.isError ? (
      <span className="text-muted">
        <FormattedMessage id="founder.profile.slug.checkFailed" />
      </span>
    ) : (
      <span className="inline-flex items-center gap-1.5 text-muted">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> {checking}
      </span>
    )
  } else if (check.data.available) {
    content = (
      <span className="inline-flex items-center gap-1.5 text-emerald-700">
        <CircleCheck className="size-4" aria-hidden="true" />
        <span className="wrap-anywhere">
          <FormattedMessage
            id="founder.profile.slug.free"
            values={{ address: address(check.data.slug) }}
          />
        </span>
      </span>
    )
  } else {
    content = (
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-red-700">
        <CircleAlert className="size-4" aria-hidden="true" />
        <span className="wrap-anywhere">
          <FormattedMessage
            id="founder.profile.slug.taken"
            values={{ address: address(check.data.slug), suggestion: check.data.suggestion }}
          />
        </span>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => onUse(check.data.suggestion)}
        >
          <FormattedMessage
            id="founder.profile.slug.use"
            values={{ suggestion: check.data.suggestion }}
          />
        </Button>
      </span>
    )
  }

  return (
    <div aria-live="polite" className="mt-1.5 min-h-5 text-sm">
      {content}
    </div>
  )
}
