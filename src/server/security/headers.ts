/**
 * Who may show a response in a frame: nobody, or only the app's own pages (a startup's deck in
 * the viewer of the application screen).
 */
export type Framing = 'none' | 'self'

// TanStack Start streams inline hydration scripts, so scripts need 'unsafe-inline' until the
// accounts work adds per-request nonces; everything else is locked to the app's own origin.
function contentSecurityPolicy(production: boolean, framing: Framing): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${production ? '' : " 'unsafe-eval'"}`,
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

export function securityHeaders(production: boolean, framing: Framing = 'none'): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(production, framing),
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
  return response.headers.get('X-Frame-Options')?.trim().toUpperCase() === 'SAMEORIGIN' ? 'self' : 'none'
}

export function withSecurityHeaders(response: Response, production: boolean): Response {
  const secured = new Response(response.body, response)
  for (const [name, value] of Object.entries(securityHeaders(production, framingOf(response)))) {
    secured.headers.set(name, value)
  }
  return secured
}
