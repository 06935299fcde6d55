import { createHmac, scryptSync } from 'node:crypto'

import { and, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { lastUseResolution, sessionLimits } from '@/server/auth/sessions'
import { account, session } from '@/server/db/schema'
import { CLIENT_IP_HEADER } from '@/server/security/client-ip'

import { sessionHeaders, signUp } from '../support/accounts'
import { setupTestApp, testAuthSecret, testOrigin } from '../support/app'
import { investorOf, teammateOf } from '../support/roles'

const app = setupTestApp()

const hour = 60 * 60 * 1000
const minute = 60 * 1000
const password = 'monsoon-ledger-42'

let signIns = 0

/** Signs in through better-auth's HTTP handler, from a browser that may carry a session cookie. */
async function signIn(email: string, carrying?: Headers) {
  signIns += 1
  return app().authFetch('sign-in/email', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: testOrigin,
      // A distinct address per sign-in keeps the test clear of the per-IP sign-in limit.
      [CLIENT_IP_HEADER]: `192.0.2.${signIns % 250}`,
      cookie: carrying?.get('cookie') ?? '',
    },
    body: JSON.stringify({ email, password }),
  })
}

/** The session token a cookie header carries (the signed cookie is `token.signature`). */
function tokenIn(headers: Headers): string {
  const value = /better-auth\.session_token=([^;]+)/.exec(headers.get('cookie') ?? '')?.[1]
  if (!value) throw new Error('no session cookie in these headers')
  return decodeURIComponent(value).split('.')[0]!
}

/** The HTTP status of a procedure that needs a session, called through the real /trpc handler. */
async function statusOf(path: string, headers: Headers): Promise<number> {
  const response = await app().trpcFetch(path, {
    headers: { origin: testOrigin, cookie: headers.get('cookie') ?? '' },
  })
  return response.status
}

async function sessionRow(token: string) {
  const [row] = await app().services.db.select().from(session).where(eq(session.token, token))
  return row
}

async function sessionsOf(userId: string) {
  return app().services.db.select().from(session).where(eq(session.userId, userId))
}

/** Moves the clock the server reads (Date only: the database's own timers keep running). */
function travel(by: number) {
  vi.setSystemTime(Date.now() + by)
}

afterEach(() => {
  vi.useRealTimers()
})

describe('session rotation at sign-in', () => {
  it('issues a new token at every sign-in and never hands back an earlier session', async () => {
    const person = await signUp(app(), { password })
    const laptop = tokenIn(person.headers)

    const phone = await signIn(person.email)
    expect(phone.status).toBe(200)
    const phoneToken = tokenIn(sessionHeaders(phone))

    expect(phoneToken).not.toBe(laptop)
    // Another device's sign-in leaves the first session alone.
    expect((await sessionsOf(person.userId)).map((s) => s.token).sort()).toEqual(
      [laptop, phoneToken].sort(),
    )
  })

  it('deletes the session a browser carried when it signs in again, so the old cookie is refused', async () => {
    const person = await signUp(app(), { password })
    const before = person.headers

    const again = await signIn(person.email, before)
    expect(again.status).toBe(200)
    const after = sessionHeaders(again)

    expect(tokenIn(after)).not.toBe(tokenIn(before))
    expect(await sessionRow(tokenIn(before))).toBeUndefined()
    expect(await statusOf('account.preferences', before)).toBe(401)
    expect(await statusOf('account.preferences', after)).toBe(200)
  })
})

describe('signing out', () => {
  it('refuses a replayed session cookie with 401 once its owner has signed out', async () => {
    const person = await signUp(app(), { password })
    expect(await statusOf('account.preferences', person.headers)).toBe(200)

    const out = await app().authFetch('sign-out', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: testOrigin,
        cookie: person.headers.get('cookie')!,
      },
      body: '{}',
    })
    expect(out.status).toBe(200)

    expect(await sessionRow(tokenIn(person.headers))).toBeUndefined()
    expect(await statusOf('account.preferences', person.headers)).toBe(401)
    const stillKnown = await app().trpcFetch('account.session', {
      headers: { cookie: person.headers.get('cookie')! },
    })
    expect((await stillKnown.json()).result.data.json).toBeNull()
  })

  it('refuses a live session’s token under a signature that is not the server’s', async () => {
    const person = await signUp(app(), { password })
    const token = tokenIn(person.headers)
    const signed = (secret: string) =>
      encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`)
    const cookie = (value: string) => new Headers({ cookie: `better-auth.session_token=${value}` })
    // The server's own signature, rebuilt here: the session is live.
    expect(await statusOf('account.preferences', cookie(signed(testAuthSecret)))).toBe(200)
    for (const forged of [
      signed('another secret, another server'),
      encodeURIComponent(token),
      `${encodeURIComponent(token)}.`,
      // The right signature on another token, and a signature in another spelling of base64.
      signed(testAuthSecret).replace(token.slice(0, 4), 'AAAA'),
      signed(testAuthSecret).replace(/%3D$/, ''),
    ]) {
      expect(await statusOf('account.preferences', cookie(forged)), forged).toBe(401)
    }
    expect(await sessionRow(token)).toBeDefined()
  })
})

describe('session timeouts', () => {
  it('gives the session cookie a Max-Age of the absolute lifetime, seven days', async () => {
    const person = await signUp(app(), { password })
    const response = await signIn(person.email)
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token'))
    expect(sessionLimits.absolute).toBe(7 * 24 * 60 * 60)
    expect(cookie).toMatch(new RegExp(`;\\s*Max-Age=${sessionLimits.absolute}(;|$)`, 'i'))
  })

  it('keeps a session that is used at least every twelve hours, and ends one left alone for twelve', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() })
    const person = await signUp(app(), { password })
    const token = tokenIn(person.headers)
    expect(sessionLimits.idle).toBe(12 * 60 * 60)

    travel(12 * hour - minute)
    expect(await statusOf('account.preferences', person.headers)).toBe(200)
    const used = (await sessionRow(token))!.updatedAt
    expect(used.getTime()).toBe(Date.now())

    // Use is written down at most once per resolution, not on every request.
    travel(lastUseResolution * 1000 - minute)
    expect(await statusOf('account.preferences', person.headers)).toBe(200)
    expect((await sessionRow(token))!.updatedAt).toEqual(used)

    // Counted from the last recorded use, the session is still short of twelve idle hours.
    travel(12 * hour - lastUseResolution * 1000)
    expect(await statusOf('account.preferences', person.headers)).toBe(200)

    travel(12 * hour)
    expect(await statusOf('account.preferences', person.headers)).toBe(401)
    expect(await sessionRow(token)).toBeUndefined()
  })

  it('ends a session seven days after sign-in however busy it has been', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() })
    const person = await signUp(app(), { password })
    const token = tokenIn(person.headers)
    const { createdAt, expiresAt } = (await sessionRow(token))!
    expect(expiresAt.getTime() - createdAt.getTime()).toBe(sessionLimits.absolute * 1000)

    // Used every eleven hours: never idle, so only the absolute lifetime can end it.
    const signedInAt = Date.now()
    while (Date.now() + 11 * hour < signedInAt + sessionLimits.absolute * 1000) {
      travel(11 * hour)
      expect(await statusOf('account.preferences', person.headers)).toBe(200)
    }
    // Use never moves the end ahead.
    expect((await sessionRow(token))!.expiresAt).toEqual(expiresAt)

    vi.setSystemTime(signedInAt + sessionLimits.absolute * 1000 + minute)
    expect(await statusOf('account.preferences', person.headers)).toBe(401)
    expect(await sessionRow(token)).toBeUndefined()
  })
})

describe('removing a member', () => {
  async function fundWithTeammate() {
    const owner = await investorOf(app(), 'Banyan Capital')
    const teammate = await teammateOf(app(), owner.organisationId, { password })
    const phone = sessionHeaders(await signIn(teammate.email))
    return { owner, teammate, phone }
  }

  it('signs the removed person out on every device, so their next request reaches nothing', async () => {
    const { owner, teammate, phone } = await fundWithTeammate()
    for (const device of [teammate.headers, phone]) {
      expect(await statusOf('organisation.members.list', device)).toBe(200)
    }

    const ownerCaller = await app().caller(owner.headers)
    await ownerCaller.organisation.members.remove({ userId: teammate.userId })

    expect(await sessionsOf(teammate.userId)).toEqual([])
    for (const device of [teammate.headers, phone]) {
      expect(await statusOf('organisation.members.list', device)).toBe(401)
      expect(await statusOf('organisation.get', device)).toBe(401)
    }
    // The owner who removed them carries on.
    expect(await statusOf('organisation.members.list', owner.headers)).toBe(200)
    expect(await sessionsOf(owner.userId)).toHaveLength(1)
  })

  it('keeps a member who leaves signed in, without the organisation', async () => {
    const { teammate } = await fundWithTeammate()
    await (await app().caller(teammate.headers)).organisation.leave()

    expect(await sessionsOf(teammate.userId)).toHaveLength(2)
    expect(await statusOf('account.preferences', teammate.headers)).toBe(200)
    expect(await statusOf('organisation.members.list', teammate.headers)).toBe(403)
  })
})

describe('password storage', () => {
  /** better-auth 1.7's scrypt: N=16384, r=16, p=1, 64-byte key, the hex salt used as text. */
  function scryptHex(secret: string, salt: string) {
    return scryptSync(secret.normalize('NFKC'), salt, 64, {
      N: 16384,
      r: 16,
      p: 1,
      maxmem: 128 * 16384 * 16 * 2,
    }).toString('hex')
  }

  async function storedHash(userId: string) {
    const [row] = await app()
      .services.db.select({ password: account.password })
      .from(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    return row!.password!
  }

  it('stores a salted scrypt hash (N=16384, r=16, p=1, 64-byte key), never the password', async () => {
    const person = await signUp(app(), { password })
    const hash = await storedHash(person.userId)

    expect(hash).not.toContain(password)
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/)
    const [salt, key] = hash.split(':') as [string, string]
    expect(scryptHex(password, salt)).toBe(key)
    expect(scryptHex('monsoon-ledger-43', salt)).not.toBe(key)
  })

  it('salts each hash, so two people with one password store different hashes', async () => {
    const first = await signUp(app(), { password })
    const second = await signUp(app(), { password })
    expect(await storedHash(first.userId)).not.toBe(await storedHash(second.userId))
  })
})
