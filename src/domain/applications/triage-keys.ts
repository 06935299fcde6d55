/**
 * Triage mode's keyboard (docs/decisions/0036): which command a key means in each state of the
 * screen. Kept apart from the screen so every key can be tested without a browser.
 *
 * Browsing: j / → next, k / ← previous, 1–5 a quick rating, s the next stage of the pipeline,
 * r reject, a accept, u undo, o open the full review, ? the keys.
 * Rejecting: a digit picks the reason, then a digit picks the message; Enter sends; Esc goes back.
 * A rejection with a saved message is therefore r, reason, (message,) Enter: three or four keys.
 */
import { rejectionReasons, type RejectionReason } from '@/lib/options'

export type TriagePanel =
  | { kind: 'none' }
  | { kind: 'help' }
  | { kind: 'reject'; reason: RejectionReason | null }
  | { kind: 'accept' }

export type TriageCommand =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'rate'; score: 1 | 2 | 3 | 4 | 5 }
  | { type: 'advance' }
  | { type: 'reject' }
  | { type: 'accept' }
  | { type: 'undo' }
  | { type: 'open-review' }
  | { type: 'help' }
  | { type: 'close' }
  | { type: 'reason'; reason: RejectionReason }
  | { type: 'template'; index: number }
  | { type: 'send' }

const digit = (key: string) => (/^[1-9]$/.test(key) ? Number(key) : null)

const browsing: Record<string, TriageCommand> = {
  j: { type: 'next' },
  ArrowRight: { type: 'next' },
  k: { type: 'previous' },
  ArrowLeft: { type: 'previous' },
  s: { type: 'advance' },
  r: { type: 'reject' },
  a: { type: 'accept' },
  u: { type: 'undo' },
  o: { type: 'open-review' },
  '?': { type: 'help' },
}

/** The command `key` stands for with `panel` open; null when it means nothing there. */
export function triageCommand(key: string, panel: TriagePanel): TriageCommand | null {
  if (key === 'Escape') return panel.kind === 'none' ? null : { type: 'close' }
  switch (panel.kind) {
    case 'none': {
      const score = digit(key)
      if (score !== null) return score <= 5 ? { type: 'rate', score: score as 1 } : null
      return browsing[key] ?? null
    }
    case 'help':
      return key === '?' ? { type: 'close' } : null
    case 'reject': {
      if (key === 'Enter') return panel.reason ? { type: 'send' } : null
      const n = digit(key)
      if (n === null) return null
      if (!panel.reason) {
        const reason = rejectionReasons[n - 1]
        return reason ? { type: 'reason', reason } : null
      }
      return { type: 'template', index: n - 1 }
    }
    case 'accept': {
      if (key === 'Enter') return { type: 'send' }
      const n = digit(key)
      return n === null ? null : { type: 'template', index: n - 1 }
    }
  }
}

/** The keys as the help lists them. */
export const triageKeyHelp: { keys: string[]; does: string }[] = [
  { keys: ['j', '→'], does: 'Next application' },
  { keys: ['k', '←'], does: 'Previous application' },
  { keys: ['1–5'], does: 'Quick rating: the same score for all five dimensions' },
  {
    keys: ['s'],
    does: 'Move to the next stage of your pipeline, in the order set in Settings',
  },
  { keys: ['r'], does: 'Reject: a digit for the reason, a digit for the message, Enter to send' },
  { keys: ['a'], does: 'Accept: a digit for the message, Enter to send' },
  { keys: ['u'], does: 'Undo the last action while its notice shows' },
  { keys: ['o'], does: 'Open the full review in a new tab' },
  { keys: ['?'], does: 'Show or hide these keys' },
  { keys: ['Esc'], does: 'Close a panel' },
]
