import { createFileRoute } from '@tanstack/react-router'

import { handleUploadRequest } from '@/server/files/handler'
import { services } from '@/server/services'

export const Route = createFileRoute('/api/files/')({
  server: {
    handlers: {
      POST: ({ request }: { request: Request }) => handleUploadRequest(request, services()),
    },
  },
})
