import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactElement } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'

import { TextAreaField } from '@/components/form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Modal, ModalActions, ModalClose } from '@/components/ui/modal'
import { listSchema } from '@/domain/investors/lists'
import { serverMessage, setServerFieldErrors } from '@/lib/form-errors'
import { formResolver, toFormValues } from '@/lib/form-values'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

/** Creates a list, or (given `list`) renames and re-describes one. */
export function ListFormDialog({
  trigger,
  list,
  onSaved,
}: {
  trigger: ReactElement
  list?: { id: string; name: string; description: string | null }
  onSaved?: (id: string) => void
}) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const create = useMutation(trpc.investors.lists.create.mutationOptions())
  const update = useMutation(trpc.investors.lists.update.mutationOptions())
  const form = useForm({
    resolver: formResolver(listSchema),
    defaultValues: toFormValues(listSchema, list ?? null),
  })
  const errors = form.formState.errors
  const saving = form.formState.isSubmitting

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const { id } = list
        ? await update.mutateAsync({ id: list.id, ...values })
        : await create.mutateAsync(values)
      await queryClient.invalidateQueries({ queryKey: trpc.investors.lists.pathKey() })
      toast.success(
        list
          ? intl.formatMessage({ id: 'investor.listForm.saved' })
          : intl.formatMessage({ id: 'investor.listForm.created' }, { name: values.name }),
      )
      setOpen(false)
      if (!list) form.reset(toFormValues(listSchema, null))
      onSaved?.(id)
    } catch (error) {
      if (!setServerFieldErrors(form.setError, error, ['name', 'description'], { focus: true })) {
        setFormError(serverMessage(error, intl.formatMessage({ id: 'investor.listForm.failed' })))
      }
    }
  })

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      busy={saving}
      trigger={trigger}
      title={intl.formatMessage({
        id: list ? 'investor.listForm.editTitle' : 'investor.listForm.newTitle',
      })}
      description={intl.formatMessage({ id: 'investor.listForm.description' })}
    >
      <form method="post" noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        <Field
          label={intl.formatMessage({ id: 'investor.listForm.name' })}
          error={errors.name?.message}
        >
          <Input autoComplete="off" {...form.register('name')} />
        </Field>
        <TextAreaField
          control={form.control}
          name="description"
          label={intl.formatMessage({ id: 'investor.listForm.descriptionLabel' })}
          optional
          max={500}
          rows={3}
          hint={intl.formatMessage({ id: 'investor.listForm.descriptionHint' })}
        />
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {formError}
          </p>
        )}
        <ModalActions>
          <ModalClose>
            <Button type="button" variant="secondary" disabled={saving}>
              <FormattedMessage id="investor.common.cancel" />
            </Button>
          </ModalClose>
          <Button type="submit" disabled={saving}>
            <FormattedMessage
              id={
                saving
                  ? 'investor.common.saving'
                  : list
                    ? 'investor.listForm.save'
                    : 'investor.listForm.create'
              }
            />
          </Button>
        </ModalActions>
      </form>
    </Modal>
  )
}
