import { useId } from 'react'

import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/input'
import type { MessageTemplate } from '@/domain/investors/message-templates'
import { cn } from '@/lib/cn'
import { rejectionReasonLabels, rejectionReasons, type RejectionReason } from '@/lib/options'

function Kbd({ children }: { children: string }) {
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
  const messageId = useId()
  const errorId = useId()
  const rejecting = decision === 'rejected'
  const choosingReason = rejecting && reason === null
  return (
    <section
      aria-label={rejecting ? `Reject ${startupName}` : `Accept ${startupName}`}
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
        {rejecting ? `Reject ${startupName}` : `Accept ${startupName}`}
      </h3>
      {rejecting && (
        <div className="mt-2">
          <p className="text-xs text-muted" id={`${messageId}-reasons`}>
            {choosingReason ? 'The reason the founder will see: press its number' : 'Reason'}
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
                  {rejectionReasonLabels[r]}
                </button>
              </li>
            ))}
          </ol>
        </div>
      )}
      {!choosingReason && (
        <div className="mt-3 space-y-2">
          {templates.length > 0 && (
            <ol className="flex flex-wrap gap-1.5" aria-label="Saved messages">
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
                    {t.name}
                  </button>
                </li>
              ))}
            </ol>
          )}
          <label htmlFor={messageId} className="block text-xs text-muted">
            The message the founder will read
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
              <Kbd>Enter</Kbd> sends · <Kbd>Esc</Kbd> cancels
            </p>
            <div className="flex gap-2">
              <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
                Cancel
              </Button>
              <Button
                type="button"
                size="sm"
                variant={rejecting ? 'danger' : 'primary'}
                onClick={onSend}
              >
                {rejecting ? 'Reject' : 'Accept'}
              </Button>
            </div>
          </div>
        </div>
      )}
    </section>
  )
}
