import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Flag, Inbox } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { maxActiveStages } from '@/domain/applications/pipeline'
import { serverMessage } from '@/lib/form-errors'
import { optionLabel } from '@/lib/i18n/option-labels'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'
import { trpcFieldErrors } from '@/lib/trpc-errors'

import { ArchiveStageDialog } from './pipeline-archive-dialog'
import { EditStageDialog } from './pipeline-stage-dialog'
import { FormMessage, LoadFailed, LoadingRows, SettingsCard } from './settings-card'
import {
  AddStageForm,
  ArchivedStages,
  FixedStep,
  StageStep,
  type Direction,
  type Pipeline,
  type Stage,
} from './pipeline-steps'

type Opened = { kind: 'edit' | 'archive'; stage: Stage }

/**
 * Investor organisations: the fund's pipeline as its founders go through it (decision 0046),
 * from the fixed entry through the fund's own stages to the decisions. Every teammate sees it,
 * with how many applications each stage holds; owners add, rename, reorder and archive stages.
 */
export function PipelineSection() {
  const intl = useIntl()
  const trpc = useTRPC()
  const pipeline = useQuery(trpc.investors.pipeline.stages.queryOptions())

  return (
    <SettingsCard
      title={intl.formatMessage({ id: 'settings.pipeline.title' })}
      description={intl.formatMessage(
        { id: 'settings.pipeline.description' },
        { status: optionLabel(intl, 'applicationStatuses', 'in_review') },
      )}
    >
      {pipeline.isPending ? (
        <LoadingRows label={intl.formatMessage({ id: 'settings.pipeline.loading' })} rows={3} />
      ) : pipeline.isError ? (
        <LoadFailed
          message={intl.formatMessage({ id: 'settings.pipeline.loadFailed' })}
          onRetry={() => void pipeline.refetch()}
        />
      ) : (
        <PipelineEditor pipeline={pipeline.data} />
      )}
    </SettingsCard>
  )
}

function PipelineEditor({ pipeline }: { pipeline: Pipeline }) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const reorder = useMutation(trpc.investors.pipeline.reorder.mutationOptions())
  const [opened, setOpened] = useState<Opened | null>(null)
  const [orderProblem, setOrderProblem] = useState<string | null>(null)
  const listRef = useRef<HTMLOListElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  // After a move the stage's row may have been put elsewhere in the page, taking focus with it:
  // the keyboard stays on the arrow just pressed, or the other one once the stage reaches an end.
  const movedFocus = useRef<{ key: string; direction: Direction } | null>(null)
  // An archived stage's row is gone with the button that opened the dialog: focus comes back to
  // the list's heading instead of the page's start.
  const refocus = useRef(false)
  const moving = useRef(false)
  const active = pipeline.stages.filter((stage) => !stage.archived)
  const archived = pipeline.stages.filter((stage) => stage.archived)
  const { canEdit } = pipeline
  const keepOneId = useId()
  const keepOne = canEdit && active.length === 1
  const submitted = optionLabel(intl, 'applicationStatuses', 'submitted')

  useEffect(() => {
    const moved = movedFocus.current
    if (moved) {
      const buttons = [...(listRef.current?.querySelectorAll('button[data-move]') ?? [])]
      const arrow = (direction: Direction) =>
        buttons.find(
          (button): button is HTMLButtonElement =>
            button instanceof HTMLButtonElement &&
            button.dataset.move === direction &&
            button.dataset.stage === moved.key,
        )
      const target = arrow(moved.direction)
      const usable =
        target && !target.disabled ? target : arrow(moved.direction === 'up' ? 'down' : 'up')
      usable?.focus()
      movedFocus.current = null
    }
    if (!refocus.current) return
    const timer = setTimeout(() => {
      refocus.current = false
      if (document.activeElement === document.body) headingRef.current?.focus()
    }, 0)
    return () => clearTimeout(timer)
  }, [pipeline, opened])

  async function move(stage: Stage, direction: Direction) {
    // One move at a time: the next is made from the order the server has accepted.
    if (moving.current) return
    const from = active.findIndex((one) => one.key === stage.key)
    const to = direction === 'up' ? from - 1 : from + 1
    const neighbour = active[to]
    if (!neighbour) return
    const ordered = [...active]
    ordered[from] = neighbour
    ordered[to] = stage
    moving.current = true
    setOrderProblem(null)
    movedFocus.current = { key: stage.key, direction }
    // Shown in its new place at once; the server's answer (or refusal) replaces it.
    const queryKey = trpc.investors.pipeline.stages.queryKey()
    await queryClient.cancelQueries({ queryKey })
    queryClient.setQueryData(queryKey, {
      ...pipeline,
      stages: [...ordered.map((one, position) => ({ ...one, position })), ...archived],
    })
    let moved = false
    try {
      await reorder.mutateAsync({ keys: ordered.map((one) => one.key) })
      moved = true
    } catch (error) {
      // The stage goes back to where the server has it, the keyboard with it.
      movedFocus.current = { key: stage.key, direction }
      const problem = trpcFieldErrors(error).keys?.[0]
      if (problem) setOrderProblem(problem)
      else {
        toast.error(
          serverMessage(error, intl.formatMessage({ id: 'settings.pipeline.moveFailed' })),
        )
      }
    } finally {
      await queryClient.invalidateQueries({ queryKey })
      moving.current = false
    }
    // Said once the next move can be made.
    if (moved) {
      toast.success(
        intl.formatMessage(
          { id: direction === 'up' ? 'settings.pipeline.movedUp' : 'settings.pipeline.movedDown' },
          { stage: stage.name, neighbour: neighbour.name },
        ),
      )
    }
  }

  return (
    <>
      <h4
        ref={headingRef}
        tabIndex={-1}
        className="mb-3 text-sm font-semibold text-ink focus:outline-none"
      >
        <FormattedMessage
          id="settings.pipeline.heading"
          values={{
            count: active.length,
            max: maxActiveStages,
            muted: (chunks) => <span className="font-normal text-muted">{chunks}</span>,
          }}
        />
      </h4>
      <FormMessage>{orderProblem}</FormMessage>
      <ol
        ref={listRef}
        aria-label={intl.formatMessage({ id: 'settings.pipeline.listLabel' })}
        className="mt-1"
      >
        <FixedStep
          icon={<Inbox aria-hidden="true" />}
          name={submitted}
          first
          detail={intl.formatMessage(
            { id: 'settings.pipeline.submittedDetail' },
            { status: submitted },
          )}
        />
        {active.map((stage, index) => (
          <StageStep
            key={stage.key}
            stage={stage}
            number={index + 1}
            canEdit={canEdit}
            isFirst={index === 0}
            isLast={index === active.length - 1}
            archiveBlockedBy={keepOne ? keepOneId : undefined}
            onMove={(direction) => void move(stage, direction)}
            onEdit={() => setOpened({ kind: 'edit', stage })}
            onArchive={() => setOpened({ kind: 'archive', stage })}
            onArchived={() => (refocus.current = true)}
          />
        ))}
        <FixedStep
          icon={<Flag aria-hidden="true" />}
          name={intl.formatMessage({ id: 'settings.pipeline.decisions' })}
          last
          detail={intl.formatMessage({ id: 'settings.pipeline.decisionsDetail' })}
        />
      </ol>
      {keepOne && (
        <p id={keepOneId} className="mt-1 text-xs text-muted">
          <FormattedMessage id="settings.pipeline.keepOne" />
        </p>
      )}
      {canEdit ? (
        active.length >= maxActiveStages ? (
          <p className="mt-5 rounded-lg bg-surface p-3 text-sm text-muted">
            <FormattedMessage id="settings.pipeline.full" values={{ max: maxActiveStages }} />
          </p>
        ) : (
          <AddStageForm />
        )
      ) : (
        <p className="mt-4 text-xs text-muted">
          <FormattedMessage id="settings.pipeline.ownerOnly" />
        </p>
      )}
      {archived.length > 0 && <ArchivedStages stages={archived} />}
      {opened?.kind === 'edit' && (
        <EditStageDialog stage={opened.stage} onClose={() => setOpened(null)} />
      )}
      {opened?.kind === 'archive' && (
        <ArchiveStageDialog
          stage={opened.stage}
          stages={active}
          onArchived={() => (refocus.current = true)}
          onClose={() => setOpened(null)}
        />
      )}
    </>
  )
}

/** The rail beside each step: a marker, joined to the steps before and after it. */
