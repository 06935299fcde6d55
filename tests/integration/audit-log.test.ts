import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import type { AuditAction } from '@/domain/audit/actions'
import { handleApplicationsExport } from '@/server/applications/export'
import { issueInvitation } from '@/server/db/queries/invitations'
import { accessRequest, auditEvent } from '@/server/db/schema'
import { handleListExport } from '@/server/lists/export'
import { CLIENT_IP_HEADER } from '@/server/security/client-ip'

import { createBareApplication, createBareChannel } from '../factories/db'
import { signUp } from '../support/accounts'
import { setupTestApp, testOrigin } from '../support/app'
import { lastEmailTo, linkIn } from '../support/mail'
import { codeOf } from '../support/outcome'
import { adminUser, founderOf, investorOf, teammateOf } from '../support/roles'

const app = setupTestApp()
const agent = 'Mozilla/5.0 (AuditTest)'

async function events(action: AuditAction) {
  return app()
    .services.db.select()
    .from(auditEvent)
    .where(eq(auditEvent.action, action))
    .orderBy(asc(auditEvent.at))
}

/** A person's session cookie, sent from `ip` by a browser named `agent`. */
function from(ip: string, person?: { headers: Headers }): Headers {
  const headers = new Headers({ [CLIENT_IP_HEADER]: ip, 'user-agent': agent })
  const cookie = person?.headers.get('cookie')
  if (cookie) headers.set('cookie', cookie)
  return headers
}

function post(body: unknown, headers: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: testOrigin, ...headers },
    body: JSON.stringify(body),
  }
}

function signIn(email: string, password: string, ip: string, userAgent = agent) {
  return app().authFetch(
    'sign-in/email',
    post({ email, password }, { [CLIENT_IP_HEADER]: ip, 'user-agent': userAgent }),
  )
}

/** Everything the audit table holds, as text: for looking for what must never be there. */
async function wholeLog(): Promise<string> {
  return JSON.stringify(await app().services.db.select().from(auditEvent))
}

describe('sign-ins', () => {
  it('records each sign-in with the person, their organisation and where it came from', async () => {
    const founder = await founderOf(app(), 'Krishi Setu')
    // signUp signed in once, before the startup existed.
    const [first] = await events('auth.sign-in')
    expect(first).toMatchObject({
      actorUserId: founder.userId,
      actorEmail: founder.email,
      organisationId: null,
      ipAddress: expect.stringMatching(/^198\.51\.100\./),
    })

    const longAgent = `Mozilla/5.0 ${'x'.repeat(400)}`
    expect((await signIn(founder.email, 'a-long-password-1', '192.0.2.41', longAgent)).status).toBe(
      200,
    )
    const rows = await events('auth.sign-in')
    expect(rows).toHaveLength(2)
    expect(rows[1]).toMatchObject({
      actorUserId: founder.userId,
      actorEmail: founder.email,
      organisationId: founder.organisationId,
      subjectType: null,
      ipAddress: '192.0.2.41',
      details: { method: 'password' },
    })
    expect(rows[1]!.userAgent).toBe(longAgent.slice(0, 256))
  })

  it('records a failed sign-in once, with the address tried and never the password', async () => {
    await signUp(app(), { email: 'meera@example.com' })
    const password = 'monsoon-secret-password-9'
    expect((await signIn('Meera@Example.com', password, '192.0.2.7')).status).toBe(401)
    expect((await signIn('nobody@example.com', password, '192.0.2.8')).status).toBe(401)
    const failed = await events('auth.sign-in-failed')
    expect(failed).toHaveLength(2)
    expect(failed[0]).toMatchObject({
      actorUserId: null,
      actorEmail: 'meera@example.com',
      organisationId: null,
      ipAddress: '192.0.2.7',
      userAgent: agent,
      details: { reason: 'INVALID_EMAIL_OR_PASSWORD' },
    })
    expect(failed[1]).toMatchObject({ actorEmail: 'nobody@example.com', ipAddress: '192.0.2.8' })
    expect(await wholeLog()).not.toContain(password)
  })

  it('records the attempts an account lockout refuses', async () => {
    await signUp(app(), { email: 'target@example.com' })
    for (let i = 0; i < 11; i++)
      await signIn('target@example.com', `guess-${i}`, `192.0.2.${i + 1}`)
    const failed = await events('auth.sign-in-failed')
    expect(failed.map((row) => row.details.reason)).toEqual([
      ...Array(10).fill('INVALID_EMAIL_OR_PASSWORD'),
      'too-many-failures',
    ])
    expect(failed[10]).toMatchObject({ actorEmail: 'target@example.com', ipAddress: '192.0.2.11' })
  })

  it('records a confirmation link that signs in, but not one that renews a signed-in session', async () => {
    const signedUp = await app().authFetch(
      'sign-up/email',
      post(
        { email: 'asha@example.com', name: 'Asha Rao', password: 'monsoon-ledger-42' },
        { [CLIENT_IP_HEADER]: '192.0.2.20' },
      ),
    )
    expect(signedUp.status).toBe(200)
    const link = linkIn(
      (await lastEmailTo(app(), 'asha@example.com', 'verify-email')).text,
      `${testOrigin}/api/auth/verify-email`,
    )
    const opened = await app().authFetch(`verify-email${link.search}`, {
      redirect: 'manual',
      headers: from('192.0.2.21'),
    })
    expect(opened.status).toBe(302)
    expect(await events('auth.sign-in')).toEqual([
      expect.objectContaining({
        actorEmail: 'asha@example.com',
        ipAddress: '192.0.2.21',
        details: { method: 'email-link' },
      }),
    ])

    const person = await signUp(app(), { email: 'old@example.com' })
    await app().authFetch('change-email', {
      ...post({ newEmail: 'new@example.com' }, { cookie: person.headers.get('cookie')! }),
    })
    const changeLink = linkIn(
      (await lastEmailTo(app(), 'new@example.com', 'change-email')).text,
      `${testOrigin}/api/auth/verify-email`,
    )
    const changed = await app().authFetch(`verify-email${changeLink.search}`, {
      redirect: 'manual',
      headers: from('192.0.2.22', person),
    })
    expect(changed.status).toBe(302)
    const signIns = await events('auth.sign-in')
    expect(signIns.filter((row) => row.actorUserId === person.userId)).toHaveLength(1)
  })
})

describe('membership', () => {
  it('records role changes, removals and leaving, by whom and from where', async () => {
    const owner = await investorOf(app(), 'Kaveri Capital')
    const kabir = await teammateOf(app(), owner.organisationId)
    const riya = await teammateOf(app(), owner.organisationId)
    const ownerCaller = await app().caller(from('192.0.2.30', owner))

    await ownerCaller.organisation.members.setRole({ userId: kabir.userId, role: 'owner' })
    // The same role again changes nothing, and records nothing.
    await ownerCaller.organisation.members.setRole({ userId: kabir.userId, role: 'owner' })
    expect(await events('member.role-changed')).toEqual([
      expect.objectContaining({
        actorUserId: owner.userId,
        actorEmail: owner.email,
        organisationId: owner.organisationId,
        subjectType: 'user',
        subjectId: kabir.userId,
        ipAddress: '192.0.2.30',
        userAgent: agent,
        details: { subject: kabir.email, from: 'member', to: 'owner' },
      }),
    ])

    await ownerCaller.organisation.members.remove({ userId: riya.userId })
    expect(await events('member.removed')).toEqual([
      expect.objectContaining({
        actorUserId: owner.userId,
        subjectId: riya.userId,
        details: { subject: riya.email, role: 'member' },
      }),
    ])

    await (await app().caller(from('192.0.2.31', kabir))).organisation.leave()
    expect(await events('member.left')).toEqual([
      expect.objectContaining({
        actorUserId: kabir.userId,
        subjectId: kabir.userId,
        organisationId: owner.organisationId,
        ipAddress: '192.0.2.31',
      }),
    ])
    // The last owner cannot leave: refused, and nothing recorded.
    expect(await codeOf(ownerCaller.organisation.leave())).toBe('CONFLICT')
    expect(await events('member.left')).toHaveLength(1)
  })

  it('records a founder starting a startup and a person accepting an invitation', async () => {
    const founder = await signUp(app(), { email: 'priya@example.com' })
    const { organisationId } = await (
      await app().caller(from('192.0.2.40', founder))
    ).account.createStartup({ name: 'Krishi Setu' })
    expect(await events('member.added')).toEqual([
      expect.objectContaining({
        actorUserId: founder.userId,
        organisationId,
        subjectId: founder.userId,
        details: { subject: 'priya@example.com', role: 'owner' },
      }),
    ])

    const { invitation, token } = await issueInvitation(app().services.db, {
      organisationId,
      email: 'kabir@example.com',
      role: 'member',
      invitedBy: founder.userId,
    })
    const kabir = await signUp(app(), { email: 'kabir@example.com' })
    await (await app().caller(from('192.0.2.41', kabir))).invitations.accept({ token })
    // A second try is refused and records nothing more.
    expect(
      await codeOf((await app().caller(from('192.0.2.41', kabir))).invitations.accept({ token })),
    ).toBe('BAD_REQUEST')
    expect(await events('invitation.accepted')).toEqual([
      expect.objectContaining({
        actorUserId: kabir.userId,
        organisationId,
        subjectType: 'invitation',
        subjectId: invitation.id,
        ipAddress: '192.0.2.41',
        details: { subject: 'kabir@example.com', role: 'member' },
      }),
    ])
  })
})

describe('decisions, status changes and exports', () => {
  it('records access-request decisions by the admin who made them', async () => {
    const admin = await adminUser(app())
    const [meera, ravi] = await app()
      .services.db.insert(accessRequest)
      .values(
        ['meera', 'ravi'].map((name) => ({
          name,
          email: `${name}@example.com`,
          kind: 'investor' as const,
          organisation: `${name} ventures`,
        })),
      )
      .returning()
    const caller = await app().caller(from('192.0.2.60', admin))
    const { organisationId } = await caller.admin.accessRequests.approve({ id: meera!.id })
    await caller.admin.accessRequests.reject({ id: ravi!.id, message: 'Not yet, sorry.' })
    expect(await codeOf(caller.admin.accessRequests.reject({ id: ravi!.id }))).toBe('CONFLICT')
    expect(await events('access-request.approved')).toEqual([
      expect.objectContaining({
        actorUserId: admin.userId,
        organisationId,
        subjectType: 'access-request',
        subjectId: meera!.id,
        ipAddress: '192.0.2.60',
        details: { subject: 'meera ventures (meera@example.com)' },
      }),
    ])
    const rejected = await events('access-request.rejected')
    expect(rejected).toEqual([
      expect.objectContaining({ actorUserId: admin.userId, subjectId: ravi!.id }),
    ])
    // The message to the requester is not the log's.
    expect(JSON.stringify(rejected)).not.toContain('Not yet, sorry.')
  })

  it('records each application a move or a withdrawal changes, and each export', async () => {
    const fund = await investorOf(app(), 'Kaveri Capital')
    const founders = [await founderOf(app(), 'Krishi Setu'), await founderOf(app(), 'PayVeda')]
    const db = app().services.db
    const call = await createBareChannel(db, {
      organisationId: fund.organisationId,
      title: 'Agritech seed',
    })
    const ids: string[] = []
    for (const f of founders) {
      ids.push(
        (await createBareApplication(db, { channelId: call.id, startupOrgId: f.organisationId }))
          .id,
      )
    }
    const investor = await app().caller(from('192.0.2.70', fund))
    await investor.investors.applications.setStatus({ applicationIds: ids, status: 'shortlisted' })
    await (
      await app().caller(from('192.0.2.71', founders[1]!))
    ).startups.applications.withdraw({ id: ids[1]! })

    const moves = await events('application.status-changed')
    expect(moves).toHaveLength(3)
    expect(
      moves
        .slice(0, 2)
        .map((row) => row.subjectId)
        .sort(),
    ).toEqual([...ids].sort())
    expect(moves[0]).toMatchObject({
      actorUserId: fund.userId,
      organisationId: fund.organisationId,
      subjectType: 'application',
      ipAddress: '192.0.2.70',
      details: { from: 'submitted', to: 'shortlisted' },
    })
    expect(moves[2]).toMatchObject({
      actorUserId: founders[1]!.userId,
      organisationId: founders[1]!.organisationId,
      subjectId: ids[1],
      details: { subject: 'PayVeda', from: 'shortlisted', to: 'withdrawn' },
    })

    const exported = await handleApplicationsExport(
      new Request(`${testOrigin}/api/applications/export?status=shortlisted&q=krishi`, {
        headers: from('192.0.2.72', fund),
      }),
      app().services,
    )
    expect(exported.status).toBe(200)
    await exported.text()
    expect(await events('applications.exported')).toEqual([
      expect.objectContaining({
        actorUserId: fund.userId,
        organisationId: fund.organisationId,
        ipAddress: '192.0.2.72',
        details: { query: 'status=shortlisted&q=krishi' },
      }),
    ])

    const { id: listId } = await investor.investors.lists.create({ name: 'Agritech watch' })
    await investor.investors.lists.addEntry({ listId, startupOrgId: founders[0]!.organisationId })
    const listed = await handleListExport(
      new Request(`${testOrigin}/api/lists/${listId}/export`, {
        headers: from('192.0.2.73', fund),
      }),
      app().services,
      listId,
    )
    expect(listed.status).toBe(200)
    expect(await events('list.exported')).toEqual([
      expect.objectContaining({
        actorUserId: fund.userId,
        subjectType: 'list',
        subjectId: listId,
        ipAddress: '192.0.2.73',
        details: { subject: 'Agritech watch', rows: 1 },
      }),
    ])
    // A refused export records nothing.
    const other = await investorOf(app(), 'Deccan Angels')
    const refused = await handleListExport(
      new Request(`${testOrigin}/api/lists/${listId}/export`, { headers: other.headers }),
      app().services,
      listId,
    )
    expect(refused.status).toBe(404)
    expect(await events('list.exported')).toHaveLength(1)
  })
})
