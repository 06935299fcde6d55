import { toast } from 'sonner'

import { bulkMoves, type MoveOption } from '@/domain/applications/pipeline'
import { usePipelineStages } from '@/features/investors/pipeline/use-pipeline'
import { StatusMover } from '@/features/investors/review/status-mover'

import { AddSelectedToList } from './add-selected-to-list'

function outcomeText({ moved, skipped }: { moved: number; skipped: number }, to: MoveOption) {
  const where =
    to.to === 'accepted' ? 'accepted' : to.to === 'rejected' ? 'rejected' : `moved to ${to.label}`
  const movedText = `${moved} ${where}`
  return skipped
    ? `${movedText}, ${skipped} skipped (already there, decided or withdrawn)`
    : movedText
}

/**
 * Acts on the selected applications: adds their startups to a list, or moves them (decided and
 * withdrawn ones are skipped by the server).
 */
export function BulkBar({
  ids,
  startupOrgIds,
  onDone,
}: {
  ids: readonly string[]
  /** The startups of the selected applications, for adding them to a list. */
  startupOrgIds: readonly string[]
  onDone: () => void
}) {
  const stages = usePipelineStages()
  return (
    <div
      role="region"
      aria-label="Selected applications"
      className="sticky bottom-4 z-10 mt-4 flex flex-col gap-3 rounded-2xl border border-brand-200 bg-white p-3 shadow-lg sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm font-medium text-ink" aria-live="polite">
        {ids.length} selected
        <button
          type="button"
          className="ml-3 text-sm font-normal text-brand-600 hover:underline"
          onClick={onDone}
        >
          Clear selection
        </button>
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <AddSelectedToList startupOrgIds={startupOrgIds} onDone={onDone} />
        <StatusMover
          applicationIds={ids}
          moves={bulkMoves(stages)}
          label="Move the selected applications to"
          audience="founders"
          selectClassName="sm:w-48 sm:flex-none"
          decisionTitle={(decision) =>
            `${decision === 'rejected' ? 'Reject' : 'Accept'} ${ids.length === 1 ? 'one application' : `${ids.length} applications`}?`
          }
          decisionDescription={(decision) =>
            `A decision is final. Every founder is notified and reads the same message${decision === 'rejected' ? ' and reason' : ''}. Applications already decided or withdrawn are skipped.`
          }
          onMoved={(outcome, to) => {
            toast.success(outcomeText(outcome, to))
            onDone()
          }}
        />
      </div>
    </div>
  )
}
