// TanStack Start streams inline hydration scripts, so scripts need 'unsafe-inline' until the
// accounts work adds per-request nonces; everything else is locked to the app's own origin.
function contentSecurityPolicy(production: boolean): string {
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
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(production),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  }
  if (production) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  return headers
}

export function withSecurityHeaders(response: Response, production: boolean): Response {
  const secured = new Response(response.body, response)
  for (const [name, value] of Object.entries(securityHeaders(production))) {
    secured.headers.set(name, value)
  }
  return secured
}
