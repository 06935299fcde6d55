import { describe, expect, it } from 'vitest'

import { renderScreen } from '@/lib/testing/render'

import { SearchField } from './search-field'

const noop = () => {}

describe('SearchField', () => {
  it('labels the box, and offers to clear it only while it holds text', async () => {
    const empty = await renderScreen(() => (
      <SearchField label="Search users" text="" onTextChange={noop} onClear={noop} />
    ))
    expect(empty).toMatch(/<label[^>]*class="block text-sm font-medium text-ink"[^>]*>Search users/)
    expect(empty).toMatch(/<input[^>]*type="search"/)
    expect(empty).not.toContain('Clear search')

    const typed = await renderScreen(() => (
      <SearchField label="Search users" text="asha" onTextChange={noop} onClear={noop} />
    ))
    expect(typed).toMatch(/<input[^>]*value="asha"/)
    expect(typed).toMatch(/<button[^>]*aria-label="Clear search"/)
  })

  it('keeps a hidden label for screen readers and can be the search landmark itself', async () => {
    const html = await renderScreen(() => (
      <SearchField
        role="search"
        label="Search startups"
        hideLabel
        text=""
        onTextChange={noop}
        onClear={noop}
      />
    ))
    expect(html).toMatch(/<div role="search"/)
    expect(html).toMatch(/<label[^>]*class="sr-only"[^>]*>Search startups/)
  })
})
