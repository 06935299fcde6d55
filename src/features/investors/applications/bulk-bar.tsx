import { useIntl, type IntlShape } from 'react-intl'

import { bulkMoves, type MoveOption } from '@/domain/applications/pipeline'
import { usePipelineStages } from '@/features/investors/pipeline/use-pipeline'
import { StatusMover } from '@/features/investors/review/status-mover'
import { optionLabel } from '@/lib/i18n/option-labels'
import { toast } from '@/lib/toast'

import { AddSelectedToList } from './add-selected-to-list'

function outcomeText(
  intl: IntlShape,
  { moved, skipped }: { moved: number; skipped: number },
  to: MoveOption,
) {
  // Submitted is the product's own step; the other steps are the fund's stages, named by it.
  const stage = to.to === 'submitted' ? optionLabel(intl, 'applicationStatuses', to.to) : to.label
  return intl.formatMessage({ id: 'pipeline.bulk.outcome' }, { moved, to: to.to, stage, skipped })
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
  const intl = useIntl()
  const stages = usePipelineStages()
  return (
    <div
      role="region"
      aria-label={intl.formatMessage({ id: 'pipeline.bulk.label' })}
      className="sticky bottom-4 z-10 mt-4 flex flex-col gap-3 rounded-2xl border border-brand-200 bg-white p-3 shadow-lg sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm font-medium text-ink" aria-live="polite">
        {intl.formatMessage({ id: 'pipeline.bulk.selected' }, { count: ids.length })}
        <button
          type="button"
          className="ml-3 text-sm font-normal text-brand-600 hover:underline"
          onClick={onDone}
        >
          {intl.formatMessage({ id: 'pipeline.bulk.clear' })}
        </button>
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <AddSelectedToList startupOrgIds={startupOrgIds} onDone={onDone} />
        <StatusMover
          applicationIds={ids}
          moves={bulkMoves(stages)}
          label={intl.formatMessage({ id: 'pipeline.bulk.move' })}
          audience="founders"
          selectClassName="sm:w-48 sm:flex-none"
          decisionTitle={(decision) =>
            intl.formatMessage(
              { id: 'pipeline.bulk.decisionTitle' },
              { decision, count: ids.length },
            )
          }
          decisionDescription={(decision) =>
            intl.formatMessage({ id: 'pipeline.bulk.decisionDescription' }, { decision })
          }
          onMoved={(outcome, to) => {
            toast.success(outcomeText(intl, outcome, to))
            onDone()
          }}
        />
      </div>
    </div>
  )
}
