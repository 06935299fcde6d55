import { Popover } from 'radix-ui'
import { useRef, type ComponentProps, type RefObject } from 'react'

export type PopoverLayerProps = {
  /** The button that opens the popover: it is positioned against it and gets focus back. */
  anchor: RefObject<HTMLButtonElement | null>
  open: boolean
  onOpenChange: (open: boolean) => void
} & Omit<
  ComponentProps<typeof Popover.Content>,
  'onInteractOutside' | 'onCloseAutoFocus' | 'asChild'
>

/**
 * The Radix popover of a `DeferredPopover`, loaded with its positioning and dismissing code only
 * when someone reaches for the button. The button is not a Radix trigger (it exists before this
 * code loads), so this does what the trigger would: a click on the button is not a click
 * outside, and closing returns focus to the button unless the person clicked elsewhere.
 */
export default function PopoverLayer({
  anchor,
  open,
  onOpenChange,
  children,
  ...content
}: PopoverLayerProps) {
  const interactedOutside = useRef(false)
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          {...content}
          onInteractOutside={(event) => {
            if (anchor.current?.contains(event.target as Node)) event.preventDefault()
            else interactedOutside.current = true
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (!interactedOutside.current) anchor.current?.focus()
            interactedOutside.current = false
          }}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
