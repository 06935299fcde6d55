import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { tanstackStartCookies } from 'better-auth/tanstack-start'

import type { Database } from '../db/client'
import { account, session, user, verification } from '../db/schema'
import type { RateLimitStore } from '../security/rate-limit'
import { CLIENT_IP_HEADER } from '../security/client-ip'

export type AuthOptions = {
  db: Database
  rateLimits: RateLimitStore
  baseURL: string
  secret: string
  production: boolean
}

export const passwordLength = { min: 8, max: 128 } as const

export function createAuth({ db, rateLimits, baseURL, secret, production }: AuthOptions) {
  return betterAuth({
    appName: 'Sangam',
    baseURL,
    secret,
    trustedOrigins: [baseURL],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: passwordLength.min,
      maxPasswordLength: passwordLength.max,
      autoSignIn: true,
    },
    user: {
      additionalFields: {
        // Set from the command line only; never accepted from a sign-up form.
        isAdmin: { type: 'boolean', defaultValue: false, input: false },
      },
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 3600, max: 10 },
        '/request-password-reset': { window: 3600, max: 5 },
      },
      customStorage: { consume: (key, rule) => rateLimits.consume(`auth:${key}`, rule) },
    },
    advanced: {
      useSecureCookies: production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: production },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // Must stay the last plugin: it forwards better-auth's cookies through TanStack Start.
    plugins: [tanstackStartCookies()],
  })
}

export type Auth = ReturnType<typeof createAuth>
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>
