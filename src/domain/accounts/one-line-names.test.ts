import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import {
  nameControlCharacterMessage,
  personNameSchema,
  startupNameSchema,
} from '@/domain/accounts/schemas'
import { requestAccessSchema } from '@/domain/access-requests/schema'
import { savedViewSchema } from '@/domain/applications/saved-views'
import { channelSchema } from '@/domain/channels/schemas'
import { listSchema } from '@/domain/investors/lists'
import { messageTemplateSchema } from '@/domain/investors/message-templates'
import { identityStepSchema } from '@/domain/investors/profile'
import { organisationSettingsSchema } from '@/domain/organisations/schemas'
import { founderSchema, startupProfileSchema } from '@/domain/startups/profile-schemas'

// Every name or title that is shown on one line: in a page's heading, a list, an email's subject.
const oneLineFields: [string, z.ZodType][] = [
  ['a person’s name', personNameSchema],
  ['a startup’s name at sign-up', startupNameSchema],
  ['an organisation’s name', organisationSettingsSchema.shape.name],
  ['an investor’s display name', identityStepSchema.shape.displayName],
  ['a startup profile’s name', startupProfileSchema.shape.name],
  ['a founder’s name', founderSchema.shape.name],
  ['a channel’s title', channelSchema.shape.title],
  ['a list’s name', listSchema.shape.name],
  ['a message template’s name', messageTemplateSchema.shape.name],
  ['a saved view’s name', savedViewSchema.shape.name],
  ['the name on an access request', requestAccessSchema.shape.name],
]

describe('names and titles are one line', () => {
  for (const [what, schema] of oneLineFields) {
    it(`refuses line breaks and tabs in ${what}`, () => {
      for (const value of ['Tungabhadra\r\nBcc: x@example.com', 'Tungabhadra\nVentures', 'A\tB']) {
        const result = schema.safeParse(value)
        expect(result.success).toBe(false)
        expect(result.error?.issues.map((issue) => issue.message)).toContain(
          nameControlCharacterMessage(),
        )
      }
      expect(schema.safeParse('Tungabhadra Ventures’ Fund — ₹ I').success).toBe(true)
    })
  }
})
