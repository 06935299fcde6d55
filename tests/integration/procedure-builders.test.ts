import { TRPCError } from '@trpc/server'
import { describe, expect, it } from 'vitest'

import {
  adminProcedure,
  authedProcedure,
  createCallerFactory,
  createContext,
  investorProcedure,
  publicProcedure,
  router,
  startupProcedure,
} from '@/server/trpc/init'

import { setupTestApp } from '../support/app'
import { adminUser, founderOf, investorOf } from '../support/roles'

const probe = router({
  open: publicProcedure.query(() => 'ok'),
  signedIn: authedProcedure.query(({ ctx }) => ctx.user.id),
  startup: startupProcedure.query(({ ctx }) => ctx.membership.organisationId),
  investor: investorProcedure.query(({ ctx }) => ctx.membership.organisationId),
  admin: adminProcedure.query(() => 'admin'),
})
const createProbeCaller = createCallerFactory(probe)

const app = setupTestApp()

async function callAs(headers: Headers, name: keyof typeof probe._def.procedures) {
  const caller = createProbeCaller(await createContext(app().services, headers))
  try {
    return { ok: true as const, value: await caller[name]() }
  } catch (error) {
    if (error instanceof TRPCError) return { ok: false as const, code: error.code }
    throw error
  }
}

describe('procedure builders', () => {
  it('let each role through exactly the builders meant for it', async () => {
    const founder = await founderOf(app(), 'Krishi Setu')
    const investor = await investorOf(app(), 'Kaveri Capital')
    const admin = await adminUser(app())
    const anonymous = new Headers()

    const expectations: [string, Headers, Record<string, string | true>][] = [
      [
        'anonymous',
        anonymous,
        {
          open: true,
          signedIn: 'UNAUTHORIZED',
          startup: 'UNAUTHORIZED',
          investor: 'UNAUTHORIZED',
          admin: 'UNAUTHORIZED',
        },
      ],
      [
        'founder',
        founder.headers,
        { open: true, signedIn: true, startup: true, investor: 'FORBIDDEN', admin: 'FORBIDDEN' },
      ],
      [
        'investor',
        investor.headers,
        { open: true, signedIn: true, startup: 'FORBIDDEN', investor: true, admin: 'FORBIDDEN' },
      ],
      [
        'admin without organisation',
        admin.headers,
        { open: true, signedIn: true, startup: 'FORBIDDEN', investor: 'FORBIDDEN', admin: true },
      ],
    ]
    for (const [role, headers, byProcedure] of expectations) {
      for (const [name, expected] of Object.entries(byProcedure)) {
        const result = await callAs(headers, name as keyof typeof probe._def.procedures)
        const outcome = result.ok ? true : result.code
        expect(outcome, `${role} → ${name}`).toBe(expected)
      }
    }
  })

  it('scope startup and investor procedures to the caller’s own organisation', async () => {
    const founder = await founderOf(app(), 'PayVeda')
    const investor = await investorOf(app(), 'Deccan Angels')
    expect(await callAs(founder.headers, 'startup')).toEqual({
      ok: true,
      value: founder.organisationId,
    })
    expect(await callAs(investor.headers, 'investor')).toEqual({
      ok: true,
      value: investor.organisationId,
    })
  })

  it('treat a forged or expired session cookie as anonymous', async () => {
    const forged = new Headers({ cookie: 'better-auth.session_token=forged.value' })
    expect(await callAs(forged, 'signedIn')).toEqual({ ok: false, code: 'UNAUTHORIZED' })
  })
})
