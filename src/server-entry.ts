import handler, { createServerEntry } from '@tanstack/react-start/server-entry'

import { withCompression, withWholeCompression } from './server/http/compression'
import { loadCatalog } from './lib/i18n/catalog'
import { answerObserved, handleObserved } from './server/http/observed'
import { publicPages, withoutAppScripts } from './server/http/public-pages'
import { answerRequestAccessPost, isRequestAccessPost } from './server/http/request-access-form'
import { answerDatabaseOutage, notReadyYet } from './server/http/unavailable'
import { log, routeConsoleToLog } from './server/log'
import { withClientIp } from './server/security/client-ip'
import { CSP_NONCE_HEADER, createCspNonce } from './server/security/csp-nonce'
import { withCacheControl, withSecurityHeaders } from './server/security/headers'
import { applicationIndexes } from './server/search/registry'
import { closeServices, services, servicesReady } from './server/services'
import { handleTrpcRequest, isTrpcRequest } from './server/trpc/handler'

const launcher = globalThis as {
  __sangamStop?: () => Promise<void>
  __sangamPublicPages?: Pick<typeof publicPages, 'serveNode'>
}
// The launcher (scripts/serve.mjs) calls this once the HTTP server has stopped taking requests
// and the ones in flight have finished.
launcher.__sangamStop = closeServices

// Every catalog is loaded at the start, so what the server says in a person's language (errors, a
// schema's messages; src/server/services.ts) never awaits one.
await Promise.all([loadCatalog('en'), loadCatalog('hi'), loadCatalog('en-XA')])

if (process.env.NODE_ENV === 'production') {
  // In production every line goes through the scrubbing logger; the dev server's own messages
  // stay readable text.
  routeConsoleToLog()
  // The launcher answers anonymous visits of the kept public pages itself, before any request
  // object is made (kept pages exist only once the app has served, so the services are up).
  launcher.__sangamPublicPages = {
    serveNode: (request, response) =>
      answerObserved(request, response, services().trustProxy, (...args) =>
        publicPages.serveNode(...args),
      ),
  }
}

// Opening the database (migrations, the folder lock) starts with the first request, which the
// launcher makes itself; a server that cannot open it stops with the reason.
servicesReady().catch((error: unknown) => {
  log.fatal({ err: error }, 'Sangam cannot start')
  process.exit(1)
})

async function serve(request: Request): Promise<Response> {
  const { trustProxy, production, db } = services()
  const starting = notReadyYet(request, trustProxy, applicationIndexes(db).ready)
  if (starting) return starting
  // Anonymous visits of the home and company pages: the kept static document, if fresh.
  const kept = production ? publicPages.serve(request) : undefined
  if (kept) return kept
  // tRPC calls go straight to their handler: the router and render machinery of pages would cost
  // each call a router of its own and a module lookup, for nothing they use.
  if (isTrpcRequest(request)) {
    const answer = await handleTrpcRequest(withClientIp(request, trustProxy), services())
    return withWholeCompression(
      request,
      withCacheControl(request, withSecurityHeaders(answer, production)),
    )
  }
  // Production pages allow only the inline scripts marked with this request's nonce.
  const nonce = production ? createCspNonce() : undefined
  const stamps: Record<string, string> = nonce ? { [CSP_NONCE_HEADER]: nonce } : {}
  const renderOf = async (asked: Request) =>
    answerDatabaseOutage(asked, await handler.fetch(withClientIp(asked, trustProxy, stamps)), db)
  const render = () => renderOf(request)
  if (production && publicPages.accepts(request)) return publicPages.renderOnce(request, render)
  // The request-access form posts without scripts; the answer is its page, without them too.
  let response = isRequestAccessPost(request)
    ? await answerRequestAccessPost(request, services(), renderOf)
    : await render()
  if (production && publicPages.rendersForSignedIn(request)) {
    response = await withoutAppScripts(response)
  }
  return withCompression(
    request,
    withCacheControl(request, withSecurityHeaders(response, production, nonce)),
  )
}

export default createServerEntry({
  async fetch(request) {
    await servicesReady()
    // Every request once: its id (response header, log lines, tRPC errors) and its metrics.
    return handleObserved(request, services().trustProxy, serve)
  },
})
