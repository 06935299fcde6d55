import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { count, eq, sql } from 'drizzle-orm'
import { TRPCError } from '@trpc/server'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'

import { erasedStartupName, transferFirstMessage } from '@/domain/accounts/data-rights'
import {
  application,
  auditEvent,
  emailMessage,
  emailMessageOrganisation,
  member,
  organisation,
  startupProfile,
  user,
} from '@/server/db/schema'
import { handleDataExport } from '@/server/data-rights/export'

import {
  createApplication,
  createBareFounder,
  createBareInvestorProfile,
  createChannel,
} from '../factories/db'
import { setupTestApp, testOrigin } from '../support/app'
import {
  distinctive,
  founderEmail,
  founderName,
  needles,
  password,
  png,
  seed as seedWorld,
  startupName,
  upload,
} from '../support/data-rights-world'
import { codeOf } from '../support/outcome'
import { investorOf, teammateOf } from '../support/roles'
import { databaseHolders, storedFiles } from '../support/personal-data-scan'
import { watchRowWrites } from '../support/row-writes'

// Data rights under the DPDP Act (decision 0033): download, erase an account, erase a startup.
const filesDir = mkdtempSync(path.join(tmpdir(), 'sangam-erasure-'))
const app = setupTestApp({ FILES_DIR: filesDir })
const seed = () => seedWorld(app)
beforeEach(() => {
  for (const entry of readdirSync(filesDir))
    rmSync(path.join(filesDir, entry), { recursive: true, force: true })
})
afterAll(() => rmSync(filesDir, { recursive: true, force: true }))

function fieldErrorsOf(error: unknown) {
  expect(error).toBeInstanceOf(TRPCError)
  return (error as TRPCError).cause as unknown as { issues: { path: string[]; message: string }[] }
}

describe('erasing a founder who alone runs a startup', () => {
  it('leaves no trace of the person or the startup in any column or stored file, only the decided application’s trace', async () => {
    const { db } = app().services
    const world = await seed()
    const before = await databaseHolders(db, needles)
    // The scan sees what was planted: the check below is not empty by accident.
    for (const table of [
      'user',
      'founder',
      'application',
      'email_message',
      'notification',
      'audit_event',
      'startup_note',
    ])
      expect(
        before.some((hit) => hit.startsWith(`${table}.`)),
        table,
      ).toBe(true)
    expect(storedFiles(filesDir, needles).some((f) => f.holds.length > 0)).toBe(true)
    const [{ events: auditBefore }] = (await db.select({ events: count() }).from(auditEvent)) as [
      { events: number },
    ]
    const rejectedBefore = (
      await db.select().from(application).where(eq(application.id, world.decided.id))
    )[0]!

    const founderCaller = await app().caller(world.person.headers)
    expect(await founderCaller.account.erasurePlan()).toEqual({
      outcome: 'with-organisation',
      organisationName: startupName,
      organisationKind: 'startup',
    })
    expect(await founderCaller.account.erase({ password })).toEqual({
      erased: true,
      organisationName: startupName,
    })

    expect(await databaseHolders(db, needles)).toEqual([])
    expect(storedFiles(filesDir, needles)).toEqual([])
    // The session ended with the account.
    expect(await (await app().caller(world.person.headers)).account.session()).toBeNull()
    // The audit log lost no event, only names.
    const [{ events: auditAfter }] = (await db.select({ events: count() }).from(auditEvent)) as [
      { events: number },
    ]
    expect(auditAfter).toBe(auditBefore)

    // The undecided application is gone; the decided one keeps what the fund's counts need.
    expect(
      await db.select().from(application).where(eq(application.id, world.undecided.id)),
    ).toEqual([])
    const [trace] = await db.select().from(application).where(eq(application.id, world.decided.id))
    expect(trace).toMatchObject({
      status: 'rejected',
      rejectionReason: 'too_early',
      channelId: rejectedBefore.channelId,
      investorOrgId: world.fund.organisationId,
      submittedAt: rejectedBefore.submittedAt,
      decidedAt: rejectedBefore.decidedAt,
      sectors: rejectedBefore.sectors,
      developmentStage: rejectedBefore.developmentStage,
      headquarters: rejectedBefore.headquarters,
      businessTypes: rejectedBefore.businessTypes,
      plannedRaise: rejectedBefore.plannedRaise,
      startupName: erasedStartupName,
      oneLiner: null,
      answers: {},
      profileSnapshot: {},
      decisionMessage: null,
    })
    expect(trace!.decidedAt).not.toBeNull()
    const [org] = await db
      .select()
      .from(organisation)
      .where(eq(organisation.id, world.organisationId))
    expect(org).toMatchObject({ name: erasedStartupName })
    expect(
      await db.select().from(member).where(eq(member.organisationId, world.organisationId)),
    ).toEqual([])
    expect(await db.select().from(user).where(eq(user.id, world.person.userId))).toEqual([])
    // The fund's search finds the trace under its new name.
    const fundCaller = await app().caller(world.fund.headers)
    const found = await fundCaller.investors.applications.list({} as never)
    expect(JSON.stringify(found)).toContain(erasedStartupName)
    expect(JSON.stringify(found)).not.toContain('Zephyrine')
  })
})

describe('refusals write nothing', () => {
  it('a wrong password is a field error and writes no row', async () => {
    const world = await seed()
    const writes = await watchRowWrites(app().services.db)
    const caller = await app().caller(world.person.headers)
    const error = await caller.account
      .erase({ password: 'not-my-password' })
      .catch((e: unknown) => e)
    expect((error as TRPCError).code).toBe('BAD_REQUEST')
    expect(fieldErrorsOf(error).issues.map((i) => i.path.join('.'))).toContain('password')
    const startupError = await caller.organisation
      .eraseStartup({ password: 'not-my-password' })
      .catch((e: unknown) => e)
    expect((startupError as TRPCError).code).toBe('BAD_REQUEST')
    expect(await writes.written()).toEqual({})
    expect(await caller.account.session()).not.toBeNull()
  })

  it('through HTTP, a wrong password and a bad input answer 400 with the field’s message', async () => {
    const world = await seed()
    const post = (body: unknown) => {
      const headers = new Headers(world.person.headers)
      headers.set('content-type', 'application/json')
      headers.set('origin', testOrigin)
      return app().trpcFetch('account.erase', {
        method: 'POST',
        headers,
        body: JSON.stringify({ json: body }),
      })
    }
    for (const input of [
      { password: 'wrong-password-9' },
      { password: '' },
      { password: 'x'.repeat(300) },
      {},
    ]) {
      const response = await post(input)
      expect(response.status, JSON.stringify(input)).toBe(400)
      const body = (await response.json()) as {
        error: { json: { data: { fieldErrors: Record<string, string[]> } } }
      }
      expect(body.error.json.data.fieldErrors.password?.[0]).toBeTruthy()
    }
  })

  it('the only owner with teammates must hand over ownership first; nothing is written', async () => {
    const world = await seed()
    await teammateOf(app(), world.organisationId, { name: 'Kabir Sethi' })
    const caller = await app().caller(world.person.headers)
    expect(await caller.account.erasurePlan()).toMatchObject({
      outcome: 'transfer-first',
      organisationName: startupName,
    })
    const writes = await watchRowWrites(app().services.db)
    const error = await caller.account.erase({ password }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TRPCError)
    expect((error as TRPCError).code).toBe('CONFLICT')
    expect((error as TRPCError).message).toBe(transferFirstMessage(startupName))
    expect(await writes.written()).toEqual({})
  })

  it('only a startup’s owner may erase it', async () => {
    const world = await seed()
    const cofounder = await teammateOf(app(), world.organisationId, {
      name: 'Kabir Sethi',
      password,
    })
    const asCofounder = await app().caller(cofounder.headers)
    expect(await codeOf(asCofounder.organisation.eraseStartup({ password }))).toBe('FORBIDDEN')
    const asFund = await app().caller(world.fund.headers)
    expect(await codeOf(asFund.organisation.eraseStartup({ password }))).toBe('FORBIDDEN')
    expect(await codeOf((await app().caller()).organisation.eraseStartup({ password }))).toBe(
      'UNAUTHORIZED',
    )
    // A member (not an owner) erases their account alone; the startup stays, without their
    // founder profile and without them in the founders its applications carried.
    const { db } = app().services
    await createBareFounder(db, {
      organisationId: world.organisationId,
      userId: cofounder.userId,
      name: 'Kabir Sethi',
      email: cofounder.email,
      bio: 'Ran cold chains in Nashik.',
    })
    await db.execute(sql`
      UPDATE application SET profile_snapshot = jsonb_set(profile_snapshot, '{founders}',
        coalesce(profile_snapshot -> 'founders', '[]'::jsonb)
          || jsonb_build_array(jsonb_build_object('name', 'Kabir Sethi', 'email', ${cofounder.email}::text)))
      WHERE startup_org_id = ${world.organisationId}`)
    expect(await databaseHolders(db, ['Kabir Sethi'])).toContain(
      'application.profile_snapshot: Kabir Sethi (2 rows)',
    )
    expect(await asCofounder.account.erase({ password })).toEqual({
      erased: true,
      organisationName: null,
    })
    const [org] = await db
      .select()
      .from(organisation)
      .where(eq(organisation.id, world.organisationId))
    expect(org?.name).toBe(startupName)
    expect(await databaseHolders(db, ['Kabir Sethi', cofounder.email])).toEqual([])
    // The startup's own founder is still in what its applications carried.
    expect(await databaseHolders(db, [founderName])).toContain(
      'application.profile_snapshot: Ishaani Vaswani-Tandon (2 rows)',
    )
  })
})

describe('what the investors keep', () => {
  it('the fund’s dashboard still counts the decided application, and no longer the undecided one', async () => {
    const world = await seed()
    const fundCaller = await app().caller(world.fund.headers)
    const period = { from: '2024-01-01', to: '2028-12-31' }
    const counts = async () =>
      Object.fromEntries(
        (await fundCaller.investors.dashboard.get(period)).byStatus.map((s) => [s.status, s.count]),
      )
    expect(await counts()).toMatchObject({ rejected: 1, in_review: 1 })
    await (await app().caller(world.person.headers)).account.erase({ password })
    const after = await counts()
    expect(after).toMatchObject({ rejected: 1 })
    expect(after.in_review ?? 0).toBe(0)
  })

  it('a fund the startup withdrew from finds it no more than the fund that decided on it', async () => {
    const { db } = app().services
    const world = await seed()
    // A second fund, whose channel the startup applied to and then left.
    const other = await investorOf(app(), 'Deccan Angels')
    const call = await createChannel(db, { organisationId: other.organisationId, status: 'open' })
    const made = await createApplication(db, {
      channelId: call.id,
      startupOrgId: world.organisationId,
      status: 'submitted',
    })
    const founderCaller = await app().caller(world.person.headers)
    await founderCaller.startups.applications.withdraw({ id: made.application.id! })
    await db
      .update(startupProfile)
      .set({ isDiscoverable: false })
      .where(eq(startupProfile.organisationId, world.organisationId))
    const profileFor = async (headers: Headers) =>
      codeOf(
        (await app().caller(headers)).investors.applications.fullProfile({
          startupOrgId: world.organisationId,
        }),
      )
    expect(await profileFor(other.headers)).toBe('ok')

    await founderCaller.account.erase({ password })
    expect(await profileFor(other.headers)).toBe('NOT_FOUND')
    expect(await profileFor(world.fund.headers)).toBe('NOT_FOUND')
  })

  it('the only member of a fund erases it with the account: channels, applications and logo go', async () => {
    const { db } = app().services
    const world = await seed()
    const fund = world.fund
    await db.delete(member).where(eq(member.userId, world.teammate.userId))
    await createBareInvestorProfile(db, { organisationId: fund.organisationId })
    await upload(app, fund.headers, 'logo', png, 'image/png')
    const caller = await app().caller(fund.headers)
    expect(await caller.account.erasurePlan()).toMatchObject({
      outcome: 'with-organisation',
      organisationKind: 'investor',
    })
    expect(await caller.account.erase({ password })).toEqual({
      erased: true,
      organisationName: 'Kaveri Capital',
    })
    expect(
      await db.select().from(organisation).where(eq(organisation.id, fund.organisationId)),
    ).toEqual([])
    expect(
      await db.select().from(application).where(eq(application.investorOrgId, fund.organisationId)),
    ).toEqual([])
    expect(await db.select().from(user).where(eq(user.id, fund.userId))).toEqual([])
    // Only the startup's own files are left in the storage.
    const left = storedFiles(filesDir, []).map((f) => f.file.split(path.sep)[0])
    expect(left.length).toBeGreaterThan(0)
    expect(left.every((folder) => folder === world.organisationId)).toBe(true)
    expect(await databaseHolders(db, [fund.email])).toEqual([])
  })
})

describe('erasing a startup, not the account', () => {
  it('takes the startup and its files; its people keep their accounts without it', async () => {
    const { db } = app().services
    const world = await seed()
    await teammateOf(app(), world.organisationId, { name: 'Kabir Sethi' })
    const caller = await app().caller(world.person.headers)
    expect(await caller.organisation.eraseStartup({ password })).toEqual({ erased: true })
    expect(storedFiles(filesDir, [])).toEqual([])
    expect(
      await db
        .select()
        .from(startupProfile)
        .where(eq(startupProfile.organisationId, world.organisationId)),
    ).toEqual([])
    expect(
      await db.select().from(member).where(eq(member.organisationId, world.organisationId)),
    ).toEqual([])
    expect(
      (await (await app().caller(world.person.headers)).account.session())?.membership,
    ).toBeNull()
    // What is left is the person's own (their address holds the startup's name, their access
    // request described it): never the startup's profile, applications, emails or bell lines.
    const personal = ['user.email', 'audit_event.actor_email', 'rate_limit.key', 'access_request.']
    const hits = await databaseHolders(db, ['Zephyrine', distinctive])
    expect(hits.filter((hit) => !personal.some((p) => hit.startsWith(p)))).toEqual([])
  })
})

describe('finding a startup’s emails by keys at any size', () => {
  it('emails written before each recorded its organisations are linked by the migration, and then erased', async () => {
    const { db } = app().services
    const world = await seed()
    const linked = async () =>
      (
        await db
          .select({
            email: emailMessageOrganisation.emailMessageId,
            organisation: emailMessageOrganisation.organisationId,
          })
          .from(emailMessageOrganisation)
      ).map((row) => `${row.email} ${row.organisation}`)
    const recorded = await linked()
    // The startup's application emails and its invitation were recorded when written.
    const concerningIt = await db
      .select({ template: emailMessage.template })
      .from(emailMessageOrganisation)
      .innerJoin(emailMessage, eq(emailMessage.id, emailMessageOrganisation.emailMessageId))
      .where(eq(emailMessageOrganisation.organisationId, world.organisationId))
    expect(new Set(concerningIt.map((e) => e.template)).size).toBeGreaterThan(1)

    // As before migration 0025: no email says which organisations it concerns.
    await db.execute(sql`DELETE FROM email_message_organisation`)
    const migration = readFileSync('drizzle/0025_email-organisations.sql', 'utf8')
    const backfill = migration.split('--> statement-breakpoint').at(-1)!
    expect(backfill).toContain('INSERT INTO "email_message_organisation"')
    await db.execute(sql.raw(backfill))
    expect(await linked()).toEqual(expect.arrayContaining(recorded))

    const caller = await app().caller(world.person.headers)
    expect(await caller.organisation.eraseStartup({ password })).toEqual({ erased: true })
    const personal = ['user.email', 'audit_event.actor_email', 'rate_limit.key', 'access_request.']
    const hits = await databaseHolders(db, ['Zephyrine', distinctive])
    expect(hits.filter((hit) => !personal.some((p) => hit.startsWith(p)))).toEqual([])
  })
})

describe('downloading one’s data', () => {
  it('gives the signed-in person their data as a JSON file, and no teammate’s address', async () => {
    const world = await seed()
    const download = (headers: Headers) =>
      handleDataExport(new Request(`${testOrigin}/api/account/data`, { headers }), app().services)
    expect((await download(new Headers())).status).toBe(401)

    const mine = await download(world.person.headers)
    expect(mine.status).toBe(200)
    expect(mine.headers.get('content-disposition')).toMatch(
      /^attachment; filename="sangam-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    const data = (await mine.json()) as Record<string, unknown>
    expect(data).toMatchObject({
      account: { name: founderName, email: founderEmail, emailVerified: true },
      memberships: [{ organisation: startupName, kind: 'startup', role: 'owner' }],
      founderProfiles: [{ startup: startupName, name: founderName, email: founderEmail }],
      invitations: { sent: [{ organisation: startupName, role: 'member' }], received: [] },
      accessRequests: [{ email: founderEmail }],
    })
    expect((data.sessions as unknown[]).length).toBeGreaterThan(0)
    expect((data.notifications as unknown[]).length).toBeGreaterThan(0)
    expect((data.auditLog as unknown[]).length).toBeGreaterThan(0)
    const text = JSON.stringify(data)
    expect(text).not.toContain(world.teammate.email)
    expect(text).not.toContain(world.fund.email)
    expect(text).not.toContain('meera.k@example.com')

    // A fund's member finds the notes they wrote, not their teammate's address.
    const theirs = (await (await download(world.fund.headers)).json()) as {
      authored: { notes: { body: string }[]; applicationRatings: unknown[] }
    }
    expect(theirs.authored.notes[0]?.body).toContain(founderName)
    expect(theirs.authored.applicationRatings).toHaveLength(1)
    expect(JSON.stringify(theirs)).not.toContain(world.teammate.email)
  })
})

describe('the audit log during an erasure', () => {
  it('still refuses any change but taking personal data out', async () => {
    const { db } = app().services
    await seed()
    await expect(db.execute(sql`UPDATE audit_event SET actor_email = NULL`)).rejects.toThrow()
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('sangam.audit_erasure', 'on', true)`)
        await tx.execute(sql`UPDATE audit_event SET action = 'list.exported'`)
      }),
    ).rejects.toThrow()
    await expect(db.execute(sql`DELETE FROM audit_event`)).rejects.toThrow()
  })
})
