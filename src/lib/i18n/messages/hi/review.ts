import type { review as english } from '@/lib/i18n/messages/en/review'

export const review: Record<keyof typeof english, string> = {}
