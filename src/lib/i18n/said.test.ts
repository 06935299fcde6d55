import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { listSchema } from '@/domain/investors/lists'

import { loadCatalog } from './catalog'
import { said, saying, speakIn } from './said'

describe('said', () => {
  beforeAll(async () => {
    await Promise.all([loadCatalog('hi'), loadCatalog('en-XA')])
  })
  afterEach(() => speakIn(() => 'en'))

  it('speaks English outside any page or request', () => {
    expect(said('rule.list.full', { max: 1000 })).toBe(
      'A list holds at most 1,000 startups. Start another list for the rest.',
    )
  })

  it('speaks the language its entry point names, with Indian grouping in Hindi', () => {
    speakIn(() => 'hi')
    expect(said('rule.list.full', { max: 100000 })).toBe(
      'एक सूची में ज़्यादा से ज़्यादा 1,00,000 स्टार्टअप आ सकते हैं। बाक़ी के लिए नई सूची बनाएँ।',
    )
    speakIn(() => 'en-XA')
    expect(said('rule.list.name')).not.toBe('Name the list.')
    expect(said('rule.list.name')).toMatch(/^\[.*\]$/u)
  })

  it("gives a schema's message in the language current when the check fails", () => {
    const parse = () => listSchema.safeParse({ name: 'x' }).error?.issues[0]?.message
    expect(parse()).toBe('Name the list.')
    speakIn(() => 'hi')
    expect(parse()).toBe('सूची का नाम लिखें।')
    expect(saying('rule.list.name')()).toBe('सूची का नाम लिखें।')
  })
})
