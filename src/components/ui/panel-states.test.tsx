import { describe, expect, it } from 'vitest'

import { renderScreen } from '@/lib/testing/render'

import { PanelEmpty, PanelError, PanelLoading } from './panel-states'

describe('panel states', () => {
  it('announces loading by its label, behind placeholder lines', async () => {
    const html = await renderScreen(() => (
      <PanelLoading label="Loading notes…" lines={['h-4 w-3/4', 'h-4 w-full']} />
    ))
    expect(html).toMatch(/<div role="status"[^>]*><span class="sr-only">Loading notes…<\/span>/)
    expect(html.match(/animate-pulse/g)).toHaveLength(2)
  })

  it('says what failed and offers to try again', async () => {
    const html = await renderScreen(() => (
      <PanelError message="We could not load your lists." onRetry={() => {}} />
    ))
    expect(html).toMatch(/<p role="alert"[^>]*>We could not load your lists\.(<!-- -->)? <button/)
    expect(html).toMatch(/<button type="button"[^>]*>Try again<\/button>/)
  })

  it('explains an empty list', async () => {
    const html = await renderScreen(() => <PanelEmpty>No lists yet.</PanelEmpty>)
    expect(html).toContain('<p class="text-sm text-muted">No lists yet.</p>')
  })
})
