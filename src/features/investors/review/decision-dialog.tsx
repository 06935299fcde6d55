import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Modal, ModalClose } from '@/components/ui/modal'
import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/input'
import { Select } from '@/components/form/select-field'
import {
  fillTemplate,
  templatesForDecision,
  type MessageTemplate,
  type TemplateValues,
} from '@/domain/investors/message-templates'
import { translatedOptions } from '@/lib/i18n/option-labels'
import type { RejectionReason } from '@/lib/options'
import { useTRPC } from '@/lib/trpc'
import { trpcFieldErrors } from '@/lib/trpc-errors'

export type Decision = 'accepted' | 'rejected'
export type MoveOutcome = { moved: number; skipped: number }

/**
 * Records a decision on one application or many: the message the founders will read and, for a
 * rejection, the reason they will see. The server's field errors show under their fields.
 * For one application (`templateValues` given), the team's saved messages are offered as in
 * triage: a rejection's by its reason, the first filled in when the reason is chosen.
 */
export function DecisionDialog({
  applicationIds,
  decision,
  title,
  description,
  audience,
  templateValues,
  onDecided,
  onClose,
}: {
  applicationIds: readonly string[]
  decision: Decision | null
  title: string
  description: ReactNode
  /** Who reads the message: "founder" or "founders". */
  audience: 'founder' | 'founders'
  /** What the saved messages' placeholders are filled with; without it none is offered. */
  templateValues?: TemplateValues
  onDecided: (outcome: MoveOutcome, decision: Decision) => void
  onClose: (done: boolean) => void
}) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const setStatus = useMutation(trpc.investors.applications.setStatus.mutationOptions())
  const savedMessages = useQuery({
    ...trpc.investors.messageTemplates.list.queryOptions(),
    // Read with the screen, not when the dialog opens, so they are there when a reason is chosen.
    enabled: templateValues !== undefined,
  })
  const [message, setMessage] = useState('')
  // The text the last saved message filled in: while the message is still that, it is not the
  // reviewer's own and a newly chosen reason may replace it.
  const [filled, setFilled] = useState('')
  const [templateId, setTemplateId] = useState('')
  const [reason, setReason] = useState<RejectionReason | ''>('')
  const [errors, setErrors] = useState<{ message?: string; reason?: string; form?: string }>({})
  const rejecting = decision === 'rejected'
  const templatesFor = (chosenReason: RejectionReason | '') =>
    decision && templateValues
      ? templatesForDecision(savedMessages.data?.offered ?? [], decision, chosenReason || null)
      : []
  const templates = templatesFor(reason)

  /** Fills the message from a saved one; without one, clears only a message the reviewer left as filled. */
  function applyTemplate(template: MessageTemplate | undefined) {
    setTemplateId(template?.id ?? '')
    if (!template && message !== filled) return
    const text = template && templateValues ? fillTemplate(template.body, templateValues) : ''
    setMessage(text)
    setFilled(text)
  }

  function chooseReason(chosen: RejectionReason | '') {
    setReason(chosen)
    if (message === filled) applyTemplate(templatesFor(chosen)[0])
  }

  // Saved messages that arrive after the reason was chosen (a slow network) fill it in then, as
  // they would have at once, unless the reviewer has begun their own.
  const offered = savedMessages.data?.offered
  const [offeredSeen, setOfferedSeen] = useState(offered)
  if (offered !== offeredSeen) {
    setOfferedSeen(offered)
    if (offeredSeen === undefined && reason && message === filled && templateId === '') {
      applyTemplate(templates[0])
    }
  }

  function close(done: boolean) {
    setMessage('')
    setFilled('')
    setTemplateId('')
    setReason('')
    setErrors({})
    onClose(done)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!decision) return
    setErrors({})
    try {
      const outcome = await setStatus.mutateAsync({
        applicationIds: [...applicationIds],
        status: decision,
        message,
        ...(rejecting && reason ? { reason } : {}),
      })
      onDecided(outcome, decision)
      close(true)
    } catch (error) {
      const fields = trpcFieldErrors(error)
      if (fields.message || fields.reason) {
        setErrors({ message: fields.message?.[0], reason: fields.reason?.[0] })
      } else {
        setErrors({
          form:
            error instanceof Error && error.message
              ? error.message
              : intl.formatMessage({ id: 'review.decision.failed' }),
        })
      }
    } finally {
      await queryClient.invalidateQueries({ queryKey: trpc.investors.applications.pathKey() })
    }
  }

  const pending = setStatus.isPending
  return (
    <Modal
      open={decision !== null}
      onOpenChange={(open) => !open && close(false)}
      busy={pending}
      title={title}
      description={description}
    >
      <form
        method="post"
        onSubmit={(event) => void submit(event)}
        className="mt-5 space-y-4"
        noValidate
      >
        {rejecting && (
          <Field
            label={intl.formatMessage({ id: 'review.decision.reason' }, { audience })}
            error={errors.reason}
          >
            <Select
              options={translatedOptions(intl, 'rejectionReasons')}
              placeholder={intl.formatMessage({ id: 'review.decision.chooseReason' })}
              value={reason}
              onChange={(event) => chooseReason(event.target.value as RejectionReason | '')}
            />
          </Field>
        )}
        {templates.length > 0 && (
          <Field
            label={intl.formatMessage({ id: 'review.decision.savedMessage' })}
            hint={intl.formatMessage({ id: 'review.decision.savedMessageHint' })}
          >
            <Select
              options={templates.map((t) => ({ value: t.id, label: t.name }))}
              placeholder={intl.formatMessage({ id: 'review.decision.writeOwn' })}
              value={templateId}
              onChange={(event) =>
                applyTemplate(templates.find((t) => t.id === event.target.value))
              }
            />
          </Field>
        )}
        <Field
          label={intl.formatMessage({ id: 'review.decision.message' }, { audience })}
          hint={intl.formatMessage({ id: 'review.decision.messageHint' }, { audience })}
          error={errors.message}
        >
          <Textarea
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            maxLength={2000}
            placeholder={intl.formatMessage({
              id: rejecting
                ? 'review.decision.rejectPlaceholder'
                : 'review.decision.acceptPlaceholder',
            })}
          />
        </Field>
        {errors.form && (
          <p role="alert" className="text-sm text-red-600">
            {errors.form}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <ModalClose>
            <Button type="button" variant="secondary" disabled={pending}>
              <FormattedMessage id="review.common.cancel" />
            </Button>
          </ModalClose>
          <Button type="submit" variant={rejecting ? 'danger' : 'primary'} disabled={pending}>
            <FormattedMessage
              id={
                pending
                  ? 'review.common.saving'
                  : rejecting
                    ? 'review.decision.reject'
                    : 'review.decision.accept'
              }
            />
          </Button>
        </div>
      </form>
    </Modal>
  )
}
