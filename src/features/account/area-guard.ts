import { redirect, type ParsedLocation } from '@tanstack/react-router'

import type { RouterContext } from '@/routes/__root'

export type Area = 'startup' | 'investor'

export const areaHome = { startup: '/startups', investor: '/investors' } as const

/** Only same-site paths may be used as a post-sign-in destination. */
export function safeRedirect(target: string | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return undefined
  }
  return target
}

/**
 * Area layouts call this before loading: a visitor goes to sign-in with a return path, a member
 * of the other kind of organisation goes to their own area. The server enforces the same rules
 * in every procedure; this only spares people a screen they cannot use.
 */
export async function requireArea(context: RouterContext, location: ParsedLocation, area: Area) {
  const session = await context.queryClient.ensureQueryData(
    context.trpc.account.session.queryOptions(),
  )
  if (!session) {
    throw redirect({ to: '/sign-in', search: { redirect: location.href } })
  }
  const kind = session.membership?.kind
  if (kind && kind !== area) throw redirect({ to: areaHome[kind] })
  // Investors only get in through an organisation; someone without one starts as a founder.
  if (!kind && area === 'investor') throw redirect({ to: areaHome.startup })
  return { session }
}
