import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { isCommonPassword } from '@/server/auth/common-passwords'
import { createOrganisation } from '@/server/db/queries/organisations'
import { emailMessage, invitation, member, user } from '@/server/db/schema'

import { signUp } from '../support/accounts'
import { setupTestApp, testOrigin } from '../support/app'
import { lastEmailTo, linkIn } from '../support/mail'
import { founderOf, teammateOf } from '../support/roles'
import { codeOf } from '../support/outcome'

const app = setupTestApp()

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: testOrigin, ...headers },
  body: JSON.stringify(body),
})

describe('email confirmation', () => {
  it('mails a link on sign-up that confirms the address and signs the founder in', async () => {
    const response = await app().authFetch(
      'sign-up/email',
      json({
        email: 'asha@example.com',
        name: 'Asha Rao',
        password: 'monsoon-ledger-42',
        callbackURL: '/startups',
      }),
    )
    expect(response.status).toBe(200)
    const mail = await lastEmailTo(app(), 'asha@example.com', 'verify-email')
    expect(mail.subject).toBe('Confirm your email for Sangam')
    const link = linkIn(mail.text, `${testOrigin}/api/auth/verify-email`)

    const verified = await app().authFetch(`verify-email${link.search}`, { redirect: 'manual' })
    expect(verified.status).toBe(302)
    expect(verified.headers.get('location')).toBe('/startups')
    expect(verified.headers.getSetCookie().some((c) => c.includes('session_token'))).toBe(true)
    const [row] = await app()
      .services.db.select()
      .from(user)
      .where(eq(user.email, 'asha@example.com'))
    expect(row?.emailVerified).toBe(true)
  })

  it('keeps an unconfirmed founder from creating a startup and out of startup procedures', async () => {
    const founder = await signUp(app(), { verified: false })
    const caller = await app().caller(founder.headers)
    await expect(caller.account.createStartup({ name: 'Unconfirmed Labs' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Please confirm your email address first.',
    })
    // Even with a startup made some other way, they stay out until they confirm.
    await createOrganisation(app().services.db, {
      kind: 'startup',
      name: 'Unconfirmed Labs',
      ownerUserId: founder.userId,
    })
    const { startupProcedure, createCallerFactory, router, createContext } = await import(
      '@/server/trpc/init'
    )
    const probe = createCallerFactory(router({ p: startupProcedure.query(() => 'in') }))
    const probeCaller = probe(await createContext(app().services, founder.headers))
    await expect(probeCaller.p()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Please confirm your email address first.',
    })
  })
})

describe('startups and platform admins', () => {
  it('refuses a platform admin account a startup of its own', async () => {
    const admin = await signUp(app(), { isAdmin: true })
    const caller = await app().caller(admin.headers)
    await expect(caller.account.createStartup({ name: 'Side Project' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
    expect(
      await app().services.db.select().from(member).where(eq(member.userId, admin.userId)),
    ).toEqual([])
  })
})

describe('changing email', () => {
  it('moves the account to the new address only after the link sent there is opened', async () => {
    const person = await signUp(app(), { email: 'old@example.com' })
    const response = await app().authFetch('change-email', {
      ...json({ newEmail: 'new@example.com', callbackURL: '/startups/settings' }),
      headers: {
        'content-type': 'application/json',
        origin: testOrigin,
        cookie: person.headers.get('cookie')!,
      },
    })
    expect(response.status).toBe(200)
    const [before] = await app().services.db.select().from(user).where(eq(user.id, person.userId))
    expect(before?.email).toBe('old@example.com')

    const mail = await lastEmailTo(app(), 'new@example.com', 'change-email')
    // The address someone typed gets nothing of theirs: not even their name.
    expect(mail.text).not.toContain(person.name)
    const link = linkIn(mail.text, `${testOrigin}/api/auth/verify-email`)
    const opened = await app().authFetch(`verify-email${link.search}`, {
      redirect: 'manual',
      headers: { cookie: person.headers.get('cookie')! },
    })
    expect(opened.status).toBe(302)
    const [after] = await app().services.db.select().from(user).where(eq(user.id, person.userId))
    expect(after?.email).toBe('new@example.com')
  })
})

describe('passwords', () => {
  it('refuses one of the most common passwords at sign-up, writing nothing', async () => {
    expect(isCommonPassword('qwertyuiop')).toBe(true)
    const response = await app().authFetch(
      'sign-up/email',
      json({ email: 'common@example.com', name: 'C Person', password: 'qwertyuiop' }),
    )
    expect(response.status).toBe(400)
    expect((await response.json()).code).toBe('PASSWORD_TOO_COMMON')
    const [row] = await app().services.db.select({ n: count() }).from(user)
    expect(row?.n).toBe(0)
  })

  it('resets a forgotten password by the emailed link, without telling strangers who has an account', async () => {
    await signUp(app(), { email: 'ravi@example.com', password: 'old-password-123' })
    const known = await app().authFetch(
      'request-password-reset',
      json({ email: 'ravi@example.com', redirectTo: '/reset-password' }),
    )
    const unknown = await app().authFetch(
      'request-password-reset',
      json({ email: 'nobody@example.com', redirectTo: '/reset-password' }),
    )
    expect(known.status).toBe(unknown.status)
    expect(await known.json()).toEqual(await unknown.json())
    const [toStranger] = await app()
      .services.db.select({ n: count() })
      .from(emailMessage)
      .where(eq(emailMessage.to, 'nobody@example.com'))
    expect(toStranger?.n).toBe(0)

    const mail = await lastEmailTo(app(), 'ravi@example.com', 'reset-password')
    const link = linkIn(mail.text, `${testOrigin}/api/auth/reset-password/`)
    const token = link.pathname.split('/').at(-1)!
    const reset = await app().authFetch(
      'reset-password',
      json({ token, newPassword: 'new-password-456' }),
    )
    expect(reset.status).toBe(200)

    const oldPassword = await app().authFetch(
      'sign-in/email',
      json({ email: 'ravi@example.com', password: 'old-password-123' }),
    )
    const newPassword = await app().authFetch(
      'sign-in/email',
      json({ email: 'ravi@example.com', password: 'new-password-456' }),
    )
    expect(oldPassword.status).toBe(401)
    expect(newPassword.status).toBe(200)
    const again = await app().authFetch(
      'reset-password',
      json({ token, newPassword: 'third-password-789' }),
    )
    expect(again.status).toBe(400)
  })

  it('limits sign-in attempts per account even when they come from many addresses', async () => {
    await signUp(app(), { email: 'target@example.com' })
    const statuses: number[] = []
    let retryAfter: string | null = null
    for (let i = 0; i < 11; i++) {
      const response = await app().authFetch(
        'sign-in/email',
        json(
          { email: 'target@example.com', password: 'guess-number-' + i },
          { 'x-sangam-client-ip': `203.0.113.${100 + i}` },
        ),
      )
      statuses.push(response.status)
      retryAfter ??= response.status === 429 ? response.headers.get('retry-after') : null
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses[10]).toBe(429)
    expect(Number(retryAfter)).toBeGreaterThan(0)
    // Even the right password waits until the account's window has passed.
    const right = await app().authFetch(
      'sign-in/email',
      json(
        { email: 'target@example.com', password: 'a-long-password-1' },
        { 'x-sangam-client-ip': '203.0.113.250' },
      ),
    )
    expect(right.status).toBe(429)
  })

  it('never counts successful sign-ins against the account', async () => {
    await signUp(app(), { email: 'regular@example.com', password: 'chai-biscuit-42' })
    for (let i = 0; i < 12; i++) {
      const response = await app().authFetch(
        'sign-in/email',
        json(
          { email: 'regular@example.com', password: 'chai-biscuit-42' },
          { 'x-sangam-client-ip': `198.18.0.${i + 1}` },
        ),
      )
      expect(response.status, `sign-in ${i + 1}`).toBe(200)
    }
  })
})

describe('invitations', () => {
  async function ownerWithInvite(email = 'kabir@example.com') {
    const owner = await founderOf(app(), 'Krishi Setu')
    const caller = await app().caller(owner.headers)
    await caller.organisation.invitations.create({ email, role: 'member' })
    const mail = await lastEmailTo(app(), email, 'invitation')
    const token = linkIn(mail.text, `${testOrigin}/invite/`).pathname.split('/').at(-1)!
    return { owner, caller, token, mail }
  }

  it('brings a new teammate into the same organisation, once', async () => {
    const { owner, token, mail } = await ownerWithInvite()
    expect(mail.subject).toMatch(/invited you to Krishi Setu on Sangam$/)
    const anonymous = await app().caller()
    expect(await anonymous.invitations.get({ token })).toMatchObject({
      email: 'kabir@example.com',
      organisationName: 'Krishi Setu',
      state: 'open',
    })
    const teammate = await signUp(app(), { email: 'kabir@example.com', verified: false })
    // Accepting confirms the address, so signing up for an invitation sends no confirmation mail.
    await expect(lastEmailTo(app(), 'kabir@example.com', 'verify-email')).rejects.toThrow(
      /no email/,
    )
    const caller = await app().caller(teammate.headers)
    expect(await caller.invitations.accept({ token })).toMatchObject({
      organisationId: owner.organisationId,
      kind: 'startup',
    })
    const session = await (await app().caller(teammate.headers)).account.session()
    expect(session?.membership).toMatchObject({
      organisationId: owner.organisationId,
      role: 'member',
    })
    expect(session?.user.emailVerified).toBe(true)
    expect(await codeOf(caller.invitations.accept({ token }))).toBe('BAD_REQUEST')
  })

  it('refuses someone else, an expired link, a revoked one and a superseded one', async () => {
    const { caller: ownerCaller, token } = await ownerWithInvite()
    const stranger = await signUp(app(), { email: 'stranger@example.com' })
    expect(await codeOf((await app().caller(stranger.headers)).invitations.accept({ token }))).toBe(
      'FORBIDDEN',
    )

    const [open] = await app()
      .services.db.select()
      .from(invitation)
      .where(eq(invitation.email, 'kabir@example.com'))
    await ownerCaller.organisation.invitations.resend({ id: open!.id })
    const kabir = await signUp(app(), { email: 'kabir@example.com' })
    const kabirCaller = await app().caller(kabir.headers)
    expect(await codeOf(kabirCaller.invitations.accept({ token }))).toBe('NOT_FOUND')

    const fresh = linkIn(
      (await lastEmailTo(app(), 'kabir@example.com', 'invitation')).text,
      `${testOrigin}/invite/`,
    )
      .pathname.split('/')
      .at(-1)!
    await app()
      .services.db.update(invitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitation.id, open!.id))
    expect(await codeOf(kabirCaller.invitations.accept({ token: fresh }))).toBe('BAD_REQUEST')

    await app()
      .services.db.update(invitation)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(invitation.id, open!.id))
    await ownerCaller.organisation.invitations.revoke({ id: open!.id })
    expect(await codeOf(kabirCaller.invitations.accept({ token: fresh }))).toBe('BAD_REQUEST')
    const [members] = await app()
      .services.db.select({ n: count() })
      .from(member)
      .where(eq(member.userId, kabir.userId))
    expect(members?.n).toBe(0)
  })

  it('keeps one open invitation per address and refuses inviting a member', async () => {
    const { owner, caller } = await ownerWithInvite()
    await caller.organisation.invitations.create({ email: 'KABIR@example.com', role: 'owner' })
    const open = await caller.organisation.invitations.list()
    expect(open).toHaveLength(1)
    expect(open[0]).toMatchObject({
      email: 'kabir@example.com',
      role: 'owner',
      sentCount: 2,
      state: 'open',
    })
    const ownerEmail = (
      await app().services.db.select().from(user).where(eq(user.id, owner.userId))
    )[0]!.email
    expect(
      await codeOf(caller.organisation.invitations.create({ email: ownerEmail, role: 'member' })),
    ).toBe('CONFLICT')
  })
})

describe('organisation ownership', () => {
  it('never leaves an organisation without an owner', async () => {
    const owner = await founderOf(app(), 'Krishi Setu')
    const teammate = await teammateOf(app(), owner.organisationId)
    const ownerCaller = await app().caller(owner.headers)
    expect(await codeOf(ownerCaller.organisation.leave())).toBe('CONFLICT')
    expect(
      await codeOf(
        ownerCaller.organisation.members.setRole({ userId: owner.userId, role: 'member' }),
      ),
    ).toBe('CONFLICT')
    await ownerCaller.organisation.members.setRole({ userId: teammate.userId, role: 'owner' })
    expect(await ownerCaller.organisation.leave()).toEqual({ left: true })
    const members = await (await app().caller(teammate.headers)).organisation.members.list()
    expect(members.map((m) => [m.userId, m.role])).toEqual([[teammate.userId, 'owner']])
  })

  it('refuses a slug another organisation has', async () => {
    const first = await founderOf(app(), 'Krishi Setu')
    const second = await founderOf(app(), 'PayVeda')
    const caller = await app().caller(second.headers)
    expect(await codeOf(caller.organisation.update({ name: 'PayVeda', slug: first.slug }))).toBe(
      'CONFLICT',
    )
    expect(
      await caller.organisation.update({ name: 'PayVeda India', slug: 'payveda-india' }),
    ).toEqual({ name: 'PayVeda India', slug: 'payveda-india' })
  })
})
