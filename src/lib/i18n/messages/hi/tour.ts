import type { tour as english } from '@/lib/i18n/messages/en/tour'

export const tour: Record<keyof typeof english, string> = {}
