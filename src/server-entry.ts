import handler, { createServerEntry } from '@tanstack/react-start/server-entry'

import { withClientIp } from './server/security/client-ip'
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
    const response = await handler.fetch(withClientIp(request, trustProxy))
    return withSecurityHeaders(response, production)
  },
})
