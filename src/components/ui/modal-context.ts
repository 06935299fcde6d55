import { createContext, type ReactElement, type ReactNode, type RefObject } from 'react'

export type ModalKind = 'dialog' | 'alertdialog'

export type ModalOptions = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /**
   * Where focus goes back on closing when the opening button is not `trigger` (a button the
   * caller renders itself). With a `trigger`, focus goes back to it.
   */
  returnFocusTo?: RefObject<HTMLElement | null>
  title: ReactNode
  description: ReactNode
  /**
   * `alertdialog` asks before a consequential step: a click outside does not dismiss it and
   * the safe choice (the `ModalClose` button) takes focus first.
   */
  kind?: ModalKind
  size?: 'md' | 'lg' | '2xl'
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

/** What the lazily loaded layer of a `Modal` is given. */
export type ModalLayerProps = Omit<ModalOptions, 'kind' | 'size' | 'busy' | 'closeButton'> &
  Required<Pick<ModalOptions, 'kind' | 'size' | 'busy' | 'closeButton'>>

/**
 * Wraps a button so that it dismisses the open modal (Radix's Close, or Cancel in an alert
 * dialog). Set by the layer, so that `ModalClose` needs none of Radix's code itself.
 */
export const ModalCloseContext = createContext<((button: ReactElement) => ReactElement) | null>(
  null,
)
