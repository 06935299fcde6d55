import { useQuery } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { callsTo, refusal, renderWithTrpc, type Answer } from '@/lib/testing/dom'
import { useTRPC } from '@/lib/trpc'

import { CoInvestorsSection } from './co-investors-section'
import type { RoomInvitation, StartupDealRooms, StartupRoom } from './types'

const roomId = '0d000000-0000-4000-8000-000000000001'
const kaveri = '0a000000-0000-4000-8000-000000000001'
const tungabhadra = '0a000000-0000-4000-8000-000000000002'
const deccan = '0a000000-0000-4000-8000-000000000003'
const godavari = '0a000000-0000-4000-8000-000000000004'

const invitation = (overrides: Partial<RoomInvitation>): RoomInvitation => ({
  organisationId: tungabhadra,
  name: 'Tungabhadra Ventures',
  invitationNote: 'Your agritech thesis, exactly.',
  consent: 'pending',
  preApproved: false,
  invitedAt: new Date('2026-11-20T06:00:00Z'),
  decidedAt: null,
  status: null,
  ...overrides,
})

const room = (overrides: Partial<StartupRoom> = {}): StartupRoom => ({
  id: roomId,
  roundName: 'Seed, 2026',
  amountSought: 6_00_00_000,
  leadCheque: 2_00_00_000,
  lead: { organisationId: kaveri, name: 'Kaveri Capital', status: 'committed' },
  invitations: [
    invitation({
      organisationId: deccan,
      name: 'Deccan Angels',
      invitationNote: null,
      consent: 'accepted',
      decidedAt: new Date('2026-11-22T06:00:00Z'),
      status: 'interested',
    }),
    invitation({}),
    invitation({
      organisationId: godavari,
      name: 'Godavari Partners',
      consent: 'declined',
      decidedAt: new Date('2026-11-21T06:00:00Z'),
    }),
  ],
  committedTotal: 2_00_00_000,
  createdAt: new Date('2026-11-19T06:00:00Z'),
  closedAt: null,
  ...overrides,
})

const listed = (rooms: StartupRoom[], on = false): StartupDealRooms => ({
  rooms,
  preApproval: { coInvestorsOfAppliedFunds: on },
})

/** The section as the home page shows it: from the cached rooms, read again after an answer. */
function Home() {
  const trpc = useTRPC()
  const { data } = useQuery(trpc.startups.dealRooms.list.queryOptions())
  return data ? <CoInvestorsSection data={data} /> : null
}

async function render(data: StartupDealRooms, answer: Answer = () => ({ consent: 'accepted' })) {
  const rendered = renderWithTrpc(<Home />, {
    answer: (call) => (call.path === 'startups.dealRooms.list' ? data : answer(call)),
    seed: (cache, trpc) => cache.setQueryData(trpc.startups.dealRooms.list.queryKey(), data),
    path: '/startups',
  })
  const section = await screen.findByRole('region', { name: 'Co-investor requests' })
  return { ...rendered, section, user: userEvent.setup() }
}

/**
 * The element's text as read: pieces of different elements apart, pieces of one element joined. A
 * name inside a sentence (a bare <span translate="no">) is a piece of the sentence.
 */
function text(element: Element) {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  const pieceOf = (node: Node) => {
    const parent = node.parentElement
    return parent?.matches('span[translate="no"]:not([class])') ? parent.parentElement : parent
  }
  let read = ''
  let parent: Node | null = null
  while (walker.nextNode()) {
    const node = walker.currentNode
    read += (parent && pieceOf(node) !== parent ? ' ' : '') + node.textContent
    parent = pieceOf(node)
  }
  return read.replace(/\s+/g, ' ').trim()
}

describe('the co-investor requests on the founders’ home', () => {
  it('says what it is when no fund has asked', async () => {
    const { section } = await render(listed([]))
    expect(section.id).toBe('co-investors')
    expect(within(section).getByTestId('co-investors-empty').textContent).toContain(
      'No co-investor requests yet.',
    )
    expect(within(section).queryByRole('button')).toBeNull()
    expect(within(section).getByRole('link', { name: 'the setting in settings' })).toBeTruthy()
  })

  it('reads each request with its note and the round, and each round’s funds with their status and the total, never an amount fund by fund', async () => {
    const { section } = await render(listed([room()]))
    const requests = within(section).getByRole('list', { name: 'Requests waiting for your answer' })
    const [request] = within(requests).getAllByRole('listitem')
    expect(text(request!)).toContain(
      'Kaveri Capital wants to share your profile and deck with Tungabhadra Ventures to co-invest',
    )
    expect(text(request!)).toContain(
      'Seed, 2026: raising ₹6 Cr, Kaveri Capital intends ₹2 Cr, ₹2 Cr committed so far.',
    )
    expect(text(request!)).toContain('Kaveri Capital’s note Your agritech thesis, exactly.')
    // The buttons are named for what they do, and described by the request they answer.
    const accept = within(request!).getByRole('button', { name: 'Accept' })
    expect(accept.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(accept.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /^Kaveri Capital wants to share/,
    )
    expect(within(request!).getByRole('button', { name: 'Decline' })).toBeTruthy()

    const funds = within(section).getByRole('list', { name: 'Funds in Seed, 2026' })
    expect(within(funds).getAllByRole('listitem').map(text)).toEqual([
      'Kaveri Capital Leads the round Committed',
      'Deccan Angels Shared with your consent, Nov 22, 2026 Interested Withdraw consent',
    ])
    // A fund's line carries its stated status, never its amount.
    expect(text(funds)).not.toContain('₹')
    expect(
      within(section)
        .getByRole('progressbar', { name: 'Committed of the amount sought in Seed, 2026' })
        .getAttribute('aria-valuenow'),
    ).toBe('33')
    expect(text(section)).toContain('₹2 Cr committed of ₹6 Cr sought')
    expect(text(section)).toContain('Waiting for your answer: Tungabhadra Ventures.')
    const notShared = within(section).getByRole('list', { name: 'Not shared in Seed, 2026' })
    expect(text(notShared)).toBe('Godavari Partners You declined on Nov 21, 2026 Share again')
  })

  it('explains what accepting shares, then shares and reads the rooms again', async () => {
    const { section, user, calls } = await render(listed([room()]))
    await user.click(within(section).getByRole('button', { name: 'Accept' }))
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Share your profile and deck with Tungabhadra Ventures?',
    })
    expect(text(dialog)).toContain('your full profile and your pitch deck, live')
    expect(text(dialog)).toContain('keeps only a snapshot of your profile as you shared it')
    expect(text(dialog)).toContain('without the deck')
    await user.click(within(dialog).getByRole('button', { name: 'Accept and share' }))

    expect(await screen.findByText('Shared with Tungabhadra Ventures')).toBeTruthy()
    expect(callsTo(calls, 'startups.dealRooms.setConsent')).toEqual([
      { roomId, organisationId: tungabhadra, consent: 'accepted' },
    ])
    await waitFor(() => expect(callsTo(calls, 'startups.dealRooms.list')).toHaveLength(1))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('sends nothing when the founder cancels', async () => {
    const { section, user, calls } = await render(listed([room()]))
    await user.click(within(section).getByRole('button', { name: 'Decline' }))
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Decline Kaveri Capital’s request?',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(callsTo(calls, 'startups.dealRooms.setConsent')).toEqual([])
  })

  it('withdraws consent after saying what the fund keeps', async () => {
    const { section, user, calls } = await render(listed([room()]), () => ({
      consent: 'withdrawn',
    }))
    await user.click(within(section).getByRole('button', { name: 'Withdraw consent' }))
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Withdraw consent for Deccan Angels?',
    })
    expect(text(dialog)).toContain('loses your live profile and deck at once')
    expect(text(dialog)).toContain('as you shared it on Nov 22, 2026, without the deck')
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw consent' }))

    expect(await screen.findByText('Consent withdrawn for Deccan Angels')).toBeTruthy()
    expect(callsTo(calls, 'startups.dealRooms.setConsent')).toEqual([
      { roomId, organisationId: deccan, consent: 'withdrawn' },
    ])
  })

  it('shows the server’s reason when a teammate answered first, and reads the rooms again', async () => {
    const { section, user, calls } = await render(listed([room()]), () => {
      throw refusal(
        'CONFLICT',
        'A teammate answered this request a moment ago. Reload to see their answer.',
      )
    })
    await user.click(within(section).getByRole('button', { name: 'Decline' }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }))

    expect(
      await screen.findByText(
        'A teammate answered this request a moment ago. Reload to see their answer.',
      ),
    ).toBeTruthy()
    expect(callsTo(calls, 'startups.dealRooms.setConsent')).toEqual([
      { roomId, organisationId: tungabhadra, consent: 'declined' },
    ])
    await waitFor(() => expect(callsTo(calls, 'startups.dealRooms.list')).toHaveLength(1))
  })

  it('offers no answer once the round is closed', async () => {
    const closed = room({ closedAt: new Date('2026-11-28T06:00:00Z') })
    const { section } = await render(listed([closed], true))
    expect(within(section).queryByRole('list', { name: 'Requests waiting for your answer' })).toBe(
      null,
    )
    expect(within(section).queryByRole('button')).toBeNull()
    expect(within(section).getByText('Round closed')).toBeTruthy()
    expect(text(section)).toContain(
      'Co-investors of funds you applied to see your profile without asking you first',
    )
  })
})
