import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent, type ReactElement } from 'react'
import { toast } from 'sonner'

import { Select } from '@/components/form/select-field'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { Modal } from '@/components/ui/modal'
import { entryInviteSchema, type EntryInviteInput } from '@/domain/intake/inbox'
import { useTRPC } from '@/lib/trpc'

import { FormEnd } from './form-end'
import type { InboxEntry } from './types'
import { useEntryForm } from './use-entry-form'

const discoverable = 'discoverable'

/** The form's input: the ask is missing until one is chosen, which the schema then says. */
type InviteDraft = Omit<EntryInviteInput, 'channelId'> & { channelId: string | null | undefined }

/**
 * "Invite the founder": emails them a link to claim the deal, asking them to apply to one of the
 * fund's open channels, or to make their profile discoverable. Nothing is shared until they agree.
 */
export function InviteFounderDialog({
  entry,
  name,
  open,
  onOpenChange,
  trigger,
  onInvited,
}: {
  entry: InboxEntry
  name: string
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger: ReactElement
  onInvited: () => void
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={`Invite the founder of ${name}`}
      description="They get an email with a link to claim the deal: their profile starts with the details and deck you received. Nothing is shared with anyone until they agree."
    >
      {open && <InviteForm entry={entry} onInvited={onInvited} />}
    </Modal>
  )
}

function InviteForm({ entry, onInvited }: { entry: InboxEntry; onInvited: () => void }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const channels = useQuery(trpc.investors.channels.list.queryOptions())
  const invite = useMutation(trpc.investors.inbox.invite.mutationOptions())
  const open = (channels.data ?? []).filter((c) => c.status === 'open')
  const [email, setEmail] = useState(entry.invitedEmail ?? entry.startupEmail ?? '')
  const [target, setTarget] = useState<string>(entry.channel?.id ?? '')
  const [note, setNote] = useState('')
  // Nothing is chosen for them: a wrong call would be one click from a wrong invitation.
  const chosen = target

  const form = useEntryForm<InviteDraft>({
    schema: entryInviteSchema,
    fields: ['email', 'channelId', 'note'],
    failure: 'We could not send the invitation. Try again.',
    send: async (input) => {
      await invite.mutateAsync({ ...input, channelId: input.channelId ?? null })
      await queryClient.invalidateQueries({ queryKey: trpc.investors.inbox.pathKey() })
      toast.success(`Invitation sent to ${input.email.trim()}`)
      onInvited()
    },
  })
  const errors = form.errors

  function submit(event: FormEvent) {
    event.preventDefault()
    void form.submit({
      entryId: entry.id,
      email,
      channelId: chosen === discoverable ? null : chosen || undefined,
      note,
    })
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="mt-5 space-y-4">
      <Field
        label="Founder’s email"
        hint="Guessed from the message: check it is the founder’s, not the person who forwarded it."
        error={errors.email}
      >
        <Input
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field
        label="What you ask of them"
        hint="Applying, they send the profile the claim starts, and you see the application linked here. Discoverable, every fund may find them in Discover."
        error={errors.channelId}
      >
        <Select
          value={chosen}
          placeholder="Choose…"
          onChange={(event) => setTarget(event.target.value)}
          options={[
            ...open.map((c) => ({ value: c.id, label: `Apply to ${c.title}` })),
            { value: discoverable, label: 'Make their profile discoverable to investors' },
          ]}
        />
      </Field>
      <Field label="Note to the founder" optional error={errors.note}>
        <Textarea
          rows={3}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder="Thanks for the deck. We would like to take a closer look…"
        />
      </Field>
      {entry.invitedAt && (
        <p className="text-sm text-muted">
          A new invitation replaces the one sent to {entry.invitedEmail}: its link stops working.
        </p>
      )}
      <FormEnd
        error={errors.form}
        pending={form.pending}
        label="Send invitation"
        pendingLabel="Sending…"
      />
    </form>
  )
}
