import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { standardTemplates } from '@/domain/investors/message-templates'
import { ownedLimits } from '@/lib/limits'
import { messageTemplate } from '@/server/db/schema'

import { setupTestApp } from '../support/app'
import { postTrpc } from '../support/trpc-post'
import { codeOf } from '../support/outcome'
import { investorOf, teammateOf } from '../support/roles'

const app = setupTestApp()

const tooEarly = {
  name: 'Too early, keep in touch',
  decision: 'rejected' as const,
  reason: 'too_early' as const,
  body: 'Thank you for applying to {channel}, {founder}. {startup} is early for {investor}.',
}
const welcome = {
  name: 'Welcome aboard',
  decision: 'accepted' as const,
  reason: null,
  body: 'Congratulations, {founder}! {investor} would like to back {startup}.',
}

/** A call through the real /trpc handler, to see the field errors the client gets. */
const post = (path: string, headers: Headers, input: unknown) =>
  postTrpc(app(), path, headers, input)

async function templatesOf(organisationId: string) {
  const [row] = await app()
    .services.db.select({ n: count() })
    .from(messageTemplate)
    .where(eq(messageTemplate.organisationId, organisationId))
  return row!.n
}

describe('investors.messageTemplates', () => {
  it('lets any teammate create, list, update and remove the team’s templates', async () => {
    const owner = await investorOf(app(), 'Kaveri Capital')
    const ownerCaller = await app().caller(owner.headers)
    const { id } = await ownerCaller.investors.messageTemplates.create(welcome)
    const { id: rejectionId } = await ownerCaller.investors.messageTemplates.create({
      ...tooEarly,
      name: '  Too early, keep in touch  ',
    })

    const { saved } = await ownerCaller.investors.messageTemplates.list()
    // Rejections first, and the values as the schema leaves them (trimmed).
    expect(saved).toEqual([
      { id: rejectionId, ...tooEarly, standard: false },
      { id, ...welcome, standard: false },
    ])

    // A member who is not an owner edits and deletes what the owner saved.
    const teammate = await teammateOf(app(), owner.organisationId)
    const teammateCaller = await app().caller(teammate.headers)
    await teammateCaller.investors.messageTemplates.update({
      id: rejectionId,
      name: 'Any reason',
      decision: 'rejected',
      reason: null,
      body: 'Thank you, {founder}. We will not take {startup} further this time.',
    })
    expect((await ownerCaller.investors.messageTemplates.list()).saved[0]).toEqual({
      id: rejectionId,
      name: 'Any reason',
      decision: 'rejected',
      reason: null,
      body: 'Thank you, {founder}. We will not take {startup} further this time.',
      standard: false,
    })

    expect(await teammateCaller.investors.messageTemplates.remove({ id })).toEqual({ id })
    expect((await ownerCaller.investors.messageTemplates.list()).saved.map((t) => t.id)).toEqual([
      rejectionId,
    ])
    expect(await codeOf(ownerCaller.investors.messageTemplates.remove({ id }))).toBe('NOT_FOUND')
  })

  it('refuses an unknown placeholder at the body and writes nothing', async () => {
    const investor = await investorOf(app(), 'Kaveri Capital')
    const refused = await post('investors.messageTemplates.create', investor.headers, {
      ...tooEarly,
      body: 'Dear {name}, thank you for applying with {startup}.',
    })
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.error?.data.fieldErrors ?? {})).toEqual(['body'])
    expect(refused.error?.data.fieldErrors?.body?.[0]).toMatch(/Unknown placeholder \{name\}/)
    expect(await templatesOf(investor.organisationId)).toBe(0)

    // Nor does an update change a saved template.
    const caller = await app().caller(investor.headers)
    const { id } = await caller.investors.messageTemplates.create(tooEarly)
    const update = await post('investors.messageTemplates.update', investor.headers, {
      id,
      ...tooEarly,
      body: 'Dear {founder}, {stage} is not for us, thank you.',
    })
    expect(update.error?.data.fieldErrors?.body?.[0]).toMatch(/Unknown placeholder \{stage\}/)
    expect((await caller.investors.messageTemplates.list()).saved[0]?.body).toBe(tooEarly.body)
  })

  it('refuses the names every object inherits as placeholders, on create and update', async () => {
    const investor = await investorOf(app(), 'Kaveri Capital')
    const caller = await app().caller(investor.headers)
    const { id } = await caller.investors.messageTemplates.create(tooEarly)
    for (const name of ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty']) {
      const body = `Dear {founder}, {${name}} is not for us.`
      for (const [path, input] of [
        ['investors.messageTemplates.create', { ...tooEarly, body }],
        ['investors.messageTemplates.update', { id, ...tooEarly, body }],
      ] as const) {
        const refused = await post(path, investor.headers, input)
        expect(refused.status).toBe(400)
        expect(refused.error?.data.fieldErrors?.body?.[0]).toContain(
          `Unknown placeholder {${name}}`,
        )
      }
    }
    expect(await templatesOf(investor.organisationId)).toBe(1)
    expect((await caller.investors.messageTemplates.list()).saved[0]?.body).toBe(tooEarly.body)
  })

  it('refuses a reason on an acceptance at the reason and writes nothing', async () => {
    const investor = await investorOf(app(), 'Kaveri Capital')
    const refused = await post('investors.messageTemplates.create', investor.headers, {
      ...welcome,
      reason: 'too_early',
    })
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.error?.data.fieldErrors ?? {})).toEqual(['reason'])
    expect(refused.error?.data.fieldErrors?.reason?.[0]).toBe('Only a rejection has a reason.')
    expect(await templatesOf(investor.organisationId)).toBe(0)
  })

  it('keeps one fund’s templates from another', async () => {
    const kaveri = await investorOf(app(), 'Kaveri Capital')
    const kaveriCaller = await app().caller(kaveri.headers)
    const { id } = await kaveriCaller.investors.messageTemplates.create(tooEarly)

    const deccan = await investorOf(app(), 'Deccan Angels')
    const deccanCaller = await app().caller(deccan.headers)
    expect((await deccanCaller.investors.messageTemplates.list()).saved).toEqual([])
    expect(
      await codeOf(
        deccanCaller.investors.messageTemplates.update({ id, ...tooEarly, name: 'Taken over' }),
      ),
    ).toBe('NOT_FOUND')
    expect(await codeOf(deccanCaller.investors.messageTemplates.remove({ id }))).toBe('NOT_FOUND')
    expect((await kaveriCaller.investors.messageTemplates.list()).saved).toEqual([
      { id, ...tooEarly, standard: false },
    ])
  })

  it('offers Sangam’s standard messages until the team saves a rejection template', async () => {
    const investor = await investorOf(app(), 'Kaveri Capital')
    const caller = await app().caller(investor.headers)
    expect(await caller.investors.messageTemplates.list()).toEqual({
      saved: [],
      offered: standardTemplates(),
    })

    // An acceptance is not a rejection: the standard ones are still offered beside it.
    const { id: acceptId } = await caller.investors.messageTemplates.create(welcome)
    const withAcceptance = await caller.investors.messageTemplates.list()
    expect(withAcceptance.offered.map((t) => t.id)).toEqual([
      acceptId,
      ...standardTemplates().map((t) => t.id),
    ])

    const { id } = await caller.investors.messageTemplates.create(tooEarly)
    const { saved, offered } = await caller.investors.messageTemplates.list()
    expect(offered).toEqual(saved)
    expect(offered.map((t) => t.id).sort()).toEqual([acceptId, id].sort())

    // Deleting it brings them back.
    await caller.investors.messageTemplates.remove({ id })
    expect(
      (await caller.investors.messageTemplates.list()).offered.filter((t) => t.standard),
    ).toEqual(standardTemplates())
  })

  it(`keeps at most ${ownedLimits.messageTemplatesPerOrganisation} templates a team`, async () => {
    const investor = await investorOf(app(), 'Kaveri Capital')
    const caller = await app().caller(investor.headers)
    const limit = ownedLimits.messageTemplatesPerOrganisation
    await app()
      .services.db.insert(messageTemplate)
      .values(
        Array.from({ length: limit - 1 }, (_, i) => ({
          organisationId: investor.organisationId,
          ...tooEarly,
          name: `Filler ${i}`,
        })),
      )
    await caller.investors.messageTemplates.create({ ...welcome, name: 'The last one' })
    expect(await templatesOf(investor.organisationId)).toBe(limit)

    const refused = caller.investors.messageTemplates.create({ ...welcome, name: 'One too many' })
    await expect(refused).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/100 templates, the most Sangam keeps/),
    })
    expect(await templatesOf(investor.organisationId)).toBe(limit)

    // Once one is deleted there is room again.
    const [first] = (await caller.investors.messageTemplates.list()).saved
    await caller.investors.messageTemplates.remove({ id: first!.id })
    expect(await codeOf(caller.investors.messageTemplates.create(welcome))).toBe('ok')
  })
})
