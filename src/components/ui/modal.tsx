import { X } from 'lucide-react'
import { AlertDialog, Dialog } from 'radix-ui'
import { createContext, useContext, type ReactElement, type ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

type ModalKind = 'dialog' | 'alertdialog'

const KindContext = createContext<ModalKind>('dialog')

const widths = { md: 'max-w-md', lg: 'max-w-lg', '2xl': 'max-w-2xl' } as const

type ModalProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens the modal, when the modal owns its opening. */
  trigger?: ReactElement
  title: ReactNode
  description: ReactNode
  /**
   * `alertdialog` asks before a consequential step: a click outside does not dismiss it and
   * the safe choice (the `ModalClose` button) takes focus first.
   */
  kind?: ModalKind
  size?: keyof typeof widths
  /** While busy (a request in flight), nothing closes the modal. */
  busy?: boolean
  /**
   * A header with a close button and a body that scrolls under it: for long forms. Without it
   * the title, description and children sit in one padded panel.
   */
  closeButton?: boolean
  /** Runs before Escape or a click outside closes the modal; `preventDefault()` keeps it open. */
  onDismissAttempt?: (event: { preventDefault: () => void }) => void
  children: ReactNode
}

/** The one modal of the product: overlay, centred panel, title and description, focus trap. */
export function Modal({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  kind = 'dialog',
  size = 'lg',
  busy = false,
  closeButton = false,
  onDismissAttempt,
  children,
}: ModalProps) {
  const Primitive = kind === 'alertdialog' ? AlertDialog : Dialog
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
    <KindContext.Provider value={kind}>
      <Primitive.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
        {trigger && <Primitive.Trigger asChild>{trigger}</Primitive.Trigger>}
        <Primitive.Portal>
          <Primitive.Overlay className="fixed inset-0 z-40 bg-ink/40" />
          <Primitive.Content className={panel} {...dismissHandlers}>
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
                <ModalClose>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label="Close"
                    className="-mr-2"
                    disabled={busy}
                    onClick={(event) => onDismissAttempt?.(event)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </ModalClose>
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
    </KindContext.Provider>
  )
}

/** Wraps the button that dismisses the modal (Cancel, Close). */
export function ModalClose({ children }: { children: ReactElement }) {
  const kind = useContext(KindContext)
  return kind === 'alertdialog' ? (
    <AlertDialog.Cancel asChild>{children}</AlertDialog.Cancel>
  ) : (
    <Dialog.Close asChild>{children}</Dialog.Close>
  )
}

/** The row of buttons at the foot of a modal: stacked on a phone, right-aligned beside. */
export function ModalActions({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      {children}
    </div>
  )
}
