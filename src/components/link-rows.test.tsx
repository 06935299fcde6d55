import { describe, expect, it } from 'vitest'

import { renderScreen } from '@/lib/testing/render'

import { LinkRow, LinkRows } from './link-rows'

describe('LinkRows', () => {
  it('lists each link with its note, and a link without one alone', async () => {
    const html = await renderScreen(() => (
      <LinkRows>
        <LinkRow to="/startups/apply/$id" params={{ id: 'c1' }} note="Closes Dec 1, 2026">
          Seed round
        </LinkRow>
        <LinkRow to="/startups/apply/$id" params={{ id: 'c2' }} note={null}>
          Open call
        </LinkRow>
      </LinkRows>
    ))
    expect(html).toMatch(/<a[^>]*href="\/startups\/apply\/c1"[^>]*>Seed round<\/a>/)
    expect(html).toContain('>Closes Dec 1, 2026</span>')
    expect(html).toMatch(/<a[^>]*href="\/startups\/apply\/c2"[^>]*>Open call<\/a><\/li>/)
  })
})
