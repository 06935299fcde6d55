import { describe, expect, it } from 'vitest'

import { CLIENT_IP_HEADER, resolveClientIp, withClientIp } from './client-ip'

function fromSocket(ip: string, headers: Record<string, string> = {}) {
  return Object.assign(new Request('http://localhost/', { headers }), { ip })
}

describe('client IP', () => {
  it('uses the socket address and ignores X-Forwarded-For unless behind a trusted proxy', () => {
    const req = fromSocket('10.0.0.5', { 'x-forwarded-for': '1.2.3.4' })
    expect(resolveClientIp(req, false)).toBe('10.0.0.5')
    expect(resolveClientIp(req, true)).toBe('1.2.3.4')
  })

  it('overwrites a client-supplied copy of the internal header', () => {
    const req = fromSocket('10.0.0.5', { [CLIENT_IP_HEADER]: '6.6.6.6' })
    expect(withClientIp(req, false).headers.get(CLIENT_IP_HEADER)).toBe('10.0.0.5')
  })
})
