import { TRPCError } from '@trpc/server'
import { count, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import type { AuditAction } from '@/domain/audit/actions'
import { auditPageSize } from '@/domain/audit/list'
import { auditEvent, member } from '@/server/db/schema'

import { setupTestApp } from '../support/app'
import { codeOf } from '../support/outcome'
import { adminUser, founderOf, investorOf, teammateOf } from '../support/roles'

const app = setupTestApp()

async function logSize(): Promise<number> {
  const [row] = await app().services.db.select({ n: count() }).from(auditEvent)
  return row!.n
}

function event(action: AuditAction, at: string, values: Partial<typeof auditEvent.$inferInsert>) {
  return { action, at: new Date(at), ipAddress: '192.0.2.1', ...values }
}

describe('the audit table', () => {
  it('refuses UPDATE and DELETE from the app’s own connection, and allows TRUNCATE', async () => {
    await adminUser(app())
    const db = app().services.db
    const before = await logSize()
    expect(before).toBe(1)
    for (const statement of [
      `UPDATE audit_event SET action = 'list.exported'`,
      `UPDATE audit_event SET ip_address = NULL WHERE false`,
      'DELETE FROM audit_event',
      'DELETE FROM audit_event WHERE false',
    ]) {
      // Drizzle wraps the database's error: its own message is the cause's.
      const error = await db.execute(sql.raw(statement)).then(
        () => null,
        (failure: Error) => failure,
      )
      expect(String((error?.cause as Error | undefined)?.message), statement).toMatch(
        /audit_event is append-only/,
      )
    }
    expect(await logSize()).toBe(before)
    // The test suite empties every table between tests.
    await db.execute(sql.raw('TRUNCATE audit_event'))
    expect(await logSize()).toBe(0)
  })

  it('writes a change and its event in one transaction: neither outlives the other', async () => {
    const owner = await investorOf(app(), 'Kaveri Capital')
    const kabir = await teammateOf(app(), owner.organisationId)
    const db = app().services.db
    const caller = await app().caller(owner.headers)
    const roleOfKabir = async () =>
      (await db.select().from(member).where(eq(member.userId, kabir.userId)))[0]?.role
    await db.execute(
      sql.raw(`CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`),
    )
    // On audit_event: the event cannot be written, so the role change is undone. On member: the
    // change fails at commit, after its event was written, and the event goes with it.
    const triggers = {
      audit_event: 'BEFORE INSERT ON audit_event FOR EACH ROW',
      member: 'AFTER UPDATE ON member DEFERRABLE INITIALLY DEFERRED FOR EACH ROW',
    }
    for (const [table, when] of Object.entries(triggers)) {
      const constraint = table === 'member' ? 'CONSTRAINT' : ''
      await db.execute(
        sql.raw(`CREATE ${constraint} TRIGGER refuse ${when} EXECUTE FUNCTION refuse()`),
      )
      try {
        await expect(
          caller.organisation.members.setRole({ userId: kabir.userId, role: 'owner' }),
        ).rejects.toThrow()
      } finally {
        await db.execute(sql.raw(`DROP TRIGGER refuse ON ${table}`))
      }
      expect(await roleOfKabir(), table).toBe('member')
      expect(await logSize(), table).toBe(2)
    }
  })
})

describe('admin.audit.list', () => {
  it('filters by actions, actor, organisation and India calendar days, newest first', async () => {
    const admin = await adminUser(app())
    const kaveri = await investorOf(app(), 'Kaveri Capital')
    const krishi = await founderOf(app(), 'Krishi Setu')
    await app().services.db.execute(sql.raw('TRUNCATE audit_event'))
    await app()
      .services.db.insert(auditEvent)
      .values([
        // 23:59 IST on Jan 31 and 00:30 IST on Feb 1: different India days.
        event('auth.sign-in', '2026-01-31T18:29:00Z', {
          actorUserId: kaveri.userId,
          actorEmail: 'meera@kaveri.example',
          organisationId: kaveri.organisationId,
        }),
        event('auth.sign-in-failed', '2026-01-31T19:00:00Z', {
          actorEmail: 'meera@kaveri.example',
          details: { reason: 'INVALID_EMAIL_OR_PASSWORD' },
        }),
        event('member.role-changed', '2026-02-02T10:00:00Z', {
          actorUserId: krishi.userId,
          actorEmail: 'priya@krishi.example',
          organisationId: krishi.organisationId,
          subjectType: 'user',
          subjectId: krishi.userId,
          details: { subject: 'kabir@krishi.example', from: 'member', to: 'owner' },
        }),
        event('list.exported', '2026-02-03T10:00:00Z', {
          actorUserId: kaveri.userId,
          actorEmail: 'meera@kaveri.example',
          organisationId: kaveri.organisationId,
          subjectType: 'list',
          subjectId: 'c9b1c7f0-0000-4000-8000-000000000001',
          details: { subject: 'Agritech watch', rows: 3 },
        }),
      ])
    const caller = await app().caller(admin.headers)
    const actionsOf = async (filters: Parameters<typeof caller.admin.audit.list>[0]) =>
      (await caller.admin.audit.list(filters)).rows.map((row) => row.action)

    expect(await actionsOf({})).toEqual([
      'list.exported',
      'member.role-changed',
      'auth.sign-in-failed',
      'auth.sign-in',
    ])
    expect(await actionsOf({ actions: ['auth.sign-in', 'auth.sign-in-failed'] })).toEqual([
      'auth.sign-in-failed',
      'auth.sign-in',
    ])
    expect(await actionsOf({ actor: 'MEERA@' })).toEqual([
      'list.exported',
      'auth.sign-in-failed',
      'auth.sign-in',
    ])
    // Wildcards are taken literally.
    expect(await actionsOf({ actor: '%' })).toEqual([])
    expect(await actionsOf({ organisation: 'krishi' })).toEqual(['member.role-changed'])
    expect(await actionsOf({ organisation: 'kaveri-capital' })).toEqual([
      'list.exported',
      'auth.sign-in',
    ])
    expect(await actionsOf({ from: '2026-02-01' })).toEqual([
      'list.exported',
      'member.role-changed',
      'auth.sign-in-failed',
    ])
    expect(await actionsOf({ to: '2026-01-31' })).toEqual(['auth.sign-in'])
    expect(await actionsOf({ from: '2026-02-02', to: '2026-02-02' })).toEqual([
      'member.role-changed',
    ])
    const page = await caller.admin.audit.list({ actions: ['list.exported'] })
    expect(page).toMatchObject({ total: 1, page: 1, pageCount: 1 })
    expect(page.rows[0]).toMatchObject({
      actorName: kaveri.name,
      organisationName: 'Kaveri Capital',
      organisationSlug: 'kaveri-capital',
      details: { subject: 'Agritech watch', rows: 3 },
    })
  })

  it('pages through at most one page size at a time, and reading writes nothing', async () => {
    const admin = await adminUser(app())
    await app()
      .services.db.insert(auditEvent)
      .values(
        Array.from({ length: auditPageSize + 5 }, (_, i) =>
          event('auth.sign-in', new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(), {
            actorEmail: `person${i}@example.com`,
          }),
        ),
      )
    const size = await logSize()
    const caller = await app().caller(admin.headers)
    const first = await caller.admin.audit.list({})
    expect(first.rows).toHaveLength(auditPageSize)
    expect(first).toMatchObject({ total: size, pageCount: 2 })
    const second = await caller.admin.audit.list({ page: 2 })
    expect(second.rows).toHaveLength(size - auditPageSize)
    expect(await logSize()).toBe(size)
  })

  it('refuses bad filters with a message for the field', async () => {
    const caller = await app().caller((await adminUser(app())).headers)
    const refusal = async (input: unknown) => {
      try {
        await caller.admin.audit.list(input as never)
      } catch (error) {
        if (!(error instanceof TRPCError)) throw error
        return { code: error.code, message: error.message }
      }
      throw new Error('accepted')
    }
    expect(await refusal({ from: '2026-02-10', to: '2026-02-01' })).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('The start date must be on or before the end date.'),
    })
    expect(await refusal({ from: '2026-02-30' })).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('like 2026-01-31'),
    })
    expect(await refusal({ actions: ['auth.sign-out'] })).toMatchObject({ code: 'BAD_REQUEST' })
    expect(await refusal({ page: 0 })).toMatchObject({ code: 'BAD_REQUEST' })
    expect(await refusal({ actor: 'x'.repeat(255) })).toMatchObject({ code: 'BAD_REQUEST' })
  })

  it('is for platform admins only', async () => {
    const founder = await founderOf(app(), 'Krishi Setu')
    expect(await codeOf((await app().caller()).admin.audit.list({}))).toBe('UNAUTHORIZED')
    expect(await codeOf((await app().caller(founder.headers)).admin.audit.list({}))).toBe(
      'FORBIDDEN',
    )
  })
})
