import { createFileRoute, notFound } from '@tanstack/react-router'

import { NotFound } from '@/components/not-found'

// Any other address under /startups: Not Found (HTTP 404) inside the area's own layout, once the
// area's guard has let the person in (a visitor is sent to sign in, learning nothing).
export const Route = createFileRoute('/startups/$')({
  loader: () => {
    throw notFound()
  },
  // Its own, so the page renders here, inside the area's layout, not at the root.
  notFoundComponent: NotFound,
})
