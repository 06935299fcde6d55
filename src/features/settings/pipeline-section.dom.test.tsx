import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import type { StageStatus } from '@/domain/applications/pipeline'
import { badRequest, callsTo, renderWithTrpc, type Answer, type Call } from '@/lib/testing/dom'

import { PipelineSection } from './pipeline-section'

type Stage = {
  id: string
  key: string
  name: string
  mapsTo: StageStatus
  position: number
  archived: boolean
  applications: number
}

const stage = (
  key: string,
  name: string,
  mapsTo: StageStatus,
  position: number,
  applications: number,
  archived = false,
): Stage => ({
  id: `5a000000-0000-4000-8000-00000000000${position}`,
  key,
  name,
  mapsTo,
  position,
  archived,
  applications,
})

const defaults = () => [
  stage('in_review', 'In review', 'in_review', 0, 7),
  stage('shortlisted', 'Shortlisted', 'shortlisted', 1, 4),
  stage('due_diligence', 'Due diligence', 'due_diligence', 2, 0),
  stage('first-call', 'First call', 'in_review', 3, 0, true),
]

/**
 * The section as the settings page shows it, against a server that keeps the pipeline and
 * answers its procedures; `refuse` answers a change in its place.
 */
async function render({
  canEdit = true,
  stages = defaults(),
  refuse,
}: { canEdit?: boolean; stages?: Stage[]; refuse?: (call: Call) => unknown } = {}) {
  const pipeline = { stages, canEdit }
  const answer: Answer = (call) => {
    if (call.path === 'investors.pipeline.stages') return { ...pipeline }
    if (refuse) {
      const refused = refuse(call)
      if (refused) throw refused
    }
    const input = call.input as { key?: string; keys?: string[]; name?: string }
    if (call.path === 'investors.pipeline.reorder') {
      const active = input.keys!.map((key, position) => ({
        ...pipeline.stages.find((one) => one.key === key)!,
        position,
      }))
      pipeline.stages = [...active, ...pipeline.stages.filter((one) => one.archived)]
    }
    if (call.path === 'investors.pipeline.archive') {
      const { moveTo } = call.input as { moveTo?: { status: string } }
      const archived = pipeline.stages.find((one) => one.key === input.key)!
      pipeline.stages = pipeline.stages.map((one) =>
        one === archived
          ? { ...one, archived: true, applications: 0 }
          : one.key === moveTo?.status
            ? { ...one, applications: one.applications + archived.applications }
            : one,
      )
    }
    return { key: input.key ?? 'stage' }
  }
  const rendered = renderWithTrpc(<PipelineSection />, {
    answer,
    path: '/investors/settings',
    seed: (cache, trpc) =>
      cache.setQueryData(trpc.investors.pipeline.stages.queryKey(), { ...pipeline }),
  })
  const list = await screen.findByRole('list', {
    name: 'Your pipeline, in the order applications move',
  })
  return { ...rendered, list, user: userEvent.setup() }
}

/** Each step of the journey as one line of text, in order. */
const steps = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent!.replace(/\s+/g, ' ').trim())

describe('the pipeline section', () => {
  it('shows the journey from submitted through the stages to a decision, with what founders see and the counts', async () => {
    const { list } = await render()
    const shown = steps(list)
    expect(shown).toHaveLength(5)
    expect(shown[0]).toMatch(/^Submitted ?Fixed/)
    expect(shown[1]).toContain('In reviewFounders see: In review·7 applications')
    expect(shown[2]).toContain('ShortlistedFounders see: Shortlisted·4 applications')
    expect(shown[3]).toContain('Due diligenceFounders see: Due diligence·No applications')
    expect(shown[4]).toContain('Accepted / Rejected')
    expect(shown[4]).toContain('Withdrawn stays the founder’s')
    expect(screen.getByText('(3 of 12 stages)')).toBeTruthy()
    // Archived stages are listed by name, folded away.
    const archived = screen.getByRole('list', { name: 'Archived stages' })
    expect(archived.closest('details')!.open).toBe(false)
    expect(archived.textContent).toBe('First call')
    // The first stage cannot go up, the last cannot go down.
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Move “In review” up' }).disabled,
    ).toBe(true)
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Move “Due diligence” down' }).disabled,
    ).toBe(true)
  })

  it('shows a member the same pipeline without the controls, and says who changes it', async () => {
    const { list } = await render({ canEdit: false })
    expect(steps(list)).toHaveLength(5)
    expect(screen.getByText('Only an owner can change the pipeline.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^(Move|Edit|Archive) / })).toBeNull()
    expect(screen.queryByRole('form', { name: 'Add a stage' })).toBeNull()
  })

  it('adds a stage once its fields are right, showing the server’s message at its field', async () => {
    const { user, calls } = await render({
      refuse: (call) =>
        call.path === 'investors.pipeline.add' &&
        (call.input as { name: string }).name === 'Shortlisted' &&
        badRequest({ name: ['Another stage is already called “Shortlisted”.'] }),
    })
    const form = screen.getByRole('form', { name: 'Add a stage' })
    const name = within(form).getByLabelText<HTMLInputElement>('Name')
    await user.click(within(form).getByRole('button', { name: 'Add stage' }))
    // Checked before anything is sent, the first field marked taking focus.
    expect(within(form).getByText('Name the stage.')).toBeTruthy()
    expect(
      within(form).getByText('Choose what founders see: in review, shortlisted or due diligence.'),
    ).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(name))
    expect(callsTo(calls, 'investors.pipeline.add')).toEqual([])

    await user.type(name, 'Shortlisted')
    await user.selectOptions(within(form).getByLabelText('What founders see'), 'Shortlisted')
    await user.click(within(form).getByRole('button', { name: 'Add stage' }))
    expect(
      (await within(form).findByText('Another stage is already called “Shortlisted”.')).id,
    ).toBeOneOf(name.getAttribute('aria-describedby')!.split(' '))

    await user.clear(name)
    await user.type(name, 'Partner meeting')
    await user.click(within(form).getByRole('button', { name: 'Add stage' }))
    expect(await screen.findByText('Stage “Partner meeting” added.')).toBeTruthy()
    expect(callsTo(calls, 'investors.pipeline.add')).toEqual([
      { name: 'Shortlisted', mapsTo: 'shortlisted' },
      { name: 'Partner meeting', mapsTo: 'shortlisted' },
    ])
    expect(name.value).toBe('')
    // The pipeline is read again after the change.
    expect(calls.filter((call) => call.path === 'investors.pipeline.stages')).toHaveLength(1)
  })

  it('moves a stage up with the keyboard, keeping focus on its arrow', async () => {
    const { user, calls, list } = await render()
    const up = screen.getByRole('button', { name: 'Move “Due diligence” up' })
    up.focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByText('“Due diligence” moved up, before “Shortlisted”.')).toBeTruthy()
    expect(callsTo(calls, 'investors.pipeline.reorder')).toEqual([
      { keys: ['in_review', 'due_diligence', 'shortlisted'] },
    ])
    expect(steps(list)[2]).toContain('Due diligence')
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Move “Due diligence” up' }),
    )

    // Up once more it reaches the top, where only its down arrow works.
    await user.keyboard('{Enter}')
    await waitFor(() => expect(steps(list)[1]).toContain('Due diligence'))
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Move “Due diligence” down' }),
      ),
    )
  })

  it('edits a stage’s name, and keeps what founders see while the stage holds applications', async () => {
    const { user, calls } = await render()
    await user.click(screen.getByRole('button', { name: 'Edit “Shortlisted”' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Shortlisted”' })
    const seen = within(dialog).getByLabelText<HTMLSelectElement>('What founders see')
    expect(seen.disabled).toBe(true)
    expect(within(dialog).getByText(/4 applications are in this stage/)).toBeTruthy()
    const name = within(dialog).getByLabelText('Name')
    await user.clear(name)
    await user.type(name, 'Partner call')
    await user.click(within(dialog).getByRole('button', { name: 'Save stage' }))
    expect(await screen.findByText('Stage “Partner call” saved.')).toBeTruthy()
    expect(callsTo(calls, 'investors.pipeline.update')).toEqual([
      { key: 'shortlisted', name: 'Partner call', mapsTo: 'shortlisted' },
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('asks where a stage’s applications go before archiving it, and moves them there', async () => {
    const { user, calls, list } = await render()
    await user.click(screen.getByRole('button', { name: 'Archive “Shortlisted”' }))
    const dialog = await screen.findByRole('dialog', { name: 'Archive “Shortlisted”?' })
    const target = within(dialog).getByLabelText<HTMLSelectElement>('Move its 4 applications to')
    expect([...target.options].map((option) => option.text)).toEqual([
      'Choose…',
      'In review (founders see In review)',
      'Due diligence (founders see Due diligence)',
      'Accept…',
      'Reject…',
    ])
    await user.click(within(dialog).getByRole('button', { name: 'Move and archive' }))
    expect(within(dialog).getByText('Choose a stage or a decision.')).toBeTruthy()
    expect(callsTo(calls, 'investors.pipeline.archive')).toEqual([])

    await user.selectOptions(target, 'in_review')
    expect(
      within(dialog).getByText(
        'Their founders will see “In review” instead of “Shortlisted”, and are notified.',
      ),
    ).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Move and archive' }))
    expect(
      await screen.findByText('“Shortlisted” archived. Its 4 applications moved to “In review”.'),
    ).toBeTruthy()
    expect(callsTo(calls, 'investors.pipeline.archive')).toEqual([
      { key: 'shortlisted', moveTo: { status: 'in_review' } },
    ])
    await waitFor(() => expect(steps(list)).toHaveLength(4))
    expect(steps(list)[1]).toContain('11 applications')
    expect(screen.getByRole('list', { name: 'Archived stages' }).textContent).toBe(
      'ShortlistedFirst call',
    )
  })

  it('asks a rejection for its reason and message, and shows the server’s messages at them', async () => {
    const { user, calls } = await render({
      refuse: (call) =>
        call.path === 'investors.pipeline.archive' &&
        badRequest({ 'moveTo.message': ['Keep the message under 2,000 characters.'] }),
    })
    await user.click(screen.getByRole('button', { name: 'Archive “In review”' }))
    const dialog = await screen.findByRole('dialog', { name: 'Archive “In review”?' })
    await user.selectOptions(
      within(dialog).getByLabelText('Move its 7 applications to'),
      'rejected',
    )
    const message = within(dialog).getByLabelText('Message to the founders')
    await user.type(message, 'Too short')
    await user.click(within(dialog).getByRole('button', { name: 'Reject, notify and archive' }))
    expect(within(dialog).getByText('Choose the reason the founder will see.')).toBeTruthy()
    expect(
      within(dialog).getByText(
        'Write the founder a message of at least 20 characters: it is what they will read.',
      ),
    ).toBeTruthy()
    expect(callsTo(calls, 'investors.pipeline.archive')).toEqual([])

    await user.selectOptions(
      within(dialog).getByLabelText('Reason the founders will see'),
      'Too early',
    )
    await user.type(message, ', and we are not investing in this sector now.')
    await user.click(within(dialog).getByRole('button', { name: 'Reject, notify and archive' }))
    expect(
      (await within(dialog).findByText('Keep the message under 2,000 characters.')).id,
    ).toBeOneOf(message.getAttribute('aria-describedby')!.split(' '))
    expect(callsTo(calls, 'investors.pipeline.archive')).toEqual([
      {
        key: 'in_review',
        moveTo: {
          status: 'rejected',
          message: 'Too short, and we are not investing in this sector now.',
          reason: 'too_early',
        },
      },
    ])
  })

  it('archives a stage that holds nothing once confirmed, and keeps the last stage', async () => {
    const { user, calls, list } = await render({
      stages: [
        stage('in_review', 'In review', 'in_review', 0, 2),
        stage('due_diligence', 'Due diligence', 'due_diligence', 1, 0),
      ],
    })
    await user.click(screen.getByRole('button', { name: 'Archive “Due diligence”' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Archive “Due diligence”?' })
    await user.click(within(confirm).getByRole('button', { name: 'Archive stage' }))
    expect(await screen.findByText('“Due diligence” archived.')).toBeTruthy()
    expect(callsTo(calls, 'investors.pipeline.archive')).toEqual([{ key: 'due_diligence' }])
    await waitFor(() => expect(steps(list)).toHaveLength(3))
    const last = screen.getByRole<HTMLButtonElement>('button', { name: 'Archive “In review”' })
    expect(last.disabled).toBe(true)
    expect(document.getElementById(last.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /^Keep at least one stage between submitted and a decision/,
    )
  })
})
