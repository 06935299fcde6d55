import type { rule as english } from '@/lib/i18n/messages/en/rule'

export const rule: Record<keyof typeof english, string> = {}
