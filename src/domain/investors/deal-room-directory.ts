import { z } from 'zod'

// A lead looks for a public fund to invite into its deal room (docs/decisions/0047).

export const findFundsSchema = z.object({
  q: z
    .string({ error: 'Type part of the fund’s name.' })
    .trim()
    .min(2, 'Type at least two letters of the fund’s name.')
    .max(100, 'Keep the search under 100 characters.'),
})
