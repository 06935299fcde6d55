// The server entry resolves the client's address once and stamps it on the request under this
// header (dropping any value the client sent), so better-auth and tRPC key rate limits alike.
export const CLIENT_IP_HEADER = 'x-sangam-client-ip'

type RequestWithIp = Request & { ip?: string }

export function resolveClientIp(request: Request, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  return (request as RequestWithIp).ip ?? 'unknown'
}

/** The request with the server's own stamps (client address, and any extra header given). */
export function withClientIp(
  request: Request,
  trustProxy: boolean,
  stamps: Record<string, string> = {},
): Request {
  const headers = new Headers(request.headers)
  headers.set(CLIENT_IP_HEADER, resolveClientIp(request, trustProxy))
  for (const [name, value] of Object.entries(stamps)) headers.set(name, value)
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  // Built from parts: the server's request object is not always an undici Request.
  return new Request(request.url, {
    method: request.method,
    headers,
    body: hasBody ? request.body : null,
    signal: request.signal,
    duplex: 'half',
  } as RequestInit)
}
