import { useState } from 'react'

/**
 * A control whose code loads when someone reaches for it (pointer over it, focus or touch), not
 * with the page (decision 0045). `reach` goes on the control, `want` on its click; `wanted` says
 * when to render the lazily loaded part, which then stays. While `needed` (a modal opened from
 * elsewhere), it is wanted whatever the pointer did.
 */
export function useOnDemand(load: () => Promise<unknown>, needed = false) {
  const [wanted, setWanted] = useState(needed)
  if (needed && !wanted) setWanted(true)
  const want = () => {
    if (wanted) return
    setWanted(true)
    void load()
  }
  return { wanted, want, reach: { onPointerEnter: want, onFocus: want, onTouchStart: want } }
}
