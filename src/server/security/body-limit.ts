import { maxRequestBodyBytes } from '@/lib/limits'

export const bodyTooLargeMessage = `The request is too large: at most ${maxRequestBodyBytes / 1024 / 1024} MB.`

/**
 * The request with its body read into memory, or 'too-large'. A declared length over the limit is
 * refused before a byte is read; a body without one is read only up to the limit.
 */
export async function readLimitedBody(
  request: Request,
  limit = maxRequestBodyBytes,
): Promise<Request | 'too-large'> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return request
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) {
    await request.body.cancel().catch(() => undefined)
    return 'too-large'
  }
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
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
