// The authorization matrix's runner: for each procedure of a group, who may call it (BOLA) and
// which fields each allowed caller receives (BOPLA), on a world with private values planted in it
// (./response-audit.ts).
import { TRPCError } from '@trpc/server'
import { describe, expect, it } from 'vitest'

import { setupTestApp, type TestApp } from './app'
import { queriesThenMutations } from './procedure-worlds'
import { callAs, matrix, roles, type Outcome } from './procedure-matrix'
import { expectOnlyPermittedFields, worldWithSecrets } from './response-audit'

/**
 * One test per procedure under the prefixes; the queries share one world, each mutation gets its
 * own (./procedure-worlds.ts).
 */
export function authorizationMatrix(prefixes: readonly string[]) {
  const app = setupTestApp({}, { emptyBeforeEach: false })
  describe(`authorization matrix: ${prefixes.join(', ')}`, () => {
    queriesThenMutations(app, prefixes, worldWithSecrets, (path, world) =>
      it(`${path}: each role gets exactly its expected outcome, and only its audience's fields`, async () => {
        await expectMatrixOutcomes(app(), path, await world())
      }),
    )
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
