import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import type { MessageTemplate, TemplateValues } from '@/domain/investors/message-templates'
import { badRequest, callsTo, renderWithTrpc, type Answer } from '@/lib/testing/dom'

import { DecisionDialog, type Decision } from './decision-dialog'

const tooEarly: MessageTemplate = {
  id: 'b7f0c1d2-0000-4000-8000-000000000001',
  name: 'Too early, keep in touch',
  decision: 'rejected',
  reason: 'too_early',
  body: 'Dear {founder}, {startup} is early for {investor}; write to us again after {channel}.',
  standard: false,
}
const anyReason: MessageTemplate = {
  id: 'b7f0c1d2-0000-4000-8000-000000000002',
  name: 'Not for us',
  decision: 'rejected',
  reason: null,
  body: 'Thank you, {founder}. {investor} will not invest in {startup} this time.',
  standard: false,
}
const welcome: MessageTemplate = {
  id: 'b7f0c1d2-0000-4000-8000-000000000003',
  name: 'Welcome aboard',
  decision: 'accepted',
  reason: null,
  body: 'Congratulations {founder}! {investor} would like to back {startup}.',
  standard: false,
}

const values: TemplateValues = {
  startup: 'Krishi Setu',
  founder: 'Asha',
  channel: 'Agritech 2026',
  investor: 'Bharat Ventures',
}
const setStatus = 'investors.applications.setStatus'

/** Renders the dialog open, once its code (loaded on demand) has drawn it. */
async function open(
  decision: Decision,
  {
    answer = () => ({ moved: 1, skipped: 0 }),
    templateValues = values,
    seeded = true,
  }: { answer?: Answer; templateValues?: TemplateValues | null; seeded?: boolean } = {},
) {
  const onDecided = vi.fn()
  const onClose = vi.fn()
  const rendered = renderWithTrpc(
    <DecisionDialog
      applicationIds={['6d1f2e3a-0000-4000-8000-00000000000a']}
      decision={decision}
      title={decision === 'rejected' ? 'Reject Krishi Setu' : 'Accept Krishi Setu'}
      description="The founder is told by email."
      audience="founder"
      templateValues={templateValues ?? undefined}
      onDecided={onDecided}
      onClose={onClose}
    />,
    {
      answer,
      seed: (cache, trpc) =>
        seeded &&
        cache.setQueryData(trpc.investors.messageTemplates.list.queryKey(), {
          saved: [tooEarly, anyReason, welcome],
          offered: [tooEarly, anyReason, welcome],
        }),
    },
  )
  await screen.findByRole('dialog')
  return { ...rendered, onDecided, onClose, user: userEvent.setup() }
}

const reasonBox = () => screen.getByLabelText<HTMLSelectElement>('Reason the founder will see')
const savedBox = () => screen.getByLabelText<HTMLSelectElement>('Saved message')
const messageBox = () => screen.getByLabelText<HTMLTextAreaElement>('Message to the founder')
const optionNames = (select: HTMLSelectElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent)

describe('the decision dialog', () => {
  it('fills the message from the first saved message for the chosen reason, placeholders filled', async () => {
    const { user } = await open('rejected')
    expect(messageBox().value).toBe('')
    // A rejection's saved messages are chosen by its reason: none until there is one.
    expect(screen.queryByLabelText('Saved message')).toBeNull()

    await user.selectOptions(reasonBox(), 'Too early')
    expect(messageBox().value).toBe(
      'Dear Asha, Krishi Setu is early for Bharat Ventures; write to us again after Agritech 2026.',
    )
    expect(savedBox().value).toBe(tooEarly.id)
    // Those saved for the reason first, then those for any reason; never an acceptance's.
    expect(optionNames(savedBox())).toEqual([
      'Write your own',
      'Too early, keep in touch',
      'Not for us',
    ])

    await user.selectOptions(savedBox(), 'Not for us')
    expect(messageBox().value).toBe(
      'Thank you, Asha. Bharat Ventures will not invest in Krishi Setu this time.',
    )

    // Back to writing one's own: the untouched filled-in text goes.
    await user.selectOptions(savedBox(), 'Write your own')
    expect(messageBox().value).toBe('')
  })

  it('fills the message from saved messages that arrive after the reason was chosen', async () => {
    let deliver = (_: unknown) => {}
    const arrived = new Promise((resolve) => (deliver = resolve))
    const { user } = await open('rejected', {
      seeded: false,
      answer: (call) =>
        call.path === 'investors.messageTemplates.list' ? arrived : { moved: 1, skipped: 0 },
    })
    await user.selectOptions(reasonBox(), 'Too early')
    expect(messageBox().value).toBe('')

    deliver({ saved: [tooEarly, anyReason, welcome], offered: [tooEarly, anyReason, welcome] })
    await waitFor(() => expect(savedBox().value).toBe(tooEarly.id))
    expect(messageBox().value).toBe(
      'Dear Asha, Krishi Setu is early for Bharat Ventures; write to us again after Agritech 2026.',
    )
  })

  it('leaves a message the reviewer began alone when saved messages arrive late', async () => {
    let deliver = (_: unknown) => {}
    const arrived = new Promise((resolve) => (deliver = resolve))
    const { user } = await open('rejected', {
      seeded: false,
      answer: (call) => (call.path === 'investors.messageTemplates.list' ? arrived : undefined),
    })
    await user.selectOptions(reasonBox(), 'Too early')
    await user.type(messageBox(), 'Dear Asha, thank you.')

    deliver({ saved: [tooEarly], offered: [tooEarly] })
    await waitFor(() => expect(savedBox().value).toBe(''))
    expect(messageBox().value).toBe('Dear Asha, thank you.')
  })

  it('keeps a message the reviewer wrote when the reason changes', async () => {
    const { user } = await open('rejected')
    await user.selectOptions(reasonBox(), 'Too early')
    await user.type(messageBox(), ' We enjoyed the call.')
    const written = messageBox().value

    await user.selectOptions(reasonBox(), 'Team')
    expect(messageBox().value).toBe(written)
  })

  it('replaces a filled-in message the reviewer left alone when the reason changes', async () => {
    const { user } = await open('rejected')
    await user.selectOptions(reasonBox(), 'Too early')
    await user.selectOptions(reasonBox(), 'Team')
    // Nothing is saved for "Team" itself: the first for any reason is taken.
    expect(savedBox().value).toBe(anyReason.id)
    expect(messageBox().value).toBe(
      'Thank you, Asha. Bharat Ventures will not invest in Krishi Setu this time.',
    )
  })

  it('sends the reason and the message, then reports the outcome and closes', async () => {
    const { user, calls, onDecided, onClose } = await open('rejected')
    await user.selectOptions(reasonBox(), 'Too early')
    await user.click(screen.getByRole('button', { name: 'Reject and notify' }))

    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true))
    expect(callsTo(calls, setStatus)).toEqual([
      {
        applicationIds: ['6d1f2e3a-0000-4000-8000-00000000000a'],
        status: 'rejected',
        message:
          'Dear Asha, Krishi Setu is early for Bharat Ventures; write to us again after Agritech 2026.',
        reason: 'too_early',
      },
    ])
    expect(onDecided).toHaveBeenCalledWith({ moved: 1, skipped: 0 }, 'rejected')
  })

  it('shows the server’s field messages under their fields and stays open', async () => {
    const { user, onDecided, onClose } = await open('rejected', {
      answer: (call) => {
        if (call.path === setStatus) {
          throw badRequest({ reason: ['Choose a reason from the list.'] })
        }
      },
    })
    await user.type(messageBox(), 'We are not investing in agritech this year, sorry.')
    await user.click(screen.getByRole('button', { name: 'Reject and notify' }))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Choose a reason from the list.')
    expect(reasonBox().getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('dialog', { name: 'Reject Krishi Setu' })).toBeTruthy()
    expect(onDecided).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('offers an acceptance only the acceptance messages, and no reason', async () => {
    const { user } = await open('accepted')
    expect(screen.queryByLabelText('Reason the founder will see')).toBeNull()
    expect(optionNames(savedBox())).toEqual(['Write your own', 'Welcome aboard'])
    await user.selectOptions(savedBox(), 'Welcome aboard')
    expect(messageBox().value).toBe(
      'Congratulations Asha! Bharat Ventures would like to back Krishi Setu.',
    )
  })

  it('offers no saved message for many applications at once, and does not read them', async () => {
    const { user, calls } = await open('rejected', { templateValues: null })
    await user.selectOptions(reasonBox(), 'Too early')
    expect(screen.queryByLabelText('Saved message')).toBeNull()
    expect(messageBox().value).toBe('')
    expect(callsTo(calls, 'investors.messageTemplates.list')).toEqual([])
  })
})
