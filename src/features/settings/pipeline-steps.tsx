// The pipeline section's parts: the fixed steps, each stage with its controls, the add form and the
// archived stages (./pipeline-section.tsx).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { inferRouterOutputs } from '@trpc/server'
import { ArrowDown, ArrowUp } from 'lucide-react'
import { useId, type FormEvent, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Select } from '@/components/form'
import { Button } from '@/components/ui/button'
import { Badge } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { stageNameMaxLength, type StageStatus } from '@/domain/applications/pipeline'
import { cn } from '@/lib/cn'
import { serverMessage } from '@/lib/form-errors'
import { optionLabel } from '@/lib/i18n/option-labels'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'
import { trpcFieldErrors } from '@/lib/trpc-errors'
import type { AppRouter } from '@/server/trpc/root'

import {
  checkStage,
  stageErrorsOf,
  stageStatusOptions,
  useStageForm,
  type StageValues,
} from './pipeline-stage-dialog'
import { FormMessage } from './settings-card'

export type Pipeline = inferRouterOutputs<AppRouter>['investors']['pipeline']['stages']
export type Stage = Pipeline['stages'][number]
export type Direction = 'up' | 'down'

/** Between what founders see and the count of applications, on wide screens only. */
const separator = '·'

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
            <Badge className="bg-white text-muted ring-1 ring-line">
              <FormattedMessage id="settings.pipeline.fixed" />
            </Badge>
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
  const intl = useIntl()
  const named = { name: stage.name }
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
            <p translate="no" className="text-sm font-medium break-words text-ink">
              {stage.name}
            </p>
            <p className="mt-0.5 flex flex-wrap gap-x-2 gap-y-0.5 text-sm text-muted">
              <span>
                <FormattedMessage
                  id="settings.pipeline.foundersSee"
                  values={{ status: optionLabel(intl, 'applicationStatuses', stage.mapsTo) }}
                />
              </span>
              <span aria-hidden="true" className="hidden sm:inline">
                {separator}
              </span>
              <span className="tabular-nums" data-applications={stage.applications}>
                <FormattedMessage
                  id="settings.pipeline.applications"
                  values={{ count: stage.applications }}
                />
              </span>
            </p>
          </div>
          {canEdit && (
            <div className="flex shrink-0 flex-wrap items-center gap-1.5">
              <Button
                variant="secondary"
                size="sm"
                className="w-8 px-0"
                aria-label={intl.formatMessage({ id: 'settings.pipeline.moveUp' }, named)}
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
                aria-label={intl.formatMessage({ id: 'settings.pipeline.moveDown' }, named)}
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
                aria-label={intl.formatMessage({ id: 'settings.pipeline.editStage' }, named)}
                onClick={onEdit}
              >
                <FormattedMessage id="settings.common.edit" />
              </Button>
              {archiveBlockedBy ? (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled
                  aria-label={intl.formatMessage({ id: 'settings.pipeline.archiveStage' }, named)}
                  aria-describedby={archiveBlockedBy}
                >
                  <FormattedMessage id="settings.pipeline.archive" />
                </Button>
              ) : stage.applications > 0 ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-700 hover:bg-red-50"
                  aria-label={intl.formatMessage({ id: 'settings.pipeline.archiveStage' }, named)}
                  aria-haspopup="dialog"
                  onClick={onArchive}
                >
                  <FormattedMessage id="settings.pipeline.archive" />
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
  const intl = useIntl()
  const named = { name: stage.name }
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const archive = useMutation(trpc.investors.pipeline.archive.mutationOptions())

  async function archiveStage() {
    try {
      await archive.mutateAsync({ key: stage.key })
      onArchived()
      toast.success(intl.formatMessage({ id: 'settings.pipeline.archived' }, named))
    } catch (error) {
      // An application may have arrived meanwhile: the list shows it, and Archive then asks
      // where it goes.
      const fields = trpcFieldErrors(error)
      toast.error(
        fields.moveTo?.[0] ??
          fields.keys?.[0] ??
          serverMessage(error, intl.formatMessage({ id: 'settings.pipeline.archiveFailed' })),
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
          aria-label={intl.formatMessage({ id: 'settings.pipeline.archiveStage' }, named)}
        >
          <FormattedMessage id="settings.pipeline.archive" />
        </Button>
      }
      title={intl.formatMessage({ id: 'settings.pipeline.archiveTitle' }, named)}
      description={intl.formatMessage({ id: 'settings.pipeline.archiveEmpty.description' })}
      confirmLabel={intl.formatMessage({ id: 'settings.pipeline.archiveEmpty.confirm' })}
      pendingLabel={intl.formatMessage({ id: 'settings.pipeline.archiving' })}
      onConfirm={archiveStage}
    />
  )
}

export function AddStageForm() {
  const intl = useIntl()
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
      toast.success(
        intl.formatMessage({ id: 'settings.pipeline.add.added' }, { name: checked.input.name }),
      )
      setValues(empty)
    } catch (error) {
      showErrors(stageErrorsOf(error, intl.formatMessage({ id: 'settings.pipeline.add.failed' })))
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
        <FormattedMessage id="settings.pipeline.add.title" />
      </h4>
      <p className="mt-1 max-w-prose text-sm text-muted">
        {[
          intl.formatMessage({ id: 'settings.pipeline.add.intro' }),
          intl.formatMessage({ id: 'settings.pipeline.neverSeeNames' }),
        ].join(' ')}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start">
        <Field
          label={intl.formatMessage({ id: 'settings.pipeline.name' })}
          hint={intl.formatMessage(
            { id: 'settings.pipeline.add.nameHint' },
            { max: stageNameMaxLength },
          )}
          error={errors.name}
        >
          <Input
            autoComplete="off"
            maxLength={stageNameMaxLength}
            placeholder={intl.formatMessage({ id: 'settings.pipeline.add.namePlaceholder' })}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
          />
        </Field>
        <Field
          label={intl.formatMessage({ id: 'settings.pipeline.whatFoundersSee' })}
          error={errors.mapsTo}
        >
          <Select
            options={stageStatusOptions(intl)}
            placeholder={intl.formatMessage({ id: 'settings.common.choose' })}
            value={values.mapsTo}
            onChange={(event) => set('mapsTo', event.target.value as StageStatus | '')}
          />
        </Field>
        <Button type="submit" className="sm:mt-7" disabled={add.isPending}>
          {add.isPending ? (
            <FormattedMessage id="settings.pipeline.add.adding" />
          ) : (
            <FormattedMessage id="settings.pipeline.add.submit" />
          )}
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
  const intl = useIntl()
  return (
    <details className="mt-6 rounded-xl border border-line">
      <summary className="cursor-pointer rounded-xl px-4 py-3 text-sm font-medium text-ink hover:bg-surface">
        <FormattedMessage
          id="settings.pipeline.archivedStages.summary"
          values={{
            count: stages.length,
            muted: (chunks) => <span className="font-normal text-muted">{chunks}</span>,
          }}
        />
      </summary>
      <div className="border-t border-line px-4 py-3">
        <p className="text-xs text-muted">
          <FormattedMessage id="settings.pipeline.archivedStages.note" />
        </p>
        <ul
          aria-label={intl.formatMessage({ id: 'settings.pipeline.archivedStages.label' })}
          className="mt-2 flex flex-wrap gap-2"
        >
          {stages.map((stage) => (
            <li
              key={stage.key}
              translate="no"
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
