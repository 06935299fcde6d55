import { describe, expect, it } from 'vitest'

import { balancedHeader, notReadyYet } from './unavailable'

const request = (path: string, { method = 'GET', balanced = true } = {}) =>
  new Request(`http://sangam.test${path}`, {
    method,
    headers: balanced ? { [balancedHeader]: '1' } : {},
  })

describe('a server behind the balancer that is still building its search indexes', () => {
  it('answers pages and reads with 503 and Retry-After, so nginx tries another server', async () => {
    const answer = notReadyYet(request('/investors/applications'), true, false)
    expect(answer?.status).toBe(503)
    expect(answer?.headers.get('Retry-After')).toBe('2')
    expect(notReadyYet(request('/trpc/investors.applications.list'), true, false)?.status).toBe(503)
  })

  it('serves once ready, forms sent (never sent twice by nginx), health checks, and direct visits', () => {
    expect(notReadyYet(request('/investors/applications'), true, true)).toBeUndefined()
    expect(notReadyYet(request('/trpc/x', { method: 'POST' }), true, false)).toBeUndefined()
    expect(notReadyYet(request('/api/health/ready'), true, false)).toBeUndefined()
    expect(notReadyYet(request('/api/health/live'), true, false)).toBeUndefined()
    // No balancer in front (or its header not trusted): this server is the only one to answer.
    expect(notReadyYet(request('/', { balanced: false }), true, false)).toBeUndefined()
    expect(notReadyYet(request('/'), false, false)).toBeUndefined()
  })
})
