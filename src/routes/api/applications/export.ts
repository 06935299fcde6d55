import { createFileRoute } from '@tanstack/react-router'

import { handleApplicationsExport } from '@/server/applications/export'
import { services } from '@/server/services'

export const Route = createFileRoute('/api/applications/export')({
  server: {
    handlers: {
      GET: ({ request }: { request: Request }) => handleApplicationsExport(request, services()),
    },
  },
})
