import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'

import { nameControlCharacterMessage, personNameSchema } from '@/domain/accounts/schemas'
import { pendingAuthTasks } from '@/server/auth/auth'
import { answerFloorMs } from '@/server/auth/handler'
import { emailMessage, user } from '@/server/db/schema'

import { signUp } from '../support/accounts'
import { testOrigin, setupTestApp } from '../support/app'
import { lastEmailTo } from '../support/mail'

function json(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: testOrigin, ...headers },
    body: JSON.stringify(body),
  }
}

describe('accounts in production mode', () => {
  const app = setupTestApp({ NODE_ENV: 'production' })

  it('sets the session cookie HttpOnly, SameSite=Lax and Secure', async () => {
    const signUp = await app().authFetch(
      'sign-up/email',
      json({ email: 'asha@example.com', name: 'Asha Rao', password: 'monsoon-ledger-42' }),
    )
    expect(signUp.status).toBe(200)
    const response = await app().authFetch(
      'sign-in/email',
      json({ email: 'asha@example.com', password: 'monsoon-ledger-42' }),
    )
    expect(response.status).toBe(200)
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token'))
    expect(cookie).toBeDefined()
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    expect(cookie).toMatch(/;\s*SameSite=Lax/i)
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/^__Secure-/)
  })
})

describe('accounts', () => {
  const app = setupTestApp()

  it('refuses a sign-up from a foreign origin', async () => {
    const response = await app().authFetch(
      'sign-up/email',
      json(
        { email: 'x@example.com', name: 'X Person', password: 'monsoon-ledger-42' },
        { origin: 'https://evil.example' },
      ),
    )
    expect(response.status).toBe(403)
  })

  it('refuses a display name with a line break or other control character, storing nothing', async () => {
    for (const name of ['Vikram\r\nBcc: someone@example.com', 'Vikram\nMehta', 'Vikram\tMehta']) {
      const response = await app().authFetch(
        'sign-up/email',
        json({ email: 'vikram@example.com', name, password: 'monsoon-ledger-42' }),
      )
      expect(response.status).toBe(400)
      expect((await response.json()).message).toBe(nameControlCharacterMessage())
    }
    expect(await app().services.db.query.user.findMany()).toEqual([])

    const person = await signUp(app(), { name: 'Vikram Mehta' })
    const renamed = await app().authFetch('update-user', {
      ...json({ name: 'Vikram\r\nBcc: someone@example.com' }),
      headers: {
        'content-type': 'application/json',
        origin: testOrigin,
        cookie: person.headers.get('cookie')!,
      },
    })
    expect(renamed.status).toBe(400)
    const [stored] = await app()
      .services.db.select({ name: user.name })
      .from(user)
      .where(eq(user.id, person.userId))
    expect(stored?.name).toBe('Vikram Mehta')
    expect(personNameSchema.safeParse('Vikram\nMehta').error?.issues[0]?.message).toBe(
      nameControlCharacterMessage(),
    )
  })

  it('refuses passwords shorter than 8 or longer than 128 characters', async () => {
    for (const password of ['short', 'x'.repeat(129)]) {
      const response = await app().authFetch(
        'sign-up/email',
        json({ email: `p${password.length}@example.com`, name: 'P Person', password }),
      )
      expect(response.status).toBe(400)
    }
  })

  it('gives the same answer for an unknown email and a wrong password', async () => {
    await app().authFetch(
      'sign-up/email',
      json({ email: 'asha@example.com', name: 'Asha Rao', password: 'monsoon-ledger-42' }),
    )
    const wrongPassword = await app().authFetch(
      'sign-in/email',
      json({ email: 'asha@example.com', password: 'not-the-password' }),
    )
    const unknownEmail = await app().authFetch(
      'sign-in/email',
      json({ email: 'nobody@example.com', password: 'not-the-password' }),
    )
    expect(wrongPassword.status).toBe(unknownEmail.status)
    expect(await wrongPassword.json()).toEqual(await unknownEmail.json())
  })

  it('limits sign-in attempts per client address with 429 and a retry delay', async () => {
    const headers = { 'x-sangam-client-ip': '198.51.100.200' }
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const response = await app().authFetch(
        'sign-in/email',
        json({ email: 'asha@example.com', password: 'wrong-password' }, headers),
      )
      statuses.push(response.status)
      if (response.status === 429) {
        expect(Number(response.headers.get('x-retry-after'))).toBeGreaterThan(0)
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})

describe('what sign-up and password reset tell a stranger', () => {
  const app = setupTestApp()
  const owner = { email: 'asha@example.com', name: 'Asha Rao', password: 'monsoon-ledger-42' }

  /** What a client can observe of an answer: status, headers that matter, and the body's shape. */
  async function observe(response: Response) {
    const body = (await response.json()) as Record<string, unknown> & {
      user?: Record<string, unknown>
    }
    return {
      status: response.status,
      cookies: response.headers.getSetCookie().length,
      keys: Object.keys(body).sort(),
      userKeys: Object.keys(body.user ?? {}).sort(),
      token: body.token,
      emailVerified: body.user?.emailVerified,
    }
  }

  it('answers a sign-up with a taken address exactly as one with a new address, and mails the owner', async () => {
    await app().authFetch('sign-up/email', json(owner, { 'x-sangam-client-ip': '198.51.100.1' }))
    const taken = await app().authFetch(
      'sign-up/email',
      json(
        { ...owner, name: 'Someone Else', password: 'another-secret-77' },
        { 'x-sangam-client-ip': '198.51.100.2' },
      ),
    )
    const fresh = await app().authFetch(
      'sign-up/email',
      json(
        { email: 'new@example.com', name: 'Someone Else', password: 'another-secret-77' },
        { 'x-sangam-client-ip': '198.51.100.3' },
      ),
    )
    const seen = await observe(taken)
    expect(seen).toEqual(await observe(fresh))
    expect(seen).toMatchObject({ status: 200, cookies: 0, token: null, emailVerified: false })

    const notice = await lastEmailTo(app(), owner.email, 'account-exists')
    expect(notice.subject).toBe('You already have a Sangam account')
    expect(notice.text).toContain(`${testOrigin}/forgot-password`)
    const accounts = await app().services.db.select().from(user).where(eq(user.email, owner.email))
    expect(accounts).toHaveLength(1)
    expect(accounts[0]!.name).toBe('Asha Rao')
  })

  it('takes as long for a known address as for an unknown one, at sign-up and at reset', async () => {
    await app().authFetch('sign-up/email', json(owner, { 'x-sangam-client-ip': '198.51.100.9' }))
    const timed = async (route: string, body: unknown, ip: string) => {
      const started = performance.now()
      const response = await app().authFetch(route, json(body, { 'x-sangam-client-ip': ip }))
      await response.arrayBuffer()
      return performance.now() - started
    }
    for (const [route, floor, known, unknown] of [
      [
        'request-password-reset',
        answerFloorMs['/api/auth/request-password-reset']!,
        (i: number) => ({ email: owner.email, redirectTo: '/reset-password', i }),
        (i: number) => ({ email: `nobody${i}@example.com`, redirectTo: '/reset-password' }),
      ],
      [
        'sign-up/email',
        answerFloorMs['/api/auth/sign-up/email']!,
        () => ({ ...owner, password: 'another-secret-77' }),
        (i: number) => ({
          email: `new${i}@example.com`,
          name: 'New Person',
          password: 'another-secret-77',
        }),
      ],
    ] as const) {
      const knownTimes: number[] = []
      const unknownTimes: number[] = []
      // The quickest answer of each kind is compared: a busy machine only ever adds time, so the
      // minimum shows what the server's own work costs, where a median moves with whatever else
      // runs. On a loaded machine the work itself can outlast the floor for a while, so up to five
      // rounds of six pairs are taken until both kinds have had a quiet moment; every answer must
      // still reach the floor.
      const gap = () => Math.abs(Math.min(...knownTimes) - Math.min(...unknownTimes))
      for (let round = 0; round < 5 && (round === 0 || gap() >= floor / 4); round++) {
        for (let i = round * 6; i < round * 6 + 6; i++) {
          // A fresh client address per request keeps clear of the per-address limits.
          knownTimes.push(await timed(route, known(i), `203.0.113.${i}`))
          unknownTimes.push(await timed(route, unknown(i), `203.0.113.${100 + i}`))
        }
      }
      for (const time of [...knownTimes, ...unknownTimes])
        expect(time, route).toBeGreaterThanOrEqual(floor - 1)
      expect(gap(), route).toBeLessThan(floor / 4)
    }
  })

  it('refuses a weak password with a message for the password field, writing nothing', async () => {
    for (const [password, message] of [
      ['aaaaaaaa', 'Use at least 5 different characters: repeats are easy to guess.'],
      ['abababab', 'Use at least 5 different characters: repeats are easy to guess.'],
      ['12345678', 'Avoid runs like 12345678 or abcdefgh: they are easy to guess.'],
      ['abcdefghij', 'Avoid runs like 12345678 or abcdefgh: they are easy to guess.'],
      ['short', 'Use at least 8 characters.'],
    ] as const) {
      const response = await app().authFetch(
        'sign-up/email',
        json({ email: 'weak@example.com', name: 'Weak Person', password }),
      )
      expect(response.status, password).toBe(400)
      expect(await response.json(), password).toMatchObject({ code: 'PASSWORD_TOO_WEAK', message })
    }
    expect(await app().services.db.select().from(user)).toEqual([])
  })

  it('refuses a weak new password when resetting or changing it', async () => {
    const person = await signUp(app(), { email: 'ravi@example.com', password: 'old-password-123' })
    const changed = await app().authFetch('change-password', {
      ...json({ currentPassword: 'old-password-123', newPassword: 'aaaaaaaa' }),
      headers: {
        'content-type': 'application/json',
        origin: testOrigin,
        cookie: person.headers.get('cookie')!,
      },
    })
    expect(changed.status).toBe(400)
    expect((await changed.json()).code).toBe('PASSWORD_TOO_WEAK')
    const reset = await app().authFetch(
      'reset-password',
      json({ token: 'whatever-token', newPassword: 'aaaaaaaa' }),
    )
    expect(reset.status).toBe(400)
    expect((await reset.json()).code).toBe('PASSWORD_TOO_WEAK')
  })
})

describe('mail to one address', () => {
  const app = setupTestApp()

  it('sends at most three reset emails an hour to one person, however many addresses ask', async () => {
    await signUp(app(), { email: 'meera@example.com' })
    for (let i = 0; i < 6; i++) {
      const response = await app().authFetch(
        'request-password-reset',
        json(
          { email: 'meera@example.com', redirectTo: '/reset-password' },
          { 'x-sangam-client-ip': `192.0.2.${i + 1}` },
        ),
      )
      expect(response.status).toBe(200)
    }
    await pendingAuthTasks()
    const resets = await app()
      .services.db.select()
      .from(emailMessage)
      .where(
        and(eq(emailMessage.to, 'meera@example.com'), eq(emailMessage.template, 'reset-password')),
      )
    expect(resets).toHaveLength(3)
  })

  it('lets only a confirmed account ask to move, three times a day, and mails one new address twice at most', async () => {
    const unconfirmed = await signUp(app(), { email: 'new-here@example.com', verified: false })
    const refused = await app().authFetch('change-email', {
      ...json({ newEmail: 'victim@example.com' }),
      headers: {
        'content-type': 'application/json',
        origin: testOrigin,
        cookie: unconfirmed.headers.get('cookie')!,
      },
    })
    expect(refused.status).toBe(403)
    expect((await refused.json()).message).toBe(
      'Confirm your current email address before you change it.',
    )

    const person = await signUp(app(), {
      email: 'sender@example.com',
      name: 'Buy Cheap Watches Now',
    })
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      // From a new address each time: the limit is the account's, not the address's.
      const response = await app().authFetch('change-email', {
        ...json({ newEmail: 'victim@example.com' }),
        headers: {
          'content-type': 'application/json',
          origin: testOrigin,
          cookie: person.headers.get('cookie')!,
          'x-sangam-client-ip': `192.0.2.${50 + i}`,
        },
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
    await pendingAuthTasks()
    const mails = await app()
      .services.db.select()
      .from(emailMessage)
      .where(eq(emailMessage.to, 'victim@example.com'))
    expect(mails).toHaveLength(2)
    for (const mail of mails) expect(mail.text).not.toContain('Buy Cheap Watches Now')
  })
})
