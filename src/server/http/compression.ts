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

export function withCompression(request: Request, response: Response): Response {
  if (!response.body || request.method === 'HEAD') return response
  if (response.headers.has('content-encoding')) return response
  if (!compressible.test(response.headers.get('content-type') ?? '')) return response
  if (/\bno-transform\b/i.test(response.headers.get('cache-control') ?? '')) return response
  const length = response.headers.get('content-length')
  if (length !== null && Number(length) < minimumBytes) return response
  if (!/\bgzip\b/i.test(request.headers.get('accept-encoding') ?? '')) return response

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
