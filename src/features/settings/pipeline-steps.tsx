// The pipeline section's parts: the fixed steps, each stage with its controls, the add form and the
// archived stages (./pipeline-section.tsx).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { inferRouterOutputs } from '@trpc/server'
import { ArrowDown, ArrowUp } from 'lucide-react'
import { useId, type FormEvent, type ReactNode } from 'react'
import { toast } from 'sonner'

import { Select } from '@/components/form'
import { Button } from '@/components/ui/button'
import { Badge } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { stageNameMaxLength, type StageStatus } from '@/domain/applications/pipeline'
import { cn } from '@/lib/cn'
import { serverMessage } from '@/lib/form-errors'
import { plural } from '@/lib/format'
import { applicationStatusLabels } from '@/lib/options'
import { useTRPC } from '@/lib/trpc'
import { trpcFieldErrors } from '@/lib/trpc-errors'
import type { AppRouter } from '@/server/trpc/root'

import {
  checkStage,
  foundersNeverSeeNames,
  stageErrorsOf,
  stageStatusOptions,
  useStageForm,
  type StageValues,
} from './pipeline-stage-dialog'
import { FormMessage } from './settings-card'

export type Pipeline = inferRouterOutputs<AppRouter>['investors']['pipeline']['stages']
export type Stage = Pipeline['stages'][number]
export type Direction = 'up' | 'down'

function Rail({ first, last, children }: { first?: boolean; last?: boolean; children: ReactNode }) {
  return (
    <div aria-hidden="true" className="flex w-7 shrink-0 flex-col items-center">
      <span className={cn('h-3 w-px', !first && 'bg-line')} />
      {children}
      <span className={cn('w-px flex-1', !last && 'bg-line')} />
    </div>
  )
}

export function FixedStep({
  icon,
  name,
  detail,
  first,
  last,
}: {
  icon: ReactNode
  name: string
  detail: string
  first?: boolean
  last?: boolean
}) {
  return (
    <li className="flex gap-3">
      <Rail first={first} last={last}>
        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-surface text-muted ring-1 ring-line [&_svg]:size-3.5">
          {icon}
        </span>
      </Rail>
      <div className={cn('min-w-0 flex-1', !last && 'pb-3')}>
        <div className="rounded-xl bg-surface px-3 py-2.5 sm:px-4">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
            {name}
            <Badge className="bg-white text-muted ring-1 ring-line">Fixed</Badge>
          </p>
          <p className="mt-0.5 text-sm text-muted">{detail}</p>
        </div>
      </div>
    </li>
  )
}

export function StageStep({
  stage,
  number,
  canEdit,
  isFirst,
  isLast,
  archiveBlockedBy,
  onMove,
  onEdit,
  onArchive,
  onArchived,
}: {
  stage: Stage
  number: number
  canEdit: boolean
  isFirst: boolean
  isLast: boolean
  /** The note saying why the stage cannot be archived, when it cannot. */
  archiveBlockedBy: string | undefined
  onMove: (direction: Direction) => void
  onEdit: () => void
  onArchive: () => void
  onArchived: () => void
}) {
  return (
    <li className="flex gap-3" data-stage={stage.key}>
      <Rail>
        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 tabular-nums">
          {number}
        </span>
      </Rail>
      <div className="min-w-0 flex-1 pb-3">
        <div className="flex flex-col gap-3 rounded-xl border border-line bg-white p-3 sm:flex-row sm:items-center sm:justify-between sm:p-4">
          <div className="min-w-0">
            <p className="text-sm font-medium break-words text-ink">{stage.name}</p>
            <p className="mt-0.5 flex flex-wrap gap-x-2 gap-y-0.5 text-sm text-muted">
              <span>Founders see: {applicationStatusLabels[stage.mapsTo]}</span>
              <span aria-hidden="true" className="hidden sm:inline">
                ·
              </span>
              <span className="tabular-nums" data-applications={stage.applications}>
                {stage.applications === 0
                  ? 'No applications'
                  : plural(stage.applications, 'application')}
              </span>
            </p>
          </div>
          {canEdit && (
            <div className="flex shrink-0 flex-wrap items-center gap-1.5">
              <Button
                variant="secondary"
                size="sm"
                className="w-8 px-0"
                aria-label={`Move “${stage.name}” up`}
                data-move="up"
                data-stage={stage.key}
                disabled={isFirst}
                onClick={() => onMove('up')}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                variant="secondary"
                size="sm"
                className="w-8 px-0"
                aria-label={`Move “${stage.name}” down`}
                data-move="down"
                data-stage={stage.key}
                disabled={isLast}
                onClick={() => onMove('down')}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Edit “${stage.name}”`}
                onClick={onEdit}
              >
                Edit
              </Button>
              {archiveBlockedBy ? (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled
                  aria-label={`Archive “${stage.name}”`}
                  aria-describedby={archiveBlockedBy}
                >
                  Archive
                </Button>
              ) : stage.applications > 0 ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-700 hover:bg-red-50"
                  aria-label={`Archive “${stage.name}”`}
                  aria-haspopup="dialog"
                  onClick={onArchive}
                >
                  Archive
                </Button>
              ) : (
                <ArchiveEmptyStage stage={stage} onArchived={onArchived} />
              )}
            </div>
          )}
        </div>
      </div>
    </li>
  )
}

/** A stage that holds no applications is archived once confirmed: nothing has to move. */
function ArchiveEmptyStage({ stage, onArchived }: { stage: Stage; onArchived: () => void }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const archive = useMutation(trpc.investors.pipeline.archive.mutationOptions())

  async function archiveStage() {
    try {
      await archive.mutateAsync({ key: stage.key })
      onArchived()
      toast.success(`“${stage.name}” archived.`)
    } catch (error) {
      // An application may have arrived meanwhile: the list shows it, and Archive then asks
      // where it goes.
      const fields = trpcFieldErrors(error)
      toast.error(
        fields.moveTo?.[0] ??
          fields.keys?.[0] ??
          serverMessage(error, 'We could not archive the stage. Please try again.'),
      )
    } finally {
      await queryClient.invalidateQueries({ queryKey: trpc.investors.pipeline.stages.queryKey() })
    }
  }

  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          aria-label={`Archive “${stage.name}”`}
        >
          Archive
        </Button>
      }
      title={`Archive “${stage.name}”?`}
      description="It holds no applications and leaves your pipeline. The history of applications that passed through it keeps its name."
      confirmLabel="Archive stage"
      pendingLabel="Archiving…"
      onConfirm={archiveStage}
    />
  )
}

export function AddStageForm() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const headingId = useId()
  const empty: StageValues = { name: '', mapsTo: '' }
  const { formId, values, setValues, errors, setErrors, set, showErrors } = useStageForm(empty)
  const add = useMutation(trpc.investors.pipeline.add.mutationOptions())

  async function submit(event: FormEvent) {
    event.preventDefault()
    const checked = checkStage(values)
    if ('errors' in checked) return showErrors(checked.errors)
    setErrors({})
    try {
      await add.mutateAsync(checked.input)
      await queryClient.invalidateQueries({ queryKey: trpc.investors.pipeline.stages.queryKey() })
      toast.success(`Stage “${checked.input.name}” added.`)
      setValues(empty)
    } catch (error) {
      showErrors(stageErrorsOf(error, 'We could not add the stage. Please try again.'))
    }
  }

  return (
    <form
      method="post"
      id={formId}
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="mt-5 rounded-xl border border-dashed border-line p-4"
    >
      <h4 id={headingId} className="text-sm font-semibold text-ink">
        Add a stage
      </h4>
      <p className="mt-1 max-w-prose text-sm text-muted">
        It joins the pipeline just before the decision; move it where it belongs.{' '}
        {foundersNeverSeeNames}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start">
        <Field label="Name" hint={`Up to ${stageNameMaxLength} characters.`} error={errors.name}>
          <Input
            autoComplete="off"
            maxLength={stageNameMaxLength}
            placeholder="e.g. Partner meeting"
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
          />
        </Field>
        <Field label="What founders see" error={errors.mapsTo}>
          <Select
            options={stageStatusOptions}
            value={values.mapsTo}
            onChange={(event) => set('mapsTo', event.target.value as StageStatus | '')}
          />
        </Field>
        <Button type="submit" className="sm:mt-7" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add stage'}
        </Button>
      </div>
      {errors.form && (
        <div className="mt-4">
          <FormMessage>{errors.form}</FormMessage>
        </div>
      )}
    </form>
  )
}

/** Stages no longer in use, by name: applications' history and old links still name them. */
export function ArchivedStages({ stages }: { stages: Stage[] }) {
  return (
    <details className="mt-6 rounded-xl border border-line">
      <summary className="cursor-pointer rounded-xl px-4 py-3 text-sm font-medium text-ink hover:bg-surface">
        Archived stages <span className="font-normal text-muted">({stages.length})</span>
      </summary>
      <div className="border-t border-line px-4 py-3">
        <p className="text-xs text-muted">
          Applications’ history keeps their names; filters that name them now match nothing.
        </p>
        <ul aria-label="Archived stages" className="mt-2 flex flex-wrap gap-2">
          {stages.map((stage) => (
            <li
              key={stage.key}
              className="rounded-full bg-surface px-2.5 py-1 text-sm break-words text-muted ring-1 ring-line"
            >
              {stage.name}
            </li>
          ))}
        </ul>
      </div>
    </details>
  )
}
