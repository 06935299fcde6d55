import { createFileRoute } from '@tanstack/react-router'

import { readiness } from '@/server/http/readiness'
import { services } from '@/server/services'

/** Ready for traffic: the database answers and has every migration (src/server/http/readiness.ts). */
export const Route = createFileRoute('/api/health/ready')({
  server: { handlers: { GET: () => readiness(services().db) } },
})
