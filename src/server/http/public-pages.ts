import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gunzipSync, gzip as gzipAsync } from 'node:zlib'

import { localeFromAcceptLanguage, localeFromCookies, type DisplayLocale } from '@/lib/i18n/locales'
import { hasSessionCookie, securityHeaders } from '@/server/security/headers'

/**
 * The public pages a visitor lands on from a search engine or a shared link — the home page, the
 * company and investor pages, About, the demo, Request access, Coming soon and the legal pages —
 * served as static
 * documents, the way static regeneration serves them. The request-access form posts without
 * scripts (./request-access-form.ts); the demo page's copy buttons have a script of their own.
 *
 * The first anonymous visit renders the page as usual; the document is kept without its scripts
 * (the page reads completely without them: links are plain links, the mobile menu is a
 * disclosure element), compressed once with gzip and brotli, and served from memory to every
 * anonymous visitor until it is `maxAgeMs` old or a change drops it (`forget`). With no inline
 * script left, the page's Content-Security-Policy allows scripts from the app's origin only: no
 * nonce to keep, nothing inline can run. Signed-in people get the page rendered for them at each
 * visit, never a kept copy, also without scripts. Anything but a 200 page goes through the app as
 * before, hydrated, with a fresh nonce.
 *
 * Decision record 0019 gives the figures and what a second app server means for freshness; 0021
 * the signed-in visits.
 */
const staticPaths =
  /^\/((company|investor)\/[^/]+|about|coming-soon|demo|request-access|legal\/(privacy-policy|terms-of-service))?$/

const compressGzip = promisify(gzipAsync)
const compressBrotli = promisify(brotliCompress)

type Page = {
  brotli: Buffer
  gzip: Buffer
  etag: string
  keptAt: number
  bytes: number
  headers: ReturnType<typeof headersOf>
}

export type PublicPagesOptions = {
  /** How long a kept page is served before the next visit renders it again. */
  maxAgeMs?: number
  /** Compressed bytes kept at most; the least recently served pages go first. */
  maxBytes?: number
  now?: () => number
}

/**
 * Removes what makes the document an app: scripts, and the preloads of the app's modules. A
 * page's own small script from the app's origin, marked `data-static` (the demo page's copy
 * buttons, public/copy-text.js), stays.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (script, attributes: string) =>
      /\bdata-static\b/.test(attributes) && /\bsrc="\/[^/]/.test(attributes) ? script : '',
    )
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
}

/** What the kept page answers: the status, headers and body (none for 304 and HEAD). */
type Answer = { status: 200 | 304; headers: Record<string, string>; body?: Buffer }

/** The request as both servers see it: the Fetch API's, and Node's own (the launcher's). */
type Asked = {
  method: string
  target: string
  cookie: string
  acceptEncoding: string
  acceptLanguage: string
  ifNoneMatch: string
}

const displayLocales: DisplayLocale[] = ['en', 'hi', 'en-XA']

/** The language the page is in for this visitor, as the app resolves it (decision 0050). */
function localeOf(asked: Asked): DisplayLocale {
  return localeFromCookies(asked.cookie) ?? localeFromAcceptLanguage(asked.acceptLanguage) ?? 'en'
}

/** A kept page is one path in one language: `/about|hi`. */
function keyOf(target: string, locale: DisplayLocale): string {
  return `${target}|${locale}`
}

export class PublicPages {
  readonly #pages = new Map<string, Page>()
  readonly #maxAgeMs: number
  readonly #maxBytes: number
  readonly #now: () => number
  /** The renders under way, by path: a visitor who arrives meanwhile waits for its kept copy. */
  readonly #rendering = new Map<string, Promise<unknown>>()
  /** Counts `forget`: a render begun before a change must not be kept after it. */
  #changes = 0
  #bytes = 0

  constructor({
    maxAgeMs = 30_000,
    maxBytes = 32 * 1024 * 1024,
    now = Date.now,
  }: PublicPagesOptions = {}) {
    this.#maxAgeMs = maxAgeMs
    this.#maxBytes = maxBytes
    this.#now = now
  }

  /** Whether this request is answered with the static page (kept or about to be). */
  accepts(request: Request): boolean {
    return acceptable(askedOf(request))
  }

  /**
   * Whether this is a signed-in person's visit of a static path: their page is rendered for them
   * at each visit (a founder sees their own edit at once), then sent without the app's scripts
   * (`withoutAppScripts`).
   */
  rendersForSignedIn(request: Request): boolean {
    const asked = askedOf(request)
    return readsStatic(asked) && hasSessionCookie(asked.cookie)
  }

  /** The kept page for this request, if it is fresh. */
  serve(request: Request): Response | undefined {
    const answer = this.#answer(askedOf(request))
    return answer && responseOf(answer)
  }

  /**
   * The same for Node's own request and response, for the launcher (scripts/serve.mjs), which
   * answers before the app's request objects are even made: true when it answered, with `extra`
   * headers added (the request's id).
   */
  serveNode(
    request: IncomingMessage,
    response: ServerResponse,
    extra: Record<string, string> = {},
  ): boolean {
    const header = (name: string) => {
      const value = request.headers[name]
      return Array.isArray(value) ? value.join(', ') : (value ?? '')
    }
    const answer = this.#answer({
      method: request.method ?? 'GET',
      target: (request.url ?? '/').split('?', 1)[0]!,
      cookie: header('cookie'),
      acceptEncoding: header('accept-encoding'),
      acceptLanguage: header('accept-language'),
      ifNoneMatch: header('if-none-match'),
    })
    if (!answer) return false
    response.writeHead(answer.status, { ...answer.headers, ...extra })
    response.end(answer.body)
    return true
  }

  /**
   * Keeps the page the app rendered for an accepted request, when it is a complete 200 HTML
   * document meant for anyone (it sets no cookie), and answers with the kept copy. Anything else
   * is answered as it came.
   */
  async keep(
    request: Request,
    response: Response,
    changesWhenBegun = this.#changes,
  ): Promise<Response> {
    const cacheable =
      response.status === 200 &&
      /^text\/html\b/i.test(response.headers.get('content-type') ?? '') &&
      !response.headers.has('set-cookie') &&
      !response.headers.has('content-encoding')
    const asked = askedOf(request)
    if (!acceptable(asked) || !cacheable) return response
    const html = Buffer.from(withoutScripts(await response.text()))
    // On libuv's threads: the strongest settings take tens of milliseconds a page, which the
    // event loop, serving everyone else meanwhile, must not wait for.
    const [gzip, brotli] = await Promise.all([
      compressGzip(html, { level: 9 }),
      compressBrotli(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
        },
      }),
    ])
    const keptAt = this.#now()
    const locale = localeOf(asked)
    const key = keyOf(asked.target, locale)
    const etag = `"${locale}-${keptAt.toString(36)}-${gzip.length.toString(36)}"`
    const page: Page = {
      gzip,
      brotli,
      keptAt,
      etag,
      bytes: gzip.length + brotli.length,
      headers: headersOf(etag, gzip, brotli, html.length),
    }
    if (this.#changes !== changesWhenBegun) return responseOf(answerOf(asked, page))
    this.#drop(key)
    if (page.bytes <= this.#maxBytes) {
      this.#pages.set(key, page)
      this.#bytes += page.bytes
      for (const [oldest] of this.#pages) {
        if (this.#bytes <= this.#maxBytes) break
        this.#drop(oldest)
      }
    }
    return responseOf(answerOf(asked, page))
  }

  /**
   * Answers an accepted request whose page is not kept (`render` makes it): one render per page
   * however many visitors ask at once. Those who arrive while it runs wait for it and get its kept
   * copy, so a page past its age costs one render, not one per visitor in the meantime.
   */
  async renderOnce(request: Request, render: () => Promise<Response>): Promise<Response> {
    const asked = askedOf(request)
    const target = keyOf(asked.target, localeOf(asked))
    const underWay = this.#rendering.get(target)
    if (underWay) {
      await underWay
      const kept = this.serve(request)
      if (kept) return kept
    }
    const changes = this.#changes
    const rendering = render().then((response) => this.keep(request, response, changes))
    const settled = rendering.catch(() => undefined)
    this.#rendering.set(target, settled)
    void settled.then(() => {
      if (this.#rendering.get(target) === settled) this.#rendering.delete(target)
    })
    return rendering
  }

  /**
   * Drops one page (a path such as `/company/krishi-setu`) in every language, or every company
   * and investor page.
   */
  forget(path?: string): void {
    this.#changes++
    if (path !== undefined) {
      for (const locale of displayLocales) this.#drop(keyOf(path, locale))
      return
    }
    for (const kept of [...this.#pages.keys()]) {
      if (kept.startsWith('/company/') || kept.startsWith('/investor/')) this.#drop(kept)
    }
  }

  get size(): number {
    return this.#pages.size
  }

  #answer(asked: Asked): Answer | undefined {
    if (!acceptable(asked)) return undefined
    const key = keyOf(asked.target, localeOf(asked))
    const page = this.#pages.get(key)
    if (!page) return undefined
    if (this.#now() - page.keptAt >= this.#maxAgeMs) {
      this.#drop(key)
      return undefined
    }
    // Most recently served last: the eviction order.
    this.#pages.delete(key)
    this.#pages.set(key, page)
    return answerOf(asked, page)
  }

  #drop(key: string) {
    const page = this.#pages.get(key)
    if (!page) return
    this.#bytes -= page.bytes
    this.#pages.delete(key)
  }
}

function askedOf(request: Request): Asked {
  const url = new URL(request.url)
  return {
    method: request.method,
    target: url.pathname,
    cookie: request.headers.get('cookie') ?? '',
    acceptEncoding: request.headers.get('accept-encoding') ?? '',
    acceptLanguage: request.headers.get('accept-language') ?? '',
    ifNoneMatch: request.headers.get('if-none-match') ?? '',
  }
}

/**
 * A GET or HEAD of a static path by someone not signed in. The query string is not part of the
 * page (neither route reads one), so a shared link's tracking parameters get the same page.
 */
function acceptable(asked: Asked): boolean {
  return readsStatic(asked) && !hasSessionCookie(asked.cookie)
}

function readsStatic({ method, target }: Asked): boolean {
  return (method === 'GET' || method === 'HEAD') && staticPaths.test(target)
}

/**
 * The app's rendering of a static path for a signed-in person, without its scripts: the page is
 * the same for everyone (the header offers the same links), so the app itself — React, the router,
 * the tRPC client, the forms — would be loaded for nothing. Only a complete 200 HTML page is
 * changed; its other headers (a refreshed session cookie, the policy) stay as they came.
 */
export async function withoutAppScripts(response: Response): Promise<Response> {
  const html =
    response.status === 200 &&
    /^text\/html\b/i.test(response.headers.get('content-type') ?? '') &&
    !response.headers.has('content-encoding')
  if (!html) return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(withoutScripts(await response.text()), { status: 200, headers })
}

function responseOf(answer: Answer): Response {
  return new Response(answer.body ? new Uint8Array(answer.body) : null, answer)
}

/** The headers every kept page carries: computed once. */
const pageHeaders: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  // Browsers and shared caches ask again each time; an unchanged page answers 304.
  'cache-control': 'public, max-age=0, must-revalidate',
  // The language comes from the `lang` cookie or Accept-Language: a cache keeps one per language.
  vary: 'Accept-Encoding, Accept-Language, Cookie',
  ...securityHeaders(true),
}

function answerOf(asked: Asked, page: Page): Answer {
  if (asked.ifNoneMatch === page.etag) return { status: 304, headers: page.headers.none }
  const encoding = /\bbr\b/i.test(asked.acceptEncoding)
    ? 'br'
    : /\bgzip\b/i.test(asked.acceptEncoding)
      ? 'gzip'
      : 'identity'
  const body =
    encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzip : gunzipSync(page.gzip)
  return {
    status: 200,
    headers: page.headers[encoding],
    body: asked.method === 'HEAD' ? undefined : body,
  }
}

/** Each encoding's headers, made when the page is kept rather than at every answer. */
function headersOf(etag: string, gzip: Buffer, brotli: Buffer, identityBytes: number) {
  const base = { ...pageHeaders, etag }
  return {
    none: base,
    br: { ...base, 'content-encoding': 'br', 'content-length': String(brotli.length) },
    gzip: { ...base, 'content-encoding': 'gzip', 'content-length': String(gzip.length) },
    identity: { ...base, 'content-length': String(identityBytes) },
  }
}

/** The server's own: one per process. */
export const publicPages = new PublicPages()
