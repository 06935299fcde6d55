import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { Button } from '@/components/ui/button'
import { callsTo, refusal, renderWithTrpc, type Answer } from '@/lib/testing/dom'

import { InviteDialog } from './invite-dialog'

const startupOrgId = '3b9d6c1e-0000-4000-8000-000000000001'
const roomId = '3b9d6c1e-0000-4000-8000-0000000000aa'
const tungabhadra = {
  organisationId: '3b9d6c1e-0000-4000-8000-0000000000f1',
  slug: 'tungabhadra-ventures',
  name: 'Tungabhadra Ventures',
  investorType: 'VC fund',
}

function render(rooms: { id: string; roundName: string }[], answer: Answer) {
  const rendered = renderWithTrpc(
    <InviteDialog
      startupOrgId={startupOrgId}
      startupName="Krishi Setu"
      rooms={rooms}
      trigger={<Button>Invite a co-investor</Button>}
    />,
    { answer },
  )
  return { ...rendered, user: userEvent.setup() }
}

const answers: Answer = (call) => {
  if (call.path === 'investors.dealRooms.open') return { id: roomId }
  if (call.path === 'investors.dealRooms.findFunds') return [tungabhadra]
  if (call.path === 'investors.dealRooms.invite') {
    return { organisationId: tungabhadra.organisationId, consent: 'pending' }
  }
  return []
}

describe('Invite a co-investor', () => {
  it('opens the room for the round first when the fund leads none, then invites the chosen fund', async () => {
    const { user, calls } = render([], answers)
    await user.click(screen.getByRole('button', { name: 'Invite a co-investor' }))
    await screen.findByRole('dialog', { name: 'Open a deal room for Krishi Setu' })

    const roundName = screen.getByLabelText('Round name')
    await user.clear(roundName)
    await user.type(roundName, 'Seed, 2026')
    await user.type(screen.getByLabelText('Amount sought'), '3 Cr')
    await user.type(screen.getByLabelText(/Your intended cheque/), '1 Cr')
    await user.click(screen.getByRole('button', { name: 'Open the deal room' }))

    await screen.findByRole('dialog', { name: 'Invite a co-investor' })
    expect(callsTo(calls, 'investors.dealRooms.open')).toEqual([
      { startupOrgId, roundName: 'Seed, 2026', amountSought: 3_00_00_000, leadCheque: 1_00_00_000 },
    ])
    expect(screen.getByText('Seed, 2026')).toBeDefined()

    await user.type(screen.getByLabelText('Fund to invite'), 'Tunga')
    await user.click(await screen.findByRole('button', { name: 'Choose Tungabhadra Ventures' }))
    expect(screen.getByRole('status').textContent).toContain('Inviting Tungabhadra Ventures')
    // The chosen button is gone with its list: the focus is back in the search box, not lost.
    expect(document.activeElement).toBe(screen.getByLabelText('Fund to invite'))
    await user.type(screen.getByLabelText(/Note to the fund/), 'Your agritech thesis, exactly.')
    await user.click(screen.getByRole('button', { name: 'Send invitation' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(callsTo(calls, 'investors.dealRooms.invite')).toEqual([
      {
        roomId,
        organisation: tungabhadra.organisationId,
        note: 'Your agritech thesis, exactly.',
      },
    ])
    expect(callsTo(calls, 'investors.dealRooms.findFunds')).toContainEqual({ q: 'Tunga' })
    expect(await screen.findByText(/founders decide whether to share the deal/)).toBeDefined()
  })

  it('goes straight to the invitation for a room the fund leads, and shows the server’s field message', async () => {
    const { user, calls } = render([{ id: roomId, roundName: 'Seed, 2026' }], (call) => {
      if (call.path === 'investors.dealRooms.findFunds') return []
      if (call.path === 'investors.dealRooms.invite') {
        throw refusal('CONFLICT', 'That fund is invited to this room already.', {
          organisation: ['That fund is invited to this room already.'],
        })
      }
      return []
    })
    await user.click(screen.getByRole('button', { name: 'Invite a co-investor' }))
    await screen.findByRole('dialog', { name: 'Invite a co-investor' })

    // A public page's address names the fund by its slug.
    await user.type(
      screen.getByLabelText('Fund to invite'),
      'https://sangam.example/investor/godavari-partners',
    )
    expect(await screen.findByText(/No public fund matches/)).toBeDefined()
    await user.click(screen.getByRole('button', { name: 'Send invitation' }))

    const message = await screen.findByText('That fund is invited to this room already.')
    expect(message.getAttribute('role')).toBe('alert')
    expect(screen.getByLabelText('Fund to invite').getAttribute('aria-invalid')).toBe('true')
    expect(callsTo(calls, 'investors.dealRooms.invite')).toEqual([
      { roomId, organisation: 'godavari-partners', note: '' },
    ])
    expect(callsTo(calls, 'investors.dealRooms.open')).toEqual([])
  })

  it('asks for the amount sought before opening a room', async () => {
    const { user, calls } = render([], answers)
    await user.click(screen.getByRole('button', { name: 'Invite a co-investor' }))
    await screen.findByRole('dialog', { name: 'Open a deal room for Krishi Setu' })
    await user.click(screen.getByRole('button', { name: 'Open the deal room' }))
    expect(
      await screen.findByText('Enter the amount the startup is raising in this round.'),
    ).toBeDefined()
    expect(callsTo(calls, 'investors.dealRooms.open')).toEqual([])
  })
})
