import { toast } from 'sonner'

import type { MoveOption } from '@/domain/applications/pipeline'
import type { TemplateValues } from '@/domain/investors/message-templates'
import { StatusMover } from '@/features/investors/review/status-mover'
import { applicationStatusLabels, type ApplicationStatus } from '@/lib/options'

function explainStatus(status: ApplicationStatus): string {
  return status === 'withdrawn'
    ? 'The startup withdrew this application.'
    : `This application was ${applicationStatusLabels[status].toLowerCase()}; a decision is final.`
}

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
  if (allowedMoves.length === 0)
    return <p className="text-sm text-muted">{explainStatus(status)}</p>
  return (
    <StatusMover
      applicationIds={[applicationId]}
      moves={allowedMoves}
      label={`Move the application of ${startupName} to`}
      audience="founder"
      templateValues={templateValues}
      className="w-full sm:w-auto"
      decisionTitle={(decision) =>
        `${decision === 'rejected' ? 'Reject' : 'Accept'} ${startupName}?`
      }
      decisionDescription={(decision) =>
        `A decision is final. The founder is notified and reads your message${decision === 'rejected' ? ' and the reason you choose' : ''}; they never see your notes or ratings.`
      }
      onMoved={(_outcome, move) =>
        toast.success(
          move.to === 'rejected'
            ? `${startupName} was rejected and told why`
            : move.to === 'accepted'
              ? `${startupName} was accepted`
              : `Moved to ${move.label}`,
        )
      }
    />
  )
}
