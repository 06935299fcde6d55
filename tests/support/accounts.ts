import { eq } from 'drizzle-orm'

import { user } from '@/server/db/schema'
import { CLIENT_IP_HEADER } from '@/server/security/client-ip'

import { testOrigin, type TestApp } from './app'

let counter = 0

/**
 * Signs a new user up through better-auth, then in (sign-up gives no session), and returns headers
 * carrying their session cookie.
 */
export async function signUp(
  app: TestApp,
  options: {
    email?: string
    name?: string
    password?: string
    isAdmin?: boolean
    /** As if the person had clicked the emailed confirmation link (default). */
    verified?: boolean
  } = {},
) {
  counter += 1
  const email = options.email ?? `person${counter}@example.com`
  const name = options.name ?? `Person ${counter}`
  // Straight to better-auth: the HTTP handler holds sign-up answers for a fixed minimum time
  // (tested on its own), which would only slow every test that needs a person.
  const response = await app.services.auth.handler(
    new Request(`${testOrigin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: testOrigin,
        // A distinct address per person keeps tests clear of the per-IP sign-up limit.
        [CLIENT_IP_HEADER]: `198.51.100.${counter % 250}`,
      },
      body: JSON.stringify({
        email,
        name,
        password: options.password ?? 'a-long-password-1',
      }),
    }),
  )
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`)
  const body = (await response.json()) as { user: { id: string } }
  await app.services.db
    .update(user)
    .set({ isAdmin: options.isAdmin ?? false, emailVerified: options.verified ?? true })
    .where(eq(user.id, body.user.id))
  const signedIn = await app.authFetch('sign-in/email', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: testOrigin,
      [CLIENT_IP_HEADER]: `198.51.100.${counter % 250}`,
    },
    body: JSON.stringify({ email, password: options.password ?? 'a-long-password-1' }),
  })
  if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.status} ${await signedIn.text()}`)
  return { userId: body.user.id, email, name, headers: sessionHeaders(signedIn) }
}

export function sessionHeaders(response: Response): Headers {
  const cookies = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  return new Headers({ cookie: cookies })
}
