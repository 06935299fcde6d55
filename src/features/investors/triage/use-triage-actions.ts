import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useIntl } from 'react-intl'

import { overdueStatus, type ApplicationSearch } from '@/domain/applications/search-params'
import {
  activeStages,
  nextStage,
  type PipelineStage,
  type StageStatus,
} from '@/domain/applications/pipeline'
import { isUndecided } from '@/domain/applications/status'
import type { ApplicationListRow } from '@/features/investors/applications/types'
import type { ReviewApplication } from '@/features/investors/review/types'
import { ratingDimensions } from '@/domain/applications/ratings'
import type { ApplicationStatus, RejectionReason } from '@/lib/options'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'
import { stageLabel } from '@/features/investors/review/status-mover'

import { undoWindowMs, useDeferredActions } from './use-deferred-actions'

/**
 * Triage's notices sit at the top of the screen: at the bottom right, where the app's others go,
 * they would lie over the screen's buttons (docs/decisions/0036).
 */
export const triageNotice = { position: 'top-center' } as const

type Override<T> = { value: T; action: number }

/** Where an application is: its status, and the fund's stage while it is in one. */
export type Place = { status: ApplicationStatus; stage: { key: string; name: string } | null }

export type Overrides = Record<string, { status?: Override<Place>; rating?: Override<number> }>

/**
 * Whether an application at `place` still belongs to the search triage walks through: the status
 * filter reads a stage's key for an application in a stage, its status otherwise (decision 0046).
 */
function staysIn(search: ApplicationSearch, place: Place) {
  if (search.status.length === 0) return true
  return (
    search.status.includes(place.stage?.key ?? place.status) ||
    (search.status.includes(overdueStatus) && isUndecided(place.status))
  )
}

/**
 * What triage does to applications, through the review screen's own procedures
 * (`investors.applications.rate` and `setStatus`: the same events, notifications and checks),
 * each sent after the undo window. The screen shows them done at once.
 */
export function useTriageActions({
  search,
  onLeftSearch,
  onUndone,
}: {
  search: ApplicationSearch
  onLeftSearch: (delta: 1 | -1) => void
  /** An action was taken back: the screen returns to its application. */
  onUndone: (applicationId: string) => void
}) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const rate = useMutation(trpc.investors.applications.rate.mutationOptions())
  const setStatus = useMutation(trpc.investors.applications.setStatus.mutationOptions())
  const [overrides, setOverrides] = useState<Overrides>({})
  // Per action waiting: its notice, and the application it is on.
  const toasts = useRef(new Map<number, string | number>())
  const subjects = useRef(new Map<number, string>())

  const deferred = useDeferredActions({
    onSent: (action) => {
      toasts.current.delete(action.id)
      subjects.current.delete(action.id)
    },
    onFailed: (action, error) => {
      toasts.current.delete(action.id)
      subjects.current.delete(action.id)
      toast.error(intl.formatMessage({ id: 'review.triage.notSaved' }, { action: action.label }), {
        ...triageNotice,
        description: error instanceof Error ? error.message : undefined,
      })
    },
  })

  function setOverride(
    id: string,
    key: 'status' | 'rating',
    value: Override<Place> | Override<number> | undefined,
    onlyIfAction?: number,
  ) {
    setOverrides((all) => {
      const current = all[id] ?? {}
      if (onlyIfAction !== undefined && current[key]?.action !== onlyIfAction) return all
      return { ...all, [id]: { ...current, [key]: value } }
    })
  }

  async function refresh(row: ApplicationListRow) {
    await queryClient.invalidateQueries({
      queryKey: trpc.investors.applications.forStartup.queryKey({ startupOrgId: row.startupOrgId }),
    })
  }

  function schedule(
    row: ApplicationListRow,
    label: string,
    key: 'status' | 'rating',
    value: Place | number,
    send: () => Promise<unknown>,
    leaves = false,
  ) {
    const before = overrides[row.id]?.[key]
    let id = 0
    id = deferred.schedule({
      label,
      send: async () => {
        await send()
        await refresh(row)
        setOverride(row.id, key, undefined, id)
      },
      revert: () => {
        setOverride(row.id, key, before, id)
        if (leaves) onLeftSearch(-1)
      },
    })
    setOverride(row.id, key, { value, action: id } as Override<number>)
    if (leaves) onLeftSearch(1)
    const toastId = toast(label, {
      ...triageNotice,
      duration: undoWindowMs,
      action: {
        label: intl.formatMessage({ id: 'review.triage.undoAction' }),
        onClick: () => undo(),
      },
    })
    toasts.current.set(id, toastId)
    subjects.current.set(id, row.id)
  }

  function undo() {
    const undone = deferred.undo()
    if (!undone) {
      toast.info(intl.formatMessage({ id: 'review.triage.nothingToUndo' }), triageNotice)
      return
    }
    const toastId = toasts.current.get(undone.id)
    if (toastId !== undefined) toast.dismiss(toastId)
    toasts.current.delete(undone.id)
    const applicationId = subjects.current.get(undone.id)
    subjects.current.delete(undone.id)
    toast.info(intl.formatMessage({ id: 'review.triage.undone' }, { action: undone.label }), {
      ...triageNotice,
      duration: 2500,
    })
    if (applicationId) onUndone(applicationId)
  }

  /** Moves the application to one of the fund's stages. */
  function move(
    row: ApplicationListRow,
    to: { key: string; name: string; status: StageStatus },
    label: string,
  ) {
    const place: Place = { status: to.status, stage: { key: to.key, name: to.name } }
    schedule(
      row,
      label,
      'status',
      place,
      () => setStatus.mutateAsync({ applicationIds: [row.id], status: to.key }),
      !staysIn(search, place),
    )
  }

  return {
    overrides,
    waiting: deferred.waiting,
    undo,
    rate(row: ApplicationListRow, score: number, mine: ReviewApplication['ratings']['mine']) {
      const scores = Object.fromEntries(ratingDimensions.map((d) => [d, score])) as Record<
        (typeof ratingDimensions)[number],
        number
      >
      const label = intl.formatMessage(
        { id: 'review.triage.rated' },
        { startup: row.startupName, score },
      )
      schedule(row, label, 'rating', score, () =>
        rate.mutateAsync({
          applicationId: row.id,
          scores,
          ...(mine?.comment ? { comment: mine.comment } : {}),
        }),
      )
    },
    /** Moves the application to the fund's next active stage, or says it is at the last. */
    advance(row: ApplicationListRow, place: Place, stages: readonly PipelineStage[]) {
      // The fund's stages are still loading: nothing is known to be next yet.
      if (stages.length === 0) return
      const to = nextStage(stages, place.stage?.key ?? null)
      if (!to) {
        const last = activeStages(stages).at(-1)
        toast.info(
          last
            ? intl.formatMessage(
                { id: 'review.triage.lastStage' },
                { stage: stageLabel(intl, last.name, last.key) },
              )
            : intl.formatMessage({ id: 'review.triage.lastStageUnnamed' }),
          triageNotice,
        )
        return
      }
      move(
        row,
        { key: to.key, name: to.name, status: to.mapsTo },
        intl.formatMessage(
          { id: 'review.triage.moved' },
          { startup: row.startupName, stage: stageLabel(intl, to.name, to.key) },
        ),
      )
    },
    move,
    decide(
      row: ApplicationListRow,
      decision: { status: 'rejected'; reason: RejectionReason } | { status: 'accepted' },
      message: string,
    ) {
      const label = intl.formatMessage(
        {
          id: decision.status === 'rejected' ? 'review.triage.rejected' : 'review.triage.accepted',
        },
        { startup: row.startupName },
      )
      schedule(
        row,
        label,
        'status',
        { status: decision.status, stage: null },
        () => setStatus.mutateAsync({ applicationIds: [row.id], message, ...decision }),
        !staysIn(search, { status: decision.status, stage: null }),
      )
    },
  }
}
