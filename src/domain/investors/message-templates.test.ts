import { describe, expect, it } from 'vitest'

import { rejectionReasons } from '@/lib/options'

import {
  fillTemplate,
  messageTemplateSchema,
  standardTemplates,
  templatesForDecision,
  templatesForReason,
  templateValues,
  unknownPlaceholders,
  type MessageTemplate,
} from './message-templates'

const values = {
  startup: 'Krishi Setu',
  founder: 'Asha',
  channel: 'Agritech seed',
  investor: 'Kaveri Capital',
}

function template(overrides: Partial<MessageTemplate>): MessageTemplate {
  return {
    id: overrides.name ?? 't',
    name: 't',
    decision: 'rejected',
    reason: null,
    body: 'Thank you for applying, {founder}.',
    standard: false,
    ...overrides,
  }
}

describe('fillTemplate', () => {
  it('fills every known placeholder, each time it appears', () => {
    expect(
      fillTemplate(
        '{founder}, {startup} applied to {channel} at {investor}. Bye, {founder}!',
        values,
      ),
    ).toBe('Asha, Krishi Setu applied to Agritech seed at Kaveri Capital. Bye, Asha!')
  })

  it('leaves unknown placeholders, other braces and plain text as written', () => {
    expect(fillTemplate('Dear {name}, {} { startup } {Startup} 100%', values)).toBe(
      'Dear {name}, {} { startup } {Startup} 100%',
    )
  })

  it('leaves the names every object inherits as written, never a built-in', () => {
    const body = '{constructor} {__proto__} {toString} {valueOf} {hasOwnProperty}'
    expect(fillTemplate(body, values)).toBe(body)
  })

  it('does not fill placeholders again inside the values it put in', () => {
    expect(fillTemplate('{startup}', { ...values, startup: '{founder} Labs' })).toBe(
      '{founder} Labs',
    )
  })
})

describe('unknownPlaceholders', () => {
  it('names each unknown placeholder once, in order', () => {
    expect(unknownPlaceholders('{name} {startup} {stage} {name}')).toEqual(['{name}', '{stage}'])
  })

  it('is empty for known placeholders and text without any', () => {
    expect(unknownPlaceholders('{startup} {founder} {channel} {investor}')).toEqual([])
    expect(unknownPlaceholders('No placeholders {here or 3}')).toEqual([])
  })

  it('names the names every object inherits as unknown', () => {
    expect(unknownPlaceholders('{constructor} {__proto__} {toString} {valueOf}')).toEqual([
      '{constructor}',
      '{__proto__}',
      '{toString}',
      '{valueOf}',
    ])
  })

  it('is case-sensitive, as fillTemplate is', () => {
    expect(unknownPlaceholders('{Startup}')).toEqual(['{Startup}'])
  })
})

describe('messageTemplateSchema', () => {
  const valid = {
    name: 'Too early',
    decision: 'rejected',
    reason: 'too_early',
    body: 'Thank you for applying, {founder}.',
  }

  it('accepts a valid template and trims its text', () => {
    expect(messageTemplateSchema.parse({ ...valid, name: '  Too early ' })).toEqual(valid)
  })

  it('puts an unknown placeholder on the body and a reason on an acceptance on the reason', () => {
    const unknown = messageTemplateSchema.safeParse({ ...valid, body: 'Dear {name}, thank you.' })
    expect(unknown.error?.issues.map((i) => i.path)).toEqual([['body']])
    expect(unknown.error?.issues[0]?.message).toMatch(/\{name\}.*\{startup\}/)
    const accepted = messageTemplateSchema.safeParse({ ...valid, decision: 'accepted' })
    expect(accepted.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['reason'], 'Only a rejection has a reason.'],
    ])
    expect(
      messageTemplateSchema.safeParse({ ...valid, decision: 'accepted', reason: null }).success,
    ).toBe(true)
  })
})

describe('templatesForReason', () => {
  const saved = [
    template({ name: 'any', reason: null }),
    template({ name: 'early', reason: 'too_early' }),
    template({ name: 'welcome', decision: 'accepted' }),
    template({ name: 'team', reason: 'team' }),
    template({ name: 'early 2', reason: 'too_early' }),
  ]

  it('gives those for the reason first, then those for any reason, never an acceptance', () => {
    expect(templatesForReason(saved, 'too_early').map((t) => t.name)).toEqual([
      'early',
      'early 2',
      'any',
    ])
    expect(templatesForReason(saved, 'market_size').map((t) => t.name)).toEqual(['any'])
  })

  it('offers one of Sangam’s standard messages for every reason, each valid', () => {
    for (const reason of rejectionReasons) {
      const offered = templatesForReason(standardTemplates(), reason)
      expect(offered.map((t) => t.reason)).toEqual([reason])
    }
    for (const t of standardTemplates()) {
      expect(messageTemplateSchema.safeParse(t).success, t.name).toBe(true)
    }
  })
})

describe('templatesForDecision', () => {
  const accepted = template({ name: 'welcome', decision: 'accepted' })
  const traction = template({ name: 'traction', reason: 'traction' })
  const any = template({ name: 'any' })
  const all = [accepted, traction, any]

  it('offers the acceptances for an acceptance, and a rejection’s only once its reason is chosen', () => {
    expect(templatesForDecision(all, 'accepted', null)).toEqual([accepted])
    expect(templatesForDecision(all, 'rejected', null)).toEqual([])
    expect(templatesForDecision(all, 'rejected', 'traction')).toEqual([traction, any])
  })
})

describe('templateValues', () => {
  it('greets the first founder by first name, or "there" when none is listed', () => {
    const application = {
      startupName: 'Krishi Setu',
      channelTitle: 'Agritech seed',
      investorName: 'Kaveri Capital',
    }
    expect(templateValues({ ...application, founderNames: ['Asha Rao', 'Vikram Iyer'] })).toEqual(
      values,
    )
    expect(templateValues({ ...application, founderNames: [] }).founder).toBe('there')
  })
})
