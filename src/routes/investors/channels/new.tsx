import { createFileRoute } from '@tanstack/react-router'

import { PageHeader } from '@/components/area-shell'
import { BackLink } from '@/components/back-link'
import { ChannelForm } from '@/features/investors/channels/channel-form'

export const Route = createFileRoute('/investors/channels/new')({
  component: NewChannelScreen,
})

function NewChannelScreen() {
  return (
    <>
      <BackLink to="/investors/channels">All channels</BackLink>
      <PageHeader
        title="New channel"
        description="Title, criteria, questions, dates, visibility and the response-time promise. Nothing is created until you save; it is then a draft that only your team sees until you open it."
      />
      <ChannelForm />
    </>
  )
}
