import { redirect, type ParsedLocation } from '@tanstack/react-router'

import type { RouterContext } from '@/lib/router-context'

export type Area = 'startup' | 'investor'

export const areaHome = { startup: '/startups', investor: '/investors' } as const

/** Only same-site paths may be used as a post-sign-in destination. */
export function safeRedirect(target: string | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return undefined
  }
  return target
}

type SessionView = {
  user: { emailVerified: boolean; isAdmin: boolean }
  membership: { kind: Area } | null
} | null

/** Where a signed-in person belongs when they did not ask for a particular page. */
export function homeFor(session: SessionView): string {
  if (!session) return '/sign-in'
  if (session.membership) return areaHome[session.membership.kind]
  return session.user.isAdmin ? '/admin' : '/welcome'
}

function loadSession(context: RouterContext) {
  return context.queryClient.ensureQueryData(context.trpc.account.session.queryOptions())
}

/**
 * Area layouts call this before loading. A visitor goes to sign-in with a return path; someone
 * without an organisation to the create-or-join step; a member of the other kind to their own
 * area; a founder whose address is unconfirmed to the confirmation step. The server enforces the
 * same rules in every procedure; this only spares people a screen they cannot use.
 */
export async function requireArea(context: RouterContext, location: ParsedLocation, area: Area) {
  const session = await loadSession(context)
  if (!session) throw redirect({ to: '/sign-in', search: { redirect: location.href } })
  const kind = session.membership?.kind
  if (!kind) throw redirect({ to: '/welcome' })
  if (kind !== area) throw redirect({ to: areaHome[kind] })
  if (!session.user.emailVerified) throw redirect({ to: '/verify-email' })
  return { session: { ...session, membership: session.membership! } }
}

export async function requireAdmin(context: RouterContext, location: ParsedLocation) {
  const session = await loadSession(context)
  if (!session) throw redirect({ to: '/sign-in', search: { redirect: location.href } })
  if (!session.user.isAdmin) throw redirect({ to: homeFor(session) })
  return { session }
}

/** Pages for signed-in people who are between steps (welcome, email confirmation). */
export async function requireSignedIn(context: RouterContext, location: ParsedLocation) {
  const session = await loadSession(context)
  if (!session) throw redirect({ to: '/sign-in', search: { redirect: location.href } })
  return { session }
}
