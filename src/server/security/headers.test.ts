import { describe, expect, it } from 'vitest'

import { createCspNonce } from './csp-nonce'
import { securityHeaders, withCacheControl, withSecurityHeaders } from './headers'

describe('security headers', () => {
  it('forbid framing, sniffing and foreign scripts, and send HSTS in production', () => {
    const headers = securityHeaders(true)
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'")
    expect(headers['Content-Security-Policy']).toContain("default-src 'self'")
    expect(headers['Content-Security-Policy']).toContain("object-src 'none'")
    expect(headers['Content-Security-Policy']).not.toContain('unsafe-eval')
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d{7,}/)
  })

  it('leave HSTS out while developing on plain http', () => {
    expect(securityHeaders(false)['Strict-Transport-Security']).toBeUndefined()
  })

  it('let a response be framed by the app itself when it asks for SAMEORIGIN, never more', () => {
    const framed = withSecurityHeaders(
      new Response('%PDF', { headers: { 'X-Frame-Options': 'SAMEORIGIN' } }),
      true,
    )
    expect(framed.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(framed.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(framed.headers.get('content-security-policy')).not.toContain("frame-ancestors 'none'")

    const looser = withSecurityHeaders(
      new Response('x', { headers: { 'X-Frame-Options': 'ALLOW-FROM https://evil.example' } }),
      true,
    )
    expect(looser.headers.get('x-frame-options')).toBe('DENY')
    expect(looser.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it('are added to any response without losing its status, headers or body', async () => {
    const original = new Response('hello', { status: 404, headers: { 'x-kept': 'yes' } })
    const secured = withSecurityHeaders(original, true)
    expect(secured.status).toBe(404)
    expect(secured.headers.get('x-kept')).toBe('yes')
    expect(secured.headers.get('x-frame-options')).toBe('DENY')
    expect(await secured.text()).toBe('hello')
  })

  it('allow in production only the inline scripts marked with the response’s nonce', () => {
    const nonce = createCspNonce()
    const policy = securityHeaders(true, 'none', nonce)['Content-Security-Policy']!
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}';`)
    expect(policy.match(/script-src [^;]*/)![0]).not.toContain('unsafe-inline')
    // Without a nonce (a file, an API answer) no inline script runs at all.
    expect(securityHeaders(true)['Content-Security-Policy']).toContain("script-src 'self';")
  })

  it('make a fresh, unguessable nonce for every response', () => {
    const nonces = new Set(Array.from({ length: 200 }, () => createCspNonce()))
    expect(nonces.size).toBe(200)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/)
  })
})

describe('caching of personal responses', () => {
  const page = () => new Response('<html>', { headers: { 'content-type': 'text/html' } })
  const at = (path: string, cookie?: string) =>
    new Request(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} })

  it('keeps signed-in pages and API answers out of every cache', () => {
    for (const path of [
      '/investors/applications/abc',
      '/startups',
      '/admin/outbox',
      '/trpc/account.session',
      '/api/files/x',
    ]) {
      expect(withCacheControl(at(path), page()).headers.get('cache-control'), path).toBe(
        'private, no-store',
      )
    }
    const cookie = 'theme=dark; better-auth.session_token=abc.def'
    expect(withCacheControl(at('/', cookie), page()).headers.get('cache-control')).toBe(
      'private, no-store',
    )
    expect(
      withCacheControl(at('/about', '__Secure-better-auth.session_token=abc'), page()).headers.get(
        'cache-control',
      ),
    ).toBe('private, no-store')
  })

  it('leaves public pages for visitors alone, and keeps a handler’s own choice', () => {
    expect(
      withCacheControl(at('/company/krishi-setu'), page()).headers.get('cache-control'),
    ).toBeNull()
    const asset = new Response('x', {
      headers: { 'cache-control': 'public, max-age=31536000, immutable' },
    })
    expect(
      withCacheControl(at('/assets/app.js', 'better-auth.session_token=abc'), asset).headers.get(
        'cache-control',
      ),
    ).toBe('public, max-age=31536000, immutable')
  })
})
