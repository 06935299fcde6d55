import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState, type FormEvent } from 'react'
import { toast } from 'sonner'

import { Select, unsavedChangesMessage, useUnsavedChanges } from '@/components/form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { Modal, ModalClose } from '@/components/ui/modal'
import {
  fillTemplate,
  messageTemplateSchema,
  templatePlaceholders,
  type MessageTemplate,
  type TemplatePlaceholder,
} from '@/domain/investors/message-templates'
import { serverMessage } from '@/lib/form-errors'
import { rejectionReasonOptions, type RejectionReason } from '@/lib/options'
import { useTRPC } from '@/lib/trpc'
import { trpcErrorCode, trpcFieldErrors } from '@/lib/trpc-errors'

import { FormMessage } from './settings-card'

/** What the form starts from: a saved template to edit, or values for a new one. */
export type TemplateDraft =
  | { mode: 'edit'; template: MessageTemplate }
  | { mode: 'create'; start?: Pick<MessageTemplate, 'name' | 'decision' | 'reason' | 'body'> }

type Values = {
  name: string
  decision: MessageTemplate['decision']
  /** '' is "any reason". */
  reason: RejectionReason | ''
  body: string
}
type FieldName = 'name' | 'decision' | 'reason' | 'body'
type Errors = Partial<Record<FieldName | 'form', string>>

const fieldNames: readonly FieldName[] = ['name', 'decision', 'reason', 'body']
const placeholders = Object.entries(templatePlaceholders) as [TemplatePlaceholder, string][]

function startingValues(draft: TemplateDraft): Values {
  const from = draft.mode === 'edit' ? draft.template : draft.start
  return {
    name: from?.name ?? '',
    decision: from?.decision ?? 'rejected',
    reason: from?.reason ?? '',
    body: from?.body ?? '',
  }
}

const toInput = (values: Values) => ({
  name: values.name,
  decision: values.decision,
  reason: values.decision === 'rejected' && values.reason ? values.reason : null,
  body: values.body,
})

/**
 * Adds or edits one of the team's message templates: its placeholders insert at the cursor, and a
 * preview shows the message as a founder would read it. Checked here and again by the server,
 * whose messages show under their fields.
 */
export function MessageTemplateDialog({
  draft,
  onClose,
}: {
  draft: TemplateDraft
  onClose: () => void
}) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const formId = useId()
  const decisionId = useId()
  const placeholdersId = useId()
  const previewId = useId()
  const existing = draft.mode === 'edit' ? draft.template : null
  const [initial] = useState(() => startingValues(draft))
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Errors>({})
  const bodyRef = useRef<HTMLTextAreaElement>(null)
  const organisation = useQuery(trpc.organisation.get.queryOptions())
  const create = useMutation(trpc.investors.messageTemplates.create.mutationOptions())
  const update = useMutation(trpc.investors.messageTemplates.update.mutationOptions())
  const saving = create.isPending || update.isPending

  const dirty = !saving && fieldNames.some((field) => values[field] !== initial[field])
  useUnsavedChanges(dirty)
  /** Closing a changed form asks first; `preventDefault` keeps the dialog open. */
  const confirmClose = (event: { preventDefault: () => void }) => {
    if (dirty && !window.confirm(unsavedChangesMessage)) event.preventDefault()
  }

  function set<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }))
  }

  function insertPlaceholder(key: TemplatePlaceholder) {
    const token = `{${key}}`
    const textarea = bodyRef.current
    const start = textarea?.selectionStart ?? values.body.length
    const end = textarea?.selectionEnd ?? values.body.length
    set('body', values.body.slice(0, start) + token + values.body.slice(end))
    // Back to the message, the cursor just after what was inserted.
    requestAnimationFrame(() => {
      textarea?.focus()
      textarea?.setSelectionRange(start + token.length, start + token.length)
    })
  }

  function showErrors(found: Errors) {
    setErrors(found)
    // Focus the first field marked, once React has marked it.
    requestAnimationFrame(() =>
      document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    )
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const input = toInput(values)
    const checked = messageTemplateSchema.safeParse(input)
    if (!checked.success) {
      const found: Errors = {}
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as FieldName
        found[field] ??= issue.message
      }
      return showErrors(found)
    }
    setErrors({})
    try {
      if (existing) await update.mutateAsync({ id: existing.id, ...input })
      else await create.mutateAsync(input)
      await queryClient.invalidateQueries({
        queryKey: trpc.investors.messageTemplates.list.queryKey(),
      })
      toast.success(existing ? `Template “${input.name.trim()}” saved.` : 'Template added.')
      onClose()
    } catch (error) {
      const fields = trpcFieldErrors(error)
      const found: Errors = {}
      for (const field of fieldNames) found[field] = fields[field]?.[0]
      if (fieldNames.some((field) => found[field])) return showErrors(found)
      if (trpcErrorCode(error) === 'NOT_FOUND') {
        await queryClient.invalidateQueries({
          queryKey: trpc.investors.messageTemplates.list.queryKey(),
        })
        return setErrors({ form: 'A teammate has deleted this template. Add it again instead.' })
      }
      setErrors({ form: serverMessage(error, 'We could not save the template. Please try again.') })
    }
  }

  const rejecting = values.decision === 'rejected'
  const preview = fillTemplate(values.body, {
    startup: 'Krishi Setu',
    founder: 'Asha',
    channel: 'Agritech seed 2025',
    investor: organisation.data?.name ?? 'Your fund',
  })

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      size="2xl"
      closeButton
      busy={saving}
      onDismissAttempt={confirmClose}
      title={existing ? 'Edit template' : 'Add template'}
      description="A message your team can start from when it decides on an application."
    >
      <form
        method="post"
        id={formId}
        onSubmit={(event) => void submit(event)}
        noValidate
        className="min-h-0 flex-1 space-y-5 overflow-y-auto px-5 py-5 sm:px-6"
      >
        <Field
          label="Name"
          hint="What teammates see in the list, e.g. “Too early, keep in touch”."
          error={errors.name}
        >
          <Input
            autoComplete="off"
            maxLength={80}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
          />
        </Field>

        <fieldset aria-describedby={errors.decision ? `${decisionId}-error` : undefined}>
          <legend className="text-sm font-medium text-ink">Decision</legend>
          <div className="mt-1.5 grid grid-cols-2 gap-2">
            {(
              [
                ['rejected', 'Rejection'],
                ['accepted', 'Acceptance'],
              ] as const
            ).map(([decision, label]) => (
              <label
                key={decision}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-line p-3 text-sm font-medium text-ink hover:bg-surface has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
              >
                <input
                  type="radio"
                  name={`${formId}-decision`}
                  value={decision}
                  checked={values.decision === decision}
                  onChange={() => set('decision', decision)}
                  className="size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
                />
                {label}
              </label>
            ))}
          </div>
          {errors.decision && (
            <p id={`${decisionId}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
              {errors.decision}
            </p>
          )}
        </fieldset>

        {rejecting && (
          <Field
            label="Reason"
            hint="Offered when a teammate rejects for this reason; “Any reason” is offered for every rejection."
            error={errors.reason}
          >
            <Select
              options={rejectionReasonOptions}
              placeholder="Any reason"
              value={values.reason}
              onChange={(event) => set('reason', event.target.value as RejectionReason | '')}
            />
          </Field>
        )}

        <div className="space-y-2">
          <Field
            label="Message"
            hint="At least 20 characters. Teammates can still change it before it is sent."
            error={errors.body}
          >
            <Textarea
              ref={bodyRef}
              rows={7}
              maxLength={2000}
              value={values.body}
              onChange={(event) => set('body', event.target.value)}
            />
          </Field>
          <div role="group" aria-labelledby={placeholdersId}>
            <p id={placeholdersId} className="text-xs text-muted">
              Placeholders, filled in from each application. Insert one at the cursor:
            </p>
            <ul className="mt-1.5 grid gap-x-4 gap-y-1.5 sm:grid-cols-2">
              {placeholders.map(([key, meaning]) => (
                <li key={key} className="flex min-w-0 items-center gap-2">
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    className="h-7 px-2 font-mono text-xs"
                    aria-label={`Insert {${key}}`}
                    onClick={() => insertPlaceholder(key)}
                  >
                    {`{${key}}`}
                  </Button>
                  <span className="min-w-0 text-xs text-muted">{meaning}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <section aria-labelledby={previewId} className="rounded-xl bg-surface p-4">
          <h3 id={previewId} className="text-sm font-medium text-ink">
            Preview <span className="font-normal text-muted">with sample values</span>
          </h3>
          <p className="mt-2 text-sm break-words whitespace-pre-line text-ink">
            {preview.trim() || (
              <span className="text-muted">The message appears here as you write it.</span>
            )}
          </p>
        </section>

        <FormMessage>{errors.form}</FormMessage>
      </form>
      <div className="flex flex-col-reverse gap-2 border-t border-line px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
        <ModalClose>
          <Button type="button" variant="secondary" disabled={saving} onClick={confirmClose}>
            Cancel
          </Button>
        </ModalClose>
        <Button type="submit" form={formId} disabled={saving}>
          {saving ? 'Saving…' : existing ? 'Save template' : 'Add template'}
        </Button>
      </div>
    </Modal>
  )
}
