import type { legal as english } from '@/lib/i18n/messages/en/legal'

export const legal: Record<keyof typeof english, string> = {}
