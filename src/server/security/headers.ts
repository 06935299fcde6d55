/**
 * Who may show a response in a frame: nobody, or only the app's own pages (a startup's deck in
 * the viewer of the application screen).
 */
export type Framing = 'none' | 'self'

/**
 * Scripts come from the app's own origin; the inline ones TanStack Start streams for hydration
 * carry the request's nonce in production. The dev server injects its own unmarked inline
 * scripts, so development keeps 'unsafe-inline' (and 'unsafe-eval' for hot reload).
 */
function scriptSources(production: boolean, nonce: string | undefined): string {
  if (!production) return "'self' 'unsafe-inline' 'unsafe-eval'"
  return nonce ? `'self' 'nonce-${nonce}'` : "'self'"
}

function contentSecurityPolicy(production: boolean, framing: Framing, nonce?: string): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSources(production, nonce)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${production ? '' : ' ws: wss:'}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors '${framing}'`,
  ].join('; ')
}

export function securityHeaders(
  production: boolean,
  framing: Framing = 'none',
  nonce?: string,
): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(production, framing, nonce),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': framing === 'self' ? 'SAMEORIGIN' : 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  }
  if (production) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  return headers
}

/**
 * A handler lets its response be framed by the app's own pages by sending
 * `X-Frame-Options: SAMEORIGIN` (the file handler does, for PDFs); nothing looser is honoured.
 */
function framingOf(response: Response): Framing {
  return response.headers.get('X-Frame-Options')?.trim().toUpperCase() === 'SAMEORIGIN'
    ? 'self'
    : 'none'
}

export function withSecurityHeaders(
  response: Response,
  production: boolean,
  nonce?: string,
): Response {
  const secured = new Response(response.body, response)
  for (const [name, value] of Object.entries(
    securityHeaders(production, framingOf(response), nonce),
  )) {
    secured.headers.set(name, value)
  }
  return secured
}

// Pages and calls that show one person's data: the signed-in areas and the app's APIs.
const personalPaths = /^\/(startups|investors|admin|welcome|verify-email|invite|trpc|api)(\/|$)/

/** Whether a Cookie header carries a session (signed in, or was until the session ended). */
export function hasSessionCookie(cookie: string): boolean {
  return /(^|;\s*)(__Secure-)?better-auth\.session_token=/.test(cookie)
}

/**
 * Responses about a signed-in person (notes, ratings, registration numbers) must stay in their
 * browser's memory only: no shared cache, no disk copy, no back-button copy after sign-out. A
 * handler that chose its own caching (the public logo, built assets) keeps it.
 */
export function withCacheControl(request: Request, response: Response): Response {
  if (response.headers.has('Cache-Control')) return response
  const signedIn = hasSessionCookie(request.headers.get('cookie') ?? '')
  if (!signedIn && !personalPaths.test(new URL(request.url).pathname)) return response
  response.headers.set('Cache-Control', 'private, no-store')
  return response
}
