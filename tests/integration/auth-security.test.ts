import { describe, expect, it } from 'vitest'

import { testOrigin, setupTestApp } from '../support/app'

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
    const response = await app().authFetch(
      'sign-up/email',
      json({ email: 'asha@example.com', name: 'Asha Rao', password: 'monsoon-ledger-42' }),
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
