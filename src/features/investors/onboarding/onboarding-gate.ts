import { redirect, type ParsedLocation } from '@tanstack/react-router'

import type { RouterContext } from '@/lib/router-context'

/** Screens an investor organisation can use before its profile is complete. */
function reachableBeforeOnboarding(pathname: string, hasChannels: boolean) {
  const path = pathname.replace(/\/+$/, '')
  if (path === '/investors/onboarding' || path.startsWith('/investors/settings')) return true
  // An organisation already running channels keeps its pipeline (with a banner).
  return (
    hasChannels &&
    (path.startsWith('/investors/channels') || path.startsWith('/investors/applications'))
  )
}

/**
 * Sends a member of an organisation without a finished investor profile to onboarding, except
 * from onboarding itself, settings, and (when it runs channels) its channels and applications.
 * Asked on every navigation; fresh for 30 s, and refreshed when the profile changes.
 */
export async function requireOnboarding(context: RouterContext, location: ParsedLocation) {
  const status = await context.queryClient.fetchQuery({
    ...context.trpc.investors.profile.status.queryOptions(),
    staleTime: 30_000,
  })
  if (!status.onboarded && !reachableBeforeOnboarding(location.pathname, status.hasChannels)) {
    throw redirect({ to: '/investors/onboarding' })
  }
  return { onboarding: status }
}
