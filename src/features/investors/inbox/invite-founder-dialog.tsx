import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent, type ReactElement } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Select } from '@/components/form/select-field'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { Modal } from '@/components/ui/modal'
import { entryInviteSchema, type EntryInviteInput } from '@/domain/intake/inbox'
import { toast } from '@/lib/toast'
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
  const intl = useIntl()
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={intl.formatMessage({ id: 'deals.inviteFounder.title' }, { name })}
      description={intl.formatMessage({ id: 'deals.inviteFounder.description' })}
    >
      {open && <InviteForm entry={entry} onInvited={onInvited} />}
    </Modal>
  )
}

function InviteForm({ entry, onInvited }: { entry: InboxEntry; onInvited: () => void }) {
  const trpc = useTRPC()
  const intl = useIntl()
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
    failure: intl.formatMessage({ id: 'deals.inviteFounder.failed' }),
    send: async (input) => {
      await invite.mutateAsync({ ...input, channelId: input.channelId ?? null })
      await queryClient.invalidateQueries({ queryKey: trpc.investors.inbox.pathKey() })
      toast.success(
        intl.formatMessage({ id: 'deals.inviteFounder.sent' }, { email: input.email.trim() }),
      )
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
        label={intl.formatMessage({ id: 'deals.details.founderEmail' })}
        hint={intl.formatMessage({ id: 'deals.inviteFounder.email.hint' })}
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
        label={intl.formatMessage({ id: 'deals.inviteFounder.ask' })}
        hint={intl.formatMessage({ id: 'deals.inviteFounder.ask.hint' })}
        error={errors.channelId}
      >
        <Select
          value={chosen}
          placeholder={intl.formatMessage({ id: 'deals.inviteFounder.ask.placeholder' })}
          onChange={(event) => setTarget(event.target.value)}
          options={[
            ...open.map((c) => ({
              value: c.id,
              label: intl.formatMessage(
                { id: 'deals.inviteFounder.ask.apply' },
                { channel: c.title },
              ),
            })),
            {
              value: discoverable,
              label: intl.formatMessage({ id: 'deals.inviteFounder.ask.discoverable' }),
            },
          ]}
        />
      </Field>
      <Field
        label={intl.formatMessage({ id: 'deals.inviteFounder.note' })}
        optional
        error={errors.note}
      >
        <Textarea
          rows={3}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          // The team's own words: data, never translated (empty, the placeholder is the page's).
          translate={note ? 'no' : undefined}
          placeholder={intl.formatMessage({ id: 'deals.inviteFounder.note.placeholder' })}
        />
      </Field>
      {entry.invitedAt && (
        <p className="text-sm text-muted">
          <FormattedMessage
            id="deals.inviteFounder.replaces"
            values={{ email: entry.invitedEmail ?? '' }}
          />
        </p>
      )}
      <FormEnd
        error={errors.form}
        pending={form.pending}
        label={intl.formatMessage({ id: 'deals.common.sendInvitation' })}
        pendingLabel={intl.formatMessage({ id: 'deals.common.sending' })}
      />
    </form>
  )
}
