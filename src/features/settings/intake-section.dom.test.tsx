import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { callsTo, renderWithTrpc, type Answer } from '@/lib/testing/dom'

import { IntakeSection } from './intake-section'

const first = 'deals+aaaaaaaaaaaaaaaaaaaaaaaaaa@in.sangam.test'
const second = 'deals+bbbbbbbbbbbbbbbbbbbbbbbbbb@in.sangam.test'

function render({ canRegenerate = true, receiving = true, address = first as string | null } = {}) {
  const answer: Answer = (call) => {
    if (call.path === 'investors.intake.address') {
      return { address, receiving, regeneratedAt: null, regeneratedBy: null, canRegenerate }
    }
    if (call.path === 'investors.intake.regenerate') {
      return {
        address: second,
        receiving,
        regeneratedAt: new Date('2026-11-29T10:00:00Z'),
        regeneratedBy: 'Asha Rao',
        canRegenerate,
      }
    }
    throw new Error(`unexpected call ${call.path}`)
  }
  return renderWithTrpc(<IntakeSection />, { answer, path: '/investors/settings' })
}

describe('IntakeSection', () => {
  it('shows the address; an owner regenerates it after confirming', async () => {
    const user = userEvent.setup()
    const { calls } = render()
    const region = await screen.findByRole('region', { name: 'Deal intake by email' })
    expect(await within(region).findByDisplayValue(first)).toBeTruthy()
    expect(within(region).getByRole('button', { name: 'Copy address' })).toBeTruthy()
    expect(within(region).queryByText(/Intake by email is off/)).toBeNull()

    await user.click(within(region).getByRole('button', { name: 'Regenerate address' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Make a new intake address?' })
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }))
    expect(await within(region).findByDisplayValue(second)).toBeTruthy()
    expect(within(region).getByText(/by Asha Rao/)).toBeTruthy()
    await waitFor(() => expect(callsTo(calls, 'investors.intake.regenerate')).toHaveLength(1))
  })

  it('offers no regeneration to a member, and says when this server does not receive mail', async () => {
    render({ canRegenerate: false, receiving: false, address: null })
    const region = await screen.findByRole('region', { name: 'Deal intake by email' })
    expect(await within(region).findByText(/Intake by email is off on this server/)).toBeTruthy()
    expect(within(region).queryByRole('button', { name: 'Regenerate address' })).toBeNull()
    expect(within(region).queryByRole('textbox')).toBeNull()
  })

  it('offers an owner no regeneration of an address this server does not show', async () => {
    render({ canRegenerate: true, receiving: false, address: null })
    const region = await screen.findByRole('region', { name: 'Deal intake by email' })
    expect(await within(region).findByText(/Intake by email is off on this server/)).toBeTruthy()
    expect(within(region).queryByRole('button', { name: 'Regenerate address' })).toBeNull()
  })
})
