import { appRouter } from '@/server/trpc/root'

/**
 * The `route` label of a request's metrics: a bounded set of names, never the address itself, so
 * ids and slugs cannot make a new series per request. A tRPC call is named by its procedure, a
 * page or API by its route's pattern (`/company/:slug`), anything else `unknown`.
 */

const trpcPrefix = '/trpc/'

/**
 * The app's routes as the router names them (src/routeTree.gen.ts, which a test compares with
 * this list): `$name` is one segment, a trailing `$` the rest of the path. tRPC calls, which the
 * server entry answers before the router, are named by procedure.
 */
export const routePatterns = [
  '/',
  '/about',
  '/coming-soon',
  '/demo',
  '/forgot-password',
  '/request-access',
  '/reset-password',
  '/sign-in',
  '/sign-up',
  '/verify-email',
  '/welcome',
  '/company/$slug',
  '/investor/$slug',
  '/invite/$token',
  '/claim/$token',
  '/legal/privacy-policy',
  '/legal/terms-of-service',
  '/admin',
  '/admin/account',
  '/admin/audit',
  '/admin/organisations',
  '/admin/users',
  '/admin/outbox',
  '/admin/outbox/$id',
  '/admin/$',
  '/investors',
  '/investors/dashboard',
  '/investors/onboarding',
  '/investors/settings',
  '/investors/applications',
  '/investors/applications/$startupId',
  '/investors/applications/triage',
  '/investors/channels',
  '/investors/channels/$id',
  '/investors/channels/new',
  '/investors/lists',
  '/investors/lists/$id',
  '/investors/deal-rooms',
  '/investors/deal-rooms/$roomId',
  '/investors/inbox',
  '/investors/inbox/$entryId',
  '/investors/$',
  '/startups',
  '/startups/founder-profile',
  '/startups/full-profile',
  '/startups/settings',
  '/startups/startup-profile',
  '/startups/apply/$id',
  '/startups/$',
  '/api/account/data',
  '/api/deck-views',
  '/api/applications/export',
  '/api/auth/$',
  '/api/files',
  '/api/files/$id',
  '/api/lists/$id/export',
  '/api/health/live',
  '/api/health/ready',
  '/api/language',
  '/api/metrics',
] as const

type Matcher = { pattern: RegExp; label: string; rank: number }

function matcherOf(route: string): Matcher {
  const segments = route.split('/').slice(1)
  // Routes of their own before catch-alls, fixed segments before parameters, the longest
  // catch-all first: `/admin/outbox/:id` wins over `/admin/*`.
  const params = segments.filter((segment) => segment.startsWith('$')).length
  const rank = segments.at(-1) === '$' ? 1000 - segments.length : params
  const pattern = segments
    .map((segment) => {
      if (segment === '$') return '(?:/.*)?'
      if (segment.startsWith('$')) return '/[^/]+'
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
    })
    .join('')
  const label = segments
    .map((segment) => (segment === '$' ? '*' : segment.replace(/^\$/, ':')))
    .join('/')
  return { pattern: new RegExp(`^${pattern}/?$`), label: `/${label}`, rank }
}

const matchers = routePatterns.map(matcherOf).sort((a, b) => a.rank - b.rank)

const procedures = new Set(Object.keys(appRouter._def.procedures))

/**
 * A tRPC address's calls: one procedure (`website.counts`, also as a batch of one or of the same
 * procedure), `batch` for several, `unknown` when any is not a procedure of the app.
 */
function procedureLabel(pathname: string): string {
  let names: string[]
  try {
    names = decodeURIComponent(pathname.slice(trpcPrefix.length)).split(',')
  } catch {
    return 'unknown'
  }
  if (!names.every((name) => procedures.has(name))) return 'unknown'
  return new Set(names).size === 1 ? names[0]! : 'batch'
}

/** The route label of a request's path (without its query). */
export function routeLabel(pathname: string): string {
  if (pathname.startsWith(trpcPrefix)) return `/trpc/${procedureLabel(pathname)}`
  return matchers.find((matcher) => matcher.pattern.test(pathname))?.label ?? 'unknown'
}

/** Only the methods HTTP defines; anything else is `other`. */
export function methodLabel(method: string): string {
  return /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$/.test(method) ? method : 'other'
}
