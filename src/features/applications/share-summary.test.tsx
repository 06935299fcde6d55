import { describe, expect, it } from 'vitest'

import { renderScreen, textOf } from '@/lib/testing/render'

import { ShareSummary } from './share-summary'
import type { SharedProfile } from './types'

/** The fields the summary reads, empty but for the name and the company type. */
function shareOf(companyType: string | null): SharedProfile {
  return {
    name: 'Krishi Setu',
    companyType,
    founders: [],
    deck: null,
    logo: null,
    marketPositioning: {},
    businessTeam: {},
    tractionIp: {},
  } as unknown as SharedProfile
}

describe('the profile shared with an application', () => {
  it('says a startup with company type None is not registered as a company', async () => {
    const page = textOf(await renderScreen(() => <ShareSummary share={shareOf('None')} />))
    expect(page).toContain('Company type Not registered as a company')
    expect(page).not.toMatch(/Company type None/)
  })

  it('names a registered company type as it is', async () => {
    const page = textOf(
      await renderScreen(() => <ShareSummary share={shareOf('Private Limited Company')} />),
    )
    expect(page).toContain('Company type Private Limited Company')
  })
})
