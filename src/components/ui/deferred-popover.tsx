import {
  lazy,
  Suspense,
  useId,
  useRef,
  type ButtonHTMLAttributes,
  type ReactElement,
  type Ref,
} from 'react'

import { useOnDemand } from '@/lib/use-on-demand'

import type { PopoverLayerProps } from './popover-layer'

const loadLayer = () => import('./popover-layer')
const PopoverLayer = lazy(loadLayer)

export type PopoverTriggerProps = Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  | 'aria-expanded'
  | 'aria-haspopup'
  | 'aria-controls'
  | 'onClick'
  | 'onFocus'
  | 'onPointerEnter'
  | 'onTouchStart'
> & { ref: Ref<HTMLButtonElement> }

/**
 * A button with a popover whose code (Radix's popover, floating-ui, focus and dismiss layers,
 * about 22 kB gzip) is not part of the page's first download: it loads when someone reaches for
 * the button (pointer over it, focus or touch), so it is there by the time they click. The
 * button is rendered from the start and stays the same element; `trigger` spreads the given
 * props on it.
 */
export function DeferredPopover({
  open,
  onOpenChange,
  trigger,
  ...content
}: Omit<PopoverLayerProps, 'anchor'> & {
  trigger: (props: PopoverTriggerProps) => ReactElement
}) {
  const anchor = useRef<HTMLButtonElement>(null)
  const contentId = useId()
  const { wanted, want, reach } = useOnDemand(loadLayer)
  return (
    <>
      {trigger({
        ref: anchor,
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        'aria-controls': open ? contentId : undefined,
        ...reach,
        onClick: () => {
          want()
          onOpenChange(!open)
        },
      })}
      {wanted && (
        <Suspense fallback={null}>
          <PopoverLayer
            id={contentId}
            anchor={anchor}
            open={open}
            onOpenChange={onOpenChange}
            {...content}
          />
        </Suspense>
      )}
    </>
  )
}
