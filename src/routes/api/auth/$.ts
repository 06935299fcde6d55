import { createFileRoute } from '@tanstack/react-router'

import { services } from '@/server/services'

const handle = ({ request }: { request: Request }) => services().auth.handler(request)

export const Route = createFileRoute('/api/auth/$')({
  server: { handlers: { GET: handle, POST: handle } },
})
