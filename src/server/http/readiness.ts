import type { Database } from '@/server/db/client'
import { migrationsApplied } from '@/server/db/migration-state'

/**
 * GET /api/health/ready: 200 when the database answers and has every migration this code ships,
 * 503 otherwise, saying which. The server entry waits for its own migrations before serving, so
 * "migrations pending" means the database changed under a running server (an older backup
 * restored, another database behind the same address).
 */
export async function readiness(db: Database): Promise<Response> {
  let applied: boolean
  try {
    applied = await migrationsApplied(db)
  } catch {
    return Response.json({ status: 'database unreachable' }, { status: 503 })
  }
  if (!applied) return Response.json({ status: 'migrations pending' }, { status: 503 })
  return Response.json({ status: 'ready' })
}
