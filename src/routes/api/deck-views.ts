import { createFileRoute } from '@tanstack/react-router'

import { handleDeckViewReport } from '@/server/files/deck-views'
import { services } from '@/server/services'

export const Route = createFileRoute('/api/deck-views')({
  server: {
    handlers: {
      POST: ({ request }: { request: Request }) => handleDeckViewReport(request, services()),
    },
  },
})
