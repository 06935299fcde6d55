import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { TestIntl } from '@/lib/testing/intl'

import { CompletenessMeter } from './completeness-meter'

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

describe('CompletenessMeter', () => {
  it('counts the details filled in, never as if they were founders', () => {
    // Three founders, every one of the part's four details filled in.
    const page = text(
      renderToString(
        <TestIntl>
          <CompletenessMeter
            part={{
              key: 'founders',
              title: 'Founders',
              screen: '/startups/founder-profile',
              filled: 4,
              total: 4,
              percent: 100,
              missing: [],
            }}
          />
        </TestIntl>,
      ),
    )
    expect(page).toContain('Founders: 100% complete')
    expect(page).toContain('4 of 4 details filled in')
    expect(page).toContain('Everything here is filled in.')
  })
})
