import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { application, applicationEvent } from '@/server/db/schema'

import { createBareApplication, createBareChannel } from '../factories/db'
import { setupTestApp, type TestApp } from '../support/app'
import { founderOf, investorOf } from '../support/roles'
import { codeOf } from '../support/outcome'

const app = setupTestApp()
const message = 'Thank you for applying; your pilots with FPOs impressed us.'

/** One fund with an open channel and three startups that applied to it; a second fund with one. */
async function pipeline(test: TestApp) {
  const fund = await investorOf(test, 'Kaveri Capital')
  const otherFund = await investorOf(test, 'Deccan Angels')
  const db = test.services.db
  const call = await createBareChannel(db, {
    organisationId: fund.organisationId,
    title: 'Agritech seed',
  })
  const otherCall = await createBareChannel(db, {
    organisationId: otherFund.organisationId,
    title: 'Climate pre-seed',
  })
  const founders = await Promise.all(
    ['Krishi Setu', 'PayVeda', 'Jal Shakti'].map((name) => founderOf(test, name)),
  )
  const ids: string[] = []
  for (const f of founders) {
    ids.push(
      (await createBareApplication(db, { channelId: call.id, startupOrgId: f.organisationId })).id,
    )
  }
  const foreign = await createBareApplication(db, {
    channelId: otherCall.id,
    startupOrgId: founders[0]!.organisationId,
  })
  return { fund, founders, ids, foreignId: foreign.id }
}

async function statuses(test: TestApp, ids: string[]) {
  const rows = await test.services.db
    .select({ id: application.id, status: application.status })
    .from(application)
    .where(inArray(application.id, ids))
  return Object.fromEntries(rows.map((r) => [r.id, r.status]))
}

describe('application status changes', () => {
  it('writes an event per moved application with the actor, and skips those that cannot move', async () => {
    const { fund, ids } = await pipeline(app())
    const investor = await app().caller(fund.headers)
    await investor.investors.applications.setStatus({
      applicationIds: [ids[0]!],
      status: 'rejected',
      message,
      reason: 'too_early',
    })

    const outcome = await investor.investors.applications.setStatus({
      applicationIds: ids,
      status: 'in_review',
    })

    expect(outcome).toEqual({ moved: 2, skipped: 1 })
    expect(await statuses(app(), ids)).toEqual({
      [ids[0]!]: 'rejected',
      [ids[1]!]: 'in_review',
      [ids[2]!]: 'in_review',
    })
    const events = await app()
      .services.db.select()
      .from(applicationEvent)
      .where(inArray(applicationEvent.applicationId, ids))
    const byKey = (e: { applicationId: string; toStatus: string }) =>
      `${e.toStatus}:${e.applicationId}`
    expect(
      events
        .map((e) => ({ ...e, key: byKey(e) }))
        .sort((a, b) => a.key.localeCompare(b.key))
        .map((e) => [e.applicationId, e.fromStatus, e.toStatus, e.actorId]),
    ).toEqual(
      [
        { applicationId: ids[1]!, toStatus: 'in_review' },
        { applicationId: ids[2]!, toStatus: 'in_review' },
        { applicationId: ids[0]!, toStatus: 'rejected' },
      ]
        .sort((a, b) => byKey(a).localeCompare(byKey(b)))
        .map((e) => [e.applicationId, 'submitted', e.toStatus, fund.userId]),
    )
  })

  it('stores the decision message and reason the founder will see', async () => {
    const { fund, ids } = await pipeline(app())
    const investor = await app().caller(fund.headers)
    await investor.investors.applications.setStatus({
      applicationIds: [ids[1]!],
      status: 'rejected',
      message,
      reason: 'market_size',
    })
    const [row] = await app()
      .services.db.select()
      .from(application)
      .where(eq(application.id, ids[1]!))
    expect(row).toMatchObject({
      status: 'rejected',
      decisionMessage: message,
      rejectionReason: 'market_size',
    })
    expect(row!.decidedAt).toBeInstanceOf(Date)
  })

  it('keeps the first response and the furthest stage reached as the application moves', async () => {
    const { fund, ids } = await pipeline(app())
    const investor = await app().caller(fund.headers)
    const progress = async () => {
      const [row] = await app()
        .services.db.select({
          firstResponseAt: application.firstResponseAt,
          furthestStatus: application.furthestStatus,
        })
        .from(application)
        .where(eq(application.id, ids[0]!))
      return row!
    }
    expect(await progress()).toEqual({ firstResponseAt: null, furthestStatus: 'submitted' })

    await investor.investors.applications.setStatus({
      applicationIds: [ids[0]!],
      status: 'shortlisted',
    })
    const first = await progress()
    expect(first.furthestStatus).toBe('shortlisted')
    expect(first.firstResponseAt).toBeInstanceOf(Date)

    // Back to review: the furthest stage and the first response stay.
    await investor.investors.applications.setStatus({
      applicationIds: [ids[0]!],
      status: 'in_review',
    })
    await investor.investors.applications.setStatus({
      applicationIds: [ids[0]!],
      status: 'rejected',
      message,
      reason: 'market_size',
    })
    expect(await progress()).toEqual(first)
  })

  it('refuses a move a single application cannot make', async () => {
    const { fund, ids } = await pipeline(app())
    const investor = await app().caller(fund.headers)
    await investor.investors.applications.setStatus({
      applicationIds: [ids[0]!],
      status: 'accepted',
      message,
    })
    expect(
      await codeOf(
        investor.investors.applications.setStatus({
          applicationIds: [ids[0]!],
          status: 'in_review',
        }),
      ),
    ).toBe('CONFLICT')
    const refusal = await investor.investors.applications
      .setStatus({ applicationIds: [ids[0]!], status: 'in_review' })
      .catch((error: Error) => error.message)
    expect(refusal).toBe('This application is accepted and can no longer move.')
  })

  it('says an application is already where a single move would take it', async () => {
    const { fund, ids } = await pipeline(app())
    const investor = await app().caller(fund.headers)
    const move = () =>
      investor.investors.applications.setStatus({ applicationIds: [ids[0]!], status: 'in_review' })
    await move()
    expect(await move().catch((error: Error) => error.message)).toBe(
      'This application is already at “In review”.',
    )
  })

  it('changes nothing when one of the ids belongs to another fund', async () => {
    const { fund, ids, foreignId } = await pipeline(app())
    const investor = await app().caller(fund.headers)
    const code = await codeOf(
      investor.investors.applications.setStatus({
        applicationIds: [...ids, foreignId],
        status: 'shortlisted',
      }),
    )
    expect(code).toBe('NOT_FOUND')
    expect(Object.values(await statuses(app(), [...ids, foreignId]))).toEqual([
      'submitted',
      'submitted',
      'submitted',
      'submitted',
    ])
    expect(await app().services.db.select().from(applicationEvent)).toEqual([])
  })

  it('refuses a decision without its message or reason and writes nothing', async () => {
    const { fund, ids } = await pipeline(app())
    const investor = await app().caller(fund.headers)
    expect(
      await codeOf(
        investor.investors.applications.setStatus({
          applicationIds: ids,
          status: 'rejected',
          message,
        }),
      ),
    ).toBe('BAD_REQUEST')
    expect(
      await codeOf(
        investor.investors.applications.setStatus({
          applicationIds: ids,
          status: 'accepted',
          message: 'ok',
        }),
      ),
    ).toBe('BAD_REQUEST')
    expect(new Set(Object.values(await statuses(app(), ids)))).toEqual(new Set(['submitted']))
  })

  it('lets the startup withdraw before a decision, not after', async () => {
    const { fund, founders, ids } = await pipeline(app())
    const investor = await app().caller(fund.headers)
    const first = await app().caller(founders[0]!.headers)
    const second = await app().caller(founders[1]!.headers)

    await first.startups.applications.withdraw({ id: ids[0]! })
    await investor.investors.applications.setStatus({
      applicationIds: [ids[1]!],
      status: 'accepted',
      message,
    })

    expect(await codeOf(second.startups.applications.withdraw({ id: ids[1]! }))).toBe('CONFLICT')
    expect(await codeOf(second.startups.applications.withdraw({ id: ids[0]! }))).toBe('NOT_FOUND')
    expect(await statuses(app(), ids.slice(0, 2))).toEqual({
      [ids[0]!]: 'withdrawn',
      [ids[1]!]: 'accepted',
    })
    const [event] = await app()
      .services.db.select()
      .from(applicationEvent)
      .where(eq(applicationEvent.applicationId, ids[0]!))
    expect(event).toMatchObject({
      fromStatus: 'submitted',
      toStatus: 'withdrawn',
      actorId: founders[0]!.userId,
    })
    // A withdrawn application is the startup's choice: the investor cannot move it.
    expect(
      await codeOf(
        investor.investors.applications.setStatus({
          applicationIds: [ids[0]!],
          status: 'in_review',
        }),
      ),
    ).toBe('CONFLICT')
  })
})
