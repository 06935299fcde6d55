/**
 * A fund's own pipeline (docs/decisions/0046): owners shape the stages, moves name them, events
 * keep the names they had, founders are told only the status a stage maps to.
 */
import { asc, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { application, applicationEvent, auditEvent, notification } from '@/server/db/schema'

import { createBareApplication, createBareChannel } from '../factories/db'
import { setupTestApp, type TestApp } from '../support/app'
import { founderOf, investorOf } from '../support/roles'
import { postTrpc } from '../support/trpc-post'

const app = setupTestApp()
const message = 'Thank you for applying; we are not investing at this stage yet.'

/** A fund with a channel and three applications, and the founder of the first. */
async function world(test: TestApp) {
  const fund = await investorOf(test, 'Kaveri Capital')
  const db = test.services.db
  const call = await createBareChannel(db, { organisationId: fund.organisationId, title: 'Seed' })
  const founders = await Promise.all(
    ['Krishi Setu', 'PayVeda', 'Jal Shakti'].map((name) => founderOf(test, name)),
  )
  const ids: string[] = []
  for (const founder of founders) {
    const row = await createBareApplication(db, {
      channelId: call.id,
      startupOrgId: founder.organisationId,
    })
    ids.push(row.id)
  }
  const investor = await test.caller(fund.headers)
  const founder = await test.caller(founders[0]!.headers)
  return { fund, founders, ids, investor, founder, db }
}

/** Each field's first message of a call refused through the HTTP handler, as a form reads it. */
async function fieldsOf(path: string, headers: Headers, input: unknown) {
  const { status, error } = await postTrpc(app(), path, headers, input)
  expect(status, 'the call was refused').toBe(400)
  return Object.fromEntries(
    Object.entries(error!.data.fieldErrors ?? {}).map(([field, messages]) => [field, messages[0]]),
  )
}

async function stagesOf(test: TestApp, headers: Headers) {
  const { stages } = await (await test.caller(headers)).investors.pipeline.stages()
  return stages
}

describe('a fund’s pipeline', () => {
  it('starts as today’s three stages, and an owner shapes it', async () => {
    const { fund, investor } = await world(app())
    expect((await stagesOf(app(), fund.headers)).map((s) => [s.key, s.name, s.mapsTo])).toEqual([
      ['in_review', 'In review', 'in_review'],
      ['shortlisted', 'Shortlisted', 'shortlisted'],
      ['due_diligence', 'Due diligence', 'due_diligence'],
    ])

    expect(
      await investor.investors.pipeline.add({ name: 'First call', mapsTo: 'in_review' }),
    ).toEqual({ key: 'first-call' })
    await investor.investors.pipeline.add({ name: 'Partner meeting', mapsTo: 'shortlisted' })
    await investor.investors.pipeline.reorder({
      keys: ['first-call', 'in_review', 'partner-meeting', 'shortlisted', 'due_diligence'],
    })
    await investor.investors.pipeline.update({
      key: 'partner-meeting',
      name: 'Partner call',
      mapsTo: 'shortlisted',
    })
    expect(
      (await stagesOf(app(), fund.headers)).map((s) => [s.key, s.name, s.position, s.archived]),
    ).toEqual([
      ['first-call', 'First call', 0, false],
      ['in_review', 'In review', 1, false],
      ['partner-meeting', 'Partner call', 2, false],
      ['shortlisted', 'Shortlisted', 3, false],
      ['due_diligence', 'Due diligence', 4, false],
    ])
    const audit = await app()
      .services.db.select({ action: auditEvent.action, details: auditEvent.details })
      .from(auditEvent)
      .where(eq(auditEvent.organisationId, fund.organisationId))
      .orderBy(asc(auditEvent.at))
    expect(audit.map((row) => row.action)).toEqual([
      'pipeline.stage-added',
      'pipeline.stage-added',
      'pipeline.reordered',
      'pipeline.stage-changed',
    ])
    expect(audit[3]!.details).toMatchObject({ from: 'Partner meeting', to: 'Partner call' })
  })

  it('refuses a name taken, a 13th stage and an order that is not the pipeline’s, field by field', async () => {
    const { investor, fund } = await world(app())
    expect(
      await fieldsOf('investors.pipeline.add', fund.headers, {
        name: ' shortlisted ',
        mapsTo: 'in_review',
      }),
    ).toEqual({ name: 'Another stage is already called “shortlisted”.' })
    expect(
      await fieldsOf('investors.pipeline.add', fund.headers, { name: '', mapsTo: 'in_review' }),
    ).toEqual({ name: 'Name the stage.' })
    expect(
      await fieldsOf('investors.pipeline.add', fund.headers, {
        name: 'IC',
        mapsTo: 'accepted' as never,
      }),
    ).toEqual({ mapsTo: 'Choose what founders see: in review, shortlisted or due diligence.' })
    for (let n = 4; n <= 12; n++) {
      await investor.investors.pipeline.add({ name: `Stage ${n}`, mapsTo: 'due_diligence' })
    }
    expect(
      await fieldsOf('investors.pipeline.add', fund.headers, {
        name: 'Stage 13',
        mapsTo: 'due_diligence',
      }),
    ).toEqual({ name: 'A pipeline has at most 12 stages. Archive one you no longer use first.' })
    expect(
      await fieldsOf('investors.pipeline.reorder', fund.headers, {
        keys: ['in_review', 'shortlisted'],
      }),
    ).toEqual({
      keys: 'The pipeline changed meanwhile. Reload to see its stages, then order them again.',
    })
    expect(await stagesOf(app(), fund.headers)).toHaveLength(12)
  })

  it('moves applications by stage, keeps the name each event had, and tells founders only of a new status', async () => {
    const { investor, founder, founders, ids, db } = await world(app())
    await investor.investors.pipeline.add({ name: 'First call', mapsTo: 'in_review' })

    await investor.investors.applications.setStatus({
      applicationIds: [ids[0]!],
      status: 'first-call',
    })
    // From one stage to another of the same status: the founder's status does not change.
    await investor.investors.applications.setStatus({
      applicationIds: [ids[0]!],
      status: 'in_review',
    })
    await investor.investors.pipeline.update({
      key: 'first-call',
      name: 'Intro call',
      mapsTo: 'in_review',
    })

    const events = await db
      .select()
      .from(applicationEvent)
      .where(eq(applicationEvent.applicationId, ids[0]!))
      .orderBy(asc(applicationEvent.createdAt))
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.toStageName])).toEqual([
      ['submitted', 'in_review', 'First call'],
      ['in_review', 'in_review', 'In review'],
    ])
    expect(events[1]!.fromStageId).toBe(events[0]!.toStageId)

    await app().services.notifier.fanOut({ eventIds: events.map((e) => e.id) })
    const bell = await db
      .select({ title: notification.title })
      .from(notification)
      .where(eq(notification.userId, founders[0]!.userId))
    expect(bell.map((line) => line.title)).toEqual(['Seed: your application is now In review'])

    const [own] = await founder.startups.applications.list()
    expect(own).toMatchObject({ status: 'in_review' })
    expect(JSON.stringify(await founder.startups.applications.list())).not.toMatch(
      /First call|Intro call|stage/i,
    )
  })

  it('refuses a move to a stage that is not active, and a new status for a stage that holds applications', async () => {
    const { investor, fund, ids } = await world(app())
    await investor.investors.pipeline.add({ name: 'First call', mapsTo: 'in_review' })
    await investor.investors.applications.setStatus({
      applicationIds: [ids[0]!],
      status: 'first-call',
    })
    expect(
      await fieldsOf('investors.pipeline.update', fund.headers, {
        key: 'first-call',
        name: 'First call',
        mapsTo: 'shortlisted',
      }),
    ).toEqual({
      mapsTo:
        'One application is in this stage, and their founders were told it is in review. Move them first, or add a new stage.',
    })
    expect(
      await fieldsOf('investors.applications.setStatus', fund.headers, {
        applicationIds: [ids[1]!],
        status: 'term-sheet',
      }),
    ).toEqual({ status: 'That stage is no longer in your pipeline. Reload to see its stages.' })
  })

  it('archives a stage by moving what it holds in the same transaction, with an event each', async () => {
    const { investor, fund, ids, db } = await world(app())
    await investor.investors.pipeline.add({ name: 'First call', mapsTo: 'in_review' })
    await investor.investors.applications.setStatus({
      applicationIds: ids.slice(0, 2),
      status: 'first-call',
    })

    expect(
      await fieldsOf('investors.pipeline.archive', fund.headers, { key: 'first-call' }),
    ).toEqual({
      moveTo: 'Choose where its 2 applications go: another stage or a decision.',
    })
    expect(
      await fieldsOf('investors.pipeline.archive', fund.headers, {
        key: 'first-call',
        moveTo: { status: 'rejected' },
      }),
    ).toMatchObject({ 'moveTo.message': expect.any(String), 'moveTo.reason': expect.any(String) })

    await investor.investors.pipeline.archive({
      key: 'first-call',
      moveTo: { status: 'rejected', message, reason: 'too_early' },
    })
    const rows = await db
      .select({ status: application.status, stageId: application.stageId })
      .from(application)
      .where(inArray(application.id, ids.slice(0, 2)))
    expect(rows).toEqual([
      { status: 'rejected', stageId: null },
      { status: 'rejected', stageId: null },
    ])
    const stages = await stagesOf(app(), fund.headers)
    expect(stages.find((s) => s.key === 'first-call')).toMatchObject({
      archived: true,
      applications: 0,
    })
    const moves = await db
      .select({ toStatus: applicationEvent.toStatus })
      .from(applicationEvent)
      .where(inArray(applicationEvent.applicationId, ids.slice(0, 2)))
    expect(moves.filter((e) => e.toStatus === 'rejected')).toHaveLength(2)

    // The archived stage's key no longer takes moves; the last active stage cannot go.
    expect(
      await fieldsOf('investors.applications.setStatus', fund.headers, {
        applicationIds: [ids[2]!],
        status: 'first-call',
      }),
    ).toEqual({ status: 'That stage is no longer in your pipeline. Reload to see its stages.' })
    await investor.investors.pipeline.archive({ key: 'in_review' })
    await investor.investors.pipeline.archive({ key: 'shortlisted' })
    expect(
      await fieldsOf('investors.pipeline.archive', fund.headers, { key: 'due_diligence' }),
    ).toEqual({
      keys: 'Keep at least one stage between submitted and a decision.',
    })
  })
})
