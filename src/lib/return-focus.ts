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
    // After this render the router either restores the list's scroll (the browser's Back) or
    // resets it (a link back to the list is a new page). Once it has, bring the row into view only
    // if it is not in view already: a restored position is the person's and stays exact.
    const frame = requestAnimationFrame(() => {
      if (!isInView(target)) target.scrollIntoView({ block: 'center' })
    })
    return () => cancelAnimationFrame(frame)
  }, [ready, selectorFor])
}

function isInView(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect()
  return box.top >= 0 && box.bottom <= window.innerHeight
}
