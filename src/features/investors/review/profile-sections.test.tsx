import { describe, expect, it } from 'vitest'

import { renderScreen, textOf } from '@/lib/testing/render'

import { ProfileSections } from './profile-sections'
import type { FullProfile } from './types'

/** The fields the review's profile reads, empty but for the company type. */
function profileOf(companyType: string | null): FullProfile {
  return {
    profile: {
      companyType,
      marketPositioning: {},
      businessTeam: {},
      tractionIp: {},
    },
    founders: [],
  } as unknown as FullProfile
}

describe('the full profile on the review screen', () => {
  it('says a startup with company type None is not registered as a company', async () => {
    const page = textOf(await renderScreen(() => <ProfileSections data={profileOf('None')} />))
    expect(page).toContain('Company type Not registered as a company')
    expect(page).not.toMatch(/Company type None/)
  })

  it('shows a company type not given as not provided', async () => {
    const page = textOf(await renderScreen(() => <ProfileSections data={profileOf(null)} />))
    expect(page).toContain('Company type Not provided')
  })

  it('words the Startup India conditions the profile does not answer for the investor', async () => {
    const page = textOf(await renderScreen(() => <ProfileSections data={profileOf(null)} />))
    expect(page).toContain(
      'The profile does not give the highest annual turnover, so the turnover limit cannot be checked.',
    )
    expect(page).not.toMatch(/Add your/)
  })
})
