import { describe, expect, it } from 'vitest'
import {
  CHUNK_RELOAD_STORAGE_KEY,
  installChunkReload,
  PRELOAD_ERROR_EVENT,
  type ChunkReloadStorage,
} from './chunk-reload'

function memoryStorage(initial: Record<string, string> = {}): ChunkReloadStorage & {
  data: Map<string, string>
} {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, String(value))
    },
  }
}

/** Dispatches a preload error the way Vite does; returns whether Vite would rethrow it. */
function dispatchPreloadError(win: EventTarget, payload: unknown): { rethrown: boolean } {
  const event = new Event(PRELOAD_ERROR_EVENT, { cancelable: true }) as Event & {
    payload: unknown
  }
  event.payload = payload
  win.dispatchEvent(event)
  return { rethrown: !event.defaultPrevented }
}

function setup<S extends ChunkReloadStorage = ReturnType<typeof memoryStorage>>(
  storage: S = memoryStorage() as ChunkReloadStorage as S,
) {
  const win = new EventTarget()
  let reloads = 0
  const uninstall = installChunkReload({ win, storage, reload: () => reloads++ })
  return { win, storage, uninstall, reloads: () => reloads }
}

const chunkError = (name: string) =>
  new Error(`Failed to fetch dynamically imported module: https://sangam.app/assets/${name}.js`)

describe('installChunkReload', () => {
  it('reloads (and suppresses the rethrow) the first time an error message is seen', () => {
    const { win, storage, reloads } = setup()
    expect(dispatchPreloadError(win, chunkError('a'))).toEqual({ rethrown: false })
    expect(reloads()).toBe(1)
    expect(JSON.parse(storage.data.get(CHUNK_RELOAD_STORAGE_KEY) ?? 'null')).toEqual([
      chunkError('a').message,
    ])
  })

  it('does not reload or preventDefault for the same message again', () => {
    const { win, reloads } = setup()
    dispatchPreloadError(win, chunkError('a'))
    expect(dispatchPreloadError(win, chunkError('a'))).toEqual({ rethrown: true })
    expect(reloads()).toBe(1)
  })

  it('reloads again for a different message', () => {
    const { win, storage, reloads } = setup()
    dispatchPreloadError(win, chunkError('a'))
    dispatchPreloadError(win, chunkError('a'))
    expect(dispatchPreloadError(win, chunkError('b'))).toEqual({ rethrown: false })
    expect(reloads()).toBe(2)
    expect(JSON.parse(storage.data.get(CHUNK_RELOAD_STORAGE_KEY) ?? 'null')).toEqual([
      chunkError('a').message,
      chunkError('b').message,
    ])
  })

  it('remembers seen messages across page loads through storage', () => {
    const storage = memoryStorage()
    const firstLoad = setup(storage)
    dispatchPreloadError(firstLoad.win, chunkError('a'))
    expect(firstLoad.reloads()).toBe(1)

    // After the reload a fresh window installs the handler again with the same session storage.
    const secondLoad = setup(storage)
    expect(dispatchPreloadError(secondLoad.win, chunkError('a'))).toEqual({ rethrown: true })
    expect(secondLoad.reloads()).toBe(0)
    expect(dispatchPreloadError(secondLoad.win, chunkError('c'))).toEqual({ rethrown: false })
    expect(secondLoad.reloads()).toBe(1)
  })

  it('uses String(payload) when the payload has no message', () => {
    const { win, storage, reloads } = setup()
    dispatchPreloadError(win, 'chunk gone')
    dispatchPreloadError(win, 'chunk gone')
    expect(reloads()).toBe(1)
    expect(storage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe(JSON.stringify(['chunk gone']))
  })

  it('treats corrupt stored data as nothing seen', () => {
    const { win, reloads } = setup(memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: '{not json' }))
    expect(dispatchPreloadError(win, chunkError('a'))).toEqual({ rethrown: false })
    expect(reloads()).toBe(1)
  })

  it('does not reload when storage fails (a reload loop would be possible)', () => {
    const broken: ChunkReloadStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const { win, reloads } = setup(broken)
    expect(dispatchPreloadError(win, chunkError('a'))).toEqual({ rethrown: true })
    expect(reloads()).toBe(0)
  })

  it('ignores other events', () => {
    const { win, reloads } = setup()
    win.dispatchEvent(new Event('error', { cancelable: true }))
    expect(reloads()).toBe(0)
  })

  it('uninstall removes the listener', () => {
    const { win, uninstall, reloads } = setup()
    uninstall()
    expect(dispatchPreloadError(win, chunkError('a'))).toEqual({ rethrown: true })
    expect(reloads()).toBe(0)
  })

  it('is a no-op without a window (server rendering)', () => {
    expect(typeof window).toBe('undefined')
    const uninstall = installChunkReload()
    expect(typeof uninstall).toBe('function')
    expect(() => uninstall()).not.toThrow()
  })
})
