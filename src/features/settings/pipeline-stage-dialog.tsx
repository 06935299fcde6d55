import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { Select, useUnsavedChanges } from '@/components/form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Modal, ModalActions, ModalClose } from '@/components/ui/modal'
import {
  stageNameMaxLength,
  stageSchema,
  stageStatuses,
  type StageStatus,
} from '@/domain/applications/pipeline'
import { serverMessage } from '@/lib/form-errors'
import { optionLabel } from '@/lib/i18n/option-labels'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'
import { trpcErrorCode, trpcFieldErrors } from '@/lib/trpc-errors'

import { FormMessage } from './settings-card'

/** What founders may be told while an application is in a stage, as the select offers it. */
export const stageStatusOptions = (intl: IntlShape) =>
  stageStatuses.map((status) => ({
    value: status,
    label: optionLabel(intl, 'applicationStatuses', status),
  }))

export type StageValues = { name: string; mapsTo: StageStatus | '' }
export type StageErrors = Partial<Record<'name' | 'mapsTo' | 'form', string>>

/** The stage's fields checked as the server checks them: the input to send, or each field's message. */
export function checkStage(
  values: StageValues,
): { input: { name: string; mapsTo: StageStatus } } | { errors: StageErrors } {
  const checked = stageSchema.safeParse(values)
  if (checked.success) return { input: checked.data }
  const errors: StageErrors = {}
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as 'name' | 'mapsTo'
    errors[field] ??= issue.message
  }
  return { errors }
}

/** The server's refusal of a stage's fields, at the fields; anything else about the whole form. */
export function stageErrorsOf(error: unknown, fallback: string): StageErrors {
  const fields = trpcFieldErrors(error)
  const found: StageErrors = { name: fields.name?.[0], mapsTo: fields.mapsTo?.[0] }
  return found.name || found.mapsTo ? found : { form: serverMessage(error, fallback) }
}

/** Focuses the first field marked in the form, once React has marked it. */
export function focusFirstInvalid(formId: string) {
  requestAnimationFrame(() =>
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
  )
}

type EditedStage = { key: string; name: string; mapsTo: StageStatus; applications: number }

/**
 * Renames a stage or changes what its founders see. Its key stays, so links and saved views that
 * filter on it keep working. While it holds applications, what founders see stays as they were
 * told: the server refuses the change, and the select says so before anyone tries.
 */
/**
 * A stage's form state, shared by the add form and the edit dialog: its values, the errors by
 * field (a field's error clears as it changes) and the focus on the first invalid field.
 */
export function useStageForm(initial: StageValues) {
  const formId = useId()
  const [values, setValues] = useState<StageValues>(initial)
  const [errors, setErrors] = useState<StageErrors>({})

  function set<K extends keyof StageValues>(field: K, value: StageValues[K]) {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }))
  }

  function showErrors(found: StageErrors) {
    setErrors(found)
    focusFirstInvalid(formId)
  }

  return { formId, values, setValues, errors, setErrors, set, showErrors }
}

export function EditStageDialog({ stage, onClose }: { stage: EditedStage; onClose: () => void }) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const initial: StageValues = { name: stage.name, mapsTo: stage.mapsTo }
  const { formId, values, errors, setErrors, set, showErrors } = useStageForm(initial)
  const update = useMutation(trpc.investors.pipeline.update.mutationOptions())
  const saving = update.isPending
  const held = stage.applications > 0

  const dirty = !saving && (values.name !== initial.name || values.mapsTo !== initial.mapsTo)
  const unsavedChanges = intl.formatMessage({ id: 'settings.common.unsavedChanges' })
  useUnsavedChanges(dirty, unsavedChanges)
  const confirmClose = (event: { preventDefault: () => void }) => {
    if (dirty && !window.confirm(unsavedChanges)) event.preventDefault()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const checked = checkStage(values)
    if ('errors' in checked) return showErrors(checked.errors)
    setErrors({})
    try {
      await update.mutateAsync({ key: stage.key, ...checked.input })
      await queryClient.invalidateQueries({ queryKey: trpc.investors.pipeline.stages.queryKey() })
      toast.success(
        intl.formatMessage({ id: 'settings.pipeline.edit.saved' }, { name: checked.input.name }),
      )
      onClose()
    } catch (error) {
      if (trpcErrorCode(error) === 'NOT_FOUND') {
        await queryClient.invalidateQueries({
          queryKey: trpc.investors.pipeline.stages.queryKey(),
        })
        return setErrors({
          form: intl.formatMessage({ id: 'settings.pipeline.archivedMeanwhile' }),
        })
      }
      showErrors(stageErrorsOf(error, intl.formatMessage({ id: 'settings.pipeline.edit.failed' })))
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      busy={saving}
      onDismissAttempt={confirmClose}
      title={intl.formatMessage({ id: 'settings.pipeline.editStage' }, { name: stage.name })}
      description={intl.formatMessage({ id: 'settings.pipeline.edit.description' })}
    >
      <form
        method="post"
        id={formId}
        onSubmit={(event) => void submit(event)}
        noValidate
        className="mt-5 space-y-4"
      >
        <Field label={intl.formatMessage({ id: 'settings.pipeline.name' })} error={errors.name}>
          <Input
            autoComplete="off"
            maxLength={stageNameMaxLength}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
          />
        </Field>
        <Field
          label={intl.formatMessage({ id: 'settings.pipeline.whatFoundersSee' })}
          hint={
            held
              ? intl.formatMessage(
                  { id: 'settings.pipeline.edit.held' },
                  {
                    count: stage.applications,
                    status: optionLabel(intl, 'applicationStatuses', stage.mapsTo),
                  },
                )
              : intl.formatMessage({ id: 'settings.pipeline.neverSeeNames' })
          }
          error={errors.mapsTo}
        >
          <Select
            options={stageStatusOptions(intl)}
            placeholder={intl.formatMessage({ id: 'settings.common.choose' })}
            value={values.mapsTo}
            disabled={held}
            onChange={(event) => set('mapsTo', event.target.value as StageStatus | '')}
          />
        </Field>
        <FormMessage>{errors.form}</FormMessage>
        <ModalActions>
          <ModalClose>
            <Button type="button" variant="secondary" disabled={saving} onClick={confirmClose}>
              <FormattedMessage id="settings.common.cancel" />
            </Button>
          </ModalClose>
          <Button type="submit" disabled={saving}>
            {saving ? (
              <FormattedMessage id="settings.common.saving" />
            ) : (
              <FormattedMessage id="settings.pipeline.edit.save" />
            )}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  )
}
