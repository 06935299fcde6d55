import { Link } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import { useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'

/** Opens the new channel's form; the channel exists once the investor saves it. */
export function NewChannelButton({ label }: { label?: string }) {
  const intl = useIntl()
  return (
    <Button asChild>
      <Link to="/investors/channels/new">
        <Plus aria-hidden="true" />
        {label ?? intl.formatMessage({ id: 'investor.channels.new' })}
      </Link>
    </Button>
  )
}
