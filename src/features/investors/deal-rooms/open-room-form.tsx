import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'

import { RupeeField } from '@/components/form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { openRoomSchema } from '@/domain/investors/deal-rooms'
import { serverMessage, setServerFieldErrors } from '@/lib/form-errors'
import { formResolver, toFormValues } from '@/lib/form-values'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

const roundSchema = openRoomSchema.omit({ startupOrgId: true })

/** Opens the fund's deal room for a round of the startup: its name, the amount and the cheque. */
export function OpenRoomForm({
  startupOrgId,
  startupName,
  onOpened,
  onCancel,
}: {
  startupOrgId: string
  startupName: string
  onOpened: (room: { id: string; roundName: string }) => void
  onCancel: () => void
}) {
  const trpc = useTRPC()
  const intl = useIntl()
  const queryClient = useQueryClient()
  const open = useMutation(trpc.investors.dealRooms.open.mutationOptions())
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm({
    resolver: formResolver(roundSchema),
    defaultValues: toFormValues(roundSchema, {
      roundName: intl.formatMessage(
        { id: 'deals.openRoom.defaultName' },
        { year: String(new Date().getFullYear()) },
      ),
    }),
  })
  const errors = form.formState.errors
  const saving = form.formState.isSubmitting

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const { id } = await open.mutateAsync({ startupOrgId, ...values })
      await queryClient.invalidateQueries({ queryKey: trpc.investors.dealRooms.list.pathKey() })
      toast.success(
        intl.formatMessage(
          { id: 'deals.openRoom.opened' },
          { startup: startupName, round: values.roundName },
        ),
      )
      onOpened({ id, roundName: values.roundName })
    } catch (error) {
      const fields = ['roundName', 'amountSought', 'leadCheque'] as const
      if (!setServerFieldErrors(form.setError, error, fields, { focus: true })) {
        setFormError(serverMessage(error, intl.formatMessage({ id: 'deals.openRoom.failed' })))
      }
    }
  })

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
      <p className="text-sm text-muted">
        <FormattedMessage id="deals.openRoom.intro" values={{ startup: startupName }} />
      </p>
      <Field
        label={intl.formatMessage({ id: 'deals.openRoom.roundName' })}
        error={errors.roundName?.message}
        hint={intl.formatMessage({ id: 'deals.openRoom.roundName.hint' })}
      >
        <Input autoComplete="off" {...form.register('roundName')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <RupeeField
          control={form.control}
          name="amountSought"
          label={intl.formatMessage({ id: 'deals.common.amountSought' })}
          placeholder={intl.formatMessage({ id: 'deals.openRoom.sought.placeholder' })}
        />
        <RupeeField
          control={form.control}
          name="leadCheque"
          label={intl.formatMessage({ id: 'deals.openRoom.cheque' })}
          optional
          placeholder={intl.formatMessage({ id: 'deals.openRoom.cheque.placeholder' })}
        />
      </div>
      {formError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {formError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" disabled={saving} onClick={onCancel}>
          <FormattedMessage id="deals.common.cancel" />
        </Button>
        <Button type="submit" disabled={saving}>
          <FormattedMessage id={saving ? 'deals.openRoom.opening' : 'deals.openRoom.submit'} />
        </Button>
      </div>
    </form>
  )
}
