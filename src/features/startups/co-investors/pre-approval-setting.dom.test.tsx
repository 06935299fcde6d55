import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { badRequest, callsTo, renderWithTrpc, type Answer } from '@/lib/testing/dom'

import { PreApprovalSetting } from './pre-approval-setting'
import type { StartupDealRooms } from './types'

const label = 'Co-investors of funds I applied to may see my profile'

async function render(on: boolean, answer: Answer) {
  const data: StartupDealRooms = { rooms: [], preApproval: { coInvestorsOfAppliedFunds: on } }
  const rendered = renderWithTrpc(<PreApprovalSetting />, {
    answer,
    seed: (cache, trpc) => cache.setQueryData(trpc.startups.dealRooms.list.queryKey(), data),
    path: '/startups/settings',
  })
  const toggle = await screen.findByRole('switch', { name: label })
  return { ...rendered, toggle, user: userEvent.setup() }
}

describe('the co-investor setting', () => {
  it('explains itself and turns pre-approval on', async () => {
    const { toggle, user, calls } = await render(false, (call) => call.input)
    expect(screen.getByRole('region', { name: 'Co-investors' }).id).toBe('co-investor-sharing')
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    const hint = document.getElementById(toggle.getAttribute('aria-describedby')!)!
    expect(hint.textContent).toMatch(/^Off\. When on, a fund you applied to/)
    expect(hint.textContent).toContain('When off, every request waits for your answer.')

    await user.click(toggle)
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'))
    expect(callsTo(calls, 'startups.dealRooms.setPreApproval')).toEqual([
      { coInvestorsOfAppliedFunds: true },
    ])
    expect(
      await screen.findByText('Co-investors of funds you applied to may now see your profile.'),
    ).toBeTruthy()
    expect(hint.textContent).toMatch(/^On\./)
  })

  it('turns it off again', async () => {
    const { toggle, user, calls } = await render(true, (call) => call.input)
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    await user.click(toggle)
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'))
    expect(callsTo(calls, 'startups.dealRooms.setPreApproval')).toEqual([
      { coInvestorsOfAppliedFunds: false },
    ])
    expect(
      await screen.findByText('Every co-investor request now waits for your answer.'),
    ).toBeTruthy()
  })

  it('keeps the saved answer and says why when the server refuses', async () => {
    const { toggle, user } = await render(false, () => {
      throw badRequest({ coInvestorsOfAppliedFunds: ['Choose yes or no.'] })
    })
    await user.click(toggle)
    expect(await screen.findByText('Choose yes or no.')).toBeTruthy()
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    expect((toggle as HTMLButtonElement).disabled).toBe(false)
  })
})
