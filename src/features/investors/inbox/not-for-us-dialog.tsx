import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent, type ReactElement } from 'react'
import { toast } from 'sonner'

import { Select } from '@/components/form/select-field'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { Modal, ModalClose } from '@/components/ui/modal'
import { entryDeclineSchema } from '@/domain/intake/inbox'
import { fillTemplate, type TemplateValues } from '@/domain/investors/message-templates'
import { serverMessage } from '@/lib/form-errors'
import { useTRPC } from '@/lib/trpc'
import { trpcFieldErrors } from '@/lib/trpc-errors'

import { authorOf, type InboxEntry } from './types'

type Errors = Partial<Record<'to' | 'message' | 'form', string>>

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
    channel: 'your email',
    investor: fundName,
  }
  const rejections = (templates.data?.offered ?? []).filter((t) => t.decision === 'rejected')
  const [to, setTo] = useState(entry.startupEmail ?? author.email ?? '')
  const [templateId, setTemplateId] = useState('')
  const [message, setMessage] = useState(() => fillTemplate(defaultMessage, values))
  const [errors, setErrors] = useState<Errors>({})

  function choose(id: string) {
    setTemplateId(id)
    const template = rejections.find((t) => t.id === id)
    setMessage(fillTemplate(template?.body ?? defaultMessage, values))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const input = { entryId: entry.id, to, message }
    const parsed = entryDeclineSchema.safeParse(input)
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])))
      return
    }
    setErrors({})
    try {
      await decline.mutateAsync(input)
      await queryClient.invalidateQueries({ queryKey: trpc.investors.inbox.pathKey() })
      toast.success(`Your answer is on its way to ${parsed.data.to}`)
      onDeclined()
    } catch (error) {
      const fields = trpcFieldErrors(error)
      if (fields.to?.[0] || fields.message?.[0]) {
        setErrors({ to: fields.to?.[0], message: fields.message?.[0] })
      } else {
        setErrors({ form: serverMessage(error, 'We could not send your answer. Try again.') })
      }
    }
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-5 space-y-4"
    >
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
      {errors.form && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ModalClose>
          <Button type="button" variant="secondary" disabled={decline.isPending}>
            Cancel
          </Button>
        </ModalClose>
        <Button type="submit" variant="danger" disabled={decline.isPending}>
          {decline.isPending ? 'Sending…' : 'Send and file'}
        </Button>
      </div>
    </form>
  )
}
