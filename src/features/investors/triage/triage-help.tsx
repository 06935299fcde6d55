/** Triage's key help: every key and what it does, in a dialog that `?` opens. */
import { FormattedMessage, useIntl } from 'react-intl'

import { Modal } from '@/components/ui/modal'
import { triageKeyHelp } from '@/domain/applications/triage-keys'
import type { MessageId } from '@/lib/i18n/catalog'

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

/** The keys of triage mode and what each does. */
export function TriageHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl()
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
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
  )
}
