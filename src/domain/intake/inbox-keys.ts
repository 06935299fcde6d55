/**
 * The Inbox's keyboard, for triage (docs/decisions/0048): j / → next entry of the tab, k / ←
 * previous, i invite the founder, n not for us, e archive (or restore), ? the keys. Kept apart
 * from the screen so every key is tested without a browser.
 */
export type InboxCommand = 'next' | 'previous' | 'invite' | 'decline' | 'archive' | 'help'

const keys: Record<string, InboxCommand> = {
  j: 'next',
  ArrowRight: 'next',
  k: 'previous',
  ArrowLeft: 'previous',
  i: 'invite',
  n: 'decline',
  e: 'archive',
  '?': 'help',
}

/** What `key` means on an entry; null for any other key, or one pressed with a modifier. */
export function inboxCommand(event: {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
}): InboxCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null
  return Object.hasOwn(keys, event.key) ? keys[event.key]! : null
}

export const inboxKeyHelp: readonly [readonly string[], string][] = [
  [['j', '→'], 'Next entry'],
  [['k', '←'], 'Previous entry'],
  [['i'], 'Invite the founder'],
  [['n'], 'Not for us'],
  [['e'], 'Archive, or bring back'],
  [['?'], 'Show or hide the keys'],
]

/** The entries before and after `id` in the tab, for j and k; null at either end. */
export function neighbours<T extends { id: string }>(entries: readonly T[], id: string) {
  const at = entries.findIndex((entry) => entry.id === id)
  if (at < 0) return { previous: null, next: entries[0] ?? null, position: null }
  return {
    previous: entries[at - 1] ?? null,
    next: entries[at + 1] ?? null,
    position: at + 1,
  }
}
