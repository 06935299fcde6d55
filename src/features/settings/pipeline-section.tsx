import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Flag, Inbox } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { toast } from 'sonner'

import { maxActiveStages } from '@/domain/applications/pipeline'
import { serverMessage } from '@/lib/form-errors'
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
  const trpc = useTRPC()
  const pipeline = useQuery(trpc.investors.pipeline.stages.queryOptions())

  return (
    <SettingsCard
      title="Pipeline"
      description="The stages your team moves applications through, between a founder’s submission and your decision. Founders never see a stage’s name: each stage shows them one status, such as “In review”."
    >
      {pipeline.isPending ? (
        <LoadingRows what="your pipeline" rows={3} />
      ) : pipeline.isError ? (
        <LoadFailed what="your pipeline" onRetry={() => void pipeline.refetch()} />
      ) : (
        <PipelineEditor pipeline={pipeline.data} />
      )}
    </SettingsCard>
  )
}

function PipelineEditor({ pipeline }: { pipeline: Pipeline }) {
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
      else toast.error(serverMessage(error, 'We could not move the stage. Please try again.'))
    } finally {
      await queryClient.invalidateQueries({ queryKey })
      moving.current = false
    }
    // Said once the next move can be made.
    if (moved) {
      toast.success(
        direction === 'up'
          ? `“${stage.name}” moved up, before “${neighbour.name}”.`
          : `“${stage.name}” moved down, after “${neighbour.name}”.`,
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
        Your pipeline{' '}
        <span className="font-normal text-muted">
          ({active.length} of {maxActiveStages} stages)
        </span>
      </h4>
      <FormMessage>{orderProblem}</FormMessage>
      <ol ref={listRef} aria-label="Your pipeline, in the order applications move" className="mt-1">
        <FixedStep
          icon={<Inbox aria-hidden="true" />}
          name="Submitted"
          first
          detail="Every application starts here, and its founder sees “Submitted”."
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
          name="Accepted / Rejected"
          last
          detail="Your decision, with a message to the founder. Withdrawn stays the founder’s: they may withdraw until you decide."
        />
      </ol>
      {keepOne && (
        <p id={keepOneId} className="mt-1 text-xs text-muted">
          Keep at least one stage between submitted and a decision: add another before archiving
          this one.
        </p>
      )}
      {canEdit ? (
        active.length >= maxActiveStages ? (
          <p className="mt-5 rounded-lg bg-surface p-3 text-sm text-muted">
            Your pipeline has {maxActiveStages} stages, the most it can have. Archive one you no
            longer use to add another.
          </p>
        ) : (
          <AddStageForm />
        )
      ) : (
        <p className="mt-4 text-xs text-muted">Only an owner can change the pipeline.</p>
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
