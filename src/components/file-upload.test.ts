import { describe, expect, it } from 'vitest'

import { fileKinds, fileRules, precheckFile } from '@/domain/startups/file-rules'
import { en } from '@/lib/i18n/messages/en'

import { fileRuleMessages } from './file-upload'

describe('the upload’s words', () => {
  it.each(fileKinds)('are the %s rule’s own words in English', (kind) => {
    const rule = fileRules[kind]
    const messages = fileRuleMessages[kind]
    expect(en[messages.label]).toBe(rule.label)
    expect(en[messages.tooLarge]).toBe(rule.tooLarge)
    expect(en[messages.wrongType]).toBe(rule.wrongType)
  })

  it('say the empty file’s refusal as the rule does', () => {
    expect(en['shared.upload.empty']).toBe(precheckFile('deck', { size: 0, type: '' }))
  })
})
