import type { company as english } from '@/lib/i18n/messages/en/company'

export const company: Record<keyof typeof english, string> = {}
