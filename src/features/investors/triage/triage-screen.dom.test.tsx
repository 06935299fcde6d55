import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { StageStatus } from '@/domain/applications/pipeline'
import { parseApplicationSearch } from '@/domain/applications/search-params'
import { standardTemplates, type MessageTemplate } from '@/domain/investors/message-templates'
import type { FullProfile } from '@/features/investors/review/types'
import { applicationPage, applicationRow } from '@/lib/testing/application-rows'
import { callsTo, renderWithTrpc, type Call } from '@/lib/testing/dom'

import { TriageScreen } from './triage-screen'
import { undoWindowMs } from './use-deferred-actions'

const krishi = applicationRow(1, { startupName: 'Krishi Setu' })
const jalvayu = applicationRow(2, { startupName: 'Jalvayu' })
const pashu = applicationRow(3, {
  startupName: 'Pashu Mitra',
  status: 'due_diligence',
  stage: { key: 'term-sheet', name: 'Term sheet' },
})

/** The fund's own pipeline, as the demo fund's: the defaults renamed, and a term sheet. */
const stage = (key: string, name: string, mapsTo: StageStatus, position: number) => ({
  id: `5a000000-0000-4000-8000-00000000000${position}`,
  key,
  name,
  mapsTo,
  position,
  archived: false,
  applications: 1,
})
const pipeline = {
  canEdit: true,
  stages: [
    stage('in_review', 'First call', 'in_review', 0),
    stage('shortlisted', 'Partner meeting', 'shortlisted', 1),
    stage('due_diligence', 'Investment committee', 'due_diligence', 2),
    stage('term-sheet', 'Term sheet', 'due_diligence', 3),
  ],
}

const ownTooEarly: MessageTemplate = {
  id: 'c1000000-0000-4000-8000-000000000001',
  name: 'Too early, stay in touch',
  decision: 'rejected',
  reason: 'too_early',
  body: 'Dear {founder}, {startup} is early for {investor}. Please write again after a pilot.',
  standard: false,
}
const welcome: MessageTemplate = {
  id: 'c1000000-0000-4000-8000-000000000002',
  name: 'Welcome',
  decision: 'accepted',
  reason: null,
  body: 'Congratulations {founder}! {investor} would like to back {startup}.',
  standard: false,
}

/** The profile triage reads for the founders' names; the rest of it stays empty. */
function profileOf(startupOrgId: string): FullProfile {
  const founder = startupOrgId === krishi.startupOrgId ? 'Asha Rao' : 'Vikram Nair'
  return {
    profile: { deckFileId: null },
    founders: [{ id: `f-${startupOrgId}`, name: founder, title: null, linkedin: null }],
  } as unknown as FullProfile
}

function answer(call: Call) {
  switch (call.path) {
    case 'investors.applications.forStartup':
      return []
    case 'investors.applications.fullProfile':
      return profileOf((call.input as { startupOrgId: string }).startupOrgId)
    case 'investors.applications.setStatus':
      return { moved: 1, skipped: 0 }
    case 'investors.applications.rate':
      return { ok: true }
  }
  throw new Error(`No answer for ${call.path}`)
}

/** Triage of the three applications, once the first one's founders have been read. */
async function triage() {
  const rendered = renderWithTrpc(
    <TriageScreen
      search={{ ...parseApplicationSearch({}), page: 1 }}
      first={applicationPage([krishi, jalvayu, pashu])}
      organisationName="Bharat Ventures"
    />,
    {
      answer,
      seed: (cache, trpc) => {
        cache.setQueryData(trpc.investors.messageTemplates.list.queryKey(), {
          saved: [ownTooEarly, welcome],
          offered: [ownTooEarly, welcome, ...standardTemplates()],
        })
        cache.setQueryData(trpc.investors.pipeline.stages.queryKey(), pipeline)
      },
    },
  )
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  await screen.findByText('Asha Rao')
  return { ...rendered, user, press: (keys: string) => user.keyboard(keys) }
}

/** The application on screen: its startup, the status triage shows, its place in the queue. */
function onScreen() {
  const name = screen.getByRole('heading', { level: 2 })
  return {
    startup: name.textContent,
    status: name.nextElementSibling?.textContent,
    position: screen.getByTestId('triage-position').textContent,
  }
}

const panel = (name: string) => screen.queryByRole('region', { name })
const messageBox = () =>
  screen.getByLabelText<HTMLTextAreaElement>('The message the founder will read')

/** Lets the undo window pass: what is waiting is sent. */
async function undoWindowPasses() {
  await act(() => vi.advanceTimersByTimeAsync(undoWindowMs + 100))
}

const setStatus = 'investors.applications.setStatus'

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('triage’s keys', () => {
  it('j and k walk through the search, one application at a time', async () => {
    const { press } = await triage()
    expect(onScreen()).toEqual({ startup: 'Krishi Setu', status: 'Submitted', position: '1 of 3' })
    await press('j')
    expect(onScreen()).toMatchObject({ startup: 'Jalvayu', position: '2 of 3' })
    await press('{ArrowRight}')
    expect(onScreen()).toMatchObject({ startup: 'Pashu Mitra', position: '3 of 3' })
    // The last one stays, and says so.
    await press('j')
    expect(onScreen().startup).toBe('Pashu Mitra')
    expect(await screen.findByText('That was the last application of this search.')).toBeTruthy()
    await press('k')
    expect(onScreen().startup).toBe('Jalvayu')
  })

  it('s shows the fund’s next stage at once and sends it only once the undo window is over', async () => {
    const { press, calls } = await triage()
    await press('s')
    expect(onScreen().status).toBe('First call')
    expect(await screen.findByText('Moved Krishi Setu to First call')).toBeTruthy()
    expect(callsTo(calls, setStatus)).toEqual([])

    await undoWindowPasses()
    await waitFor(() =>
      expect(callsTo(calls, setStatus)).toEqual([
        { applicationIds: [krishi.id], status: 'in_review' },
      ]),
    )
  })

  it('s at the fund’s last stage moves nothing and says what is left', async () => {
    const { press, calls } = await triage()
    await press('jj')
    await press('s')
    expect(
      await screen.findByText('“Term sheet” is the last stage: accept (a) or reject (r).'),
    ).toBeTruthy()
    expect(onScreen().status).toBe('Term sheet')
    await undoWindowPasses()
    expect(callsTo(calls, setStatus)).toEqual([])
  })

  it('r opens the reject panel, a digit picks the reason and fills its first saved message', async () => {
    const { press } = await triage()
    expect(panel('Reject Krishi Setu')).toBeNull()
    await press('r')
    const reject = panel('Reject Krishi Setu')!
    expect(reject.textContent).toContain('The reason the founder will see: press its number')
    // No message until the reason is chosen: a rejection's messages follow its reason.
    expect(screen.queryByLabelText('The message the founder will read')).toBeNull()

    await press('2')
    const reasons = within(reject).getByRole('list', { name: 'Reason' })
    expect(within(reasons).getByRole('button', { pressed: true }).textContent).toContain(
      'Too early',
    )
    await waitFor(() =>
      expect(messageBox().value).toBe(
        'Dear Asha, Krishi Setu is early for Bharat Ventures. Please write again after a pilot.',
      ),
    )

    // A second digit picks the reason's second message: Sangam's own for "Too early".
    await press('2')
    expect(messageBox().value).toMatch(/^Thank you for applying, Asha\. We think Krishi Setu/)
  })

  it('Enter sends the rejection with its reason and message, and moves on', async () => {
    const { press, calls } = await triage()
    await press('r2')
    await waitFor(() => expect(messageBox().value).not.toBe(''))
    const message = messageBox().value
    await press('{Enter}')

    expect(panel('Reject Krishi Setu')).toBeNull()
    expect(onScreen().startup).toBe('Jalvayu')
    await press('k')
    expect(onScreen().status).toBe('Rejected')

    await undoWindowPasses()
    await waitFor(() =>
      expect(callsTo(calls, setStatus)).toEqual([
        { applicationIds: [krishi.id], status: 'rejected', reason: 'too_early', message },
      ]),
    )
  })

  it('u takes the rejection back before it is sent and returns to its application', async () => {
    const { press, calls } = await triage()
    await press('r2')
    await waitFor(() => expect(messageBox().value).not.toBe(''))
    await press('{Enter}')
    await press('j')
    expect(onScreen().startup).toBe('Pashu Mitra')

    await press('u')
    expect(await screen.findByText('Undone: Rejected Krishi Setu')).toBeTruthy()
    expect(onScreen()).toEqual({ startup: 'Krishi Setu', status: 'Submitted', position: '1 of 3' })

    await undoWindowPasses()
    expect(callsTo(calls, setStatus)).toEqual([])
  })

  it('u takes back only the newest action: the one before it is still sent', async () => {
    const { press, calls } = await triage()
    await press('s')
    await press('j')
    await press('s')
    await press('u')
    expect(onScreen()).toMatchObject({ startup: 'Jalvayu', status: 'Submitted' })
    await press('k')
    expect(onScreen()).toMatchObject({ startup: 'Krishi Setu', status: 'First call' })

    await undoWindowPasses()
    await waitFor(() =>
      expect(callsTo(calls, setStatus)).toEqual([
        { applicationIds: [krishi.id], status: 'in_review' },
      ]),
    )
  })

  it('u with nothing waiting says why', async () => {
    const { press } = await triage()
    await press('u')
    expect(
      await screen.findByText('Nothing to undo: actions are sent after 5 seconds.'),
    ).toBeTruthy()
    expect(onScreen().startup).toBe('Krishi Setu')
  })

  it('keys typed into the message are the message’s; Esc closes the panel', async () => {
    const { press, user } = await triage()
    await press('r3')
    await user.clear(messageBox())
    await user.type(messageBox(), 'just')
    expect(messageBox().value).toBe('just')
    expect(onScreen().startup).toBe('Krishi Setu')

    // Too short to send: the panel says so and stays.
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect((await screen.findByRole('alert')).textContent).toContain('at least 20 characters')
    expect(panel('Reject Krishi Setu')).not.toBeNull()

    await press('{Escape}')
    expect(panel('Reject Krishi Setu')).toBeNull()
    expect(onScreen().status).toBe('Submitted')
  })

  it('a starts an acceptance with the first acceptance message filled in', async () => {
    const { press, calls } = await triage()
    await press('a')
    await waitFor(() =>
      expect(messageBox().value).toBe(
        'Congratulations Asha! Bharat Ventures would like to back Krishi Setu.',
      ),
    )
    await press('{Enter}')
    await undoWindowPasses()
    await waitFor(() =>
      expect(callsTo(calls, setStatus)).toEqual([
        {
          applicationIds: [krishi.id],
          status: 'accepted',
          message: 'Congratulations Asha! Bharat Ventures would like to back Krishi Setu.',
        },
      ]),
    )
  })
})
