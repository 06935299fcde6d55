const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Mutations must come from the app's own pages. A browser always sends Origin on a cross-site
 * POST; a request without Origin and without a cross-site Sec-Fetch-Site is not from a browser
 * page and carries no ambient cookie risk.
 */
export function isForeignOriginMutation(request: Request, allowedOrigin: string): boolean {
  if (safeMethods.has(request.method)) return false
  const origin = request.headers.get('origin')
  if (origin) return origin !== allowedOrigin
  return request.headers.get('sec-fetch-site') === 'cross-site'
}
