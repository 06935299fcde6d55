import type { GenericEndpointContext } from 'better-auth'

/**
 * How long a session lasts, in seconds (decision 0025). `absolute` counts from sign-in however
 * busy the session is, and is also better-auth's `expiresIn` and the cookie's Max-Age; `idle`
 * counts from the last request that used it.
 */
export const sessionLimits = { absolute: 7 * 24 * 60 * 60, idle: 12 * 60 * 60 } as const

/**
 * A used session records its use (in `updatedAt`) at most this often: one write per session per
 * interval instead of one per request, so the idle limit is kept to within this much.
 */
export const lastUseResolution = 5 * 60

export type SessionLapse = 'idle' | 'absolute'

/** Which limit a session has passed at `now`, if any. */
export function sessionLapse(
  times: { createdAt: Date; updatedAt: Date },
  now: number = Date.now(),
): SessionLapse | null {
  if (now - times.createdAt.getTime() >= sessionLimits.absolute * 1000) return 'absolute'
  if (now - times.updatedAt.getTime() >= sessionLimits.idle * 1000) return 'idle'
  return null
}

/** The session token the request's (signed) cookie carries, if any. */
export async function sessionTokenOf(ctx: GenericEndpointContext): Promise<string | null> {
  const token = await ctx.getSignedCookie(
    ctx.context.authCookies.sessionToken.name,
    ctx.context.secret,
  )
  return typeof token === 'string' && token ? token : null
}

/**
 * Runs before every better-auth call, `auth.api.getSession` from each tRPC request included. A
 * session past either limit is deleted here, so better-auth then finds none: the caller is a
 * visitor (401 from a protected procedure) and the cookie is cleared. better-auth itself only
 * knows `expiresAt`, which it would push a week ahead on use, so its refresh is off and the last
 * use is recorded here instead.
 */
export async function enforceSessionLimits(ctx: GenericEndpointContext): Promise<void> {
  const token = await sessionTokenOf(ctx)
  if (!token) return
  const times = await ctx.context.adapter.findOne<{ createdAt: Date; updatedAt: Date }>({
    model: 'session',
    where: [{ field: 'token', value: token }],
    select: ['createdAt', 'updatedAt'],
  })
  if (!times) return
  const now = Date.now()
  if (sessionLapse(times, now)) {
    await ctx.context.internalAdapter.deleteSession(token)
    return
  }
  if (now - times.updatedAt.getTime() >= lastUseResolution * 1000) {
    await ctx.context.internalAdapter.updateSession(token, { updatedAt: new Date(now) })
  }
}

/**
 * Runs after every better-auth call. When it issued a new session (a sign-in, a confirmation link
 * that signs in) to a browser that still carried another one, that one is deleted: its cookie is
 * being replaced, and a copy of it must not stay usable.
 */
export async function deleteReplacedSession(ctx: GenericEndpointContext): Promise<void> {
  const issued = ctx.context.newSession
  if (!issued) return
  const previous = await sessionTokenOf(ctx)
  if (previous && previous !== issued.session.token) {
    await ctx.context.internalAdapter.deleteSession(previous)
  }
}

/** Signs a person out everywhere, at once: their next request is a visitor's. */
export async function revokeAllSessions(
  auth: {
    $context: Promise<{ internalAdapter: { deleteUserSessions(userId: string): Promise<unknown> } }>
  },
  userId: string,
): Promise<void> {
  const context = await auth.$context
  await context.internalAdapter.deleteUserSessions(userId)
}
