import type { Database } from '@/server/db/client'
import { migrationsApplied } from '@/server/db/migration-state'
import { applicationIndexes } from '@/server/search/registry'

/**
 * GET /api/health/ready: 200 when the database answers, has every migration this code ships, and
 * this server has built the search indexes of the large organisations (registry.ts: before that,
 * their searches would be answered by the slower SQL search); 503 otherwise, saying which. The
 * server entry waits for its own migrations before serving, so "migrations pending" means the
 * database changed under a running server (an older backup restored, another database behind the
 * same address).
 */
export async function readiness(db: Database): Promise<Response> {
  let applied: boolean
  try {
    applied = await migrationsApplied(db)
  } catch {
    return Response.json({ status: 'database unreachable' }, { status: 503 })
  }
  if (!applied) return Response.json({ status: 'migrations pending' }, { status: 503 })
  if (!applicationIndexes(db).ready) {
    return Response.json({ status: 'search indexes building' }, { status: 503 })
  }
  return Response.json({ status: 'ready' })
}
