import { describe, expect, it } from 'vitest'

import { standardTemplates, type MessageTemplate } from '@/domain/investors/message-templates'
import { renderScreen, textOf } from '@/lib/testing/render'

import { MessageTemplatesSection } from './message-templates-section'

const welcome: MessageTemplate = {
  id: '5b0f4c8e-8d55-4d6a-9b7c-1f2e3d4c5b6a',
  name: 'Welcome aboard',
  decision: 'accepted',
  reason: null,
  body: 'Dear {founder},\n\nCongratulations! {investor} would like to back {startup}.',
  standard: false,
}
const tooEarly: MessageTemplate = {
  id: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  name: 'Too early, keep in touch',
  decision: 'rejected',
  reason: 'too_early',
  body: 'Thank you for applying, {founder}. It is early for us.',
  standard: false,
}

function render(saved: MessageTemplate[]) {
  const offered = saved.some((t) => t.decision === 'rejected')
    ? saved
    : [...saved, ...standardTemplates()]
  return renderScreen(MessageTemplatesSection, {
    seed: (qc, trpc) =>
      qc.setQueryData(trpc.investors.messageTemplates.list.queryKey(), { saved, offered }),
  })
}

// Server-rendered as the settings route renders it, from the loader's cache.
describe('MessageTemplatesSection', () => {
  it('lists the saved templates with their kind, and offers Sangam’s while no rejection is saved', async () => {
    const html = await render([welcome])
    const page = textOf(html)
    expect(page).toContain('Your team’s templates (1 of 100)')
    expect(page).toContain('Welcome aboard Acceptance')
    // The body's start on one line, its line breaks folded.
    expect(page).toContain('Dear {founder}, Congratulations!')
    expect(html).toContain('aria-label="Edit “Welcome aboard”"')
    expect(html).toContain('aria-label="Delete “Welcome aboard”"')
    expect(page).toContain('Sangam’s standard rejection messages')
    for (const t of standardTemplates()) {
      expect(html).toContain(`aria-label="Use as a start: ${t.name}"`)
    }
    expect(page).toContain('Too early Rejection · Too early')
  })

  it('offers none of Sangam’s once the team has a rejection template of its own', async () => {
    const page = textOf(await render([tooEarly, { ...tooEarly, id: 'x', reason: null }, welcome]))
    expect(page).toContain('Too early, keep in touch Rejection · Too early')
    expect(page).toContain('Rejection · any reason')
    expect(page).not.toContain('Sangam’s standard rejection messages')
    expect(page).not.toContain('Use as a start')
  })

  it('says so when the team has saved nothing', async () => {
    const page = textOf(await render([]))
    expect(page).toContain('Your team has saved no templates yet.')
    expect(page).toContain('Add template')
  })
})
