import { createFileRoute } from '@tanstack/react-router'

import { handleAuthRequest } from '@/server/auth/handler'
import { services } from '@/server/services'

const handle = ({ request }: { request: Request }) => handleAuthRequest(request, services())

export const Route = createFileRoute('/api/auth/$')({
  server: { handlers: { GET: handle, POST: handle } },
})
