import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactElement } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'

import { RupeeField } from '@/components/form'
import { Button } from '@/components/ui/button'
import { Modal, ModalActions, ModalClose } from '@/components/ui/modal'
import { interestSchema } from '@/domain/investors/deal-rooms'
import { serverMessage, setServerFieldErrors } from '@/lib/form-errors'
import { formatRupees } from '@/lib/format'
import { formResolver, toFormValues } from '@/lib/form-values'
import { dealRoomInterestLabels, dealRoomInterests, type DealRoomInterest } from '@/lib/options'
import { useTRPC } from '@/lib/trpc'

const explained: Record<DealRoomInterest, string> = {
  interested: 'You are looking at the deal; an amount, if you give one, is indicative.',
  committed: 'You will invest this amount. It counts towards the round’s total.',
  passed: 'You will not invest in this round.',
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
          ? `Committed ${formatRupees(values.amount)}`
          : `Interest saved: ${dealRoomInterestLabels[values.status]}`,
      )
      setOpen(false)
    } catch (error) {
      if (!setServerFieldErrors(form.setError, error, ['status', 'amount'], { focus: true })) {
        setFormError(serverMessage(error, 'We could not save your interest. Please try again.'))
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
      title="State your interest"
      description={
        asMemberOf
          ? `As an angel of ${asMemberOf}, you state your own line; the network’s line is its members’ sum. Every fund in the room sees it.`
          : 'Every fund in the room sees your line, and the founders see your status. Change it any time while the round is open.'
      }
    >
      <form method="post" noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-ink">Your interest</legend>
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
                  {dealRoomInterestLabels[option]}
                </span>
                <span className="block text-xs text-muted">{explained[option]}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {status !== 'passed' && (
          <RupeeField
            control={form.control}
            name="amount"
            label={status === 'committed' ? 'Amount you commit' : 'Indicative amount'}
            optional={status !== 'committed'}
            placeholder="e.g. 50 L"
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
              Cancel
            </Button>
          </ModalClose>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Save interest'}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  )
}
