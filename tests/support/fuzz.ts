// The fuzz suite's runner: each procedure of the app router, as a role allowed to call it, gets
// FUZZ_RUNS generated inputs (1,000 by default) through the real /trpc HTTP handler.
import fc from 'fast-check'
import superjson from 'superjson'
import { describe, expect, it } from 'vitest'

import { CLIENT_IP_HEADER } from '@/server/security/client-ip'
import type { RateLimitStore } from '@/server/security/rate-limit'
import { appRouter } from '@/server/trpc/root'

import { signUp } from './accounts'
import { setupTestApp, testOrigin, type TestApp } from './app'
import { fuzzInputs, inputSchemaOf, type FuzzInput } from './fuzz-inputs'
import { buildWorld, matrix, roles, type Role, type World } from './procedure-matrix'
import { queriesThenMutations } from './procedure-worlds'
import { watchRowWrites } from './row-writes'

export const runs = Number(process.env.FUZZ_RUNS ?? 1000)

type Procedure = { _def: { type: 'query' | 'mutation'; inputs: unknown[] } }
const procedures = appRouter._def.procedures as unknown as Record<string, Procedure>

/** The first role of the matrix that may call the procedure, else the entry's `fuzzAs`. */
export function allowedRole(path: string): Role | 'newcomer' {
  const role = roles.find((r) => matrix[path]!.expect[r] === 'ok') ?? matrix[path]!.fuzzAs
  if (!role) throw new Error(`${path}: no role of the authorization matrix may call it; set fuzzAs`)
  return role
}

// The rate limits are what stops a real client sending this much; they have tests of their own.
const unlimited: RateLimitStore = {
  blocked: async () => ({ allowed: true, retryAfter: null }),
  consume: async () => ({ allowed: true, retryAfter: null }),
  consumeSoon: () => ({ allowed: true, retryAfter: null }),
  flushSoon: async () => {},
  forgetSoon: () => {},
  stopSoon: async () => {},
}

function encoded(input: FuzzInput): string {
  if (input.kind === 'raw') return input.text
  try {
    return JSON.stringify(superjson.serialize(input.value))
  } catch {
    // superjson will not write keys such as 'prototype'; a hostile client writes them itself.
    return JSON.stringify({ json: input.value }, (_key, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value,
    )
  }
}

function send(app: TestApp, path: string, input: FuzzInput, headers: Headers): Promise<Response> {
  if (procedures[path]!._def.type === 'query') {
    return app.trpcFetch(`${path}?input=${encodeURIComponent(encoded(input))}`, { headers })
  }
  const post = new Headers(headers)
  post.set('content-type', 'application/json')
  post.set('origin', testOrigin)
  return app.trpcFetch(path, { method: 'POST', headers: post, body: encoded(input) })
}

function describeInput(input: FuzzInput): string {
  const text = encoded(input)
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text
}

/** Sends `runs` generated inputs to one procedure, as a role allowed to call it. */
async function fuzzProcedure(app: TestApp, path: string, world: World) {
  const role = allowedRole(path)
  const headers = new Headers(
    role === 'newcomer' ? (await signUp(app)).headers : world.headers[role],
  )
  headers.set(CLIENT_IP_HEADER, '192.0.2.77')
  const seed = matrix[path]!.input(world, role === 'newcomer' ? 'founderOwn' : role)
  const arbitrary = fuzzInputs(inputSchemaOf(procedures[path]!), seed)
  const writes = await watchRowWrites(app.services.db)
  const isQuery = procedures[path]!._def.type === 'query'
  const statuses = new Map<number, number>()

  await fc.assert(
    fc.asyncProperty(arbitrary, async (input) => {
      const response = await send(app, path, input, headers)
      const body = await response.text()
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      const context = `${role} → ${path} with ${describeInput(input)}\n${response.status} ${body.slice(0, 500)}`
      expect(response.status, context).toBeLessThan(500)
      expect(body, context).not.toContain('INTERNAL_SERVER_ERROR')
      expect(body, context).not.toMatch(/"stack"|\n\s+at /)
      const written = await writes.written()
      if (isQuery || response.status !== 200) {
        expect(written, `${context}\nrows written by a ${isQuery ? 'query' : 'refusal'}`).toEqual(
          {},
        )
      }
    }),
    { numRuns: runs, endOnFailure: true },
  )
  return { role, statuses }
}

/**
 * Fuzzes every procedure under the group's prefixes, one test each; the queries share one world
 * (each of their calls is checked to write no row), each mutation gets its own.
 */
export function fuzzGroup(prefixes: readonly string[]) {
  const app = setupTestApp({}, { rateLimits: unlimited, emptyBeforeEach: false })
  describe(`fuzzing ${prefixes.join(', ')}`, () => {
    queriesThenMutations(app, prefixes, buildWorld, (path, world) =>
      it(`${path}: ${runs} generated inputs, no server error, a refusal writes nothing`, async () => {
        expect(matrix[path], `${path} is missing from the authorization matrix`).toBeDefined()
        const { role, statuses } = await fuzzProcedure(app(), path, await world())
        const sent = [...statuses.values()].reduce((a, b) => a + b, 0)
        const summary = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`)
        console.info(`fuzz ${path} as ${role}: ${sent} inputs → ${summary.join(', ')}`)
        expect(sent).toBeGreaterThanOrEqual(runs)
      }),
    )
  })
}
