import { useIntl } from 'react-intl'

import type { MoveOption } from '@/domain/applications/pipeline'
import type { TemplateValues } from '@/domain/investors/message-templates'
import { StatusMover, moveLabel } from '@/features/investors/review/status-mover'
import type { ApplicationStatus } from '@/lib/options'
import { toast } from '@/lib/toast'

/**
 * Moves one application along the pipeline. A decision (accept or reject) opens a dialog for the
 * message the founder will read and, for a rejection, the reason they will see.
 */
export function StatusControl({
  applicationId,
  status,
  allowedMoves,
  startupName,
  templateValues,
}: {
  applicationId: string
  status: ApplicationStatus
  allowedMoves: readonly MoveOption[]
  startupName: string
  templateValues: TemplateValues
}) {
  const intl = useIntl()
  if (allowedMoves.length === 0)
    return (
      <p className="text-sm text-muted">
        {status === 'withdrawn'
          ? intl.formatMessage({ id: 'review.status.withdrawn' })
          : intl.formatMessage({ id: 'review.status.final' }, { status })}
      </p>
    )
  return (
    <StatusMover
      applicationIds={[applicationId]}
      moves={allowedMoves}
      label={intl.formatMessage({ id: 'review.status.moveLabel' }, { startup: startupName })}
      audience="founder"
      templateValues={templateValues}
      className="w-full sm:w-auto"
      decisionTitle={(decision) =>
        intl.formatMessage(
          {
            id: decision === 'rejected' ? 'review.status.rejectTitle' : 'review.status.acceptTitle',
          },
          { startup: startupName },
        )
      }
      decisionDescription={(decision) =>
        intl.formatMessage({
          id:
            decision === 'rejected'
              ? 'review.status.rejectDescription'
              : 'review.status.acceptDescription',
        })
      }
      onMoved={(_outcome, move) =>
        toast.success(
          move.to === 'rejected'
            ? intl.formatMessage({ id: 'review.status.rejected' }, { startup: startupName })
            : move.to === 'accepted'
              ? intl.formatMessage({ id: 'review.status.accepted' }, { startup: startupName })
              : intl.formatMessage({ id: 'review.status.moved' }, { stage: moveLabel(intl, move) }),
        )
      }
    />
  )
}
