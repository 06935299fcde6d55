import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { methodLabel, routeLabel, routePatterns } from './route-label'

/** The full paths the router knows (src/routeTree.gen.ts), without index routes' trailing slash. */
function generatedRoutes(): string[] {
  const source = readFileSync('src/routeTree.gen.ts', 'utf8')
  const union = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(source)![1]!
  const paths = [...union.matchAll(/'([^']*)'/g)].map(([, path]) => path!)
  return [...new Set(paths.map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path)))]
}

describe('route labels', () => {
  it('list exactly the routes the router has, so a new route cannot go unnamed', () => {
    const generated = generatedRoutes()
    expect([...routePatterns].sort()).toEqual(generated.sort())
  })

  it('name each route by its pattern, parameters as :name', () => {
    expect(routeLabel('/')).toBe('/')
    expect(routeLabel('/company/krishi-setu')).toBe('/company/:slug')
    expect(routeLabel('/api/files/5d0c2b8e-7f1e-4c57-9a3e-0b6f2d1c9e41')).toBe('/api/files/:id')
    expect(routeLabel('/api/lists/42/export')).toBe('/api/lists/:id/export')
    expect(routeLabel('/investors/applications/abc123')).toBe('/investors/applications/:startupId')
    expect(routeLabel('/investors/deal-rooms/5d0c2b8e-7f1e-4c57-9a3e-0b6f2d1c9e41')).toBe(
      '/investors/deal-rooms/:roomId',
    )
    expect(routeLabel('/admin/')).toBe('/admin')
    expect(routeLabel('/api/health/ready')).toBe('/api/health/ready')
  })

  it('prefer a route of its own over the area’s catch-all, which takes the rest', () => {
    expect(routeLabel('/admin/outbox/17')).toBe('/admin/outbox/:id')
    expect(routeLabel('/admin/no/such/thing')).toBe('/admin/*')
    expect(routeLabel('/api/auth/sign-in/email')).toBe('/api/auth/*')
  })

  it('name a tRPC call by its procedure, several by `batch`, and anything else `unknown`', () => {
    expect(routeLabel('/trpc/website.counts')).toBe('/trpc/website.counts')
    expect(routeLabel('/trpc/website.counts,website.counts')).toBe('/trpc/website.counts')
    expect(routeLabel('/trpc/website.counts,account.session')).toBe('/trpc/batch')
    expect(routeLabel('/trpc/website.counts%2Caccount.session')).toBe('/trpc/batch')
    expect(routeLabel('/trpc/website.nothing-7f3a9c1e')).toBe('/trpc/unknown')
    expect(routeLabel('/trpc/website.counts,evil.x')).toBe('/trpc/unknown')
    expect(routeLabel('/trpc/%E0%A4')).toBe('/trpc/unknown')
  })

  it('never pass an unknown address through', () => {
    expect(routeLabel('/wp-admin/setup-config.php')).toBe('unknown')
    expect(routeLabel('/company/a/b')).toBe('unknown')
    expect(routeLabel('/api/files/1/2')).toBe('unknown')
    expect(methodLabel('GET')).toBe('GET')
    expect(methodLabel('PROPFIND')).toBe('other')
  })
})
