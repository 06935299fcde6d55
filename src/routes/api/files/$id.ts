import { createFileRoute } from '@tanstack/react-router'

import { handleFileRequest } from '@/server/files/handler'
import { services } from '@/server/services'

export const Route = createFileRoute('/api/files/$id')({
  server: {
    handlers: {
      GET: ({ request, params }: { request: Request; params: { id: string } }) =>
        handleFileRequest(request, services(), params.id),
    },
  },
})
