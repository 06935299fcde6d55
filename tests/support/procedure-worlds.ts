import { describe } from 'vitest'

import { appRouter } from '@/server/trpc/root'

import type { TestApp } from './app'
import { resetDatabase } from './database'

type Procedure = { _def: { type: 'query' | 'mutation' } }
const procedures = appRouter._def.procedures as unknown as Record<string, Procedure>

/**
 * Declares a test per procedure under `prefixes` (`test(path, world)`), each given a world made by
 * `build`: the queries first, sharing one world (none can change it: the fuzz suite checks that
 * no query writes a row), then the mutations, each on a world of its own in an emptied database.
 * The file's test app must not empty the database before each test (`emptyBeforeEach: false`).
 */
export function queriesThenMutations<W>(
  app: () => TestApp,
  prefixes: readonly string[],
  build: (app: TestApp) => Promise<W>,
  test: (path: string, world: () => Promise<W>) => void,
) {
  const paths = Object.keys(procedures)
    .filter((path) => prefixes.some((prefix) => path.startsWith(prefix)))
    .sort()
  const ofType = (type: Procedure['_def']['type']) =>
    paths.filter((path) => procedures[path]!._def.type === type)
  const freshWorld = async () => {
    await resetDatabase(app().connection)
    app().services.rateLimits.forgetSoon()
    return build(app())
  }
  let shared: Promise<W> | undefined
  describe('queries, on one world', () => {
    for (const path of ofType('query')) test(path, () => (shared ??= freshWorld()))
  })
  describe('mutations, each on a world of its own', () => {
    for (const path of ofType('mutation')) test(path, freshWorld)
  })
}
