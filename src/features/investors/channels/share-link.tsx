import { useSyncExternalStore } from 'react'
import { useIntl } from 'react-intl'

import { CopyField } from '@/components/ui/copy-field'

const noSubscription = () => () => {}

/** The apply link for a channel, with a Copy button. The origin is only known in the browser. */
export function ShareLink({ id }: { id: string }) {
  const intl = useIntl()
  // The origin is only known in the browser; the server renders the path alone.
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  )
  return (
    <CopyField
      label={intl.formatMessage({ id: 'investor.shareLink.label' })}
      value={`${origin}/startups/apply/${id}`}
      what={intl.formatMessage({ id: 'investor.shareLink.what' })}
      hint={intl.formatMessage({ id: 'investor.shareLink.hint' })}
    />
  )
}
