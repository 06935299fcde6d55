import { TRPCError } from '@trpc/server'
import { describe, expect, it } from 'vitest'

import type { ChannelInput } from '@/domain/channels/schemas'

import { createBareApplication } from '../factories/db'
import { setupTestApp } from '../support/app'
import { founderOf, investorOf } from '../support/roles'
import { codeOf } from '../support/outcome'

const app = setupTestApp()

function climateCall(overrides: Partial<ChannelInput> = {}): ChannelInput {
  return {
    title: 'Climate Tech Seed Call 2026',
    description: 'Seed cheques for climate hardware and software.',
    sectors: ['Climate Technology', 'Energy'],
    developmentStages: ['Prototype', 'Launched'],
    headquarters: ['Karnataka', 'Tamil Nadu'],
    businessTypes: ['B2B'],
    raiseMin: '5000000',
    raiseMax: '20000000',
    questions: [
      { id: 'why-now', kind: 'long_text', label: 'Why is now the right time?', required: true },
      {
        id: 'pilots',
        kind: 'single_choice',
        label: 'How many pilots are live?',
        required: false,
        choices: ['None', '1-3', 'More than 3'],
      },
    ],
    opensAt: '',
    closesAt: '',
    visibility: 'listed',
    responseDays: 14,
    ...overrides,
  }
}

describe('investors.channels', () => {
  it('creates a draft channel and opens, closes and archives it only along the allowed moves', async () => {
    const investor = await investorOf(app(), 'Kaveri Capital')
    const caller = await app().caller(investor.headers)
    const { id } = await caller.investors.channels.create(climateCall())
    const { channel } = await caller.investors.channels.get({ id })
    expect(channel).toMatchObject({
      status: 'draft',
      raiseMin: 5_000_000,
      responseDays: 14,
      visibility: 'listed',
    })
    expect(channel.questions[1]).toMatchObject({
      kind: 'single_choice',
      hidden: false,
      choices: ['None', '1-3', 'More than 3'],
    })

    expect(await codeOf(caller.investors.channels.setStatus({ id, status: 'closed' }))).toBe(
      'CONFLICT',
    )
    expect(await caller.investors.channels.setStatus({ id, status: 'open' })).toMatchObject({
      status: 'open',
    })
    expect(await codeOf(caller.investors.channels.setStatus({ id, status: 'archived' }))).toBe(
      'CONFLICT',
    )
    await caller.investors.channels.setStatus({ id, status: 'closed' })
    await caller.investors.channels.setStatus({ id, status: 'archived' })
    expect(await codeOf(caller.investors.channels.setStatus({ id, status: 'open' }))).toBe(
      'CONFLICT',
    )
  })

  it('explains bad criteria and questions field by field and writes nothing', async () => {
    const investor = await investorOf(app(), 'Kaveri Capital')
    const caller = await app().caller(investor.headers)
    const error = await caller.investors.channels
      .create(
        climateCall({
          title: 'x',
          sectors: ['Space Mining'] as never,
          raiseMin: '50000000',
          raiseMax: '1000000',
          responseDays: 0,
          questions: [
            {
              id: 'q1-a',
              kind: 'single_choice',
              label: 'Pick one',
              required: true,
              choices: ['Only'],
            },
          ],
        }),
      )
      .catch((e: unknown) => e)
    expect((error as TRPCError).code).toBe('BAD_REQUEST')
    expect(await caller.investors.channels.list()).toEqual([])
  })

  it('keeps answered questions: they can be reworded or hidden, not removed or re-typed', async () => {
    const investor = await investorOf(app(), 'Kaveri Capital')
    const startup = await founderOf(app(), 'Hasiru Grid')
    const caller = await app().caller(investor.headers)
    const { id } = await caller.investors.channels.create(climateCall())
    await createBareApplication(app().services.db, {
      channelId: id,
      startupOrgId: startup.organisationId,
      answers: { 'why-now': 'Tariffs doubled since 2023.' },
    })
    expect((await caller.investors.channels.get({ id })).answerCounts).toEqual({ 'why-now': 1 })

    const base = climateCall()
    const [whyNow, pilots] = base.questions
    expect(
      await codeOf(
        caller.investors.channels.update({ id, values: { ...base, questions: [pilots!] } }),
      ),
    ).toBe('BAD_REQUEST')
    expect(
      await codeOf(
        caller.investors.channels.update({
          id,
          values: { ...base, questions: [{ ...whyNow!, kind: 'short_text' }, pilots!] },
        }),
      ),
    ).toBe('BAD_REQUEST')
    await caller.investors.channels.update({
      id,
      values: { ...base, questions: [{ ...whyNow!, label: 'Why now?', hidden: true }] },
    })
    const { channel } = await caller.investors.channels.get({ id })
    expect(channel.questions).toEqual([
      expect.objectContaining({ id: 'why-now', label: 'Why now?', hidden: true }),
    ])
  })

  it('counts applications per status and flags those past the response promise', async () => {
    const investor = await investorOf(app(), 'Kaveri Capital')
    const caller = await app().caller(investor.headers)
    const { id } = await caller.investors.channels.create(climateCall({ responseDays: 7 }))
    const day = 24 * 60 * 60 * 1000
    for (const [name, status, daysAgo] of [
      ['Fresh Labs', 'submitted', 2],
      ['Late Labs', 'in_review', 10],
      ['Done Labs', 'rejected', 30],
    ] as const) {
      const startup = await founderOf(app(), name)
      await createBareApplication(app().services.db, {
        channelId: id,
        startupOrgId: startup.organisationId,
        status,
        submittedAt: new Date(Date.now() - daysAgo * day),
      })
    }
    const tilesOf = async () =>
      (await caller.investors.channels.list())[0]!.tiles.map((t) => `${t.name}=${t.count}`)
    const [listed] = await caller.investors.channels.list()
    expect(listed).toMatchObject({ id, total: 3, overdue: 1 })
    expect(await tilesOf()).toEqual([
      'Submitted=1',
      'In review=1',
      'Shortlisted=0',
      'Due diligence=0',
      'Accepted=0',
      'Rejected=1',
    ])

    // The fund's own pipeline: a stage added and put first, one renamed, and the application in
    // review moved to the new stage. Each tile's key lists the same applications.
    const { key } = await caller.investors.pipeline.add({ name: 'First call', mapsTo: 'in_review' })
    await caller.investors.pipeline.reorder({
      keys: [key, 'in_review', 'shortlisted', 'due_diligence'],
    })
    await caller.investors.pipeline.update({
      key: 'shortlisted',
      name: 'Partner meeting',
      mapsTo: 'shortlisted',
    })
    const [inReview] = (
      await caller.investors.applications.list({ channelId: id, status: 'in_review' })
    ).rows
    await caller.investors.applications.setStatus({ applicationIds: [inReview!.id], status: key })
    expect(await tilesOf()).toEqual([
      'Submitted=1',
      'First call=1',
      'In review=0',
      'Partner meeting=0',
      'Due diligence=0',
      'Accepted=0',
      'Rejected=1',
    ])
    for (const tile of (await caller.investors.channels.list())[0]!.tiles) {
      const found = await caller.investors.applications.list({ channelId: id, status: tile.key })
      expect(found.total, tile.name).toBe(tile.count)
    }
  })

  it('never shows or changes another organisation’s channel', async () => {
    const owner = await investorOf(app(), 'Kaveri Capital')
    const other = await investorOf(app(), 'Deccan Angels')
    const { id } = await (
      await app().caller(owner.headers)
    ).investors.channels.create(climateCall())
    const caller = await app().caller(other.headers)
    expect(await codeOf(caller.investors.channels.get({ id }))).toBe('NOT_FOUND')
    expect(
      await codeOf(
        caller.investors.channels.update({ id, values: climateCall({ title: 'Hijacked' }) }),
      ),
    ).toBe('NOT_FOUND')
    expect(await codeOf(caller.investors.channels.setStatus({ id, status: 'open' }))).toBe(
      'NOT_FOUND',
    )
    expect(await caller.investors.channels.list()).toEqual([])
  })
})
