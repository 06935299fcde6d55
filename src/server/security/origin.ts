import { said } from '@/lib/i18n/said'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

const loopbackHosts = ['localhost', '127.0.0.1', '[::1]']

/**
 * The origins the app's pages may be opened at: the public URL's, and, on a machine of one's own
 * (demo mode or a development run) whose public URL is a loopback name, the other loopback names
 * at the same port, since `localhost` and `127.0.0.1` are the same app to the person typing them.
 */
export function appOrigins(baseURL: string, local: boolean): string[] {
  const base = new URL(baseURL)
  if (!local || !loopbackHosts.includes(base.hostname)) return [base.origin]
  const port = base.port ? `:${base.port}` : ''
  return [
    base.origin,
    ...loopbackHosts
      .map((host) => `${base.protocol}//${host}${port}`)
      .filter((origin) => origin !== base.origin),
  ]
}

/**
 * Mutations must come from the app's own pages. A browser always sends Origin on a cross-site
 * POST; a request without Origin and without a cross-site Sec-Fetch-Site is not from a browser
 * page and carries no ambient cookie risk.
 */
export function isForeignOriginMutation(request: Request, allowedOrigins: string[]): boolean {
  if (safeMethods.has(request.method)) return false
  const origin = request.headers.get('origin')
  if (origin) return !allowedOrigins.includes(origin)
  return request.headers.get('sec-fetch-site') === 'cross-site'
}

/**
 * What a refused mutation says: most often a person opened the app at another address of the
 * same server (a second host name, an IP address), and the way out is the app's own address.
 */
export function foreignOriginMessage(allowedOrigins: string[]): string {
  return said('rule.server.foreignOrigin', { origin: allowedOrigins[0] })
}
