import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Select, useUnsavedChanges } from '@/components/form'
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
import { translatedOptions } from '@/lib/i18n/option-labels'
import type { RejectionReason } from '@/lib/options'
import { toast } from '@/lib/toast'
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
/** What each placeholder stands for, as the dialog explains it beside its button. */
const placeholderMeanings = {
  startup: 'settings.template.placeholder.startup',
  founder: 'settings.template.placeholder.founder',
  channel: 'settings.template.placeholder.channel',
  investor: 'settings.template.placeholder.investor',
} as const satisfies Record<TemplatePlaceholder, string>
const placeholders = Object.keys(templatePlaceholders) as TemplatePlaceholder[]

/** The preview's sample people: names, the same in every language. */
const sampleStartup = 'Krishi Setu'
const sampleFounder = 'Asha'

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
  const intl = useIntl()
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
  const unsavedChanges = intl.formatMessage({ id: 'settings.common.unsavedChanges' })
  useUnsavedChanges(dirty, unsavedChanges)
  /** Closing a changed form asks first; `preventDefault` keeps the dialog open. */
  const confirmClose = (event: { preventDefault: () => void }) => {
    if (dirty && !window.confirm(unsavedChanges)) event.preventDefault()
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
      toast.success(
        existing
          ? intl.formatMessage({ id: 'settings.template.saved' }, { name: input.name.trim() })
          : intl.formatMessage({ id: 'settings.template.added' }),
      )
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
        return setErrors({ form: intl.formatMessage({ id: 'settings.template.goneMeanwhile' }) })
      }
      setErrors({
        form: serverMessage(error, intl.formatMessage({ id: 'settings.template.saveFailed' })),
      })
    }
  }

  const rejecting = values.decision === 'rejected'
  const preview = fillTemplate(values.body, {
    startup: sampleStartup,
    founder: sampleFounder,
    channel: intl.formatMessage({ id: 'settings.template.sample.channel' }),
    investor:
      organisation.data?.name ?? intl.formatMessage({ id: 'settings.template.sample.investor' }),
  })

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      size="2xl"
      closeButton
      busy={saving}
      onDismissAttempt={confirmClose}
      title={intl.formatMessage({
        id: existing ? 'settings.template.editTitle' : 'settings.templates.add',
      })}
      description={intl.formatMessage({ id: 'settings.template.description' })}
    >
      <form
        method="post"
        id={formId}
        onSubmit={(event) => void submit(event)}
        noValidate
        className="min-h-0 flex-1 space-y-5 overflow-y-auto px-5 py-5 sm:px-6"
      >
        <Field
          label={intl.formatMessage({ id: 'settings.template.name' })}
          hint={intl.formatMessage({ id: 'settings.template.nameHint' })}
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
          <legend className="text-sm font-medium text-ink">
            <FormattedMessage id="settings.template.decision" />
          </legend>
          <div className="mt-1.5 grid grid-cols-2 gap-2">
            {(
              [
                ['rejected', 'settings.template.decision.rejected'],
                ['accepted', 'settings.template.decision.accepted'],
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
                <FormattedMessage id={label} />
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
            label={intl.formatMessage({ id: 'settings.template.reason' })}
            hint={intl.formatMessage({ id: 'settings.template.reasonHint' })}
            error={errors.reason}
          >
            <Select
              options={translatedOptions(intl, 'rejectionReasons')}
              placeholder={intl.formatMessage({ id: 'settings.template.anyReason' })}
              value={values.reason}
              onChange={(event) => set('reason', event.target.value as RejectionReason | '')}
            />
          </Field>
        )}

        <div className="space-y-2">
          <Field
            label={intl.formatMessage({ id: 'settings.template.message' })}
            hint={intl.formatMessage({ id: 'settings.template.messageHint' })}
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
              <FormattedMessage id="settings.template.placeholders" />
            </p>
            <ul className="mt-1.5 grid gap-x-4 gap-y-1.5 sm:grid-cols-2">
              {placeholders.map((key) => {
                const token = `{${key}}`
                return (
                  <li key={key} className="flex min-w-0 items-center gap-2">
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      className="h-7 px-2 font-mono text-xs"
                      aria-label={intl.formatMessage({ id: 'settings.template.insert' }, { token })}
                      onClick={() => insertPlaceholder(key)}
                    >
                      {token}
                    </Button>
                    <span className="min-w-0 text-xs text-muted">
                      <FormattedMessage id={placeholderMeanings[key]} />
                    </span>
                  </li>
                )
              })}
            </ul>
          </div>
        </div>

        <section aria-labelledby={previewId} className="rounded-xl bg-surface p-4">
          <h3 id={previewId} className="text-sm font-medium text-ink">
            <FormattedMessage
              id="settings.template.preview"
              values={{
                muted: (chunks) => <span className="font-normal text-muted">{chunks}</span>,
              }}
            />
          </h3>
          <p className="mt-2 text-sm break-words whitespace-pre-line text-ink">
            {preview.trim() ? (
              <span translate="no">{preview.trim()}</span>
            ) : (
              <span className="text-muted">
                <FormattedMessage id="settings.template.previewEmpty" />
              </span>
            )}
          </p>
        </section>

        <FormMessage>{errors.form}</FormMessage>
      </form>
      <div className="flex flex-col-reverse gap-2 border-t border-line px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
        <ModalClose>
          <Button type="button" variant="secondary" disabled={saving} onClick={confirmClose}>
            <FormattedMessage id="settings.common.cancel" />
          </Button>
        </ModalClose>
        <Button type="submit" form={formId} disabled={saving}>
          {saving ? (
            <FormattedMessage id="settings.common.saving" />
          ) : existing ? (
            <FormattedMessage id="settings.template.save" />
          ) : (
            <FormattedMessage id="settings.templates.add" />
          )}
        </Button>
      </div>
    </Modal>
  )
}
