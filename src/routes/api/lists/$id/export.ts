import { createFileRoute } from '@tanstack/react-router'

import { handleListExport } from '@/server/lists/export'
import { services } from '@/server/services'

export const Route = createFileRoute('/api/lists/$id/export')({
  server: {
    handlers: {
      GET: ({ request, params }: { request: Request; params: { id: string } }) =>
        handleListExport(request, services(), params.id),
    },
  },
})
