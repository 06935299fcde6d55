import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { callsTo, renderWithTrpc, type Answer } from '@/lib/testing/dom'

import { RoomScreen } from './room-screen'
import type { DealRoom } from './types'

const lead = { organisationId: '5c2a0000-0000-4000-8000-000000000001', name: 'Kaveri Capital' }
const co = { organisationId: '5c2a0000-0000-4000-8000-000000000002', name: 'Tungabhadra Ventures' }
const startup = { organisationId: '5c2a0000-0000-4000-8000-0000000000s1', name: 'Krishi Setu' }
const roomId = '5c2a0000-0000-4000-8000-0000000000a1'
const when = new Date('2026-11-20T06:30:00Z')

const summary = {
  id: roomId,
  startup,
  lead,
  roundName: 'Seed, 2026',
  amountSought: 3_00_00_000,
  leadCheque: 1_00_00_000,
  createdAt: when,
  closedAt: null,
}

const asLead: DealRoom = {
  ...summary,
  role: 'lead',
  consent: null,
  invitation: null,
  funds: [
    {
      ...lead,
      role: 'lead',
      consent: null,
      status: 'committed',
      amount: 1_00_00_000,
      committed: 1_00_00_000,
      members: null,
    },
    {
      ...co,
      role: 'co_investor',
      consent: 'accepted',
      status: 'committed',
      amount: 50_00_000,
      committed: 50_00_000,
      members: null,
    },
  ],
  committedTotal: 1_50_00_000,
  thread: [
    {
      id: 'p1',
      organisationId: co.organisationId,
      fundName: co.name,
      authorName: 'Meera',
      body: 'Diligence call on Friday?',
      createdAt: when,
    },
  ],
  invitations: [
    {
      organisationId: co.organisationId,
      name: co.name,
      consent: 'accepted',
      invitedAt: when,
      decidedAt: when,
      preApproved: false,
    },
    {
      organisationId: '5c2a0000-0000-4000-8000-000000000003',
      name: 'Godavari Partners',
      consent: 'pending',
      invitedAt: when,
      decidedAt: null,
      preApproved: false,
    },
  ],
}

const invitedWaiting: DealRoom = {
  ...summary,
  role: 'co_investor',
  consent: 'pending',
  invitation: {
    note: 'Your agritech thesis, exactly.',
    invitedByName: 'Asha Rao',
    invitedAt: when,
  },
  funds: null,
  committedTotal: null,
  thread: null,
  invitations: null,
}

/** Text as read aloud: formatted amounts join number and unit with a no-break space. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ')

function render(room: DealRoom, viewerOrg: string, answer: Answer = () => ({})) {
  const rendered = renderWithTrpc(
    <RoomScreen room={room} viewer={{ organisationId: viewerOrg, userId: 'u1' }} />,
    { answer, path: `/investors/deal-rooms/${roomId}` },
  )
  return { ...rendered, user: userEvent.setup() }
}

describe('a deal room', () => {
  it('shows the lead the total against the amount sought, the funds, the invitations and its actions', async () => {
    render(asLead, lead.organisationId)
    await screen.findByRole('heading', { name: 'Krishi Setu · Seed, 2026' })
    const bar = screen.getByRole('progressbar', { name: 'Committed against the amount sought' })
    expect(bar.getAttribute('aria-valuenow')).toBe('50')
    expect(plain(bar.getAttribute('aria-valuetext'))).toBe('₹1.5 Cr committed of ₹3 Cr sought')

    const funds = within(screen.getByRole('list', { name: 'Funds in the room' }))
    expect(funds.getAllByRole('listitem').map((item) => plain(item.textContent))).toEqual([
      'Kaveri Capital · Lead (your fund)Committed₹1 Cr',
      'Tungabhadra Ventures · Co-investorCommitted₹50 L',
    ])
    const invitations = within(screen.getByRole('list', { name: 'Invitations' }))
    expect(invitations.getByText('Godavari Partners')).toBeDefined()
    expect(invitations.getByText('Waiting for the founders')).toBeDefined()

    for (const name of [
      'State your interest',
      'Invite a co-investor',
      'Close round',
      'Post to the room',
    ]) {
      expect(screen.getByRole('button', { name })).toBeDefined()
    }
    expect(
      screen.getByRole('link', { name: 'Open Krishi Setu’s profile' }).getAttribute('href'),
    ).toBe(`/investors/applications/${startup.organisationId}`)
    expect(screen.getByText('Diligence call on Friday?')).toBeDefined()
  })

  it('tells a fund waiting for the founders what it sees, and lets it do nothing yet', async () => {
    render(invitedWaiting, co.organisationId)
    const notice = await screen.findByRole('status')
    expect(notice.textContent).toContain(
      'Krishi Setu’s founders are deciding whether to share this deal with your fund.',
    )
    expect(notice.textContent).toContain('Your agritech thesis, exactly.')
    expect(notice.textContent).toContain('Kaveri Capital invited your fund to co-invest (Asha Rao')
    expect(screen.getByText('₹3 Cr')).toBeDefined()
    expect(screen.queryByRole('button', { name: 'State your interest' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Post to the room' })).toBeNull()
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.queryByRole('link', { name: /profile/ })).toBeNull()
  })

  it('after a withdrawal, points to the profile as shared and keeps the thread read-only', async () => {
    render(
      {
        ...asLead,
        role: 'co_investor',
        consent: 'withdrawn',
        invitations: null,
        invitation: invitedWaiting.invitation,
        // As the server answers it: the thread up to the withdrawal, not the room as it goes on.
        funds: null,
        committedTotal: null,
      },
      co.organisationId,
    )
    const notice = await screen.findByRole('status')
    expect(notice.textContent).toContain(
      'Krishi Setu’s founders withdrew the share with your fund.',
    )
    expect(within(notice).getByRole('link', { name: 'The profile as shared' })).toBeDefined()
    expect(screen.queryByRole('button', { name: 'Post to the room' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'State your interest' })).toBeNull()
    expect(screen.getByText('Diligence call on Friday?')).toBeDefined()
    expect(
      screen.getByText('The founders withdrew their consent: this is the thread up to then.'),
    ).toBeDefined()
    expect(screen.queryByRole('list', { name: 'Funds in the room' })).toBeNull()
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('commits an amount: needs one, then sends it in rupees', async () => {
    const { user, calls } = render(
      { ...asLead, role: 'co_investor', consent: 'accepted', invitations: null },
      co.organisationId,
      (call) =>
        call.path === 'investors.dealRooms.setInterest'
          ? { status: 'committed', amount: 75_00_000, changedAt: when }
          : {},
    )
    await user.click(await screen.findByRole('button', { name: 'State your interest' }))
    const dialog = await screen.findByRole('dialog', { name: 'State your interest' })
    await user.click(within(dialog).getByRole('radio', { name: /Committed/ }))
    const amount = within(dialog).getByLabelText('Amount you commit')
    await user.clear(amount)
    await user.click(within(dialog).getByRole('button', { name: 'Save interest' }))
    expect(await within(dialog).findByText('Enter the amount you commit.')).toBeDefined()
    expect(callsTo(calls, 'investors.dealRooms.setInterest')).toEqual([])

    await user.type(amount, '75 L')
    await user.click(within(dialog).getByRole('button', { name: 'Save interest' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(callsTo(calls, 'investors.dealRooms.setInterest')).toEqual([
      { roomId, status: 'committed', amount: 75_00_000 },
    ])
    expect(await screen.findByText('Committed ₹75 L')).toBeDefined()
  })

  it('a pass carries no amount, even one typed before choosing it', async () => {
    const { user, calls } = render(asLead, lead.organisationId, () => ({
      status: 'passed',
      amount: null,
      changedAt: when,
    }))
    await user.click(await screen.findByRole('button', { name: 'State your interest' }))
    const dialog = await screen.findByRole('dialog', { name: 'State your interest' })
    await user.click(within(dialog).getByRole('radio', { name: /Passed/ }))
    expect(within(dialog).queryByLabelText(/Amount/)).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Save interest' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(callsTo(calls, 'investors.dealRooms.setInterest')).toEqual([
      { roomId, status: 'passed', amount: null },
    ])
  })

  it('posts to the room’s thread', async () => {
    const { user, calls } = render(asLead, lead.organisationId, () => ({
      id: 'p2',
      createdAt: when,
    }))
    await user.type(await screen.findByLabelText('Your post'), 'Term sheet draft is up.')
    await user.click(screen.getByRole('button', { name: 'Post to the room' }))
    await waitFor(() =>
      expect(callsTo(calls, 'investors.dealRooms.postNote')).toEqual([
        { roomId, body: 'Term sheet draft is up.' },
      ]),
    )
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLTextAreaElement>('Your post').value).toBe(''),
    )
  })
})
