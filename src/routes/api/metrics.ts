import { createFileRoute } from '@tanstack/react-router'

import { handleMetricsRequest } from '@/server/metrics/handler'
import { services } from '@/server/services'

/** Prometheus metrics for a scraper holding METRICS_TOKEN (src/server/metrics/handler.ts). */
export const Route = createFileRoute('/api/metrics')({
  server: {
    handlers: {
      GET: ({ request }: { request: Request }) => handleMetricsRequest(request, services()),
    },
  },
})
