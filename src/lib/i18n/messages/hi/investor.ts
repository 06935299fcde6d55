import type { investor as english } from '@/lib/i18n/messages/en/investor'

export const investor: Record<keyof typeof english, string> = {}
