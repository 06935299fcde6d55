import { describe, expect, it } from 'vitest'

import { channelFit } from '@/domain/applications/fit'
import { renderScreen, textOf } from '@/lib/testing/render'

import { ApplyFlow } from './apply-flow'
import type { ApplyPage } from './types'

const criteria = {
  sectors: ['Agriculture and Farming'],
  developmentStages: ['Scale-Up'],
  headquarters: [],
  businessTypes: [],
  raiseMin: null,
  raiseMax: null,
}

/** A channel whose stage criterion the startup misses, as `startups.channels.get` returns it. */
function pageOf(application: ApplyPage['application']): ApplyPage {
  return {
    channel: {
      id: 'c1',
      title: 'Agritech Seed Call',
      description: 'Seed cheques for agritech.',
      status: 'open',
      visibility: 'listed',
      opensAt: null,
      closesAt: null,
      responseDays: 14,
      minCompleteness: 0,
      ...criteria,
      questions: [
        { id: 'why-now', kind: 'long_text', label: 'Why now?', required: true, choices: [] },
        { id: 'demo', kind: 'url', label: 'Demo link', required: false, choices: [] },
      ],
    },
    investor: {
      name: 'Kaveri Capital',
      investorType: null,
      logoFileId: null,
      website: null,
      thesis: null,
      sectors: [],
      stages: [],
      headquarters: [],
      businessTypes: [],
      chequeMin: null,
      chequeMax: null,
      portfolioSize: null,
    },
    responsiveness: { kind: 'new', applications: 3 },
    acceptingApplications: true,
    availability: null,
    fit: channelFit(criteria, {
      sectors: ['Agriculture and Farming'],
      developmentStage: 'Launched',
      headquarters: 'Karnataka',
      businessTypes: ['B2B'],
      plannedRaise: 6_00_00_000,
    }),
    completeness: { percent: 80, required: 0, enough: true, parts: [] },
    // The overview never shows what applying would share; the review step does.
    share: {} as ApplyPage['share'],
    application,
    draft: null,
  }
}

describe('the apply screen', () => {
  it('encourages a startup that misses a criterion to apply anyway, before it has applied', async () => {
    const page = textOf(await renderScreen(() => <ApplyFlow page={pageOf(null)} />))
    expect(page).toContain('You can still apply')
  })

  it('after applying, shows the answers sent, read only, and no longer invites to apply', async () => {
    const html = await renderScreen(() => (
      <ApplyFlow
        page={pageOf({
          id: 'a1',
          channelId: 'c1',
          status: 'submitted',
          submittedAt: new Date('2025-01-05T10:00:00Z'),
          decidedAt: null,
          decisionMessage: null,
          rejectionReason: null,
          answers: [
            { questionId: 'why-now', label: 'Why now?', answer: 'Mandi reforms.' },
            { questionId: 'demo', label: 'Demo link', answer: '' },
          ],
        })}
      />
    ))
    const page = textOf(html)
    expect(page).toContain('You applied to this channel on Jan 5, 2025')
    expect(page).not.toContain('You can still apply')
    expect(page).toContain('Your answers Why now? Mandi reforms. Demo link Not answered')
    expect(html).not.toMatch(/<(input|textarea|select)\b/)
  })

  it('says the channel, the fit and the profile in Hindi, the investor’s own words as written', async () => {
    const html = await renderScreen(() => <ApplyFlow page={pageOf(null)} />, { locale: 'hi' })
    const page = textOf(html)
    expect(page).toContain('इस कॉल के बारे में')
    expect(page).toContain('आपका मेल')
    expect(page).toContain('कृषि और खेती')
    expect(page).not.toMatch(/Agriculture and Farming|They look for|Development stage|Open to any/)
    expect(html).toMatch(/translate="no"[^>]*>Seed cheques for agritech\.</)
  })
})
