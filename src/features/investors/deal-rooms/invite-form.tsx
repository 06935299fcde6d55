import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'

import { TextAreaField } from '@/components/form'
import { Select } from '@/components/form/select-field'
import { Button } from '@/components/ui/button'
import { inviteSchema, invitationNoteMax } from '@/domain/investors/deal-rooms'
import { serverMessage, setServerFieldErrors } from '@/lib/form-errors'
import { formResolver, toFormValues } from '@/lib/form-values'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

import { FundPicker, organisationOf, type FundChoice } from './fund-picker'

const invitationSchema = inviteSchema.omit({ roomId: true })

/** Invites a public fund into one of the lead's rooms, with an optional note to it. */
export function InviteForm({
  rooms,
  startupName,
  onInvited,
  onCancel,
  onOpenAnother,
}: {
  /** The lead's open rooms for the startup: the first is chosen. */
  rooms: readonly { id: string; roundName: string }[]
  startupName: string
  onInvited: () => void
  onCancel: () => void
  onOpenAnother?: () => void
}) {
  const trpc = useTRPC()
  const intl = useIntl()
  const queryClient = useQueryClient()
  const invite = useMutation(trpc.investors.dealRooms.invite.mutationOptions())
  const roundId = useId()
  const [roomId, setRoomId] = useState(rooms[0]?.id ?? '')
  const [fund, setFund] = useState<FundChoice>({ text: '', chosen: null })
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm({
    resolver: formResolver(invitationSchema),
    defaultValues: toFormValues(invitationSchema, null),
  })
  const saving = form.formState.isSubmitting

  function chooseFund(next: FundChoice) {
    setFund(next)
    form.setValue('organisation', organisationOf(next))
    form.clearErrors('organisation')
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const invited = await invite.mutateAsync({ roomId, ...values })
      await queryClient.invalidateQueries({ queryKey: trpc.investors.dealRooms.pathKey() })
      const name = fund.chosen?.name ?? values.organisation
      toast.success(
        intl.formatMessage(
          {
            id:
              invited.consent === 'accepted'
                ? 'deals.inviteForm.invited.shared'
                : 'deals.inviteForm.invited.pending',
          },
          { fund: name, startup: startupName },
        ),
      )
      onInvited()
    } catch (error) {
      if (!setServerFieldErrors(form.setError, error, ['organisation', 'note'], { focus: true })) {
        setFormError(serverMessage(error, intl.formatMessage({ id: 'deals.inviteForm.failed' })))
      }
    }
  })

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
      {rooms.length > 1 ? (
        <div className="space-y-1.5">
          <label htmlFor={roundId} className="block text-sm font-medium text-ink">
            <FormattedMessage id="deals.inviteForm.round" />
          </label>
          <Select
            id={roundId}
            value={roomId}
            onChange={(event) => setRoomId(event.target.value)}
            options={rooms.map((room) => ({ value: room.id, label: room.roundName }))}
          />
        </div>
      ) : (
        <p className="text-sm text-ink">
          <FormattedMessage
            id="deals.inviteForm.round.value"
            values={{
              round: rooms[0]?.roundName ?? '',
              b: (chunks) => (
                <span className="font-medium" translate="no">
                  {chunks}
                </span>
              ),
            }}
          />
        </p>
      )}
      <FundPicker
        value={fund}
        onChange={chooseFund}
        error={form.formState.errors.organisation?.message}
      />
      <TextAreaField
        control={form.control}
        name="note"
        label={intl.formatMessage({ id: 'deals.inviteForm.note' })}
        optional
        max={invitationNoteMax}
        rows={3}
        hint={intl.formatMessage({ id: 'deals.inviteForm.note.hint' })}
      />
      {formError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {formError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        {onOpenAnother && (
          <Button
            type="button"
            variant="link"
            className="sm:mr-auto"
            disabled={saving}
            onClick={onOpenAnother}
          >
            <FormattedMessage id="deals.inviteForm.openAnother" />
          </Button>
        )}
        <Button type="button" variant="secondary" disabled={saving} onClick={onCancel}>
          <FormattedMessage id="deals.common.cancel" />
        </Button>
        <Button type="submit" disabled={saving}>
          <FormattedMessage id={saving ? 'deals.common.sending' : 'deals.common.sendInvitation'} />
        </Button>
      </div>
    </form>
  )
}
