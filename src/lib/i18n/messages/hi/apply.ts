import type { apply as english } from '@/lib/i18n/messages/en/apply'

export const apply: Record<keyof typeof english, string> = {}
