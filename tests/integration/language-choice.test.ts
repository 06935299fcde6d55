import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { userPreference } from '@/server/db/schema'
import { answerLanguageChoice, safeReturnPath } from '@/server/http/language-choice'
import { CLIENT_IP_HEADER } from '@/server/security/client-ip'

import { setupTestApp, testOrigin } from '../support/app'
import { signUp } from '../support/accounts'

const app = setupTestApp()

function choose(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return answerLanguageChoice(
    new Request(`${testOrigin}/api/language`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: testOrigin,
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    }),
    app().services,
  )
}

async function storedLanguage(userId: string) {
  const [row] = await app()
    .services.db.select({ language: userPreference.language })
    .from(userPreference)
    .where(eq(userPreference.userId, userId))
  return row?.language ?? null
}

describe('POST /api/language (the language switch)', () => {
  it('keeps a visitor’s choice in a cookie and goes back to the page', async () => {
    const answer = await choose({ language: 'hi', back: '/company/krishi-setu?from=home' })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/company/krishi-setu?from=home')
    const cookie = answer.headers.get('set-cookie')!
    expect(cookie).toMatch(/^lang=hi; Path=\/; Max-Age=31536000; SameSite=Lax/)
    // The page's own script reads it on hydration, as it reads the time zone's.
    expect(cookie).not.toMatch(/HttpOnly/i)
  })

  it('keeps a signed-in person’s choice with their account, and gives it back at sign-in', async () => {
    const person = await signUp(app(), { email: 'asha@example.com', password: 'a-long-password-1' })
    const cookie = person.headers.get('cookie')!
    expect(await storedLanguage(person.userId)).toBeNull()
    expect((await choose({ language: 'hi', back: '/startups/settings' }, { cookie })).status).toBe(
      303,
    )
    expect(await storedLanguage(person.userId)).toBe('hi')
    const caller = await app().caller(person.headers)
    expect(await caller.account.preferences()).toMatchObject({ language: 'hi' })

    // On another browser, signing in brings the language with it.
    const signedIn = await app().authFetch('sign-in/email', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: testOrigin,
        [CLIENT_IP_HEADER]: '198.51.100.77',
      },
      body: JSON.stringify({ email: 'asha@example.com', password: 'a-long-password-1' }),
    })
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.getSetCookie().find((c) => c.startsWith('lang='))).toMatch(/^lang=hi;/)

    expect((await choose({ language: 'en', back: '/startups' }, { cookie })).status).toBe(303)
    expect(await storedLanguage(person.userId)).toBe('en')
  })

  it('keeps the language a visitor chose with the account they then create', async () => {
    const signUpWith = (email: string, cookie?: string) =>
      app().authFetch('sign-up/email', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: testOrigin,
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify({ email, name: 'Meera Joshi', password: 'a-long-password-1' }),
      })
    const userIdOf = async (response: Response) =>
      ((await response.json()) as { user: { id: string } }).user.id

    const chose = await signUpWith('meera@example.com', 'lang=hi')
    expect(chose.status).toBe(200)
    expect(await storedLanguage(await userIdOf(chose))).toBe('hi')

    // No choice, or the pseudo-locale of the tests: the account follows the browser, as before.
    for (const [email, cookie] of [
      ['kiran@example.com', undefined],
      ['tara@example.com', 'lang=en-XA'],
    ] as const) {
      const response = await signUpWith(email, cookie)
      expect(response.status).toBe(200)
      expect(await storedLanguage(await userIdOf(response))).toBeNull()
    }
  })

  it('sets no language cookie at sign-in for a person who never chose', async () => {
    await signUp(app(), { email: 'ravi@example.com', password: 'a-long-password-1' })
    const signedIn = await app().authFetch('sign-in/email', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: testOrigin,
        [CLIENT_IP_HEADER]: '198.51.100.78',
      },
      body: JSON.stringify({ email: 'ravi@example.com', password: 'a-long-password-1' }),
    })
    expect(signedIn.headers.getSetCookie().some((c) => c.startsWith('lang='))).toBe(false)
  })

  it('refuses another site’s form, an unknown language and an empty post, keeping nothing', async () => {
    const person = await signUp(app())
    const cookie = person.headers.get('cookie')!
    const foreign = await choose({ language: 'hi' }, { cookie, origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('set-cookie')).toBeNull()
    const unknown = await choose({ language: 'fr' }, { cookie })
    expect(unknown.status).toBe(400)
    expect(await unknown.text()).toBe('Choose a language: English or Hindi.')
    expect((await choose({}, { cookie })).status).toBe(400)
    expect(await storedLanguage(person.userId)).toBeNull()
  })

  it.each([
    ['/about', '/about'],
    ['/investors/applications?sort=calibrated', '/investors/applications?sort=calibrated'],
    ['https://evil.example/', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
  ])('goes back to %s as %s', (back, expected) => {
    expect(safeReturnPath(back)).toBe(expected)
  })
})
