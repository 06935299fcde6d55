import type { claim as english } from '@/lib/i18n/messages/en/claim'

export const claim: Record<keyof typeof english, string> = {}
