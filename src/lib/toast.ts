import type { ExternalToast, toast as sonnerToast } from 'sonner'

type Sonner = typeof sonnerToast
type Title = Parameters<Sonner>[0]
type Id = string | number

/**
 * sonner's `toast` calls, without sonner in a page's first download (about 9 kB gzip, decision
 * 0045). The toaster's code loads at the page's first key, pointer, touch or focus event, or at
 * the first notice; a notice given before the toaster is mounted waits for it. Each notice gets
 * its id here, so `toast()` returns one at once, as sonner's does, and `dismiss` can take it back
 * before it was ever shown.
 */
let mounted: Sonner | undefined
let waiting: { id: Id; send: (sonner: Sonner) => void }[] = []
let wanted = false
const wantedListeners = new Set<() => void>()
let lastId = 0

/** Asks for the toaster's code (the root's `Toaster` renders it from then on). */
export function wantToaster() {
  if (wanted) return
  wanted = true
  for (const listener of wantedListeners) listener()
}

export const toasterWanted = () => wanted

export function onToasterWanted(listener: () => void) {
  wantedListeners.add(listener)
  return () => void wantedListeners.delete(listener)
}

/** Called by the toaster once sonner listens: the notices given before it are shown now. */
export function toasterMounted(sonner: Sonner) {
  mounted = sonner
  const given = waiting
  waiting = []
  for (const { send } of given) send(sonner)
  return () => {
    if (mounted === sonner) mounted = undefined
  }
}

function notice(kind?: 'success' | 'error' | 'info') {
  return (title: Title, data?: ExternalToast): Id => {
    const id = data?.id ?? `notice-${++lastId}`
    const send = (sonner: Sonner) => (kind ? sonner[kind] : sonner)(title, { ...data, id })
    if (mounted) send(mounted)
    else {
      waiting.push({ id, send })
      wantToaster()
    }
    return id
  }
}

export const toast = Object.assign(notice(), {
  success: notice('success'),
  error: notice('error'),
  info: notice('info'),
  /** Takes a notice away (every notice without an id), shown or still waiting. */
  dismiss(id?: Id) {
    waiting = id === undefined ? [] : waiting.filter((given) => given.id !== id)
    mounted?.dismiss(id)
  },
})
