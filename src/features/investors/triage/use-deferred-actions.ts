import { useCallback, useEffect, useRef, useState } from 'react'

/** How long an action waits before it is sent, so that `u` can take it back. */
export const undoWindowMs = 5000

export type DeferredAction = {
  id: number
  /** What the notice says: "Rejected Krishi Setu". */
  label: string
  /** The procedure call; it runs once the undo window is over (or at once on leaving). */
  send: () => Promise<unknown>
  /** Puts the screen back as it was before the action. */
  revert: () => void
}

type Pending = DeferredAction & { timer: ReturnType<typeof setTimeout> }

/**
 * Actions sent after a short wait (docs/decisions/0036): a decision tells the founder, so undo
 * means not sending it rather than sending its opposite. Until then the screen shows the action
 * as done. Leaving the screen sends what is waiting; closing the tab asks first.
 */
export function useDeferredActions({
  onSent,
  onFailed,
}: {
  onSent: (action: DeferredAction) => void
  onFailed: (action: DeferredAction, error: unknown) => void
}) {
  const pending = useRef<Pending[]>([])
  const [waiting, setWaiting] = useState<DeferredAction[]>([])
  const callbacks = useRef({ onSent, onFailed })
  useEffect(() => {
    callbacks.current = { onSent, onFailed }
  })
  const nextId = useRef(1)
  const sending = useRef<Promise<void>>(Promise.resolve())

  const sync = () => setWaiting(pending.current.map(({ timer: _timer, ...action }) => action))

  const sendNow = useCallback((id: number) => {
    const found = pending.current.find((p) => p.id === id)
    if (!found) return
    clearTimeout(found.timer)
    pending.current = pending.current.filter((p) => p.id !== id)
    sync()
    // One after another, in the order they were taken: "in review" then "shortlisted" on the
    // same application must reach the server in that order.
    sending.current = sending.current.then(() =>
      found.send().then(
        () => callbacks.current.onSent(found),
        (error: unknown) => {
          found.revert()
          callbacks.current.onFailed(found, error)
        },
      ),
    )
  }, [])

  const schedule = useCallback(
    (action: Omit<DeferredAction, 'id'>) => {
      const id = nextId.current++
      const timer = setTimeout(() => sendNow(id), undoWindowMs)
      pending.current = [...pending.current, { ...action, id, timer }]
      sync()
      return id
    },
    [sendNow],
  )

  /** Takes back the newest action still waiting; false when none is. */
  const undo = useCallback((): DeferredAction | null => {
    const last = pending.current.at(-1)
    if (!last) return null
    clearTimeout(last.timer)
    pending.current = pending.current.slice(0, -1)
    sync()
    last.revert()
    return last
  }, [])

  // Leaving the screen within the app sends everything waiting; closing the tab asks first.
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (pending.current.length > 0) event.preventDefault()
    }
    window.addEventListener('beforeunload', ask)
    return () => {
      window.removeEventListener('beforeunload', ask)
      for (const { id } of [...pending.current]) sendNow(id)
    }
  }, [sendNow])

  return { schedule, undo, waiting }
}
