import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/input'
import type { MessageTemplate } from '@/domain/investors/message-templates'
import { cn } from '@/lib/cn'
import { optionLabel } from '@/lib/i18n/option-labels'
import { rejectionReasons, type RejectionReason } from '@/lib/options'

function Kbd({ children }: { children: ReactNode }) {
  return (
    <kbd className="inline-flex min-w-5 justify-center rounded border border-line bg-white px-1 font-mono text-xs text-ink shadow-xs">
      {children}
    </kbd>
  )
}

/**
 * Rejecting or accepting in triage, keys first: a digit for the reason, a digit for a saved
 * message (the first is chosen already), Enter to send. The message stays editable; Ctrl+Enter
 * sends from the text box.
 */
export function DecisionPanel({
  decision,
  startupName,
  reason,
  templates,
  template,
  message,
  error,
  onReason,
  onTemplate,
  onMessage,
  onSend,
  onCancel,
}: {
  decision: 'rejected' | 'accepted'
  startupName: string
  reason: RejectionReason | null
  templates: MessageTemplate[]
  template: number
  message: string
  error: string | null
  onReason: (reason: RejectionReason) => void
  onTemplate: (index: number) => void
  onMessage: (message: string) => void
  onSend: () => void
  onCancel: () => void
}) {
  const intl = useIntl()
  const messageId = useId()
  const errorId = useId()
  const rejecting = decision === 'rejected'
  const choosingReason = rejecting && reason === null
  return (
    <section
      aria-label={intl.formatMessage(
        { id: rejecting ? 'review.triage.decision.reject' : 'review.triage.decision.accept' },
        { startup: startupName },
      )}
      className={cn(
        'rounded-2xl border bg-white p-4 shadow-sm',
        // Below the wide layout the card is taller than the screen: the panel is a sheet at the
        // bottom of the screen, in view wherever the page stands.
        'max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-30 max-lg:max-h-[75dvh] max-lg:overflow-y-auto max-lg:rounded-b-none max-lg:shadow-lg',
        rejecting ? 'border-red-200' : 'border-emerald-200',
      )}
      data-testid="decision-panel"
    >
      <h3 className="text-sm font-semibold text-ink">
        <FormattedMessage
          id={rejecting ? 'review.triage.decision.reject' : 'review.triage.decision.accept'}
          values={{ startup: startupName }}
        />
      </h3>
      {rejecting && (
        <div className="mt-2">
          <p className="text-xs text-muted" id={`${messageId}-reasons`}>
            <FormattedMessage
              id={
                choosingReason
                  ? 'review.triage.decision.chooseReason'
                  : 'review.triage.decision.reason'
              }
            />
          </p>
          <ol className="mt-1 flex flex-wrap gap-1.5" aria-labelledby={`${messageId}-reasons`}>
            {rejectionReasons.map((r, i) => (
              <li key={r}>
                <button
                  type="button"
                  tabIndex={-1}
                  aria-pressed={reason === r}
                  onClick={() => onReason(r)}
                  className={cn(
                    'inline-flex items-center gap-1.5 rounded-lg border px-2 py-1 text-xs',
                    reason === r
                      ? 'border-red-300 bg-red-50 font-medium text-red-800'
                      : 'border-line text-ink hover:bg-surface',
                  )}
                >
                  <Kbd>{String(i + 1)}</Kbd>
                  {optionLabel(intl, 'rejectionReasons', r)}
                </button>
              </li>
            ))}
          </ol>
        </div>
      )}
      {!choosingReason && (
        <div className="mt-3 space-y-2">
          {templates.length > 0 && (
            <ol
              className="flex flex-wrap gap-1.5"
              aria-label={intl.formatMessage({ id: 'review.triage.decision.savedMessages' })}
            >
              {templates.slice(0, 9).map((t, i) => (
                <li key={t.id}>
                  <button
                    type="button"
                    tabIndex={-1}
                    aria-pressed={template === i}
                    onClick={() => onTemplate(i)}
                    className={cn(
                      'inline-flex items-center gap-1.5 rounded-lg border px-2 py-1 text-xs',
                      template === i
                        ? 'border-brand-300 bg-brand-50 font-medium text-brand-900'
                        : 'border-line text-ink hover:bg-surface',
                    )}
                  >
                    <Kbd>{String(i + 1)}</Kbd>
                    {/* A message the fund saved is named in its own words: data, never translated. */}
                    {t.standard ? t.name : <span translate="no">{t.name}</span>}
                  </button>
                </li>
              ))}
            </ol>
          )}
          <label htmlFor={messageId} className="block text-xs text-muted">
            <FormattedMessage id="review.triage.decision.message" />
          </label>
          <Textarea
            id={messageId}
            value={message}
            rows={3}
            onChange={(event) => onMessage(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="text-sm"
          />
          {error && (
            <p id={errorId} className="text-xs text-red-700" role="alert">
              {error}
            </p>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs text-muted">
              <FormattedMessage
                id="review.triage.decision.keys"
                values={{ kbd: (chunks) => <Kbd>{chunks}</Kbd> }}
              />
            </p>
            <div className="flex gap-2">
              <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
                <FormattedMessage id="review.common.cancel" />
              </Button>
              <Button
                type="button"
                size="sm"
                variant={rejecting ? 'danger' : 'primary'}
                onClick={onSend}
              >
                <FormattedMessage
                  id={
                    rejecting
                      ? 'review.triage.decision.send.reject'
                      : 'review.triage.decision.send.accept'
                  }
                />
              </Button>
            </div>
          </div>
        </div>
      )}
    </section>
  )
}
