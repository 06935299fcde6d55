import type { deals as english } from '@/lib/i18n/messages/en/deals'

export const deals: Record<keyof typeof english, string> = {}
