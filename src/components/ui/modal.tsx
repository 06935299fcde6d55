import { Slot } from 'radix-ui'
import { lazy, Suspense, useContext, useRef, type ReactElement, type ReactNode } from 'react'

import { cn } from '@/lib/cn'
import { useOnDemand } from '@/lib/use-on-demand'

import { ModalCloseContext, type ModalOptions } from './modal-context'

type ModalProps = ModalOptions & {
  /** The button that opens the modal, when the modal owns its opening. */
  trigger?: ReactElement
}

// A trigger inside a form must not submit it (a trigger may still say otherwise).
const buttonType = { type: 'button' }

const loadLayer = () => import('./modal-layer')
const ModalLayer = lazy(loadLayer)

/**
 * The one modal of the product: overlay, centred panel, title and description, focus trap. Its
 * code (Radix's dialog, focus and dismiss layers) is not part of a page's first download: it
 * loads when someone reaches for the `trigger` (pointer over it, focus or touch), or when the
 * modal is opened (decision 0045). The trigger is rendered from the start, as the same element.
 */
export function Modal({
  trigger,
  returnFocusTo,
  open,
  onOpenChange,
  kind = 'dialog',
  size = 'lg',
  busy = false,
  closeButton = false,
  ...content
}: ModalProps) {
  const triggerRef = useRef<HTMLElement>(null)
  // Opened from elsewhere, the layer loads then, and stays so that closing runs its course.
  const { wanted, want, reach } = useOnDemand(loadLayer, open)

  return (
    <>
      {trigger && (
        // Slot puts these on the trigger itself, after the trigger's own handlers.
        <Slot.Root
          ref={triggerRef}
          {...buttonType}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-state={open ? 'open' : 'closed'}
          {...reach}
          onClick={(event) => {
            if (event.defaultPrevented) return
            want()
            onOpenChange(true)
          }}
        >
          {trigger}
        </Slot.Root>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <ModalLayer
            open={open}
            onOpenChange={onOpenChange}
            returnFocusTo={returnFocusTo ?? (trigger ? triggerRef : undefined)}
            kind={kind}
            size={size}
            busy={busy}
            closeButton={closeButton}
            {...content}
          />
        </Suspense>
      )}
    </>
  )
}

/** Wraps the button that dismisses the modal (Cancel, Close). */
export function ModalClose({ children }: { children: ReactElement }) {
  const dismissing = useContext(ModalCloseContext)
  return dismissing ? dismissing(children) : children
}

/** The row of buttons at the foot of a modal: stacked on a phone, right-aligned beside. */
export function ModalActions({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      {children}
    </div>
  )
}
