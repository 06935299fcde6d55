import type { AuditOrigin } from './db/queries/audit'
import { CLIENT_IP_HEADER } from './security/client-ip'

/**
 * Who makes a request and from where, for the audit log: the signed-in person (null for nobody)
 * and the client's address as the server entry stamped it. The same headers reach tRPC's context,
 * better-auth's hooks and the export handlers.
 */
export function auditOrigin(
  headers: Headers | undefined,
  actor: { id: string; email: string } | null,
): AuditOrigin {
  const ip = headers?.get(CLIENT_IP_HEADER)
  return {
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    ip: ip && ip !== 'unknown' ? ip : null,
    userAgent: headers?.get('user-agent') ?? null,
  }
}
