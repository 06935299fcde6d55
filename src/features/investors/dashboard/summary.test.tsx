import { describe, expect, it } from 'vitest'

import { renderScreen, textOf } from '@/lib/testing/render'

import type { Dashboard } from './figures'
import { ResponsivenessCard } from './responsiveness-card'
import { Summary } from './summary'

/** The figures the audit found side by side: 170 undecided, 25 unanswered, 41 % and 87 %. */
const dashboard = {
  total: 412,
  overdue: 170,
  overall: {
    medianFirstResponseDays: 3,
    medianDecisionDays: 21,
    decidedOnTime: 41,
    promiseDue: 100,
  },
} as unknown as Dashboard

function render() {
  return renderScreen(
    () => (
      <>
        <Summary data={dashboard} scope={{ from: '2025-11-27', to: '2026-11-27' }} />
        <ResponsivenessCard organisationName="Kaveri Capital" />
      </>
    ),
    {
      seed: (cache, trpc) =>
        cache.setQueryData(trpc.investors.dashboard.responsiveness.queryKey(), {
          record: {
            kind: 'measured',
            applications: 300,
            due: 280,
            onTimePercent: 87,
            medianFirstResponseDays: 3,
            medianDecisionDays: 21,
          },
          unanswered: { total: 25, oldest: [] },
        } as never),
    },
  )
}

describe('the dashboard’s headline figures', () => {
  it('names each figure for what it counts: first answers and decisions, never plain “overdue”', async () => {
    const page = textOf(await render())
    expect(page).toContain(
      'Undecided past the promise 170 now, whenever submitted; answered or not',
    )
    expect(page).toMatch(/Decided within the promise 41%\s*41 of 100 whose promise has come due/)
    expect(page).toContain('First answer 3 days median, submission to your team’s first move')
    expect(page).toContain('Answered within the promise 87%')
    expect(page).toContain('25 without a first answer past the promise')
    expect(page).toContain('See every application undecided past the promise')
    expect(page).not.toMatch(/Overdue now|unanswered past the promise|First response/)
  })

  it('puts the decision figures side by side, after the first answer', async () => {
    const page = textOf(await render())
    const order = [
      'First answer',
      'Decision',
      'Decided within the promise',
      'Undecided past the promise',
    ].map((label) => page.indexOf(`${label} `))
    expect(order.every((at) => at >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
  })
})
