import { createFileRoute, Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'

import { PageHeader } from '@/components/area-shell'
import { ChannelForm } from '@/features/investors/channels/channel-form'

export const Route = createFileRoute('/investors/channels/new')({
  component: NewChannelScreen,
})

function NewChannelScreen() {
  return (
    <>
      <Link
        to="/investors/channels"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-600 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All channels
      </Link>
      <PageHeader
        title="New channel"
        description="Title, criteria, questions, dates, visibility and the response-time promise. Nothing is created until you save; it is then a draft that only your team sees until you open it."
      />
      <ChannelForm />
    </>
  )
}
