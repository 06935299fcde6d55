import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { PublicPages, withoutAppScripts, withoutScripts } from './public-pages'

const origin = 'http://localhost:3000'
const document = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/assets/styles.css"/>',
  '<link rel="modulepreload" href="/assets/index.js" fetchPriority="low" nonce="abc"/>',
  '</head><body><main><h1>Krishi Setu</h1><p>We write &lt;script&gt; in prose.</p></main>',
  '<script nonce="abc">window.$_TSR = {}</script>',
  '<script type="module" async="" src="/assets/index.js" nonce="abc"></script>',
  '</body></html>',
].join('')

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Request(`${origin}${path}`, { method, headers })
}

function rendered(body = document, headers: Record<string, string> = {}, status = 200) {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  })
}

function clock(start = 1_000_000) {
  const now = { at: start }
  return { now, read: () => now.at }
}

describe('public pages kept as static documents', () => {
  it('keeps the rendered page without its scripts or module preloads, and serves it again', async () => {
    const pages = new PublicPages()
    const first = await pages.keep(get('/company/krishi-setu'), rendered())
    const html = await first.text()
    expect(html).toContain('<h1>Krishi Setu</h1>')
    expect(html).toContain('&lt;script&gt; in prose')
    expect(html).toContain('rel="stylesheet"')
    expect(html).not.toMatch(/<script|modulepreload/)

    const again = pages.serve(get('/company/krishi-setu'))
    expect(again?.status).toBe(200)
    expect(await again!.text()).toBe(html)
  })

  it('allows no inline script: the policy names no nonce and no unsafe-inline', async () => {
    const pages = new PublicPages()
    const kept = await pages.keep(get('/'), rendered())
    const policy = kept.headers.get('content-security-policy')!
    const scripts = policy.split('; ').filter((directive) => directive.startsWith('script-src'))
    expect(scripts).toEqual(["script-src 'self'"])
    expect(kept.headers.get('x-frame-options')).toBe('DENY')
  })

  it('keeps a page’s own script from the app’s origin marked data-static, and no other', () => {
    const html =
      '<head><script type="module" src="/assets/main.js"></script>' +
      '<script nonce="n">window.$_TSR = {}</script></head><body>' +
      '<script src="/copy-text.js" defer="" data-static=""></script>' +
      '<script src="//elsewhere.example/x.js" data-static=""></script>' +
      '<script data-static="">alert(1)</script></body>'
    expect(withoutScripts(html)).toBe(
      '<head></head><body><script src="/copy-text.js" defer="" data-static=""></script></body>',
    )
  })

  it('answers in brotli or gzip as the browser accepts, with the right length', async () => {
    const pages = new PublicPages()
    await pages.keep(get('/'), rendered())
    const plain = withoutScripts(document)
    const brotli = pages.serve(get('/', { 'accept-encoding': 'gzip, deflate, br' }))!
    expect(brotli.headers.get('content-encoding')).toBe('br')
    const brotliBytes = Buffer.from(await brotli.arrayBuffer())
    expect(Number(brotli.headers.get('content-length'))).toBe(brotliBytes.length)
    expect(brotliDecompressSync(brotliBytes).toString()).toBe(plain)

    const gzip = pages.serve(get('/', { 'accept-encoding': 'gzip' }))!
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain)

    const identity = pages.serve(get('/'))!
    expect(identity.headers.get('content-encoding')).toBeNull()
    expect(await identity.text()).toBe(plain)
    expect(identity.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie')
  })

  it('answers 304 to a browser holding the same page, and HEAD without a body', async () => {
    const pages = new PublicPages()
    const kept = await pages.keep(get('/'), rendered())
    const etag = kept.headers.get('etag')!
    expect(etag).toMatch(/^".+"$/)
    const unchanged = pages.serve(get('/', { 'if-none-match': etag }))!
    expect(unchanged.status).toBe(304)
    expect(await unchanged.text()).toBe('')
    expect(pages.serve(get('/', { 'if-none-match': '"other"' }))!.status).toBe(200)
    const head = pages.serve(get('/', {}, 'HEAD'))!
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })

  it('serves only the pages that need no script, to visitors not signed in, whatever the query', async () => {
    const pages = new PublicPages()
    expect(pages.accepts(get('/'))).toBe(true)
    expect(pages.accepts(get('/company/krishi-setu?utm_source=x'))).toBe(true)
    expect(pages.accepts(get('/company/krishi-setu/more'))).toBe(false)
    for (const path of [
      '/investor/kaveri-capital',
      '/about',
      '/demo',
      '/request-access',
      '/coming-soon',
      '/legal/privacy-policy',
      '/legal/terms-of-service',
    ]) {
      expect(pages.accepts(get(path)), path).toBe(true)
    }
    // Signing in and up need the app's scripts; the areas are no public pages.
    for (const path of ['/sign-in', '/sign-up', '/legal/other', '/startups']) {
      expect(pages.accepts(get(path)), path).toBe(false)
    }
    expect(pages.accepts(get('/', {}, 'POST'))).toBe(false)
    expect(pages.accepts(get('/request-access', {}, 'POST'))).toBe(false)
    expect(pages.accepts(get('/', { cookie: 'theme=dark; better-auth.session_token=a.b' }))).toBe(
      false,
    )
    expect(pages.accepts(get('/', { cookie: '__Secure-better-auth.session_token=a.b' }))).toBe(
      false,
    )
    expect(pages.accepts(get('/', { cookie: 'theme=dark' }))).toBe(true)

    await pages.keep(get('/company/krishi-setu?ref=mail'), rendered())
    expect(pages.serve(get('/company/krishi-setu'))?.status).toBe(200)
    expect(
      pages.serve(get('/company/krishi-setu', { cookie: 'better-auth.session_token=a.b' })),
    ).toBeUndefined()
  })

  it('keeps only complete pages meant for anyone', async () => {
    const pages = new PublicPages()
    const missing = rendered('<p>Not Found</p>', {}, 404)
    expect(await pages.keep(get('/company/nobody'), missing)).toBe(missing)
    const personal = rendered(document, { 'set-cookie': 'a=b' })
    expect(await pages.keep(get('/company/krishi-setu'), personal)).toBe(personal)
    const data = new Response('{}', { headers: { 'content-type': 'application/json' } })
    expect(await pages.keep(get('/'), data)).toBe(data)
    const signedIn = rendered()
    expect(await pages.keep(get('/', { cookie: 'better-auth.session_token=a.b' }), signedIn)).toBe(
      signedIn,
    )
    expect(pages.size).toBe(0)
  })

  it('renders again once a page is older than its age, or when a change drops it', async () => {
    const time = clock()
    const pages = new PublicPages({ maxAgeMs: 30_000, now: time.read })
    await pages.keep(get('/'), rendered())
    await pages.keep(get('/company/krishi-setu'), rendered())
    await pages.keep(get('/company/pashu-mitra'), rendered())
    time.now.at += 29_999
    expect(pages.serve(get('/'))).toBeDefined()
    time.now.at += 1
    expect(pages.serve(get('/'))).toBeUndefined()

    // A profile change drops every company and investor page this server keeps.
    await pages.keep(get('/investor/kaveri-capital'), rendered())
    await pages.keep(get('/about'), rendered())
    pages.forget()
    expect(pages.serve(get('/investor/kaveri-capital'))).toBeUndefined()
    expect(pages.serve(get('/about'))?.status).toBe(200)
    pages.forget('/about')
    expect(pages.size).toBe(0)
    await pages.keep(get('/company/krishi-setu'), rendered())
    pages.forget('/company/krishi-setu')
    expect(pages.serve(get('/company/krishi-setu'))).toBeUndefined()
  })

  it('keeps a page per language: the lang cookie first, then Accept-Language', async () => {
    const pages = new PublicPages()
    await pages.keep(get('/about'), rendered('<html lang="en"><p>About</p></html>'))
    await pages.keep(
      get('/about', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }),
      rendered('<html lang="hi"><p>हमारे बारे में</p></html>'),
    )
    const text = async (headers: Record<string, string>) =>
      await pages.serve(get('/about', headers))?.text()
    expect(await text({})).toContain('About')
    expect(await text({ 'accept-language': 'en-GB,en;q=0.9' })).toContain('About')
    expect(await text({ cookie: 'lang=hi' })).toContain('हमारे बारे में')
    expect(await text({ 'accept-language': 'hi' })).toContain('हमारे बारे में')
    // A choice made with the switch wins over the browser's language.
    expect(await text({ cookie: 'lang=en', 'accept-language': 'hi' })).toContain('About')
    // Not kept yet in the pseudo-locale: rendered for it, not served another language's copy.
    expect(pages.serve(get('/about', { cookie: 'lang=en-XA' }))).toBeUndefined()
    // The languages' copies are told apart by their tags as well.
    const tags = ['lang=en', 'lang=hi'].map((cookie) =>
      pages.serve(get('/about', { cookie }))!.headers.get('etag'),
    )
    expect(new Set(tags).size).toBe(2)

    pages.forget('/about')
    expect(pages.size).toBe(0)
  })

  it('renders a page once however many visitors ask while it renders', async () => {
    const pages = new PublicPages()
    let renders = 0
    let finish!: () => void
    const render = async () => {
      renders++
      await new Promise<void>((resolve) => (finish = resolve))
      return rendered()
    }
    const answers = Array.from({ length: 5 }, () =>
      pages.renderOnce(get('/company/krishi-setu', { 'accept-encoding': 'br' }), render),
    )
    await new Promise((resolve) => setTimeout(resolve, 10))
    finish()
    const bodies = await Promise.all(
      (await Promise.all(answers)).map(async (answer) => {
        expect(answer.status).toBe(200)
        return brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString()
      }),
    )
    expect(renders).toBe(1)
    expect(new Set(bodies).size).toBe(1)
    expect(bodies[0]).toContain('<h1>Krishi Setu</h1>')
  })

  it('does not keep a render that began before a change', async () => {
    const pages = new PublicPages()
    let finish!: () => void
    const answer = pages.renderOnce(get('/company/krishi-setu'), async () => {
      await new Promise<void>((resolve) => (finish = resolve))
      return rendered()
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    // The founder saves their profile while the old page is still rendering.
    pages.forget()
    finish()
    expect((await answer).status).toBe(200)
    expect(pages.serve(get('/company/krishi-setu'))).toBeUndefined()
    // A render begun after the change is kept.
    await pages.renderOnce(get('/company/krishi-setu'), async () => rendered())
    expect(pages.serve(get('/company/krishi-setu'))?.status).toBe(200)
  })

  it('answers through Node’s own server as the launcher asks it, and leaves the rest', async () => {
    const pages = new PublicPages()
    await pages.keep(get('/company/krishi-setu'), rendered())
    const server = createServer((request, response) => {
      if (!pages.serveNode(request, response)) response.writeHead(599).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const at = (path: string, headers: Record<string, string> = {}) =>
        fetch(`http://127.0.0.1:${port}${path}`, { headers })
      const kept = await at('/company/krishi-setu?utm_source=mail', { 'accept-encoding': 'br' })
      expect(kept.status).toBe(200)
      expect(kept.headers.get('content-encoding')).toBe('br')
      expect(await kept.text()).toBe(withoutScripts(document))
      expect((await at('/company/krishi-setu', { 'accept-encoding': 'gzip' })).status).toBe(200)
      expect((await at('/company/pashu-mitra')).status).toBe(599)
      expect(
        (await at('/company/krishi-setu', { cookie: 'better-auth.session_token=a.b' })).status,
      ).toBe(599)
    } finally {
      server.close()
    }
  })

  it('keeps at most its byte budget, dropping the page served longest ago', async () => {
    const probe = new PublicPages()
    await probe.keep(get('/'), rendered())
    const bytesIn = (encoding: string) =>
      Number(probe.serve(get('/', { 'accept-encoding': encoding }))!.headers.get('content-length'))
    const pageBytes = bytesIn('gzip') + bytesIn('br')
    const pages = new PublicPages({ maxBytes: pageBytes * 2 })
    await pages.keep(get('/company/a'), rendered())
    await pages.keep(get('/company/b'), rendered())
    expect(pages.serve(get('/company/a'))).toBeDefined()
    await pages.keep(get('/company/c'), rendered())
    expect(pages.size).toBe(2)
    expect(pages.serve(get('/company/b'))).toBeUndefined()
    expect(pages.serve(get('/company/a'))).toBeDefined()
    expect(pages.serve(get('/company/c'))).toBeDefined()
  })

  it('renders a signed-in person’s visit for them, without scripts, and never keeps it', async () => {
    const pages = new PublicPages()
    const session = { cookie: 'theme=light; better-auth.session_token=a.b' }
    expect(pages.rendersForSignedIn(get('/company/krishi-setu', session))).toBe(true)
    expect(pages.rendersForSignedIn(get('/', session, 'HEAD'))).toBe(true)
    expect(pages.rendersForSignedIn(get('/company/krishi-setu'))).toBe(false)
    expect(pages.rendersForSignedIn(get('/startups', session))).toBe(false)
    expect(pages.rendersForSignedIn(get('/', session, 'POST'))).toBe(false)
    expect(pages.accepts(get('/', session))).toBe(false)

    const answer = await withoutAppScripts(
      rendered(document, { 'set-cookie': 'better-auth.session_token=c.d', 'content-length': '9' }),
    )
    expect(await answer.text()).toBe(withoutScripts(document))
    expect(answer.headers.get('set-cookie')).toBe('better-auth.session_token=c.d')
    expect(answer.headers.get('content-length')).toBeNull()
    expect(pages.size).toBe(0)

    // Anything but a complete HTML page goes as it came.
    const missing = rendered(document, {}, 404)
    expect(await withoutAppScripts(missing)).toBe(missing)
    const json = new Response('{}', { headers: { 'content-type': 'application/json' } })
    expect(await withoutAppScripts(json)).toBe(json)
  })
})
