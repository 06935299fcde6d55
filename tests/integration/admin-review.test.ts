import { TRPCError } from '@trpc/server'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'

import { accessRequest, emailMessage, organisation } from '@/server/db/schema'

import { signUp } from '../support/accounts'
import { setupTestApp, testOrigin } from '../support/app'
import { lastEmailTo, linkIn } from '../support/mail'
import { adminUser } from '../support/roles'
import { createOrganisation } from '@/server/db/queries/organisations'

const app = setupTestApp()

async function requestAccess(email: string, kind: 'investor' | 'startup' = 'investor') {
  await (
    await app().caller()
  ).website.requestAccess.create({
    name: 'Meera Iyer',
    email,
    kind,
    organisation: 'Nilgiri Ventures',
  })
  const [row] = await app()
    .services.db.select()
    .from(accessRequest)
    .where(eq(accessRequest.email, email))
  return row!
}

describe('access request review', () => {
  it('turns an approved investor request into a working investor account', async () => {
    const request = await requestAccess('meera@example.com')
    const admin = await adminUser(app())
    const adminCaller = await app().caller(admin.headers)
    const pending = await adminCaller.admin.accessRequests.list({ status: 'pending' })
    expect(pending.rows.map((r) => r.email)).toEqual(['meera@example.com'])

    const { organisationId } = await adminCaller.admin.accessRequests.approve({ id: request.id })
    const [org] = await app()
      .services.db.select()
      .from(organisation)
      .where(eq(organisation.id, organisationId))
    expect(org).toMatchObject({ kind: 'investor', name: 'Nilgiri Ventures' })

    const mail = await lastEmailTo(app(), 'meera@example.com', 'access-approved')
    expect(mail.subject).toBe('Your Sangam access is approved')
    const token = linkIn(mail.text, `${testOrigin}/invite/`).pathname.split('/').at(-1)!

    const meera = await signUp(app(), { email: 'meera@example.com', verified: false })
    const meeraCaller = await app().caller(meera.headers)
    expect(await meeraCaller.invitations.accept({ token })).toEqual({
      organisationId,
      kind: 'investor',
    })
    const session = await (await app().caller(meera.headers)).account.session()
    expect(session?.membership).toMatchObject({ organisationId, kind: 'investor', role: 'owner' })

    const decided = await adminCaller.admin.accessRequests.list({ status: 'approved' })
    expect(decided.rows[0]).toMatchObject({
      email: 'meera@example.com',
      reviewerName: expect.any(String),
    })
    await expect(adminCaller.admin.accessRequests.approve({ id: request.id })).rejects.toSatisfy(
      (e: unknown) => e instanceof TRPCError && e.code === 'CONFLICT',
    )
    await expect(adminCaller.admin.accessRequests.reject({ id: request.id })).rejects.toSatisfy(
      (e: unknown) => e instanceof TRPCError && e.code === 'CONFLICT',
    )
  })

  it('answers an unknown request as not found, not as decided, and writes nothing', async () => {
    const admin = await adminUser(app())
    const adminCaller = await app().caller(admin.headers)
    const unknown = '00000000-0000-4000-8000-000000000000'
    for (const decide of [
      () => adminCaller.admin.accessRequests.approve({ id: unknown }),
      () => adminCaller.admin.accessRequests.reject({ id: unknown, message: 'No' }),
    ]) {
      await expect(decide()).rejects.toSatisfy(
        (e: unknown) =>
          e instanceof TRPCError &&
          e.code === 'NOT_FOUND' &&
          e.message === 'No such access request.',
      )
    }
    expect(await app().services.db.query.organisation.findMany()).toEqual([])
  })

  it('mails a rejection with the reviewer’s message and keeps the decision', async () => {
    const request = await requestAccess('ravi@example.com')
    const admin = await adminUser(app())
    const adminCaller = await app().caller(admin.headers)
    await adminCaller.admin.accessRequests.reject({
      id: request.id,
      message: 'We onboard SEBI-registered funds first.',
    })
    const mail = await lastEmailTo(app(), 'ravi@example.com', 'access-rejected')
    expect(mail.text).toContain('We onboard SEBI-registered funds first.')
    const [row] = await app()
      .services.db.select()
      .from(accessRequest)
      .where(eq(accessRequest.id, request.id))
    expect(row).toMatchObject({
      status: 'rejected',
      decisionMessage: 'We onboard SEBI-registered funds first.',
      reviewedBy: admin.userId,
    })
    // A new request from the same person opens a new pending one rather than reviving the old.
    const again = await requestAccess('ravi@example.com')
    expect(again.id).toBeDefined()
    const rows = await app()
      .services.db.select()
      .from(accessRequest)
      .where(eq(accessRequest.email, 'ravi@example.com'))
    expect(rows.map((r) => r.status).sort()).toEqual(['pending', 'rejected'])
  })

  it(
    'keeps emails in the outbox when no SMTP server is configured',
    { timeout: 30_000 },
    async () => {
      await app().services.mailer.startWorker()
      const id = (await app().services.mailer.send('asha@example.com', {
        template: 'verify-email',
        props: { name: 'Asha Rao', url: 'https://sangam.example/verify?token=abc' },
      }))!
      await vi.waitFor(
        async () => {
          const [row] = await app()
            .services.db.select()
            .from(emailMessage)
            .where(eq(emailMessage.id, id))
          expect(row?.status).toBe('stored')
        },
        { timeout: 15_000, interval: 200 },
      )
    },
  )

  it('shows admins the outbox, users and organisations', async () => {
    const admin = await adminUser(app())
    const founder = await signUp(app(), { email: 'priya@example.com', verified: false })
    await createOrganisation(app().services.db, {
      kind: 'startup',
      name: 'Kayal Robotics',
      ownerUserId: founder.userId,
    })
    await lastEmailTo(app(), 'priya@example.com', 'verify-email')
    const caller = await app().caller(admin.headers)
    const outbox = await caller.admin.outbox.list({ q: 'priya@' })
    expect(outbox.rows.map((r) => r.template)).toContain('verify-email')
    const email = await caller.admin.outbox.get({ id: outbox.rows[0]!.id })
    expect(email.html).toContain('<html')
    const users = await caller.admin.users.list({ q: 'priya' })
    expect(users.rows).toEqual([
      expect.objectContaining({
        email: 'priya@example.com',
        organisationName: 'Kayal Robotics',
        role: 'owner',
      }),
    ])
    const orgs = await caller.admin.organisations.list({ kind: 'startup' })
    expect(orgs.rows).toEqual([expect.objectContaining({ name: 'Kayal Robotics', members: 1 })])
  })
})
