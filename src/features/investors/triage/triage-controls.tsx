/** The buttons of triage mode: the header's way back and moves, and the actions under the card. */
import { ArrowLeft, ChevronLeft, ChevronRight, Keyboard, Undo2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import type { TriageCommand } from '@/domain/applications/triage-keys'

/** A key in a button's label. */
const kbd = (chunks: ReactNode[]) => <kbd className="font-mono text-xs text-muted">{chunks}</kbd>

/** The way back to the list, where triage is in the search, and the moves between applications. */
export function TriageHeader({
  listLink,
  position,
  total,
  canUndo,
  onRun,
}: {
  /** The list's query string, to go back to the same search. */
  listLink: string
  position: number
  total: number
  canUndo: boolean
  onRun: (command: TriageCommand) => void
}) {
  const intl = useIntl()
  return (
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
          <FormattedMessage id="review.triage.position" values={{ position, total }} />
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onRun({ type: 'previous' })}
          aria-label={intl.formatMessage({ id: 'review.triage.previous' })}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onRun({ type: 'next' })}
          aria-label={intl.formatMessage({ id: 'review.triage.next' })}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onRun({ type: 'undo' })}
          disabled={!canUndo}
        >
          <Undo2 aria-hidden="true" />
          <FormattedMessage id="review.triage.undo" />
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onRun({ type: 'help' })}>
          <Keyboard aria-hidden="true" />
          <FormattedMessage id="review.triage.keys" values={{ kbd }} />
        </Button>
      </div>
    </div>
  )
}

/** Rating 1–5, advancing, rejecting, accepting and the full review, each with its key. */
export function TriageActions({
  canAdvance,
  onRun,
}: {
  canAdvance: boolean
  onRun: (command: TriageCommand) => void
}) {
  const intl = useIntl()
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      aria-label={intl.formatMessage({ id: 'review.triage.actions' })}
    >
      {[1, 2, 3, 4, 5].map((score) => (
        <Button
          key={score}
          variant="secondary"
          size="sm"
          onClick={() => onRun({ type: 'rate', score: score as 1 })}
          aria-label={intl.formatMessage({ id: 'review.triage.rate' }, { score })}
        >
          {score}
        </Button>
      ))}
      <Button
        variant="secondary"
        size="sm"
        disabled={!canAdvance}
        onClick={() => onRun({ type: 'advance' })}
      >
        <FormattedMessage id="review.triage.advance" values={{ kbd }} />
      </Button>
      <Button variant="secondary" size="sm" onClick={() => onRun({ type: 'reject' })}>
        <FormattedMessage id="review.triage.reject" values={{ kbd }} />
      </Button>
      <Button variant="secondary" size="sm" onClick={() => onRun({ type: 'accept' })}>
        <FormattedMessage id="review.triage.accept" values={{ kbd }} />
      </Button>
      <Button variant="ghost" size="sm" onClick={() => onRun({ type: 'open-review' })}>
        <FormattedMessage id="review.triage.fullReview" values={{ kbd }} />
      </Button>
    </div>
  )
}
