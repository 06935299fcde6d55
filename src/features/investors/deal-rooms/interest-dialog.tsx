import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactElement } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'

import { RupeeField } from '@/components/form'
import { Button } from '@/components/ui/button'
import { Modal, ModalActions, ModalClose } from '@/components/ui/modal'
import { interestSchema } from '@/domain/investors/deal-rooms'
import { serverMessage, setServerFieldErrors } from '@/lib/form-errors'
import { formResolver, toFormValues } from '@/lib/form-values'
import type { MessageId } from '@/lib/i18n/catalog'
import { optionLabel } from '@/lib/i18n/option-labels'
import { shownRupees } from '@/lib/i18n/rupees'
import { dealRoomInterests, type DealRoomInterest } from '@/lib/options'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

const explained: Record<DealRoomInterest, MessageId> = {
  interested: 'deals.interest.explained.interested',
  committed: 'deals.interest.explained.committed',
  passed: 'deals.interest.explained.passed',
}

/** "State your interest": interested, committed with an amount, or passed; changeable while open. */
export function InterestDialog({
  trigger,
  roomId,
  current,
  asMemberOf,
}: {
  trigger: ReactElement
  roomId: string
  current: { status: DealRoomInterest | null; amount: number | null }
  /** The angel network whose line is its members' sum: the caller states their own. */
  asMemberOf?: string
}) {
  const trpc = useTRPC()
  const intl = useIntl()
  const queryClient = useQueryClient()
  const setInterest = useMutation(trpc.investors.dealRooms.setInterest.mutationOptions())
  const [open, setOpen] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const defaults = () =>
    toFormValues(interestSchema, {
      roomId,
      status: current.status ?? 'interested',
      amount: current.status === 'passed' ? null : current.amount,
    })
  const form = useForm({ resolver: formResolver(interestSchema), defaultValues: defaults() })
  const status = useWatch({ control: form.control, name: 'status' }) as DealRoomInterest
  const saving = form.formState.isSubmitting

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      await setInterest.mutateAsync(values)
      await queryClient.invalidateQueries({ queryKey: trpc.investors.dealRooms.pathKey() })
      toast.success(
        values.status === 'committed' && values.amount
          ? intl.formatMessage(
              { id: 'deals.interest.saved.committed' },
              { amount: shownRupees(intl, values.amount) },
            )
          : intl.formatMessage(
              { id: 'deals.interest.saved' },
              { status: optionLabel(intl, 'dealRoomInterests', values.status) },
            ),
      )
      setOpen(false)
    } catch (error) {
      if (!setServerFieldErrors(form.setError, error, ['status', 'amount'], { focus: true })) {
        setFormError(serverMessage(error, intl.formatMessage({ id: 'deals.interest.failed' })))
      }
    }
  })

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) form.reset(defaults())
      }}
      busy={saving}
      trigger={trigger}
      title={intl.formatMessage({ id: 'deals.interest.title' })}
      description={
        asMemberOf
          ? intl.formatMessage({ id: 'deals.interest.description.angel' }, { network: asMemberOf })
          : intl.formatMessage({ id: 'deals.interest.description' })
      }
    >
      <form method="post" noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-ink">
            <FormattedMessage id="deals.interest.legend" />
          </legend>
          {dealRoomInterests.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-checked:border-brand-500 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                value={option}
                className="mt-0.5 size-4 accent-brand-600"
                {...form.register('status', {
                  // A pass carries no amount: one typed before choosing it goes.
                  onChange: (event: { target: { value: string } }) => {
                    if (event.target.value === 'passed') form.setValue('amount', '')
                  },
                })}
              />
              <span>
                <span className="block text-sm font-medium text-ink">
                  {optionLabel(intl, 'dealRoomInterests', option)}
                </span>
                <span className="block text-xs text-muted">
                  <FormattedMessage id={explained[option]} />
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {status !== 'passed' && (
          <RupeeField
            control={form.control}
            name="amount"
            label={intl.formatMessage({
              id:
                status === 'committed'
                  ? 'deals.interest.amount.committed'
                  : 'deals.interest.amount.indicative',
            })}
            optional={status !== 'committed'}
            placeholder={intl.formatMessage({ id: 'deals.interest.amount.placeholder' })}
          />
        )}
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {formError}
          </p>
        )}
        <ModalActions>
          <ModalClose>
            <Button type="button" variant="secondary" disabled={saving}>
              <FormattedMessage id="deals.common.cancel" />
            </Button>
          </ModalClose>
          <Button type="submit" disabled={saving}>
            <FormattedMessage id={saving ? 'deals.common.saving' : 'deals.interest.submit'} />
          </Button>
        </ModalActions>
      </form>
    </Modal>
  )
}
