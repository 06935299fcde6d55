import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api'
import { tanstackStartCookies } from 'better-auth/tanstack-start'

import type { Database } from '@/server/db/client'
import { log } from '@/server/log'
import { account, session, user, verification } from '@/server/db/schema'
import type { Mailer } from '@/server/email/mailer'
import { CLIENT_IP_HEADER } from '@/server/security/client-ip'
import type { RateLimitStore } from '@/server/security/rate-limit'
import { isLocale, LOCALE_COOKIE, localeCookieMaxAge, localeFromCookies } from '@/lib/i18n/locales'
import { hasOpenInvitation } from '@/server/db/queries/invitations'
import { findPreferences, savePreferences } from '@/server/db/queries/preferences'
import {
  isOneLineName,
  nameControlCharacterMessage,
  passwordWeakness,
} from '@/domain/accounts/schemas'

import { isCommonPassword } from './common-passwords'
import { deleteReplacedSession, enforceSessionLimits, sessionLimits } from './sessions'
import { auditFailedSignIn, auditSignIn } from './sign-in-audit'
import { said } from '@/lib/i18n/said'

export type AuthOptions = {
  db: Database
  rateLimits: RateLimitStore
  mailer: Mailer
  baseURL: string
  /** Origins whose pages may call the auth endpoints (src/server/security/origin.ts). */
  origins: string[]
  secret: string
  production: boolean
}

export const passwordLength = { min: 8, max: 128 } as const

// Wrong passwords for one account, from any number of addresses.
const signInPerAccount = { window: 15 * 60, max: 10 }

function signInAccountKey(body: unknown): string {
  const email = String((body as { email?: unknown } | undefined)?.email ?? '')
  return `sign-in-account:${email.trim().toLowerCase()}`
}

// Asking to move an account to another address mails that address: a few times a day at most.
const changeEmailPerAccount = { window: 24 * 60 * 60, max: 3 }

/**
 * Mail that better-auth sends while answering (confirmations, resets, the account-exists notice)
 * goes out after the answer, so how long a request takes never tells whether an account exists.
 * Kept here so a stopping server can wait for the last of them.
 */
const backgroundTasks = new Set<Promise<unknown>>()

export function pendingAuthTasks(): Promise<unknown> {
  return Promise.allSettled([...backgroundTasks])
}

function runInBackground(task: Promise<unknown>) {
  const tracked = task
    .catch((error: unknown) => log.error({ err: error }, 'sending an account email failed'))
    .finally(() => backgroundTasks.delete(tracked))
  backgroundTasks.add(tracked)
}

// Where a person's display name is set.
const namedPaths = new Set(['/sign-up/email', '/update-user'])

const passwordFields: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
}

export function createAuth({
  db,
  rateLimits,
  mailer,
  baseURL,
  origins,
  secret,
  production,
}: AuthOptions) {
  return betterAuth({
    appName: 'Sangam',
    baseURL,
    secret,
    trustedOrigins: origins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: passwordLength.min,
      maxPasswordLength: passwordLength.max,
      // No session from sign-up: a taken address then gets the very answer a new one gets (the
      // confirmation link signs a new account in), and its owner is told by email instead.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(user.email, {
          template: 'account-exists',
          props: {
            name: user.name,
            signInUrl: `${baseURL}/sign-in`,
            resetUrl: `${baseURL}/forgot-password`,
          },
        })
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(user.email, {
          template: 'reset-password',
          props: { name: user.name, url },
        })
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }, request) => {
        const path = request ? new URL(request.url).pathname : ''
        // Moving an account to a new address: `user.email` is the new one, typed by the account's
        // owner; the mail to it carries nothing of theirs (not even their name).
        if (path.endsWith('/change-email')) {
          await mailer.send(user.email, {
            template: 'change-email',
            props: { newEmail: user.email, url },
          })
          return
        }
        // Someone signing up to accept an invitation confirms the address by accepting it.
        if (path.endsWith('/sign-up/email') && (await hasOpenInvitation(db, user.email))) return
        await mailer.send(user.email, { template: 'verify-email', props: { name: user.name, url } })
      },
    },
    session: {
      expiresIn: sessionLimits.absolute,
      // Left on, better-auth would move `expiresAt` a week ahead once a day of use, so a busy
      // session would never end; `enforceSessionLimits` records use and applies the idle limit.
      disableSessionRefresh: true,
    },
    user: {
      changeEmail: { enabled: true },
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
        '/send-verification-email': { window: 3600, max: 5 },
      },
      customStorage: { consume: (key, rule) => rateLimits.consume(`auth:${key}`, rule) },
    },
    advanced: {
      useSecureCookies: production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: production },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      backgroundTasks: { handler: runInBackground },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // First, so nothing below (the change-email check reads the session) sees a lapsed one.
        await enforceSessionLimits(ctx)
        const field = passwordFields[ctx.path]
        const password = field
          ? (ctx.body as Record<string, unknown> | undefined)?.[field]
          : undefined
        // The rule the forms show, enforced here for anyone who skips the forms.
        const weakness = typeof password === 'string' ? passwordWeakness(password) : null
        if (weakness)
          throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_WEAK', message: weakness })
        if (typeof password === 'string' && isCommonPassword(password)) {
          throw new APIError('BAD_REQUEST', {
            code: 'PASSWORD_TOO_COMMON',
            message: said('rule.server.auth.commonPassword'),
          })
        }
        const name = namedPaths.has(ctx.path)
          ? (ctx.body as Record<string, unknown> | undefined)?.name
          : undefined
        if (typeof name === 'string' && !isOneLineName(name)) {
          throw new APIError('BAD_REQUEST', {
            code: 'NAME_NOT_ONE_LINE',
            message: nameControlCharacterMessage(),
          })
        }
        if (ctx.path === '/change-email') {
          const current = await getSessionFromCtx(ctx)
          if (current && !current.user.emailVerified) {
            throw new APIError('FORBIDDEN', {
              code: 'EMAIL_NOT_CONFIRMED',
              message: said('rule.server.auth.confirmBeforeChange'),
            })
          }
          if (current) {
            const decision = await rateLimits.consume(
              `change-email:${current.user.id}`,
              changeEmailPerAccount,
            )
            if (!decision.allowed) {
              throw new APIError(
                'TOO_MANY_REQUESTS',
                {
                  message: said('rule.server.auth.changeEmailLimit'),
                },
                { 'Retry-After': String(decision.retryAfter) },
              )
            }
          }
        }
        if (ctx.path === '/sign-in/email') {
          const decision = await rateLimits.blocked(signInAccountKey(ctx.body), signInPerAccount)
          if (!decision.allowed) {
            await auditFailedSignIn(db, ctx, 'too-many-failures')
            throw new APIError(
              'TOO_MANY_REQUESTS',
              { message: said('rule.server.auth.signInLimit') },
              {
                'Retry-After': String(decision.retryAfter),
                'X-Retry-After': String(decision.retryAfter),
              },
            )
          }
        }
      }),
      // Only failed attempts count against an account, so its owner is never locked out by
      // signing in often, while guessing its password from many addresses is stopped.
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned
        if (ctx.path === '/sign-in/email' && isAPIError(returned) && returned.statusCode === 401) {
          await rateLimits.consume(signInAccountKey(ctx.body), signInPerAccount)
        }
        await deleteReplacedSession(ctx)
        await auditSignIn(db, ctx)
        // A person who chose a language before signing up keeps it with the new account, for their
        // emails and their other browsers.
        if (ctx.path === '/sign-up/email' && !isAPIError(returned)) {
          const created = (returned as { user?: { id?: unknown } } | undefined)?.user?.id
          const chosen = localeFromCookies(ctx.headers?.get('cookie'))
          if (typeof created === 'string' && isLocale(chosen)) {
            await savePreferences(db, created, { language: chosen })
          }
        }
        // Signed in on a new browser, a person who chose a language gets it there too.
        const signedIn = ctx.context.newSession?.user
        if (ctx.path === '/sign-in/email' && signedIn) {
          const { language } = await findPreferences(db, signedIn.id)
          if (language) {
            ctx.setCookie(LOCALE_COOKIE, language, {
              path: '/',
              maxAge: localeCookieMaxAge,
              sameSite: 'lax',
              httpOnly: false,
              secure: production,
            })
          }
        }
      }),
    },
    // Must stay the last plugin: it forwards better-auth's cookies through TanStack Start.
    plugins: [tanstackStartCookies()],
  })
}

export type Auth = ReturnType<typeof createAuth>
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>
