/**
 * docs/contract.md, "Screen states and failures": a lazy screen that fails to load dispatches a
 * preload-error event, rethrown if unhandled; the page reloads once per distinct error message.
 *
 * Vite dispatches a cancelable `vite:preloadError` event on `window` when the preload of a
 * dynamic import fails (typically after a deploy removed the old chunks); the event's `payload`
 * is the error, and unless `preventDefault()` is called Vite rethrows it.
 *
 * `installChunkReload` handles the event: the first time a given error message is seen (kept as a
 * JSON list in session storage, so it survives the reload) it records the message, calls
 * `preventDefault()` and reloads the page. A message already seen is left alone, so Vite rethrows
 * it and the route's error screen shows instead of a reload loop.
 */

export const PRELOAD_ERROR_EVENT = 'vite:preloadError'
export const CHUNK_RELOAD_STORAGE_KEY = 'sangam:chunk-reload'
/** Upper bound on remembered messages, so the stored list cannot grow without limit. */
export const CHUNK_RELOAD_MAX_MESSAGES = 50

/** The part of `window` used here; an `EventTarget` satisfies it (plus `location` for the default reload). */
export interface ChunkReloadWindow {
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  location?: { reload(): void }
}

/** The part of `Storage` used here. */
export type ChunkReloadStorage = Pick<Storage, 'getItem' | 'setItem'>

export interface ChunkReloadOptions {
  win?: ChunkReloadWindow
  storage?: ChunkReloadStorage | null
  reload?: () => void
}

/** The message that identifies a preload error: `payload.message`, else `String(payload)`. */
export function preloadErrorMessage(event: Event): string {
  const payload = (event as Event & { payload?: unknown }).payload
  const message =
    payload !== null && typeof payload === 'object' && 'message' in payload
      ? (payload as { message?: unknown }).message
      : undefined
  return typeof message === 'string' ? message : String(message ?? payload)
}

function readSeen(storage: ChunkReloadStorage): string[] {
  const raw = storage.getItem(CHUNK_RELOAD_STORAGE_KEY)
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.filter((m): m is string => typeof m === 'string') : []
  } catch {
    return []
  }
}

function defaultStorage(): ChunkReloadStorage | null {
  try {
    // Accessing sessionStorage throws when storage is disabled.
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

/**
 * Listens for `vite:preloadError` and reloads once per distinct error message.
 * Returns a function that removes the listener. Does nothing (returns a no-op) without a window,
 * e.g. during server rendering.
 */
export function installChunkReload(options: ChunkReloadOptions = {}): () => void {
  const win: ChunkReloadWindow | undefined =
    options.win ?? (typeof window === 'undefined' ? undefined : window)
  if (!win) return () => {}
  const storage = options.storage === undefined ? defaultStorage() : options.storage
  const reload = options.reload ?? (() => win.location?.reload())

  const onPreloadError = (event: Event): void => {
    // Without persistent storage we cannot tell a second failure from the first: reloading
    // could loop forever, so let Vite rethrow and the error screen handle it.
    if (!storage) return
    const message = preloadErrorMessage(event)
    try {
      const seen = readSeen(storage)
      if (seen.includes(message)) return
      const next = [...seen, message].slice(-CHUNK_RELOAD_MAX_MESSAGES)
      storage.setItem(CHUNK_RELOAD_STORAGE_KEY, JSON.stringify(next))
    } catch {
      // Storage unavailable or full: same reasoning as above, do not risk a reload loop.
      return
    }
    event.preventDefault()
    reload()
  }

  win.addEventListener(PRELOAD_ERROR_EVENT, onPreloadError)
  return () => win.removeEventListener(PRELOAD_ERROR_EVENT, onPreloadError)
}
