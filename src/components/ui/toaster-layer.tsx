import { useEffect } from 'react'
// eslint-disable-next-line no-restricted-syntax -- the one module that loads sonner (decision 0045)
import { Toaster as Sonner, toast } from 'sonner'

import { toasterMounted } from '@/lib/toast'

import { toasterSettings } from './toaster-settings'

/** sonner's toaster, loaded at the first need (`Toaster`); the waiting notices show once it listens. */
export default function ToasterLayer({ label }: { label: string }) {
  // sonner subscribes in its own effect, which runs before this one (a child's effects first).
  useEffect(() => toasterMounted(toast), [])
  const { width, duration, hotkey, ...props } = toasterSettings
  return (
    <Sonner
      {...props}
      containerAriaLabel={label}
      hotkey={[...hotkey]}
      toastOptions={{ duration }}
      style={{ '--width': width } as React.CSSProperties}
    />
  )
}
