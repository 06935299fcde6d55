import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { Select, useUnsavedChanges } from '@/components/form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/input'
import { Modal, ModalActions, ModalClose } from '@/components/ui/modal'
import { stageArchiveSchema, type StageStatus } from '@/domain/applications/pipeline'
import { isDecision } from '@/domain/applications/status'
import { serverMessage } from '@/lib/form-errors'
import { optionLabel, translatedOptions } from '@/lib/i18n/option-labels'
import type { RejectionReason } from '@/lib/options'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'
import { trpcErrorCode, trpcFieldErrors } from '@/lib/trpc-errors'

import { focusFirstInvalid } from './pipeline-stage-dialog'
import { FormMessage } from './settings-card'

type Stage = { key: string; name: string; mapsTo: StageStatus; applications: number }

type FieldName = 'target' | 'reason' | 'message'
type Errors = Partial<Record<FieldName | 'form', string>>

/** Where the server reports each field of `moveTo`. */
const serverKeys: Record<FieldName, readonly string[]> = {
  target: ['moveTo', 'moveTo.status'],
  reason: ['moveTo.reason'],
  message: ['moveTo.message'],
}

/**
 * Archives a stage that holds applications: they go first, all to one place, another active
 * stage or a decision with the message their founders will read (and a rejection's reason), as
 * the decision dialog asks for a bulk decision. The move and the archiving are one step on the
 * server. The team's saved messages are not offered: their placeholders are filled from one
 * application, and this message goes to every founder of the stage as written.
 */
export function ArchiveStageDialog({
  stage,
  stages,
  onArchived,
  onClose,
}: {
  stage: Stage
  /** The pipeline's active stages, the one being archived among them. */
  stages: readonly Stage[]
  onArchived: () => void
  onClose: () => void
}) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const formId = useId()
  const [target, setTarget] = useState('')
  const [reason, setReason] = useState<RejectionReason | ''>('')
  const [message, setMessage] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const archive = useMutation(trpc.investors.pipeline.archive.mutationOptions())
  const pending = archive.isPending
  const others = stages.filter((other) => other.key !== stage.key)
  const destination = others.find((other) => other.key === target)
  const deciding = isDecision(target)
  const rejecting = target === 'rejected'
  const count = stage.applications
  const counted = { count }
  const status = (value: StageStatus) => optionLabel(intl, 'applicationStatuses', value)

  const dirty = !pending && (target !== '' || message.trim() !== '')
  const unsavedChanges = intl.formatMessage({ id: 'settings.common.unsavedChanges' })
  useUnsavedChanges(dirty, unsavedChanges)
  const confirmClose = (event: { preventDefault: () => void }) => {
    if (dirty && !window.confirm(unsavedChanges)) event.preventDefault()
  }

  /** The stages' counts, and the applications that moved wherever they are listed. */
  const invalidate = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.investors.pipeline.stages.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.investors.applications.pathKey() }),
    ])

  function clear(field: FieldName) {
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }))
  }

  function showErrors(found: Errors) {
    setErrors(found)
    focusFirstInvalid(formId)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const input = {
      key: stage.key,
      moveTo: {
        status: target,
        ...(deciding ? { message } : {}),
        ...(rejecting && reason ? { reason } : {}),
      },
    }
    const checked = stageArchiveSchema.safeParse(input)
    if (!checked.success) {
      const found: Errors = {}
      for (const issue of checked.error.issues) {
        const part = issue.path[1]
        found[part === 'reason' || part === 'message' ? part : 'target'] ??= issue.message
      }
      return showErrors(found)
    }
    setErrors({})
    try {
      await archive.mutateAsync(input)
      // The stage's row is gone before the dialog closes, so focus does not return to it.
      await invalidate()
      toast.success(
        destination
          ? intl.formatMessage(
              { id: 'settings.pipeline.archiveHeld.moved' },
              { stage: stage.name, count, destination: destination.name },
            )
          : intl.formatMessage(
              { id: 'settings.pipeline.archiveHeld.decided' },
              { stage: stage.name, count, decision: rejecting ? 'rejected' : 'accepted' },
            ),
      )
      onArchived()
      onClose()
    } catch (error) {
      await invalidate()
      const fields = trpcFieldErrors(error)
      const fromServer: Errors = {}
      for (const [field, keys] of Object.entries(serverKeys) as [FieldName, readonly string[]][]) {
        fromServer[field] = keys.map((key) => fields[key]?.[0]).find(Boolean)
      }
      if (Object.values(fromServer).some(Boolean)) return showErrors(fromServer)
      setErrors({
        form:
          trpcErrorCode(error) === 'NOT_FOUND'
            ? intl.formatMessage({ id: 'settings.pipeline.archivedMeanwhile' })
            : serverMessage(error, intl.formatMessage({ id: 'settings.pipeline.archiveFailed' })),
      })
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      busy={pending}
      onDismissAttempt={confirmClose}
      title={intl.formatMessage({ id: 'settings.pipeline.archiveTitle' }, { name: stage.name })}
      description={intl.formatMessage({ id: 'settings.pipeline.archiveHeld.description' }, counted)}
    >
      <form
        method="post"
        id={formId}
        onSubmit={(event) => void submit(event)}
        noValidate
        className="mt-5 space-y-4"
      >
        <Field
          label={intl.formatMessage({ id: 'settings.pipeline.archiveHeld.target' }, counted)}
          hint={consequence(intl, stage, destination, target)}
          error={errors.target}
        >
          <Select
            placeholder={intl.formatMessage({ id: 'settings.common.choose' })}
            groups={[
              {
                label: intl.formatMessage({ id: 'settings.pipeline.archiveHeld.anotherStage' }),
                options: others.map((other) => ({
                  value: other.key,
                  label: intl.formatMessage(
                    { id: 'settings.pipeline.archiveHeld.stageOption' },
                    { name: other.name, status: status(other.mapsTo) },
                  ),
                })),
              },
              {
                label: intl.formatMessage({ id: 'settings.pipeline.archiveHeld.aDecision' }),
                options: [
                  {
                    value: 'accepted',
                    label: intl.formatMessage({ id: 'settings.pipeline.archiveHeld.accept' }),
                  },
                  {
                    value: 'rejected',
                    label: intl.formatMessage({ id: 'settings.pipeline.archiveHeld.reject' }),
                  },
                ],
              },
            ]}
            value={target}
            onChange={(event) => {
              setTarget(event.target.value)
              clear('target')
            }}
          />
        </Field>
        {rejecting && (
          <Field
            label={intl.formatMessage({ id: 'settings.pipeline.archiveHeld.reason' }, counted)}
            error={errors.reason}
          >
            <Select
              options={translatedOptions(intl, 'rejectionReasons')}
              placeholder={intl.formatMessage({ id: 'settings.pipeline.archiveHeld.chooseReason' })}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value as RejectionReason | '')
                clear('reason')
              }}
            />
          </Field>
        )}
        {deciding && (
          <Field
            label={intl.formatMessage({ id: 'settings.pipeline.archiveHeld.message' }, counted)}
            hint={intl.formatMessage({ id: 'settings.pipeline.archiveHeld.messageHint' }, counted)}
            error={errors.message}
          >
            <Textarea
              value={message}
              maxLength={2000}
              onChange={(event) => {
                setMessage(event.target.value)
                clear('message')
              }}
              placeholder={intl.formatMessage({
                id: rejecting
                  ? 'settings.pipeline.archiveHeld.rejectPlaceholder'
                  : 'settings.pipeline.archiveHeld.acceptPlaceholder',
              })}
            />
          </Field>
        )}
        <FormMessage>{errors.form}</FormMessage>
        <ModalActions>
          <ModalClose>
            <Button type="button" variant="secondary" disabled={pending} onClick={confirmClose}>
              <FormattedMessage id="settings.common.cancel" />
            </Button>
          </ModalClose>
          <Button type="submit" variant={rejecting ? 'danger' : 'primary'} disabled={pending}>
            <FormattedMessage
              id={
                pending
                  ? 'settings.pipeline.archiving'
                  : rejecting
                    ? 'settings.pipeline.archiveHeld.rejectSubmit'
                    : target === 'accepted'
                      ? 'settings.pipeline.archiveHeld.acceptSubmit'
                      : 'settings.pipeline.archiveHeld.moveSubmit'
              }
            />
          </Button>
        </ModalActions>
      </form>
    </Modal>
  )
}

/** What the founders of the stage's applications will hear, once a destination is chosen. */
function consequence(
  intl: IntlShape,
  stage: Stage,
  destination: Stage | undefined,
  target: string,
) {
  const count = stage.applications
  const status = (value: StageStatus) => optionLabel(intl, 'applicationStatuses', value)
  if (destination) {
    return destination.mapsTo === stage.mapsTo
      ? intl.formatMessage(
          { id: 'settings.pipeline.archiveHeld.sameStatus' },
          { count, status: status(stage.mapsTo) },
        )
      : intl.formatMessage(
          { id: 'settings.pipeline.archiveHeld.newStatus' },
          { count, to: status(destination.mapsTo), from: status(stage.mapsTo) },
        )
  }
  if (target === 'accepted') {
    return intl.formatMessage({ id: 'settings.pipeline.archiveHeld.toldAccepted' }, { count })
  }
  if (target === 'rejected') {
    return intl.formatMessage({ id: 'settings.pipeline.archiveHeld.toldRejected' }, { count })
  }
  return intl.formatMessage({ id: 'settings.pipeline.archiveHeld.noTarget' })
}
