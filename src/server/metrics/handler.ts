import { createHash, timingSafeEqual } from 'node:crypto'

import { renderMetrics } from '@/server/metrics/registry'
import type { Services } from '@/server/services'

// Digests of equal length, so the comparison takes the same time whatever was sent.
const digest = (text: string) => createHash('sha256').update(text).digest()

function holdsToken(request: Request, token: string): boolean {
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? ''
  return timingSafeEqual(digest(sent), digest(token))
}

/**
 * GET /api/metrics: Prometheus's text format, for a scraper holding METRICS_TOKEN as a bearer
 * token. Without a configured token the endpoint does not exist (404).
 */
export async function handleMetricsRequest(request: Request, services: Services) {
  if (!services.metricsToken) return new Response('Not Found', { status: 404 })
  if (!holdsToken(request, services.metricsToken)) {
    return new Response('Unauthorized', {
      status: 401,
      headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' },
    })
  }
  const { text, contentType } = await renderMetrics({
    pool: services.poolStats,
    queues: () => services.jobs.counts(),
  })
  return new Response(text, {
    headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' },
  })
}
