import type { home as english } from '@/lib/i18n/messages/en/home'

export const home: Record<keyof typeof english, string> = {}
