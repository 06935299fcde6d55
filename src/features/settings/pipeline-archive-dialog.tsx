import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'

import { Select, unsavedChangesMessage, useUnsavedChanges } from '@/components/form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/input'
import { Modal, ModalActions, ModalClose } from '@/components/ui/modal'
import { stageArchiveSchema, type StageStatus } from '@/domain/applications/pipeline'
import { isDecision } from '@/domain/applications/status'
import { serverMessage } from '@/lib/form-errors'
import { plural } from '@/lib/format'
import {
  applicationStatusLabels,
  rejectionReasonOptions,
  type RejectionReason,
} from '@/lib/options'
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
  const one = count === 1
  const audience = one ? 'founder' : 'founders'

  const dirty = !pending && (target !== '' || message.trim() !== '')
  useUnsavedChanges(dirty)
  const confirmClose = (event: { preventDefault: () => void }) => {
    if (dirty && !window.confirm(unsavedChangesMessage)) event.preventDefault()
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
          ? `“${stage.name}” archived. Its ${plural(count, 'application')} moved to “${destination.name}”.`
          : `“${stage.name}” archived. Its ${plural(count, 'application was', 'applications were')} ${rejecting ? 'rejected' : 'accepted'} and the ${audience} told.`,
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
            ? 'A teammate has archived this stage meanwhile.'
            : serverMessage(error, 'We could not archive the stage. Please try again.'),
      })
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      busy={pending}
      onDismissAttempt={confirmClose}
      title={`Archive “${stage.name}”?`}
      description={`It holds ${plural(count, 'application')}. Choose where ${one ? 'it goes' : 'they go'}: ${one ? 'it moves' : 'they move'} and the stage is archived in one step.`}
    >
      <form
        method="post"
        id={formId}
        onSubmit={(event) => void submit(event)}
        noValidate
        className="mt-5 space-y-4"
      >
        <Field
          label={one ? 'Move its application to' : `Move its ${plural(count, 'application')} to`}
          hint={consequence(stage, destination, target)}
          error={errors.target}
        >
          <Select
            groups={[
              {
                label: 'Another stage',
                options: others.map((other) => ({
                  value: other.key,
                  label: `${other.name} (founders see ${applicationStatusLabels[other.mapsTo]})`,
                })),
              },
              {
                label: 'A decision',
                options: [
                  { value: 'accepted', label: 'Accept…' },
                  { value: 'rejected', label: 'Reject…' },
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
          <Field label={`Reason the ${audience} will see`} error={errors.reason}>
            <Select
              options={rejectionReasonOptions}
              placeholder="Choose a reason…"
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
            label={`Message to the ${audience}`}
            hint={`At least 20 characters. ${one ? 'The founder reads' : 'Each founder reads'} this exactly as you write it.`}
            error={errors.message}
          >
            <Textarea
              value={message}
              maxLength={2000}
              onChange={(event) => {
                setMessage(event.target.value)
                clear('message')
              }}
              placeholder={
                rejecting
                  ? 'Thank you for applying. We have decided not to invest because…'
                  : 'Congratulations! We would love to back you. Next steps…'
              }
            />
          </Field>
        )}
        <FormMessage>{errors.form}</FormMessage>
        <ModalActions>
          <ModalClose>
            <Button type="button" variant="secondary" disabled={pending} onClick={confirmClose}>
              Cancel
            </Button>
          </ModalClose>
          <Button type="submit" variant={rejecting ? 'danger' : 'primary'} disabled={pending}>
            {pending
              ? 'Archiving…'
              : rejecting
                ? 'Reject, notify and archive'
                : target === 'accepted'
                  ? 'Accept, notify and archive'
                  : 'Move and archive'}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  )
}

/** What the founders of the stage's applications will hear, once a destination is chosen. */
function consequence(stage: Stage, destination: Stage | undefined, target: string) {
  const founders = stage.applications === 1 ? 'Its founder' : 'Their founders'
  if (destination) {
    return destination.mapsTo === stage.mapsTo
      ? `${founders} still see “${applicationStatusLabels[stage.mapsTo]}” and are not notified.`
      : `${founders} will see “${applicationStatusLabels[destination.mapsTo]}” instead of “${applicationStatusLabels[stage.mapsTo]}”, and are notified.`
  }
  if (target === 'accepted') return `${founders} are told of the acceptance, with your message.`
  if (target === 'rejected')
    return `${founders} are told of the rejection, its reason and your message.`
  return 'Founders hear only of a change in what they see.'
}
