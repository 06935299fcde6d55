import { TRPCError } from '@trpc/server'
import { describe, expect, it } from 'vitest'

import { application, channel } from '@/server/db/schema'
import { CLIENT_IP_HEADER } from '@/server/security/client-ip'
import { appRouter } from '@/server/trpc/root'

import { setupTestApp, type TestApp } from '../support/app'
import { adminUser, founderOf, investorOf, makeStartupPublic } from '../support/roles'

const roles = [
  'anonymous',
  'founderOwn',
  'founderOther',
  'investorOwn',
  'investorOther',
  'admin',
] as const
type Role = (typeof roles)[number]
type Outcome = 'ok' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT'

type World = Awaited<ReturnType<typeof buildWorld>>

/**
 * founderOwn's startup applied to investorOwn's channel; founderOther and investorOther are
 * unrelated organisations of the same kinds; admin is a platform admin with no organisation.
 */
async function buildWorld(app: TestApp) {
  const founderOwn = await founderOf(app, 'Krishi Setu')
  const founderOther = await founderOf(app, 'PayVeda')
  const investorOwn = await investorOf(app, 'Kaveri Capital')
  const investorOther = await investorOf(app, 'Deccan Angels')
  const admin = await adminUser(app)
  await makeStartupPublic(app, founderOwn.organisationId)
  const [call] = await app.services.db
    .insert(channel)
    .values({ organisationId: investorOwn.organisationId, title: 'Agritech seed call', status: 'open' })
    .returning({ id: channel.id })
  await app.services.db.insert(application).values({
    channelId: call!.id,
    startupOrgId: founderOwn.organisationId,
    investorOrgId: investorOwn.organisationId,
    startupName: 'Krishi Setu',
  })
  const headers: Record<Role, Headers> = {
    anonymous: new Headers(),
    founderOwn: founderOwn.headers,
    founderOther: founderOther.headers,
    investorOwn: investorOwn.headers,
    investorOther: investorOther.headers,
    admin: admin.headers,
  }
  return { founderOwn, headers }
}

type Entry = {
  input: (world: World) => unknown
  expect: Record<Role, Outcome>
}

const everyone: Record<Role, Outcome> = {
  anonymous: 'ok',
  founderOwn: 'ok',
  founderOther: 'ok',
  investorOwn: 'ok',
  investorOther: 'ok',
  admin: 'ok',
}

// Every procedure of the app router must appear here; the first test fails otherwise.
const matrix: Record<string, Entry> = {
  'website.requestAccess.create': {
    input: () => ({ name: 'Meera Iyer', email: 'meera@example.com', kind: 'investor', organisation: 'Nilgiri Ventures' }),
    expect: everyone,
  },
  'website.startupPublicProfile.getStartupPublicProfile': {
    input: (w) => ({ slug: w.founderOwn.slug }),
    expect: everyone,
  },
  'website.counts': { input: () => undefined, expect: everyone },
  'website.demoAccounts': { input: () => undefined, expect: everyone },
  'account.session': { input: () => undefined, expect: everyone },
  'account.createStartup': {
    input: () => ({ name: 'A New Venture' }),
    expect: {
      anonymous: 'UNAUTHORIZED',
      founderOwn: 'CONFLICT',
      founderOther: 'CONFLICT',
      investorOwn: 'CONFLICT',
      investorOther: 'CONFLICT',
      admin: 'ok',
    },
  },
  'investors.applications.fullProfile': {
    input: (w) => ({ startupOrgId: w.founderOwn.organisationId }),
    expect: {
      anonymous: 'UNAUTHORIZED',
      founderOwn: 'FORBIDDEN',
      founderOther: 'FORBIDDEN',
      investorOwn: 'ok',
      investorOther: 'NOT_FOUND',
      admin: 'FORBIDDEN',
    },
  },
}

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
          await procedure(entry.input(world))
        } catch (error) {
          if (!(error instanceof TRPCError)) throw error
          outcome = error.code as Outcome
        }
        expect(outcome, `${role} → ${path}`).toBe(entry.expect[role])
      }
    })
  }
})
