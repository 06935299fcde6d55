import { TRPCError } from '@trpc/server'
import { describe, expect, it } from 'vitest'

import { appRouter } from '@/server/trpc/root'

import { setupTestApp } from '../support/app'
import { callAs, matrix, roles, type Outcome } from '../support/procedure-matrix'
import { expectOnlyPermittedFields, worldWithSecrets } from '../support/response-audit'
import { allowedFields } from '../support/response-fields'

const app = setupTestApp()

// Who may call what (BOLA), and which fields each allowed caller receives (BOPLA), on one world
// per procedure with private values planted in it (tests/support/response-audit.ts).
describe('authorization matrix', () => {
  const procedures = Object.keys(appRouter._def.procedures).sort()

  it('lists every procedure of the app router', () => {
    expect(Object.keys(matrix).sort()).toEqual(procedures)
  })

  it('has a field allow-list for every procedure of the app router', () => {
    expect(Object.keys(allowedFields).sort()).toEqual(procedures)
  })

  for (const [path, entry] of Object.entries(matrix)) {
    it(`${path}: each role gets exactly its expected outcome, and only its audience's fields`, async () => {
      const secrets = await worldWithSecrets(app())
      const { world } = secrets
      for (const role of roles) {
        let outcome: Outcome = 'ok'
        let response: unknown
        try {
          response = await callAs(app(), world, role, path, entry.input(world, role))
        } catch (error) {
          if (!(error instanceof TRPCError)) throw error
          outcome = error.code as Outcome
        }
        expect(outcome, `${role} → ${path}`).toBe(entry.expect[role])
        if (outcome === 'ok') expectOnlyPermittedFields(path, role, response, secrets)
      }
    })
  }
})
