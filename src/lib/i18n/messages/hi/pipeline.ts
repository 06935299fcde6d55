import type { pipeline as english } from '@/lib/i18n/messages/en/pipeline'

export const pipeline: Record<keyof typeof english, string> = {}
