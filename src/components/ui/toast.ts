import type { ExternalToast } from 'sonner'

// Toasts without sonner in the first download (decision 0045): `toast` takes the same calls as
// sonner's and returns a toast's id at once; sonner and its toaster load when the page first needs
// them (the first press of a key or pointer, or the first toast), and the toasts asked for before
// then show as soon as the toaster is on the page.

type Sonner = typeof import('sonner')
type Message = string
export type ToastId = string | number

let sonner: Sonner | undefined
let waiting: ((module: Sonner) => void)[] = []
let wanted = false
const listeners = new Set<() => void>()
let made = 0

/** Asks for the toaster: the page's `Toaster` loads it on the first ask. */
export function wantToaster(): void {
  if (wanted) return
  wanted = true
  for (const listener of listeners) listener()
}

/** For the page's `Toaster`: whether anything has asked for it, and news when something does. */
export function isToasterWanted(): boolean {
  return wanted
}
export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Called by the toaster once it is on the page: the toasts waiting for it show now. */
export function toasterReady(module: Sonner): void {
  sonner = module
  const runs = waiting
  waiting = []
  for (const run of runs) run(module)
}

function withSonner(run: (module: Sonner) => void): void {
  if (sonner) return run(sonner)
  waiting.push(run)
  wantToaster()
}

type Kind = 'message' | 'success' | 'error' | 'info'

function show(kind: Kind, message: Message, options?: ExternalToast): ToastId {
  const id = options?.id ?? `toast-${++made}`
  withSonner(({ toast: sonnerToast }) => {
    const shown = kind === 'message' ? sonnerToast : sonnerToast[kind]
    shown(message, { ...options, id })
  })
  return id
}

export const toast = Object.assign(
  (message: Message, options?: ExternalToast) => show('message', message, options),
  {
    success: (message: Message, options?: ExternalToast) => show('success', message, options),
    error: (message: Message, options?: ExternalToast) => show('error', message, options),
    info: (message: Message, options?: ExternalToast) => show('info', message, options),
    dismiss: (id?: ToastId) => withSonner(({ toast: sonnerToast }) => sonnerToast.dismiss(id)),
  },
)
