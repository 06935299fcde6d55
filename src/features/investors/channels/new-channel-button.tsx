import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import type { ChannelInput } from '@/domain/channels/schemas'
import { useTRPC } from '@/lib/trpc'

/** A fresh draft: only the title is filled in; the rest is edited on the channel page. */
export const newChannelDefaults: ChannelInput = {
  title: 'Untitled channel',
  description: '',
  sectors: [],
  developmentStages: [],
  headquarters: [],
  businessTypes: [],
  raiseMin: '',
  raiseMax: '',
  questions: [],
  opensAt: '',
  closesAt: '',
  visibility: 'listed',
  responseDays: 14,
}

export function NewChannelButton({ label = 'New channel' }: { label?: string }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const create = useMutation(trpc.investors.channels.create.mutationOptions())

  async function createDraft() {
    try {
      const { id } = await create.mutateAsync(newChannelDefaults)
      await queryClient.invalidateQueries({ queryKey: trpc.investors.channels.list.queryKey() })
      toast.success('Draft channel created')
      await navigate({ to: '/investors/channels/$id', params: { id } })
    } catch (error) {
      toast.error(
        error instanceof Error && error.message
          ? error.message
          : 'We could not create the channel. Please try again.',
      )
    }
  }

  return (
    <Button type="button" onClick={() => void createDraft()} disabled={create.isPending}>
      <Plus aria-hidden="true" />
      {create.isPending ? 'Creating…' : label}
    </Button>
  )
}
