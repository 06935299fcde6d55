import { createElement } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { isTranslatedEmail, renderEmail } from './render'

// An email whose template is not marked `translated` goes out in English, whole, whatever its
// recipient's language (decision 0050). Every real template is translated, so this one is made up.
vi.mock('./templates', async () => {
  const { defineEmail } = await import('./templates/define')
  const { Greeting, Layout, Paragraph } = await import('./templates/layout')
  return {
    emailTemplates: {
      'not-translated': defineEmail({
        subject: (props: { name: string }) => `Hello ${props.name}`,
        component: ({ name }: { name: string }) =>
          createElement(Layout, {
            preview: 'A preview',
            heading: 'A heading',
            children: [
              createElement(Greeting, { key: 'greeting', name }),
              createElement(Paragraph, { key: 'words', children: 'Some words.' }),
            ],
          }),
        links: () => [],
      }),
    },
  }
})

describe('an email not translated yet', () => {
  it('goes out in English, whole, to someone who chose Hindi', async () => {
    const email = { template: 'not-translated', props: { name: 'Asha' } } as never
    expect(isTranslatedEmail('not-translated' as never)).toBe(false)
    const rendered = await renderEmail(email, 'hi')
    expect(rendered.subject).toBe('Hello Asha')
    expect(rendered.html).toMatch(/<html[^>]* lang="en"/)
    expect(rendered.text).toContain('Hi Asha,')
    expect(rendered.text).toContain('Sangam — where Indian startups and investors meet.')
    expect(rendered.text).not.toMatch(/[\u0900-\u097F]/)
  })
})
