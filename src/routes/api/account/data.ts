import { createFileRoute } from '@tanstack/react-router'

import { handleDataExport } from '@/server/data-rights/export'
import { services } from '@/server/services'

export const Route = createFileRoute('/api/account/data')({
  server: {
    handlers: {
      GET: ({ request }: { request: Request }) => handleDataExport(request, services()),
    },
  },
})
