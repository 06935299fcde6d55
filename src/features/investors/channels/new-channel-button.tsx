import { Link } from '@tanstack/react-router'
import { Plus } from 'lucide-react'

import { Button } from '@/components/ui/button'

/** Opens the new channel's form; the channel exists once the investor saves it. */
export function NewChannelButton({ label = 'New channel' }: { label?: string }) {
  return (
    <Button asChild>
      <Link to="/investors/channels/new">
        <Plus aria-hidden="true" />
        {label}
      </Link>
    </Button>
  )
}
