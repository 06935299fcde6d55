import type { admin as english } from '@/lib/i18n/messages/en/admin'

export const admin: Record<keyof typeof english, string> = {}
