import { useEffect } from 'react'

/**
 * Going back from a record to the list it was opened from puts the keyboard where it was: the
 * record screen notes what it shows, and the list, when it next renders that record's row,
 * focuses its link and brings it into view.
 */
const key = 'sangam:return-focus'

export function rememberReturnFocus(id: string) {
  try {
    sessionStorage.setItem(key, id)
  } catch {
    // Storage refused (private mode, quota): the list simply keeps its own focus.
  }
}

export function useReturnFocus(ready: boolean, selectorFor: (id: string) => string) {
  useEffect(() => {
    if (!ready) return
    let id: string | null = null
    try {
      id = sessionStorage.getItem(key)
      sessionStorage.removeItem(key)
    } catch {
      return
    }
    if (!id) return
    const target = [...document.querySelectorAll<HTMLElement>(selectorFor(id))].find(
      (element) => element.offsetParent !== null,
    )
    if (!target) return
    target.focus({ preventScroll: true })
    // The router resets the scroll of a new page after this render (a link back to the list is a
    // new page): bring the row into view once it has.
    const frame = requestAnimationFrame(() => target.scrollIntoView({ block: 'center' }))
    return () => cancelAnimationFrame(frame)
  }, [ready, selectorFor])
}
