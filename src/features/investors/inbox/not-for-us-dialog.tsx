import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent, type ReactElement } from 'react'
import { toast } from 'sonner'

import { Select } from '@/components/form/select-field'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { Modal } from '@/components/ui/modal'
import { entryDeclineSchema, type EntryDeclineInput } from '@/domain/intake/inbox'
import { fillTemplate, type TemplateValues } from '@/domain/investors/message-templates'
import { useTRPC } from '@/lib/trpc'

import { FormEnd } from './form-end'
import { authorOf, type InboxEntry } from './types'
import { useEntryForm } from './use-entry-form'

/** What the message says until a saved one is chosen. */
const defaultMessage =
  'Thank you for writing to {investor} about {startup}, {founder}. We read your email and deck carefully: it is not a fit for us at this stage, so we will not take it further. We wish you the very best with the raise.'

/**
 * "Not for us": answers whoever wrote with the team's saved rejection messages (the ones triage
 * uses), filled in and still editable, and files the entry under Not for us.
 */
export function NotForUsDialog({
  entry,
  name,
  fundName,
  open,
  onOpenChange,
  trigger,
  onDeclined,
}: {
  entry: InboxEntry
  name: string
  fundName: string
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger: ReactElement
  onDeclined: () => void
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={`Not for us: ${name}`}
      description="Sangam emails your answer to whoever wrote, and files the entry under Not for us."
    >
      {open && (
        <DeclineForm entry={entry} name={name} fundName={fundName} onDeclined={onDeclined} />
      )}
    </Modal>
  )
}

function DeclineForm({
  entry,
  name,
  fundName,
  onDeclined,
}: {
  entry: InboxEntry
  name: string
  fundName: string
  onDeclined: () => void
}) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const templates = useQuery(trpc.investors.messageTemplates.list.queryOptions())
  const decline = useMutation(trpc.investors.inbox.decline.mutationOptions())
  const author = authorOf(entry)
  const values: TemplateValues = {
    startup: name,
    founder: author.name?.split(' ')[0] ?? 'there',
    // Saved messages thank founders for applying to {channel}: here they wrote to the fund.
    channel: fundName,
    investor: fundName,
  }
  const rejections = (templates.data?.offered ?? []).filter((t) => t.decision === 'rejected')
  const [to, setTo] = useState(entry.startupEmail ?? author.email ?? '')
  const [templateId, setTemplateId] = useState('')
  const [message, setMessage] = useState(() => fillTemplate(defaultMessage, values))

  function choose(id: string) {
    setTemplateId(id)
    const template = rejections.find((t) => t.id === id)
    setMessage(fillTemplate(template?.body ?? defaultMessage, values))
  }

  const form = useEntryForm<EntryDeclineInput>({
    schema: entryDeclineSchema,
    fields: ['to', 'message'],
    failure: 'We could not send your answer. Try again.',
    send: async (input) => {
      await decline.mutateAsync(input)
      await queryClient.invalidateQueries({ queryKey: trpc.investors.inbox.pathKey() })
      toast.success(`Your answer is on its way to ${input.to.trim()}`)
      onDeclined()
    },
  })
  const errors = form.errors

  function submit(event: FormEvent) {
    event.preventDefault()
    void form.submit({ entryId: entry.id, to, message })
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="mt-5 space-y-4">
      <Field label="To" error={errors.to}>
        <Input type="email" value={to} onChange={(event) => setTo(event.target.value)} />
      </Field>
      {rejections.length > 0 && (
        <Field label="Saved message" hint="Fills in the message below; you can still edit it.">
          <Select
            options={rejections.map((t) => ({ value: t.id, label: t.name }))}
            placeholder="Sangam’s answer to an email"
            value={templateId}
            onChange={(event) => choose(event.target.value)}
          />
        </Field>
      )}
      <Field
        label="Message"
        hint="At least 20 characters. They read it exactly as you write it."
        error={errors.message}
      >
        <Textarea
          rows={6}
          maxLength={2000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </Field>
      <FormEnd
        error={errors.form}
        pending={form.pending}
        label="Send and file"
        pendingLabel="Sending…"
        danger
      />
    </form>
  )
}
