import { X } from 'lucide-react'
import { AlertDialog, Dialog } from 'radix-ui'
import type { ReactElement } from 'react'
import { useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

import { ModalCloseContext, type ModalLayerProps } from './modal-context'

const widths = { md: 'max-w-md', lg: 'max-w-lg', '2xl': 'max-w-2xl' } as const

/**
 * The Radix dialog behind `Modal`: overlay, centred panel, title and description, focus trap.
 * Loaded when the modal is first reached for or opened, not with every page (decision 0045).
 */
export default function ModalLayer({
  open,
  onOpenChange,
  returnFocusTo,
  title,
  description,
  kind,
  size,
  busy,
  closeButton,
  onDismissAttempt,
  children,
}: ModalLayerProps) {
  const intl = useIntl()
  const Primitive = kind === 'alertdialog' ? AlertDialog : Dialog
  // What dismisses it: Cancel in an alert dialog (it takes focus first), else Close.
  const Close = kind === 'alertdialog' ? AlertDialog.Cancel : Dialog.Close
  const dismissing = (button: ReactElement) => <Close asChild>{button}</Close>
  const panel = cn(
    'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white shadow-xl focus:outline-none',
    widths[size],
    closeButton
      ? 'flex max-h-[calc(100dvh-1rem)] flex-col sm:max-h-[calc(100dvh-4rem)]'
      : 'max-h-[calc(100dvh-2rem)] overflow-y-auto p-6',
  )
  const dismissHandlers =
    kind === 'alertdialog'
      ? { onEscapeKeyDown: onDismissAttempt }
      : { onEscapeKeyDown: onDismissAttempt, onInteractOutside: onDismissAttempt }

  return (
    <ModalCloseContext.Provider value={dismissing}>
      <Primitive.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
        <Primitive.Portal>
          <Primitive.Overlay className="fixed inset-0 z-40 bg-ink/40" />
          <Primitive.Content
            className={panel}
            {...dismissHandlers}
            onCloseAutoFocus={
              returnFocusTo
                ? (event) => {
                    event.preventDefault()
                    returnFocusTo.current?.focus()
                  }
                : undefined
            }
          >
            {closeButton ? (
              <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
                <div>
                  <Primitive.Title className="text-lg font-semibold text-ink">
                    {title}
                  </Primitive.Title>
                  <Primitive.Description className="mt-0.5 text-sm text-muted">
                    {description}
                  </Primitive.Description>
                </div>
                <Close asChild>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={intl.formatMessage({ id: 'shared.dialog.close' })}
                    className="-mr-2"
                    disabled={busy}
                    onClick={(event) => onDismissAttempt?.(event)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </Close>
              </div>
            ) : (
              <>
                <Primitive.Title className="text-lg font-semibold text-ink">
                  {title}
                </Primitive.Title>
                <Primitive.Description className="mt-2 text-sm text-muted">
                  {description}
                </Primitive.Description>
              </>
            )}
            {children}
          </Primitive.Content>
        </Primitive.Portal>
      </Primitive.Root>
    </ModalCloseContext.Provider>
  )
}
