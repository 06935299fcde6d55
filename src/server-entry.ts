import handler, { createServerEntry } from '@tanstack/react-start/server-entry'

import { withClientIp } from './server/security/client-ip'
import { CSP_NONCE_HEADER, createCspNonce } from './server/security/csp-nonce'
import { withSecurityHeaders } from './server/security/headers'
import { closeServices, services, servicesReady } from './server/services'

// The built server must exit on SIGTERM even with open database handles or timers.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    const force = setTimeout(() => process.exit(0), 3000)
    force.unref()
    void closeServices().finally(() => process.exit(0))
  })
}

export default createServerEntry({
  async fetch(request) {
    await servicesReady()
    const { trustProxy, production } = services()
    // Production pages allow only the inline scripts marked with this request's nonce.
    const nonce = production ? createCspNonce() : undefined
    const stamps: Record<string, string> = nonce ? { [CSP_NONCE_HEADER]: nonce } : {}
    const response = await handler.fetch(withClientIp(request, trustProxy, stamps))
    return withSecurityHeaders(response, production, nonce)
  },
})
