import { TRPCError } from '@trpc/server'
import { describe, expect, it } from 'vitest'

import { CLIENT_IP_HEADER } from '@/server/security/client-ip'
import { appRouter } from '@/server/trpc/root'

import { setupTestApp } from '../support/app'
import { buildWorld, matrix, roles, type Outcome } from '../support/procedure-matrix'

const app = setupTestApp()

describe('authorization matrix', () => {
  it('lists every procedure of the app router', () => {
    const procedures = Object.keys(appRouter._def.procedures).sort()
    expect(Object.keys(matrix).sort()).toEqual(procedures)
  })

  for (const [path, entry] of Object.entries(matrix)) {
    it(`${path}: each role gets exactly its expected outcome`, async () => {
      const world = await buildWorld(app())
      for (const [index, role] of roles.entries()) {
        const headers = new Headers(world.headers[role])
        headers.set(CLIENT_IP_HEADER, `192.0.2.${index + 1}`)
        const caller = await app().caller(headers)
        const procedure = path
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (
          input: unknown,
        ) => Promise<unknown>
        let outcome: Outcome = 'ok'
        try {
          await procedure(entry.input(world, role))
        } catch (error) {
          if (!(error instanceof TRPCError)) throw error
          outcome = error.code as Outcome
        }
        expect(outcome, `${role} → ${path}`).toBe(entry.expect[role])
      }
    })
  }
})
