import { gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { withCompression, withWholeCompression } from './compression'

const big = JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: 'x' })) })
const ask = (headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' }) =>
  new Request('http://localhost/trpc/x', { headers })

describe('response compression', () => {
  it('gzips a large compressible answer, which decodes to the same bytes', async () => {
    const response = withCompression(
      ask(),
      new Response(big, {
        headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
      }),
    )
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('content-length')).toBeNull()
    expect(response.headers.get('vary')).toContain('Accept-Encoding')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.length).toBeLessThan(big.length / 5)
    expect(gunzipSync(bytes).toString()).toBe(big)
  })

  it('leaves alone small answers, binary files, no-transform, HEAD and browsers that ask for none', () => {
    const cases: [Request, Response][] = [
      [
        ask(),
        new Response('{}', {
          headers: { 'content-type': 'application/json', 'content-length': '2' },
        }),
      ],
      [ask(), new Response(big, { headers: { 'content-type': 'image/webp' } })],
      [ask(), new Response(big, { headers: { 'content-type': 'application/pdf' } })],
      [
        ask(),
        new Response(big, {
          headers: { 'content-type': 'text/csv', 'cache-control': 'no-transform' },
        }),
      ],
      [ask({}), new Response(big, { headers: { 'content-type': 'text/html' } })],
      [
        new Request('http://localhost/', {
          method: 'HEAD',
          headers: { 'accept-encoding': 'gzip' },
        }),
        new Response(big, { headers: { 'content-type': 'text/html' } }),
      ],
      [
        ask(),
        new Response(big, { headers: { 'content-type': 'text/html', 'content-encoding': 'br' } }),
      ],
    ]
    for (const [request, response] of cases) {
      expect(withCompression(request, response)).toBe(response)
    }
  })

  it('reads an API answer whole: gzipped in one piece with its length, small ones as they are', async () => {
    const json = { 'content-type': 'application/json' }
    const large = await withWholeCompression(ask(), new Response(big, { headers: json }))
    expect(large.headers.get('content-encoding')).toBe('gzip')
    expect(large.headers.get('vary')).toContain('Accept-Encoding')
    const bytes = Buffer.from(await large.arrayBuffer())
    expect(Number(large.headers.get('content-length'))).toBe(bytes.length)
    expect(gunzipSync(bytes).toString()).toBe(big)

    const small = await withWholeCompression(ask(), new Response('{"count":3}', { headers: json }))
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(small.headers.get('content-length')).toBe('11')
    expect(await small.text()).toBe('{"count":3}')

    const notAsked = new Response(big, { headers: json })
    expect(await withWholeCompression(ask({}), notAsked)).toBe(notAsked)
  })
})
