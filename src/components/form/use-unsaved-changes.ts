/**
 * useUnsavedChanges(isDirty: boolean, message?: string): void
 *
 * Warns before leaving a form with unsaved changes: in-app navigation asks with window.confirm,
 * closing or reloading the tab shows the browser's own "Leave site?" prompt.
 * Call it once per editor screen with the form's dirty state (e.g. `form.formState.isDirty`).
 */
import { useBlocker } from '@tanstack/react-router'

export const unsavedChangesMessage = 'You have unsaved changes. Leave without saving?'

export function useUnsavedChanges(isDirty: boolean, message: string = unsavedChangesMessage) {
  useBlocker({
    shouldBlockFn: () => isDirty && !window.confirm(message),
    enableBeforeUnload: () => isDirty,
    disabled: !isDirty,
  })
}
