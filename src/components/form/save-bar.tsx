/**
 * Sticky bar at the bottom of an editor form with its submit button.
 *
 * Props: `dirty` (shows 'Unsaved changes'), `saving` (disables the button, shows `savingLabel`),
 * `label?` (default 'Save'), `savingLabel?` (default 'Saving…'), `formId?` (id of the <form> when
 * the bar is rendered outside it), `onDiscard?` (shows a 'Discard changes' button when dirty),
 * `status?: ReactNode` (replaces the default status text, e.g. 'Saved just now'), `className?`.
 * Render it as the last child of the form so the submit button submits it.
 */
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

type SaveBarProps = {
  dirty: boolean
  saving: boolean
  label?: string
  savingLabel?: string
  formId?: string
  onDiscard?: () => void
  status?: ReactNode
  className?: string
}

export function SaveBar({
  dirty,
  saving,
  label,
  savingLabel,
  formId,
  onDiscard,
  status,
  className,
}: SaveBarProps) {
  const intl = useIntl()
  return (
    <div
      className={cn(
        'sticky bottom-0 z-20 -mx-4 mt-6 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:shadow-lg',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm" role="status" aria-live="polite">
          {status ??
            (dirty ? (
              <span className="inline-flex items-center gap-2 font-medium text-ink">
                <span aria-hidden="true" className="size-2 rounded-full bg-saffron-500" />
                <FormattedMessage id="shared.saveBar.unsaved" />
              </span>
            ) : (
              <span className="text-muted">
                <FormattedMessage id="shared.saveBar.saved" />
              </span>
            ))}
        </p>
        <div className="flex flex-1 justify-end gap-2 sm:flex-none">
          {onDiscard && dirty && (
            <Button type="button" variant="secondary" onClick={onDiscard} disabled={saving}>
              <FormattedMessage id="shared.saveBar.discard" />
            </Button>
          )}
          <Button type="submit" form={formId} disabled={saving}>
            {saving
              ? (savingLabel ?? intl.formatMessage({ id: 'shared.saveBar.saving' }))
              : (label ?? intl.formatMessage({ id: 'shared.saveBar.save' }))}
          </Button>
        </div>
      </div>
    </div>
  )
}
