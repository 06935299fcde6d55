import { TRPCError } from '@trpc/server'
import { describe, expect, it } from 'vitest'

import { appRouter } from '@/server/trpc/root'

import { setupTestApp } from '../support/app'
import { callAs, matrix, roles, type Role } from '../support/procedure-matrix'
import {
  audienceOf,
  fieldPaths,
  stringsOf,
  worldWithSecrets,
  type Audience,
} from '../support/response-audit'
import { allowedFields } from '../support/response-fields'

const app = setupTestApp()

// Keys a founder's answer never carries, whatever the procedure: the fund's notes, ratings,
// scores, assignee and hidden startups.
const neverForFounders =
  /(^|\.)(notes?|ratings?|myRating|othersCount|scores|comment|assignee\w*|author\w*|hidden\w*|allowedMoves)(\[\]|\.|$)/

// Who may receive which planted value: the startup's private data goes to the startup and the fund
// it applied to; the fund's internal data to the fund (and the platform admin, who sees accounts).
const mayReadStartupPrivate: Role[] = ['founderOwn', 'investorOwn', 'investorMember']
const mayReadInvestorInternal: Role[] = ['investorOwn', 'investorMember', 'admin']

describe('response fields (property-level authorization)', () => {
  it('has an allow-list for every procedure of the app router', () => {
    expect(Object.keys(allowedFields).sort()).toEqual(Object.keys(appRouter._def.procedures).sort())
  })

  for (const [path, entry] of Object.entries(matrix)) {
    it(`${path}: each role receives only the fields its audience may`, async () => {
      const { world, startupPrivate, investorInternal } = await worldWithSecrets(app())
      let answered = 0
      for (const role of roles) {
        if (entry.expect[role] !== 'ok') continue
        let response: unknown
        try {
          response = await callAs(app(), world, role, path, entry.input(world, role))
        } catch (error) {
          // A mutation an earlier role already made (a removed member, a moved status) may now
          // be refused: there is no response to check.
          if (error instanceof TRPCError) continue
          throw error
        }
        answered += 1
        const audience: Audience = audienceOf[role]
        const allowed = new Set(allowedFields[path]?.[audience] ?? [])
        const unexpected = [...fieldPaths(response)].filter((field) => !allowed.has(field))
        expect(
          unexpected,
          `${role} → ${path} received fields outside its allow-list (tests/support/response-fields.ts)`,
        ).toEqual([])
        if (audience === 'founder' || audience === 'visitor') {
          const internal = [...fieldPaths(response)].filter((field) => neverForFounders.test(field))
          expect(internal, `${role} → ${path}`).toEqual([])
        }
        const strings = stringsOf(response)
        if (!mayReadStartupPrivate.includes(role)) {
          for (const [name, value] of Object.entries(startupPrivate))
            expect(strings.has(value), `${role} → ${path} received the startup's ${name}`).toBe(
              false,
            )
        }
        if (!mayReadInvestorInternal.includes(role)) {
          for (const [name, value] of Object.entries(investorInternal))
            expect(strings.has(value), `${role} → ${path} received the fund's ${name}`).toBe(false)
        }
      }
      const allowedRoles = roles.filter((role) => entry.expect[role] === 'ok')
      if (allowedRoles.length > 0)
        expect(answered, `${path}: no role got an answer`).toBeGreaterThan(0)
    })
  }
})
