import type { founder as english } from '@/lib/i18n/messages/en/founder'

export const founder: Record<keyof typeof english, string> = {}
