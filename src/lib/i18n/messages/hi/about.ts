import type { about as english } from '@/lib/i18n/messages/en/about'

export const about: Record<keyof typeof english, string> = {}
