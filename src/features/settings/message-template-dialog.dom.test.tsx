import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { MessageTemplate } from '@/domain/investors/message-templates'
import { callsTo, refusal, renderWithTrpc, type Answer } from '@/lib/testing/dom'

import { MessageTemplateDialog, type TemplateDraft } from './message-template-dialog'

const tooEarly: MessageTemplate = {
  id: 'd2000000-0000-4000-8000-000000000001',
  name: 'Too early',
  decision: 'rejected',
  reason: 'too_early',
  body: 'Thank you, {founder}. {startup} is early for us.',
  standard: false,
}

const saved: Answer = (call) => {
  if (call.path === 'organisation.get') return { name: 'Bharat Ventures' }
  return { id: tooEarly.id }
}

async function openDialog(draft: TemplateDraft = { mode: 'create' }, answer: Answer = saved) {
  const onClose = vi.fn()
  const rendered = renderWithTrpc(<MessageTemplateDialog draft={draft} onClose={onClose} />, {
    answer,
    path: '/investors/settings',
  })
  await screen.findByRole('dialog')
  return { ...rendered, onClose, user: userEvent.setup() }
}

const nameBox = () => screen.getByLabelText<HTMLInputElement>('Name')
const messageBox = () => screen.getByLabelText<HTMLTextAreaElement>('Message')
const preview = () => screen.getByRole('region', { name: 'Preview with sample values' })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the message template dialog', () => {
  it('inserts a placeholder at the cursor and previews the message as a founder reads it', async () => {
    const { user } = await openDialog()
    await user.type(messageBox(), 'Dear , {{investor} has decided.')
    messageBox().setSelectionRange('Dear '.length, 'Dear '.length)
    await user.click(screen.getByRole('button', { name: 'Insert {founder}' }))

    expect(messageBox().value).toBe('Dear {founder}, {investor} has decided.')
    await waitFor(() =>
      expect(preview().textContent).toContain('Dear Asha, Bharat Ventures has decided.'),
    )
  })

  it('refuses an unknown placeholder on the message, focused, and saves nothing', async () => {
    const { user, calls, onClose } = await openDialog()
    await user.type(nameBox(), 'Passing')
    await user.type(messageBox(), 'Hello {{name}, we are passing on this one for now.')
    await user.click(screen.getByRole('button', { name: 'Add template' }))

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unknown placeholder {name}: use {startup}, {founder}, {channel}, {investor}.',
    )
    await waitFor(() => expect(document.activeElement).toBe(messageBox()))
    expect(callsTo(calls, 'investors.messageTemplates.create')).toEqual([])
    expect(onClose).not.toHaveBeenCalled()
  })

  it('saves an acceptance without the reason chosen while it was a rejection', async () => {
    const { user, calls, onClose } = await openDialog()
    await user.type(nameBox(), 'Welcome')
    await user.selectOptions(screen.getByLabelText('Reason'), 'Too early')
    await user.click(screen.getByRole('radio', { name: 'Acceptance' }))
    expect(screen.queryByLabelText('Reason')).toBeNull()
    await user.type(messageBox(), 'Congratulations {{founder}, we would like to invest.')
    await user.click(screen.getByRole('button', { name: 'Add template' }))

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(callsTo(calls, 'investors.messageTemplates.create')).toEqual([
      {
        name: 'Welcome',
        decision: 'accepted',
        reason: null,
        body: 'Congratulations {founder}, we would like to invest.',
      },
    ])
    expect(await screen.findByText('Template added.')).toBeTruthy()
  })

  it('edits the template it was opened on, and says so when a teammate deleted it meanwhile', async () => {
    const { user, calls, onClose } = await openDialog(
      { mode: 'edit', template: tooEarly },
      (call) => {
        if (call.path === 'investors.messageTemplates.update') {
          throw refusal('NOT_FOUND', 'No such template.')
        }
        return saved(call)
      },
    )
    expect(nameBox().value).toBe('Too early')
    await user.type(nameBox(), ', keep in touch')
    await user.click(screen.getByRole('button', { name: 'Save template' }))

    expect((await screen.findByRole('alert')).textContent).toBe(
      'A teammate has deleted this template. Add it again instead.',
    )
    expect(callsTo(calls, 'investors.messageTemplates.update')).toEqual([
      {
        id: tooEarly.id,
        name: 'Too early, keep in touch',
        decision: 'rejected',
        reason: 'too_early',
        body: tooEarly.body,
      },
    ])
    expect(onClose).not.toHaveBeenCalled()
  })

  it('asks before closing a changed form, and stays open when told to', async () => {
    const { user, onClose } = await openDialog()
    const ask = vi.fn(() => false)
    vi.stubGlobal('confirm', ask)
    await user.type(nameBox(), 'Half written')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(ask).toHaveBeenCalledTimes(1)
    expect(onClose).not.toHaveBeenCalled()
    expect(nameBox().value).toBe('Half written')

    ask.mockReturnValue(true)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalled()
  })

  it('closes an unchanged form without asking', async () => {
    const { user, onClose } = await openDialog()
    const ask = vi.fn(() => true)
    vi.stubGlobal('confirm', ask)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(ask).not.toHaveBeenCalled()
    expect(onClose).toHaveBeenCalled()
  })
})
