import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent, type ReactElement } from 'react'
import { useIntl } from 'react-intl'

import { Select } from '@/components/form/select-field'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { Modal } from '@/components/ui/modal'
import { entryDeclineSchema, type EntryDeclineInput } from '@/domain/intake/inbox'
import { fillTemplate, type TemplateValues } from '@/domain/investors/message-templates'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

import { FormEnd } from './form-end'
import { authorOf, type InboxEntry } from './types'
import { useEntryForm } from './use-entry-form'

/**
 * How a saved message greets a founder whose name is unknown. The team wrote its saved messages
 * in its own words (its data), so this stays as the saved messages have always been filled.
 */
const savedMessageFounder = 'there'

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
  const intl = useIntl()
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={intl.formatMessage({ id: 'deals.notForUs.title' }, { name })}
      description={intl.formatMessage({ id: 'deals.notForUs.description' })}
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
  const intl = useIntl()
  const queryClient = useQueryClient()
  const templates = useQuery(trpc.investors.messageTemplates.list.queryOptions())
  const decline = useMutation(trpc.investors.inbox.decline.mutationOptions())
  const author = authorOf(entry)
  const firstName = author.name?.split(' ')[0]
  const values: TemplateValues = {
    startup: name,
    founder: firstName ?? savedMessageFounder,
    // Saved messages thank founders for applying to {channel}: here they wrote to the fund.
    channel: fundName,
    investor: fundName,
  }
  /** What the message says until a saved one is chosen, in the page's language. */
  const defaultMessage = () =>
    intl.formatMessage(
      { id: 'deals.notForUs.defaultMessage' },
      {
        ...values,
        founder: firstName ?? intl.formatMessage({ id: 'deals.notForUs.founderFallback' }),
      },
    )
  const rejections = (templates.data?.offered ?? []).filter((t) => t.decision === 'rejected')
  const [to, setTo] = useState(entry.startupEmail ?? author.email ?? '')
  const [templateId, setTemplateId] = useState('')
  const [message, setMessage] = useState(defaultMessage)

  function choose(id: string) {
    setTemplateId(id)
    const template = rejections.find((t) => t.id === id)
    setMessage(template ? fillTemplate(template.body, values) : defaultMessage())
  }

  const form = useEntryForm<EntryDeclineInput>({
    schema: entryDeclineSchema,
    fields: ['to', 'message'],
    failure: intl.formatMessage({ id: 'deals.notForUs.failed' }),
    send: async (input) => {
      await decline.mutateAsync(input)
      await queryClient.invalidateQueries({ queryKey: trpc.investors.inbox.pathKey() })
      toast.success(intl.formatMessage({ id: 'deals.notForUs.sent' }, { email: input.to.trim() }))
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
      <Field label={intl.formatMessage({ id: 'deals.notForUs.to' })} error={errors.to}>
        <Input type="email" value={to} onChange={(event) => setTo(event.target.value)} />
      </Field>
      {rejections.length > 0 && (
        <Field
          label={intl.formatMessage({ id: 'deals.notForUs.saved' })}
          hint={intl.formatMessage({ id: 'deals.notForUs.saved.hint' })}
        >
          <Select
            options={rejections.map((t) => ({ value: t.id, label: t.name }))}
            placeholder={intl.formatMessage({ id: 'deals.notForUs.saved.placeholder' })}
            value={templateId}
            onChange={(event) => choose(event.target.value)}
          />
        </Field>
      )}
      <Field
        label={intl.formatMessage({ id: 'deals.notForUs.message' })}
        hint={intl.formatMessage({ id: 'deals.notForUs.message.hint' })}
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
        label={intl.formatMessage({ id: 'deals.notForUs.submit' })}
        pendingLabel={intl.formatMessage({ id: 'deals.common.sending' })}
        danger
      />
    </form>
  )
}
