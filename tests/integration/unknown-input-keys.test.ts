import { TRPCError } from '@trpc/server'
import { describe, expect, it } from 'vitest'

import { appRouter } from '@/server/trpc/root'

import { setupTestApp } from '../support/app'
import { inputSchemaOf } from '../support/fuzz-inputs'
import { buildWorld, callAs, matrix, roles } from '../support/procedure-matrix'

const app = setupTestApp()

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)

describe('unknown input keys', () => {
  it('are refused by every procedure that takes an object, naming the key, before anything runs', async () => {
    const world = await buildWorld(app())
    let checked = 0
    const addressQueries: string[] = []
    for (const [path, entry] of Object.entries(matrix)) {
      const role = roles.find((r) => entry.expect[r] === 'ok') ?? entry.fuzzAs
      if (!role || role === 'newcomer') continue
      const seed = entry.input(world, role)
      if (!isPlainObject(seed)) continue
      // A list's search parameters are the address's query string: like any page address, it
      // ignores parameters it does not know (a campaign tag, an older link's key).
      const procedures = appRouter._def.procedures as unknown as Record<
        string,
        Parameters<typeof inputSchemaOf>[0]
      >
      const schema = inputSchemaOf(procedures[path]!)
      if (schema?.type === 'object' && !schema.properties) {
        addressQueries.push(path)
        continue
      }
      const error = await callAs(app(), world, role, path, { ...seed, isAdmin: true }).then(
        () => null,
        (e: unknown) => e,
      )
      expect(error, `${path} took an unknown key`).toBeInstanceOf(TRPCError)
      expect((error as TRPCError).code, path).toBe('BAD_REQUEST')
      expect((error as TRPCError).message, path).toContain('isAdmin')
      checked += 1
    }
    expect(checked).toBeGreaterThan(40)
    expect(addressQueries.sort()).toEqual([
      'investors.applications.list',
      'investors.discover.list',
    ])
  })

  it('are refused by every procedure that takes no input, which runs without one', async () => {
    const world = await buildWorld(app())
    const procedures = appRouter._def.procedures as unknown as Record<
      string,
      { _def: { inputs: unknown[] } }
    >
    let checked = 0
    for (const [path, entry] of Object.entries(matrix)) {
      const role = roles.find((r) => entry.expect[r] === 'ok')
      if (!role || entry.input(world, role) !== undefined) continue
      // Every procedure declares its input, none included, so none can take one unseen.
      expect(procedures[path]!._def.inputs, path).toHaveLength(1)
      const error = await callAs(app(), world, role, path, {
        organisationId: world.investorOrgId,
      }).then(
        () => null,
        (e: unknown) => e,
      )
      expect(error, `${path} took an input it does not declare`).toBeInstanceOf(TRPCError)
      expect((error as TRPCError).code, path).toBe('BAD_REQUEST')
      expect((error as TRPCError).message, path).toContain('This call takes no input.')
      checked += 1
    }
    expect(checked).toBeGreaterThan(20)

    // Through HTTP too, while a batch's `null` for "no input" is still taken.
    const refused = await app().trpcFetch(
      `website.counts?input=${encodeURIComponent(JSON.stringify({ json: { organisationId: 'x' } }))}`,
    )
    expect(refused.status).toBe(400)
    const batch = await app().trpcFetch(
      `website.counts,website.contact?batch=1&input=${encodeURIComponent(
        JSON.stringify({ 0: { json: null }, 1: { json: null } }),
      )}`,
    )
    expect(batch.status).toBe(200)
  })
})
