import { useRouterState } from '@tanstack/react-router'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import type { Session } from '@/features/account/invite/invitation-details'
import { badRequest, callsTo, renderWithTrpc, type Answer } from '@/lib/testing/dom'

import type { Claim } from './claim-details'
import { ClaimForm } from './claim-form'

const token = 'a'.repeat(43)
const channelId = '5d0c2b8e-7f1e-4c57-9a3e-0b6f2d1c9e41'

const claim: Claim = {
  state: 'open',
  fundName: 'Kaveri Capital',
  inviterName: 'Asha Rao',
  startupName: 'Krishi Setu',
  startupWebsite: 'https://krishisetu.in',
  subject: 'Krishi Setu – pitch deck',
  invitedEmail: 'meera@krishisetu.in',
  inviteNote: 'Loved the deck.',
  expiresAt: new Date('2026-12-29T10:00:00Z'),
  channel: { id: channelId, title: 'Seed 2026', open: true },
  deck: { name: 'krishi-setu.pdf', pageCount: 14 },
}

const founder: Session = {
  user: {
    id: 'u1',
    name: 'Meera Iyer',
    email: 'meera@krishisetu.in',
    emailVerified: true,
    isAdmin: false,
  },
  membership: null,
}

/** Where the router is: the page the form navigated to. */
function Location() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return <output aria-label="location">{pathname}</output>
}

function render(answer: Answer, { withClaim = claim } = {}) {
  return renderWithTrpc(
    <>
      <ClaimForm claim={withClaim} session={founder} token={token} />
      <Location />
    </>,
    { answer, path: `/claim/${token}` },
  )
}

const location = () => screen.getByRole('status', { name: 'location' })

describe('ClaimForm', () => {
  it('asks for consent before anything reaches the server', async () => {
    const user = userEvent.setup()
    const { calls } = render(() => {
      throw new Error('no call expected')
    })
    const consent = await screen.findByRole('checkbox', {
      name: 'Create my startup profile with the details and deck Kaveri Capital received, and share it with Kaveri Capital when I apply to Seed 2026',
    })
    expect(screen.getByRole('textbox', { name: 'Your startup’s name' })).toHaveProperty(
      'value',
      'Krishi Setu',
    )

    await user.click(screen.getByRole('button', { name: 'Claim the deal' }))
    expect(await screen.findByText('Tick the box to agree before claiming.')).toBeTruthy()
    expect(consent.getAttribute('aria-invalid')).toBe('true')
    expect(callsTo(calls, 'intakeClaims.accept')).toHaveLength(0)
  })

  it('shows the server’s message under the field it is about', async () => {
    const user = userEvent.setup()
    const { calls } = render((call) => {
      if (call.path === 'intakeClaims.accept') {
        throw badRequest({ startupName: ['That name is taken by another startup on Sangam.'] })
      }
      throw new Error(`unexpected call ${call.path}`)
    })
    await user.click(await screen.findByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Claim the deal' }))

    const name = screen.getByRole('textbox', { name: 'Your startup’s name' })
    const message = await screen.findByText('That name is taken by another startup on Sangam.')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(name.getAttribute('aria-describedby')).toContain(message.id)
    expect(callsTo(calls, 'intakeClaims.accept')).toEqual([
      { token, consent: true, startupName: 'Krishi Setu' },
    ])
    expect(location().textContent).toBe(`/claim/${token}`)
  })

  it('claims with the corrected name, then goes on to the channel’s application', async () => {
    const user = userEvent.setup()
    const { calls } = render((call) => {
      if (call.path === 'intakeClaims.accept') {
        return { startupOrgId: 'org1', channelId, createdStartup: true, deckCopied: true }
      }
      throw new Error(`unexpected call ${call.path}`)
    })
    const name = await screen.findByRole('textbox', { name: 'Your startup’s name' })
    await user.clear(name)
    await user.type(name, 'Krishi Setu Agritech')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Claim the deal' }))

    await waitFor(() => expect(location().textContent).toBe(`/startups/apply/${channelId}`))
    expect(await screen.findByText('You claimed the deal.')).toBeTruthy()
    expect(callsTo(calls, 'intakeClaims.accept')).toEqual([
      { token, consent: true, startupName: 'Krishi Setu Agritech' },
    ])
  })

  it('goes to the startup profile when the fund asked for a discoverable profile', async () => {
    const user = userEvent.setup()
    render(
      (call) => {
        if (call.path === 'intakeClaims.accept') {
          return { startupOrgId: 'org1', channelId: null, createdStartup: true, deckCopied: false }
        }
        throw new Error(`unexpected call ${call.path}`)
      },
      { withClaim: { ...claim, channel: null, deck: null } },
    )
    await user.click(
      await screen.findByRole('checkbox', {
        name: 'Create my startup profile with the details Kaveri Capital received, and make it discoverable to investors',
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Claim the deal' }))
    await waitFor(() => expect(location().textContent).toBe('/startups/startup-profile'))
  })
})
