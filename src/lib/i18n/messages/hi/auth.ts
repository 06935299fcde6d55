import type { auth as english } from '@/lib/i18n/messages/en/auth'

export const auth: Record<keyof typeof english, string> = {}
