import { z } from 'zod'
import { saying } from '@/lib/i18n/said'

// A lead looks for a public fund to invite into its deal room (docs/decisions/0047).

export const findFundsSchema = z.object({
  q: z
    .string({ error: saying('rule.directory.typePartFundS') })
    .trim()
    .min(2, { error: saying('rule.directory.typeLeastTwoLetters') })
    .max(100, { error: saying('rule.directory.keepSearchUnderCharacters') }),
})
