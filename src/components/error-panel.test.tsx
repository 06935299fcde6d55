import { describe, expect, it } from 'vitest'

import { renderScreen } from '@/lib/testing/render'

import { ErrorPanel } from './error-panel'

describe('ErrorPanel', () => {
  it('says something went wrong, offers to try again and keeps the error behind a toggle', async () => {
    const html = await renderScreen(() => <ErrorPanel error={new Error('Database unreachable')} />)
    expect(html).toContain('Something went wrong!')
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/)
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Show Error<\/button>/)
    expect(html).not.toContain('Database unreachable')
  })
})
