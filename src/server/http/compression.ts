import { promisify } from 'node:util'
import { gzip } from 'node:zlib'

/**
 * Compresses what the app answers (pages, data, CSV) with gzip when the browser accepts it, as a
 * stream: a CSV of a million rows goes out compressed without being held in memory. Scripts and
 * styles never reach here: the build precompresses them and Nitro serves those copies
 * (vite.config.ts). Small answers (under 1 kB), binary files and answers marked `no-transform`
 * go out as they are.
 */
const compressible =
  /^(text\/|application\/(json|javascript|xml|x-ndjson|manifest\+json)|image\/svg\+xml)/i
const minimumBytes = 1024
const gzipped = promisify(gzip)

/** Whether the answer may be gzipped for this request, whatever its size. */
function mayCompress(
  request: Request,
  response: Response,
): response is Response & {
  body: ReadableStream<Uint8Array>
} {
  if (!response.body || request.method === 'HEAD') return false
  if (response.headers.has('content-encoding')) return false
  if (!compressible.test(response.headers.get('content-type') ?? '')) return false
  if (/\bno-transform\b/i.test(response.headers.get('cache-control') ?? '')) return false
  return /\bgzip\b/i.test(request.headers.get('accept-encoding') ?? '')
}

/**
 * For answers made whole before they are sent (API calls): read at once, so a small one goes out
 * as it is with its length, and a larger one is gzipped in one piece on libuv's threads, without
 * a stream's machinery on the event loop for each chunk.
 */
export async function withWholeCompression(
  request: Request,
  response: Response,
): Promise<Response> {
  if (!mayCompress(request, response)) return response
  const bytes = new Uint8Array(await response.arrayBuffer())
  const headers = new Headers(response.headers)
  const init = { status: response.status, statusText: response.statusText, headers }
  if (bytes.byteLength < minimumBytes) {
    headers.set('content-length', String(bytes.byteLength))
    return new Response(bytes, init)
  }
  const body = await gzipped(bytes)
  headers.set('content-encoding', 'gzip')
  headers.set('content-length', String(body.byteLength))
  headers.append('vary', 'Accept-Encoding')
  return new Response(body, init)
}

export function withCompression(request: Request, response: Response): Response {
  if (!mayCompress(request, response)) return response
  const length = response.headers.get('content-length')
  if (length !== null && Number(length) < minimumBytes) return response

  const headers = new Headers(response.headers)
  headers.set('content-encoding', 'gzip')
  headers.delete('content-length')
  headers.append('vary', 'Accept-Encoding')
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
