import { maxRequestBodyBytes } from '@/lib/limits'
import { said } from '@/lib/i18n/said'

/** What a refused request says (in the language of the request it answers). */
export function bodyTooLargeMessage(): string {
  return said('rule.server.bodyTooLarge', { mb: maxRequestBodyBytes / 1024 / 1024 })
}

/**
 * Headers for an answer given before the request's body was read to its end: the connection
 * closes after the answer, dropping the rest, rather than waiting for a body nobody reads.
 */
export const unreadBodyHeaders = { Connection: 'close' } as const

/**
 * The request with its body read into memory, or 'too-large'. A declared length over the limit is
 * refused before a byte is read; a body without one is read only up to the limit. A refused body
 * is left unread, never cancelled: Node's adapter of the incoming request may still deliver a
 * chunk after a cancel, which then throws outside any request (nodejs/node#64529). The answer
 * closes the connection instead (`unreadBodyHeaders`).
 */
export async function readLimitedBody(
  request: Request,
  limit = maxRequestBodyBytes,
): Promise<Request | 'too-large'> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return request
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) return 'too-large'
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      reader.releaseLock()
      return 'too-large'
    }
    chunks.push(value)
  }
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: Buffer.concat(chunks),
    signal: request.signal,
  })
}
