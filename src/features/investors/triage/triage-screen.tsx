import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import {
  serializeApplicationSearch,
  toQueryString,
  type ApplicationSearch,
} from '@/domain/applications/search-params'
import { decisionMessageSchema, isUndecided } from '@/domain/applications/status'
import type { TriageCommand, TriagePanel } from '@/domain/applications/triage-keys'
import {
  fillTemplate,
  templatesForDecision,
  templateValues,
  type MessageTemplate,
} from '@/domain/investors/message-templates'
import type { ApplicationList } from '@/features/investors/applications/types'
import type { RejectionReason } from '@/lib/options'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

import { DecisionPanel } from './decision-panel'
import { TriageCard } from './triage-card'
import { TriageActions, TriageHeader } from './triage-controls'
import { TriageHelp } from './triage-help'
import { triageNotice, useTriageActions, type Place } from './use-triage-actions'
import { usePipelineStages } from '@/features/investors/pipeline/use-pipeline'
import { useTriageKeys } from './use-triage-keys'
import { useTriageQueue } from './use-triage-queue'

/**
 * Triage mode (docs/decisions/0036): the applications of a search one at a time, with the keys
 * of src/domain/applications/triage-keys.ts.
 */
export function TriageScreen({
  search,
  first,
  organisationName,
}: {
  search: ApplicationSearch
  first: ApplicationList
  organisationName: string
}) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const queue = useTriageQueue(search, first)
  const [panel, setPanel] = useState<TriagePanel>({ kind: 'none' })
  const [template, setTemplate] = useState(0)
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string | null>(null)
  const stages = usePipelineStages()
  const actions = useTriageActions({
    search,
    onLeftSearch: queue.leftSearch,
    onUndone: (applicationId) => {
      setPanel({ kind: 'none' })
      setError(null)
      queue.show(applicationId)
    },
  })
  const row = queue.current
  const startupInput = { startupOrgId: row?.startupOrgId ?? '' }
  const reviews = useQuery({
    ...trpc.investors.applications.forStartup.queryOptions(startupInput),
    enabled: Boolean(row),
  })
  const profile = useQuery({
    ...trpc.investors.applications.fullProfile.queryOptions(startupInput),
    enabled: Boolean(row),
  })
  const templates = useQuery(trpc.investors.messageTemplates.list.queryOptions())
  const review = reviews.data?.find((a) => a.id === row?.id)

  // The next application is read while this one is on screen.
  const upcoming = queue.upcoming?.startupOrgId
  useEffect(() => {
    if (!upcoming) return
    void queryClient.prefetchQuery(
      trpc.investors.applications.forStartup.queryOptions({ startupOrgId: upcoming }),
    )
    void queryClient.prefetchQuery(
      trpc.investors.applications.fullProfile.queryOptions({ startupOrgId: upcoming }),
    )
  }, [upcoming, queryClient, trpc])

  const override = row ? actions.overrides[row.id] : undefined
  const place: Place =
    override?.status?.value ??
    (review && { status: review.status, stage: review.stage }) ??
    (row ? { status: row.status, stage: row.stage } : { status: 'submitted', stage: null })
  const status = place.status
  const quickRating = override?.rating?.value ?? null

  const offered = templates.data?.offered ?? []
  const panelTemplates: MessageTemplate[] =
    panel.kind === 'reject'
      ? templatesForDecision(offered, 'rejected', panel.reason)
      : panel.kind === 'accept'
        ? templatesForDecision(offered, 'accepted', null)
        : []

  const fill = (t: MessageTemplate | undefined) =>
    t
      ? fillTemplate(
          t.body,
          templateValues({
            startupName: row?.startupName ?? '',
            founderNames: profile.data?.founders.map((f) => f.name) ?? [],
            channelTitle: row?.channel.title ?? '',
            investorName: organisationName,
          }),
        )
      : ''

  function closePanel() {
    setPanel({ kind: 'none' })
    setError(null)
  }

  function choose(list: MessageTemplate[], index: number) {
    if (!list[index]) return
    setTemplate(index)
    setMessage(fill(list[index]))
    setError(null)
  }

  function chooseReason(reason: RejectionReason) {
    setPanel({ kind: 'reject', reason })
    const fitting = templatesForDecision(offered, 'rejected', reason)
    if (fitting.length > 0) choose(fitting, 0)
    else setMessage('')
  }

  function send() {
    if (!row || (panel.kind !== 'reject' && panel.kind !== 'accept')) return
    const checked = decisionMessageSchema.safeParse(message)
    if (!checked.success) {
      setError(checked.error.issues[0]!.message)
      return
    }
    if (panel.kind === 'reject') {
      if (!panel.reason) return
      actions.decide(row, { status: 'rejected', reason: panel.reason }, checked.data)
    } else {
      actions.decide(row, { status: 'accepted' }, checked.data)
    }
    closePanel()
    queue.next()
  }

  function run(command: TriageCommand) {
    if (!row) return
    switch (command.type) {
      case 'next':
        if (queue.atEnd)
          toast.info(intl.formatMessage({ id: 'review.triage.lastOne' }), triageNotice)
        return queue.next()
      case 'previous':
        return queue.previous()
      case 'help':
        return setPanel({ kind: 'help' })
      case 'close':
        return closePanel()
      case 'undo':
        return actions.undo()
      case 'open-review':
        window.open(`/investors/applications/${row.startupOrgId}`, '_blank', 'noopener')
        return
    }
    if (command.type === 'reason') return chooseReason(command.reason)
    if (command.type === 'template') return choose(panelTemplates, command.index)
    if (command.type === 'send') return send()
    if (!isUndecided(status)) {
      toast.info(
        intl.formatMessage({ id: 'review.triage.decided' }, { startup: row.startupName, status }),
        triageNotice,
      )
      return
    }
    switch (command.type) {
      case 'rate':
        return actions.rate(row, command.score, review?.ratings.mine ?? null)
      case 'advance':
        return actions.advance(row, place, stages)
      case 'reject':
        setError(null)
        return setPanel({ kind: 'reject', reason: null })
      case 'accept': {
        setError(null)
        setPanel({ kind: 'accept' })
        const accepting = templatesForDecision(offered, 'accepted', null)
        if (accepting.length > 0) choose(accepting, 0)
        else setMessage('')
        return
      }
    }
  }

  useTriageKeys(run, panel)

  const listLink = toQueryString(serializeApplicationSearch({ ...search, page: 1 }))
  if (!row) {
    return (
      <Card className="p-8 text-center">
        <p className="text-sm text-muted">
          <FormattedMessage id="review.triage.empty" />
        </p>
        <Link
          to="/investors/applications"
          className={buttonVariants({ variant: 'secondary', className: 'mt-4' })}
        >
          <FormattedMessage id="review.triage.backToList" />
        </Link>
      </Card>
    )
  }

  return (
    <div
      className="flex min-h-0 flex-col gap-3 lg:h-[calc(100dvh-7.5rem)]"
      data-testid="triage"
      data-application-id={row.id}
      data-startup-id={row.startupOrgId}
    >
      <TriageHeader
        listLink={listLink}
        position={queue.index + 1}
        total={queue.total}
        canUndo={actions.waiting.length > 0}
        onRun={run}
      />

      <TriageCard
        row={row}
        status={status}
        stageName={place.stage?.name}
        quickRating={quickRating}
        review={review}
        profile={profile.data}
      />

      {panel.kind === 'reject' || panel.kind === 'accept' ? (
        <DecisionPanel
          decision={panel.kind === 'reject' ? 'rejected' : 'accepted'}
          startupName={row.startupName}
          reason={panel.kind === 'reject' ? panel.reason : null}
          templates={panelTemplates}
          template={template}
          message={message}
          error={error}
          onReason={chooseReason}
          onTemplate={(i) => choose(panelTemplates, i)}
          onMessage={setMessage}
          onSend={send}
          onCancel={closePanel}
        />
      ) : (
        <TriageActions canAdvance={stages.length > 0} onRun={run} />
      )}

      <TriageHelp open={panel.kind === 'help'} onClose={closePanel} />
    </div>
  )
}
