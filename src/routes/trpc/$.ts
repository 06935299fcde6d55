import { createFileRoute } from '@tanstack/react-router'

import { handleTrpcRequest } from '@/server/trpc/handler'
import { services } from '@/server/services'

const handle = ({ request }: { request: Request }) => handleTrpcRequest(request, services())

export const Route = createFileRoute('/trpc/$')({
  server: { handlers: { GET: handle, POST: handle } },
})
