import { useSyncExternalStore } from 'react'

import { CopyField } from '@/components/ui/copy-field'

const noSubscription = () => () => {}

/** The apply link for a channel, with a Copy button. The origin is only known in the browser. */
export function ShareLink({ id }: { id: string }) {
  // The origin is only known in the browser; the server renders the path alone.
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  )
  return (
    <CopyField
      label="Share link"
      value={`${origin}/startups/apply/${id}`}
      what="link"
      hint="Startups with this link can apply while the channel is open, even when it is unlisted."
    />
  )
}
