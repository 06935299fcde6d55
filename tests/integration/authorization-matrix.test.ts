import { TRPCError } from '@trpc/server'
import { describe, expect, it } from 'vitest'

import { appRouter } from '@/server/trpc/root'

import { setupTestApp } from '../support/app'
import { buildWorld, callAs, matrix, roles, type Outcome } from '../support/procedure-matrix'

const app = setupTestApp()

describe('authorization matrix', () => {
  it('lists every procedure of the app router', () => {
    const procedures = Object.keys(appRouter._def.procedures).sort()
    expect(Object.keys(matrix).sort()).toEqual(procedures)
  })

  for (const [path, entry] of Object.entries(matrix)) {
    it(`${path}: each role gets exactly its expected outcome`, async () => {
      const world = await buildWorld(app())
      for (const role of roles) {
        let outcome: Outcome = 'ok'
        try {
          await callAs(app(), world, role, path, entry.input(world, role))
        } catch (error) {
          if (!(error instanceof TRPCError)) throw error
          outcome = error.code as Outcome
        }
        expect(outcome, `${role} → ${path}`).toBe(entry.expect[role])
      }
    })
  }
})
