import { useSuspenseQuery } from '@tanstack/react-query'

import { useTRPC } from '@/lib/trpc'

type Trpc = ReturnType<typeof useTRPC>

/**
 * The contact email and the Grievance Officer (CONTACT_EMAIL, GRIEVANCE_OFFICER_NAME,
 * GRIEVANCE_OFFICER_EMAIL). They come from the server's configuration and do not change while it
 * runs, so a page never asks for them again once the layout's loader has them.
 */
export function contactQueryOptions(trpc: Trpc) {
  return trpc.website.contact.queryOptions(undefined, { staleTime: Infinity })
}

/** Read where the `_marketing` layout's loader has loaded them. */
export function useContactDetails() {
  return useSuspenseQuery(contactQueryOptions(useTRPC())).data
}
