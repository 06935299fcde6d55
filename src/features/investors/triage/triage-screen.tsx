import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, ChevronLeft, ChevronRight, Keyboard, Undo2 } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { toast } from 'sonner'

import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Modal } from '@/components/ui/modal'
import {
  serializeApplicationSearch,
  toQueryString,
  type ApplicationSearch,
} from '@/domain/applications/search-params'
import { decisionMessageSchema, isUndecided } from '@/domain/applications/status'
import {
  triageCommand,
  triageKeyHelp,
  type TriageCommand,
  type TriagePanel,
} from '@/domain/applications/triage-keys'
import {
  fillTemplate,
  templatesForDecision,
  templateValues,
  type MessageTemplate,
} from '@/domain/investors/message-templates'
import type { ApplicationList } from '@/features/investors/applications/types'
import type { MessageId } from '@/lib/i18n/catalog'
import type { RejectionReason } from '@/lib/options'
import { useTRPC } from '@/lib/trpc'

import { DecisionPanel } from './decision-panel'
import { TriageCard } from './triage-card'
import { triageNotice, useTriageActions, type Place } from './use-triage-actions'
import { usePipelineStages } from '@/features/investors/pipeline/use-pipeline'
import { useTriageQueue } from './use-triage-queue'

/** What each key does, as the help lists them, by the first key of its line. */
const keyHelp: Record<string, MessageId> = {
  j: 'review.triage.help.next',
  k: 'review.triage.help.previous',
  '1–5': 'review.triage.help.rate',
  s: 'review.triage.help.advance',
  r: 'review.triage.help.reject',
  a: 'review.triage.help.accept',
  u: 'review.triage.help.undo',
  o: 'review.triage.help.open',
  '?': 'review.triage.help.help',
  Esc: 'review.triage.help.close',
}

/** What a line of the help does, in the page's language (the help's own words for a line unknown here). */
function KeyDoes({ keys, does }: { keys: readonly string[]; does: string }) {
  const id = keyHelp[keys[0] ?? '']
  return id ? <FormattedMessage id={id} /> : does
}

/** A key in a button's label. */
const kbd = (chunks: ReactNode[]) => <kbd className="font-mono text-xs text-muted">{chunks}</kbd>

/** Keys typed into a text box are the text's, but for Esc and Ctrl+Enter. */
function typing(event: KeyboardEvent) {
  const target = event.target as HTMLElement | null
  return Boolean(target?.closest('input, textarea, select, [contenteditable="true"]'))
}

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

  const runRef = useRef(run)
  useEffect(() => {
    runRef.current = run
  })
  const panelRef = useRef(panel)
  useEffect(() => {
    panelRef.current = panel
  })
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.metaKey) return
      const inText = typing(event)
      if (event.ctrlKey) {
        if (event.key === 'Enter' && inText) {
          event.preventDefault()
          runRef.current({ type: 'send' })
        }
        return
      }
      if (inText && event.key !== 'Escape') return
      const command = triageCommand(event.key, panelRef.current)
      if (!command) return
      event.preventDefault()
      runRef.current(command)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

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
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-3">
          <a
            href={`/investors/applications${listLink ? `?${listLink}` : ''}`}
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            <FormattedMessage id="review.triage.list" />
          </a>
          <h1 className="text-lg font-semibold text-ink">
            <FormattedMessage id="review.triage.title" />
          </h1>
          <p
            className="text-sm text-muted tabular-nums"
            aria-live="polite"
            data-testid="triage-position"
          >
            <FormattedMessage
              id="review.triage.position"
              values={{ position: queue.index + 1, total: queue.total }}
            />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => run({ type: 'previous' })}
            aria-label={intl.formatMessage({ id: 'review.triage.previous' })}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => run({ type: 'next' })}
            aria-label={intl.formatMessage({ id: 'review.triage.next' })}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => run({ type: 'undo' })}
            disabled={actions.waiting.length === 0}
          >
            <Undo2 aria-hidden="true" />
            <FormattedMessage id="review.triage.undo" />
          </Button>
          <Button variant="secondary" size="sm" onClick={() => run({ type: 'help' })}>
            <Keyboard aria-hidden="true" />
            <FormattedMessage id="review.triage.keys" values={{ kbd }} />
          </Button>
        </div>
      </div>

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
        <div
          className="flex flex-wrap items-center gap-2"
          aria-label={intl.formatMessage({ id: 'review.triage.actions' })}
        >
          {[1, 2, 3, 4, 5].map((score) => (
            <Button
              key={score}
              variant="secondary"
              size="sm"
              onClick={() => run({ type: 'rate', score: score as 1 })}
              aria-label={intl.formatMessage({ id: 'review.triage.rate' }, { score })}
            >
              {score}
            </Button>
          ))}
          <Button
            variant="secondary"
            size="sm"
            disabled={stages.length === 0}
            onClick={() => run({ type: 'advance' })}
          >
            <FormattedMessage id="review.triage.advance" values={{ kbd }} />
          </Button>
          <Button variant="secondary" size="sm" onClick={() => run({ type: 'reject' })}>
            <FormattedMessage id="review.triage.reject" values={{ kbd }} />
          </Button>
          <Button variant="secondary" size="sm" onClick={() => run({ type: 'accept' })}>
            <FormattedMessage id="review.triage.accept" values={{ kbd }} />
          </Button>
          <Button variant="ghost" size="sm" onClick={() => run({ type: 'open-review' })}>
            <FormattedMessage id="review.triage.fullReview" values={{ kbd }} />
          </Button>
        </div>
      )}

      <Modal
        open={panel.kind === 'help'}
        onOpenChange={(open) => !open && closePanel()}
        title={intl.formatMessage({ id: 'review.triage.help.title' })}
        description={intl.formatMessage({ id: 'review.triage.help.description' })}
      >
        <dl className="space-y-2 text-sm">
          {triageKeyHelp.map((k) => (
            <div key={k.does} className="flex items-start gap-3">
              <dt className="flex w-20 shrink-0 gap-1">
                {k.keys.map((key) => (
                  <kbd
                    key={key}
                    className="rounded border border-line bg-surface px-1.5 font-mono text-xs"
                  >
                    {key}
                  </kbd>
                ))}
              </dt>
              <dd className="text-ink">
                <KeyDoes keys={k.keys} does={k.does} />
              </dd>
            </div>
          ))}
        </dl>
      </Modal>
    </div>
  )
}
