// The authorization matrix's runner: for each procedure of a group, who may call it (BOLA) and
// which fields each allowed caller receives (BOPLA), on a world with private values planted in it
// (./response-audit.ts).
import { TRPCError } from '@trpc/server'
import { describe, expect, it } from 'vitest'

import { appRouter } from '@/server/trpc/root'

import { setupTestApp, type TestApp } from './app'
import { resetDatabase } from './database'
import { callAs, matrix, roles, type Outcome } from './procedure-matrix'
import { expectOnlyPermittedFields, worldWithSecrets } from './response-audit'

type Procedure = { _def: { type: 'query' | 'mutation' } }
const procedures = appRouter._def.procedures as unknown as Record<string, Procedure>

/**
 * One test per procedure under the prefixes. The queries come first and share one world, which
 * they cannot change (the fuzz suite proves that no query writes a row); then each mutation gets a
 * world of its own in an emptied database, since its calls change it.
 */
export function authorizationMatrix(prefixes: readonly string[]) {
  const app = setupTestApp({}, { emptyBeforeEach: false })
  const paths = Object.keys(matrix)
    .filter((path) => prefixes.some((prefix) => path.startsWith(prefix)))
    .sort()
  const ofType = (type: Procedure['_def']['type']) =>
    paths.filter((path) => procedures[path]!._def.type === type)
  const freshWorld = async () => {
    await resetDatabase(app().connection)
    return worldWithSecrets(app())
  }
  let shared: ReturnType<typeof freshWorld> | undefined

  describe(`authorization matrix: ${prefixes.join(', ')}`, () => {
    describe('queries, on one world', () => {
      for (const path of ofType('query')) {
        it(`${path}: each role gets exactly its expected outcome, and only its audience's fields`, async () => {
          await expectMatrixOutcomes(app(), path, await (shared ??= freshWorld()))
        })
      }
    })
    describe('mutations, each on a world of its own', () => {
      for (const path of ofType('mutation')) {
        it(`${path}: each role gets exactly its expected outcome, and only its audience's fields`, async () => {
          await expectMatrixOutcomes(app(), path, await freshWorld())
        })
      }
    })
  })
}

async function expectMatrixOutcomes(
  app: TestApp,
  path: string,
  secrets: Awaited<ReturnType<typeof worldWithSecrets>>,
) {
  const entry = matrix[path]!
  const { world } = secrets
  for (const role of roles) {
    let outcome: Outcome = 'ok'
    let response: unknown
    try {
      response = await callAs(app, world, role, path, entry.input(world, role))
    } catch (error) {
      if (!(error instanceof TRPCError)) throw error
      outcome = error.code as Outcome
    }
    expect(outcome, `${role} → ${path}`).toBe(entry.expect[role])
    if (outcome === 'ok') expectOnlyPermittedFields(path, role, response, secrets)
  }
}
