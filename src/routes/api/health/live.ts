import { createFileRoute } from '@tanstack/react-router'

/** The process is up and serving (a database outage does not make it restart-worthy). */
export const Route = createFileRoute('/api/health/live')({
  server: { handlers: { GET: () => Response.json({ status: 'live' }) } },
})
