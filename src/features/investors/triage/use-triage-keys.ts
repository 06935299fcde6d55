/** Triage's keyboard: each key press outside a text box turned into a command and run. */
import { useEffect, useRef } from 'react'

import {
  triageCommand,
  type TriageCommand,
  type TriagePanel,
} from '@/domain/applications/triage-keys'

/** Keys typed into a text box are the text's, but for Esc and Ctrl+Enter. */
function typing(event: KeyboardEvent) {
  const target = event.target as HTMLElement | null
  return Boolean(target?.closest('input, textarea, select, [contenteditable="true"]'))
}

/**
 * Runs the command of each key pressed on the page (and Ctrl+Enter's send from a text box), with
 * the latest `run` and `panel` of the render.
 */
export function useTriageKeys(run: (command: TriageCommand) => void, panel: TriagePanel) {
  const runRef = useRef(run)
  useEffect(() => {
    runRef.current = run
  })
  const panelRef = useRef(panel)
  useEffect(() => {
    panelRef.current = panel
  })
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.metaKey) return
      const inText = typing(event)
      if (event.ctrlKey) {
        if (event.key === 'Enter' && inText) {
          event.preventDefault()
          runRef.current({ type: 'send' })
        }
        return
      }
      if (inText && event.key !== 'Escape') return
      const command = triageCommand(event.key, panelRef.current)
      if (!command) return
      event.preventDefault()
      runRef.current(command)
    }
    window.addEventListener('keydown', onKey)
    // The screen's server HTML can be on view before this part of the page hydrates; browser
    // tests wait for this marker before typing, so no key is lost.
    document.documentElement.dataset.keys = 'triage'
    return () => {
      window.removeEventListener('keydown', onKey)
      delete document.documentElement.dataset.keys
    }
  }, [])
}
