import { sql } from 'drizzle-orm'

import type { Database } from '@/server/db/client'
import { isDatabaseUnreachable } from '@/server/db/errors'
import { currentRequestId } from '@/server/http/request-context'
import { said, saidLocale } from '@/lib/i18n/said'

/** What a person reads while the database cannot be reached (restarting, failing over). */
export function databaseUnreachableMessage(): string {
  return said('rule.server.databaseUnreachable')
}

/** The Retry-After of those answers: a restart or a failover takes seconds. */
export const databaseRetryAfterSeconds = 5

// The words are the catalog's and a request id, none of them markup.
const page = (requestId: string) => `<!doctype html>
<html lang="${saidLocale() === 'hi' ? 'hi' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${said('rule.server.outage.title')}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#1c1917;background:#fafaf9;display:grid;place-items:center;min-height:100vh}
main{max-width:32rem;padding:2rem}
h1{font-size:1.5rem;margin:0 0 .75rem}
p{line-height:1.5;margin:0 0 1rem}
small{color:#57534e}
a{color:#9a3412}
</style>
</head>
<body>
<main>
<h1>${said('rule.server.outage.heading')}</h1>
<p>${databaseUnreachableMessage()}</p>
<p><a href="">${said('rule.server.outage.retry')}</a></p>
${requestId ? `<small>${said('rule.server.outage.reference', { id: requestId })}</small>` : ''}
</main>
</body>
</html>
`

/** The 503 itself: a page for a browser's page request, JSON for the API. */
export function databaseUnreachableResponse(request: Request): Response {
  const requestId = currentRequestId() ?? ''
  const headers = { 'Retry-After': String(databaseRetryAfterSeconds), 'Cache-Control': 'no-store' }
  if (new URL(request.url).pathname.startsWith('/api/')) {
    return Response.json(
      { error: { code: 'SERVICE_UNAVAILABLE', message: databaseUnreachableMessage(), requestId } },
      { status: 503, headers },
    )
  }
  return new Response(page(requestId), {
    status: 503,
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
  })
}

async function databaseUnreachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return false
  } catch (error) {
    return isDatabaseUnreachable(error)
  }
}

/**
 * A page, the sign-in or an export that failed with a server error while the database is out of
 * reach answers 503 with Retry-After instead: the request was fine, the database will be back.
 * The database is asked only after a failure, so a working server pays nothing. tRPC answers its
 * own 503s (src/server/trpc/init.ts), in the shape its client reads.
 */
export async function answerDatabaseOutage(
  request: Request,
  response: Response,
  db: Database,
): Promise<Response> {
  if (response.status < 500 || response.status === 503) return response
  if (new URL(request.url).pathname.startsWith('/trpc')) return response
  if (!(await databaseUnreachable(db))) return response
  await response.body?.cancel()
  return databaseUnreachableResponse(request)
}

/**
 * The header the nginx example sets on every request it passes on (deploy/nginx-sangam.conf):
 * another server can take the request, so a server still building its search indexes answers
 * a page or a read with 503, which nginx retries on another server (`proxy_next_upstream`).
 */
export const balancedHeader = 'x-sangam-balanced'

/**
 * The 503 of a server behind the balancer that is not ready yet (registry.ts), for GET and HEAD
 * only: a form sent (POST) does not need the search indexes and is answered here, as nginx never
 * sends one twice. Undefined when the request is to be served.
 */
export function notReadyYet(request: Request, trustProxy: boolean, ready: boolean) {
  if (ready || !trustProxy || request.headers.get(balancedHeader) !== '1') return undefined
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  if (new URL(request.url).pathname.startsWith('/api/health/')) return undefined
  return new Response('This server is starting; another one will answer.', {
    status: 503,
    headers: { 'Retry-After': '2', 'Cache-Control': 'no-store' },
  })
}
