import { useEffect } from 'react'

/**
 * Going back from a record to the list it was opened from puts the keyboard where it was: the
 * record screen notes what it shows, and the list, when it next renders that record's row,
 * focuses its link (which also brings it into view).
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
    target?.focus()
    target?.scrollIntoView({ block: 'nearest' })
  }, [ready, selectorFor])
}
