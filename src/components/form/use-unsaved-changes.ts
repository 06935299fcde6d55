/**
 * useUnsavedChanges(isDirty: boolean, message?: string): void
 *
 * Warns before leaving a form with unsaved changes: in-app navigation asks with window.confirm,
 * closing or reloading the tab shows the browser's own "Leave site?" prompt.
 * Call it once per editor screen with the form's dirty state (e.g. `form.formState.isDirty`).
 * The question is in the page's language unless `message` is given; `useUnsavedChangesMessage()`
 * gives it to a dialog that asks itself.
 */
import { useBlocker } from '@tanstack/react-router'
import { useIntl } from 'react-intl'

/** "You have unsaved changes. Leave without saving?" in the page's language. */
export function useUnsavedChangesMessage(): string {
  return useIntl().formatMessage({ id: 'shared.unsavedChanges.confirm' })
}

export function useUnsavedChanges(isDirty: boolean, message?: string) {
  const translated = useUnsavedChangesMessage()
  const question = message ?? translated
  useBlocker({
    shouldBlockFn: () => isDirty && !window.confirm(question),
    enableBeforeUnload: () => isDirty,
    disabled: !isDirty,
  })
}
