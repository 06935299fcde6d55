import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'

import { LinkedInName } from '@/components/brand-names'
import { SelectField, TextAreaField, useUnsavedChanges } from '@/components/form'
import { useUnsavedChangesMessage } from '@/components/form/use-unsaved-changes'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Modal, ModalClose } from '@/components/ui/modal'
import { founderSchema, textLimits } from '@/domain/startups/profile-schemas'
import { FileUpload } from '@/components/file-upload'
import { setServerFieldErrors } from '@/lib/form-errors'
import { formResolver, toFormValues } from '@/lib/form-values'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'
import { trpcErrorCode } from '@/lib/trpc-errors'

import type { Editing, Teammate } from './types'

const linkedInAddress = 'https://www.linkedin.com/in/…'

const founderFields = Object.keys(founderSchema.shape) as (keyof typeof founderSchema.shape)[]

/**
 * Adds or edits a founder. Closing it with unsaved changes (Escape, a click outside, Close or
 * Cancel) asks first.
 */
export function FounderDialog({
  editing,
  teammates,
  teammatesLoading,
  onClose,
  onSaved,
}: {
  editing: Editing
  teammates: Teammate[]
  teammatesLoading: boolean
  onClose: () => void
  onSaved: () => Promise<unknown>
}) {
  if (!editing) return null
  return (
    <FounderForm
      key={editing.mode === 'edit' ? editing.founder.id : 'new'}
      editing={editing}
      teammates={teammates}
      teammatesLoading={teammatesLoading}
      onClose={onClose}
      onSaved={onSaved}
    />
  )
}

function FounderForm({
  editing,
  teammates,
  teammatesLoading,
  onClose,
  onSaved,
}: {
  editing: NonNullable<Editing>
  teammates: Teammate[]
  teammatesLoading: boolean
  onClose: () => void
  onSaved: () => Promise<unknown>
}) {
  const intl = useIntl()
  const trpc = useTRPC()
  const formId = useId()
  const existing = editing.mode === 'edit' ? editing.founder : null
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm({
    resolver: formResolver(founderSchema),
    defaultValues: toFormValues(founderSchema, existing),
    mode: 'onTouched',
  })
  const { control, register, formState } = form
  const errors = formState.errors
  const add = useMutation(trpc.startups.profile.founders.add.mutationOptions())
  const update = useMutation(trpc.startups.profile.founders.update.mutationOptions())
  const saving = formState.isSubmitting

  const dirty = formState.isDirty && !saving
  useUnsavedChanges(dirty)
  const unsavedChangesMessage = useUnsavedChangesMessage()
  /** Closing a changed form asks first; `preventDefault` keeps the dialog open. */
  const confirmClose = (event: { preventDefault: () => void }) => {
    if (dirty && !window.confirm(unsavedChangesMessage)) event.preventDefault()
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      if (existing) await update.mutateAsync({ id: existing.id, ...values })
      else await add.mutateAsync(values)
      form.reset(toFormValues(founderSchema, values))
      toast.success(
        intl.formatMessage(
          { id: existing ? 'founder.dialog.saved' : 'founder.dialog.added' },
          { name: values.name },
        ),
      )
      onClose()
      await onSaved()
    } catch (error) {
      if (setServerFieldErrors(form.setError, error, founderFields, { focus: true })) return
      const message = error instanceof Error && error.message ? error.message : ''
      if (trpcErrorCode(error) === 'BAD_REQUEST' && /teammate/i.test(message)) {
        form.setError('userId', { message }, { shouldFocus: true })
      } else {
        setFormError(message || intl.formatMessage({ id: 'founder.dialog.saveFailed' }))
      }
    }
  })

  const teammateOptions = teammates.map((t) => ({
    value: t.userId,
    label: `${t.name} (${t.email})`,
  }))
  const linkedField = register('userId', {
    onChange: (event: { target: { value: string } }) => {
      // Picking a teammate fills in what is still empty from their account.
      const teammate = teammates.find((t) => t.userId === event.target.value)
      if (!teammate) return
      if (!form.getValues('name').trim())
        form.setValue('name', teammate.name, { shouldDirty: true })
      if (!form.getValues('email').trim())
        form.setValue('email', teammate.email, { shouldDirty: true })
    },
  })

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      size="2xl"
      closeButton
      onDismissAttempt={confirmClose}
      title={intl.formatMessage({
        id: existing ? 'founder.dialog.editTitle' : 'founder.dialog.addTitle',
      })}
      description={
        existing
          ? intl.formatMessage({ id: 'founder.dialog.editDescription' }, { name: existing.name })
          : intl.formatMessage({ id: 'founder.dialog.addDescription' })
      }
    >
      <form
        method="post"
        id={formId}
        onSubmit={onSubmit}
        noValidate
        className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6"
      >
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <Field
            label={intl.formatMessage({ id: 'founder.dialog.name' })}
            error={errors.name?.message}
          >
            <Input autoComplete="off" {...register('name')} />
          </Field>
          <Field
            label={intl.formatMessage({ id: 'founder.dialog.title' })}
            error={errors.title?.message}
            hint={intl.formatMessage({ id: 'founder.dialog.titleHint' })}
          >
            <Input autoComplete="off" {...register('title')} />
          </Field>
          <Field
            label={intl.formatMessage({ id: 'founder.dialog.email' })}
            error={errors.email?.message}
          >
            <Input type="email" inputMode="email" autoComplete="off" {...register('email')} />
          </Field>
          <Field label={<LinkedInName />} error={errors.linkedin?.message} hint={linkedInAddress}>
            <Input type="url" inputMode="url" autoComplete="off" {...register('linkedin')} />
          </Field>
          <TextAreaField
            control={control}
            name="bio"
            label={intl.formatMessage({ id: 'founder.dialog.bio' })}
            max={textLimits.bio}
            rows={4}
            hint={intl.formatMessage({ id: 'founder.dialog.bioHint' })}
            className="sm:col-span-2"
          />
          <TextAreaField
            control={control}
            name="education"
            label={intl.formatMessage({ id: 'founder.dialog.education' })}
            max={textLimits.shortText}
            rows={3}
            className="sm:col-span-2"
          />
          <TextAreaField
            control={control}
            name="experience"
            label={intl.formatMessage({ id: 'founder.dialog.experience' })}
            max={textLimits.bio}
            rows={4}
            hint={intl.formatMessage({ id: 'founder.dialog.experienceHint' })}
            className="sm:col-span-2"
          />
          <Field
            label={intl.formatMessage({ id: 'founder.dialog.equity' })}
            error={errors.equityShare?.message}
          >
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step="0.01"
              {...register('equityShare')}
            />
          </Field>
          <SelectField
            label={intl.formatMessage({ id: 'founder.dialog.linkedAccount' })}
            placeholder={intl.formatMessage({ id: 'founder.dialog.notLinked' })}
            options={teammateOptions}
            disabled={teammatesLoading}
            error={errors.userId?.message}
            hint={intl.formatMessage({ id: 'founder.dialog.linkedAccountHint' })}
            {...linkedField}
          />
          {existing && (
            <div className="sm:col-span-2">
              <p className="mb-2 text-sm font-medium text-ink">
                <FormattedMessage id="founder.dialog.photo" />
              </p>
              <FileUpload
                kind="photo"
                founderId={existing.id}
                current={
                  existing.photoFileId
                    ? {
                        url: `/api/files/${existing.photoFileId}`,
                        originalName: intl.formatMessage({ id: 'founder.dialog.photo' }),
                        byteSize: 0,
                      }
                    : null
                }
                onUploaded={() => {
                  toast.success(intl.formatMessage({ id: 'founder.dialog.photoUploaded' }))
                  void onSaved()
                }}
              />
            </div>
          )}
        </div>
        {!existing && (
          <p className="mt-4 text-xs text-muted">
            <FormattedMessage id="founder.dialog.photoLater" />
          </p>
        )}
        {formError && (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {formError}
          </p>
        )}
      </form>
      <div className="flex flex-col-reverse gap-2 border-t border-line px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
        <ModalClose>
          <Button type="button" variant="secondary" disabled={saving} onClick={confirmClose}>
            <FormattedMessage id="founder.dialog.cancel" />
          </Button>
        </ModalClose>
        <Button type="submit" form={formId} disabled={saving}>
          <FormattedMessage
            id={
              saving
                ? 'founder.dialog.saving'
                : existing
                  ? 'founder.dialog.save'
                  : 'founder.dialog.add'
            }
          />
        </Button>
      </div>
    </Modal>
  )
}
