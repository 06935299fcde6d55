import { createFileRoute } from '@tanstack/react-router'
import { sql } from 'drizzle-orm'

import { services } from '@/server/services'

/** Ready for traffic: migrations applied (the server entry waits for them) and the database answers. */
async function ready() {
  try {
    await services().db.execute(sql`SELECT 1`)
    return Response.json({ status: 'ready' })
  } catch {
    return Response.json({ status: 'database unreachable' }, { status: 503 })
  }
}

export const Route = createFileRoute('/api/health/ready')({
  server: { handlers: { GET: ready } },
})
