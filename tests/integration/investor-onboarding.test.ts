import { TRPCError } from '@trpc/server'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import type {
  chequeStepSchema,
  focusStepSchema,
  identityStepSchema,
  portfolioStepSchema,
  thesisStepSchema,
} from '@/domain/investors/profile'

import { createBareChannel } from '../factories/db'
import type { NewChannel } from '../factories'
import { setupTestApp } from '../support/app'
import { codeOf } from '../support/outcome'
import { investorOf } from '../support/roles'

const app = setupTestApp()

const steps: {
  identity: z.input<typeof identityStepSchema>
  thesis: z.input<typeof thesisStepSchema>
  focus: z.input<typeof focusStepSchema>
  cheque: z.input<typeof chequeStepSchema>
  portfolio: z.input<typeof portfolioStepSchema>
} = {
  identity: {
    investorType: 'Micro VC',
    displayName: 'Kaveri Capital',
    website: 'https://kaveri.vc',
    linkedin: 'https://www.linkedin.com/company/kaveri-capital',
  },
  thesis: {
    thesis: 'We back pre-seed and seed founders building for rural India, first cheque in.',
  },
  focus: {
    sectors: ['Agriculture and Farming', 'Financial Services'],
    stages: ['Prototype', 'Launched'],
    headquarters: ['Karnataka'],
    businessTypes: [],
  },
  cheque: { chequeMin: '2500000', chequeMax: '100000000', ownershipMin: '5', ownershipMax: '12' },
  portfolio: { portfolioSize: '24', notableInvestments: '', coInvestorsWelcome: true },
}

async function fieldErrorsOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(error instanceof TRPCError)) throw new Error('expected a tRPC error')
  const cause = error.cause as { issues?: { path: PropertyKey[]; message: string }[] }
  return Object.fromEntries(
    (cause.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  )
}

describe('investor onboarding', () => {
  it('saves step by step, resumes where the member left, and finishes only when complete', async () => {
    const investor = await investorOf(app(), 'Kaveri Capital')
    const caller = await app().caller(investor.headers)

    const start = await caller.investors.profile.get()
    expect(start).toMatchObject({
      profile: null,
      onboarded: false,
      resumeAt: 'identity',
      missing: ['identity', 'thesis', 'focus', 'cheque', 'portfolio'],
    })

    // The thesis first: the profile is created under the organisation's name.
    let status = await caller.investors.profile.saveStep({ step: 'thesis', values: steps.thesis })
    expect(status.resumeAt).toBe('focus')
    expect((await caller.investors.profile.get()).profile?.displayName).toBe('Kaveri Capital')

    await caller.investors.profile.saveStep({ step: 'identity', values: steps.identity })
    await caller.investors.profile.saveStep({ step: 'focus', values: steps.focus })
    expect(await codeOf(caller.investors.profile.finish())).toBe('CONFLICT')
    await expect(caller.investors.profile.finish()).rejects.toThrow(
      'Finish these steps first: Cheques, Portfolio.',
    )

    status = await caller.investors.profile.saveStep({ step: 'cheque', values: steps.cheque })
    expect(status).toMatchObject({ resumeAt: 'portfolio', missing: ['portfolio'] })
    status = await caller.investors.profile.saveStep({ step: 'portfolio', values: steps.portfolio })
    expect(status).toMatchObject({ resumeAt: 'review', missing: [], onboarded: false })

    status = await caller.investors.profile.finish()
    expect(status.onboarded).toBe(true)
    const { profile } = await caller.investors.profile.get()
    expect(profile).toMatchObject({
      investorType: 'Micro VC',
      chequeMin: 25_00_000,
      chequeMax: 10_00_00_000,
      ownershipMin: 5,
      ownershipMax: 12,
      portfolioSize: 24,
      notableInvestments: null,
      coInvestorsWelcome: true,
      isPublic: false,
    })
    expect(profile?.onboardedAt).toBeInstanceOf(Date)
  })

  it('answers bad input field by field and writes nothing', async () => {
    const investor = await investorOf(app(), 'Deccan Angels')
    const caller = await app().caller(investor.headers)
    expect(
      await fieldErrorsOf(
        caller.investors.profile.saveStep({
          step: 'cheque',
          values: { chequeMin: '5000000', chequeMax: '100', ownershipMin: '140', ownershipMax: '' },
        }),
      ),
    ).toEqual({
      'values.chequeMax': 'The largest cheque cannot be smaller than the smallest.',
      'values.ownershipMin': 'The smallest typical ownership is at most 100 %.',
    })
    expect(
      await fieldErrorsOf(
        caller.investors.profile.saveStep({
          step: 'identity',
          values: {
            investorType: 'Hedge fund',
            displayName: 'D',
            website: 'ftp://x',
            linkedin: 'https://x.com/a',
          },
        }),
      ),
    ).toEqual({
      'values.investorType': 'Choose what kind of investor you are.',
      'values.displayName': 'Enter the name founders will see.',
      'values.website': 'Enter a full web address, like https://example.com.',
      'values.linkedin': 'Enter a LinkedIn address (https://www.linkedin.com/…).',
    })
    expect(
      await fieldErrorsOf(
        caller.investors.profile.saveStep({
          step: 'focus',
          values: {
            sectors: [],
            stages: ['Unicorn' as 'Concept'],
            headquarters: [],
            businessTypes: [],
          },
        }),
      ),
    ).toEqual({ 'values.stages.0': 'Choose stages from the list.' })
    expect(
      await fieldErrorsOf(
        caller.investors.profile.saveStep({
          step: 'focus',
          values: { sectors: [], stages: [], headquarters: [], businessTypes: [] },
        }),
      ),
    ).toEqual({ 'values.stages': 'Choose at least one stage.' })
    expect((await caller.investors.profile.get()).profile).toBeNull()
  })

  it('shows a finished profile on the public site only while it is marked public', async () => {
    const investor = await investorOf(app(), 'Kaveri Capital')
    const caller = await app().caller(investor.headers)
    for (const [step, values] of Object.entries(steps)) {
      await caller.investors.profile.saveStep({ step, values } as never)
    }
    const visitor = await app().caller()
    const page = () => visitor.website.investorPublicProfile.get({ slug: 'kaveri-capital' })

    await caller.investors.profile.saveStep({ step: 'review', values: { isPublic: true } })
    // Public but not finished: still not shown.
    expect(await codeOf(page())).toBe('NOT_FOUND')
    await caller.investors.profile.finish()
    expect(await page()).toMatchObject({
      displayName: 'Kaveri Capital',
      thesis: steps.thesis.thesis,
      headquarters: ['Karnataka'],
    })
    await caller.investors.profile.saveStep({ step: 'review', values: { isPublic: false } })
    expect(await codeOf(page())).toBe('NOT_FOUND')
  })

  it('lists on the public page the channels a founder can apply to now, and only those', async () => {
    const investor = await investorOf(app(), 'Kaveri Capital')
    const caller = await app().caller(investor.headers)
    for (const [step, values] of Object.entries(steps)) {
      await caller.investors.profile.saveStep({ step, values } as never)
    }
    await caller.investors.profile.saveStep({ step: 'review', values: { isPublic: true } })
    await caller.investors.profile.finish()
    const page = () =>
      app()
        .caller()
        .then((v) => v.website.investorPublicProfile.get({ slug: 'kaveri-capital' }))
    expect((await page()).channels).toEqual([])

    const day = 24 * 60 * 60 * 1000
    const organisationId = investor.organisationId
    const db = app().services.db
    const open = await createBareChannel(db, {
      organisationId,
      title: 'Agritech seed',
      closesAt: new Date(Date.now() + 9 * day),
    })
    const hidden: Partial<NewChannel>[] = [
      { title: 'Draft call', status: 'draft' },
      { title: 'By invitation', visibility: 'unlisted' },
      { title: 'Opens later', opensAt: new Date(Date.now() + day) },
      { title: 'Past its date', closesAt: new Date(Date.now() - day) },
      { title: 'Closed call', status: 'closed' },
    ]
    for (const values of hidden) await createBareChannel(db, { ...values, organisationId })
    expect((await page()).channels).toEqual([
      { id: open.id, title: 'Agritech seed', closesAt: expect.any(Date) },
    ])
  })

  it('says whether the organisation already runs channels (they stay reachable before onboarding)', async () => {
    const investor = await investorOf(app(), 'Kaveri Capital')
    const caller = await app().caller(investor.headers)
    expect((await caller.investors.profile.status()).hasChannels).toBe(false)
    await createBareChannel(app().services.db, {
      organisationId: investor.organisationId,
      title: 'Agritech seed call',
      status: 'draft',
    })
    expect(await caller.investors.profile.status()).toMatchObject({
      hasChannels: true,
      onboarded: false,
    })
  })
})
