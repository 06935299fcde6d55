import { render as renderDom, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { parseApplicationSearch } from '@/domain/applications/search-params'
import { TestIntl } from '@/lib/testing/intl'

import { ActiveFilters } from './active-filters'
import { StatusTabs } from './status-tabs'
import type { StageOption } from './types'

/** Renders inside the app's words, as the root does. */
const render = (ui: ReactNode) => renderDom(ui, { wrapper: TestIntl })

/** A fund's stages as the list sends them: active ones in its order, then an archived one. */
const stages: StageOption[] = [
  { key: 'first-call', name: 'First call', archived: false },
  { key: 'in_review', name: 'Screening', archived: false },
  { key: 'shortlisted', name: 'Partner meeting', archived: false },
  { key: 'due_diligence', name: 'Due diligence', archived: false },
  { key: 'old-call', name: 'Intro call', archived: true },
]

describe('the status filter on the list', () => {
  it('has a tab per active stage, by name and in the fund’s order, with its count', async () => {
    const onChange = vi.fn()
    render(
      <StatusTabs
        selected={['in_review']}
        counts={{ submitted: 4, 'first-call': 2, in_review: 3, accepted: 1, overdue: 2 }}
        stages={stages}
        onChange={onChange}
      />,
    )
    const tabs = within(screen.getByRole('group', { name: 'Status' })).getAllByRole('button')
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      // Overdue applications are counted once more among the others, not in All.
      'All 10',
      'Submitted 4',
      'First call 2',
      'Screening 3',
      'Partner meeting 0',
      'Due diligence 0',
      'Accepted 1',
      'Rejected 0',
      'Withdrawn 0',
      'Overdue 2',
    ])
    expect(screen.getByRole('button', { name: /^Screening/ }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    await userEvent.click(screen.getByRole('button', { name: /^First call/ }))
    expect(onChange).toHaveBeenCalledWith(['in_review', 'first-call'])
  })

  it('names a stage’s key in the chips, marks an archived stage and a key the fund never had', () => {
    render(
      <ActiveFilters
        search={parseApplicationSearch({ status: 'submitted,first-call,old-call,no-such-stage' })}
        channels={[]}
        stages={stages}
        onChange={() => undefined}
        onClear={() => undefined}
      />,
    )
    const chips = within(screen.getByRole('group', { name: 'Active filters' }))
      .getAllByRole('button', { name: /^Remove filter/ })
      .map((button) => button.parentElement!.textContent)
    expect(chips).toEqual([
      'Status: Submitted',
      'Status: First call',
      'Status: Intro call(archived stage)',
      'Status: no-such-stage(unknown)',
    ])
  })
})
