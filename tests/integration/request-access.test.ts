import { TRPCError } from '@trpc/server'
import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { accessRequest } from '@/server/db/schema'

import { testOrigin, setupTestApp } from '../support/app'

const app = setupTestApp()

const valid = {
  name: 'Meera Iyer',
  email: 'Meera@Example.com ',
  kind: 'investor' as const,
  organisation: 'Nilgiri Ventures',
  website: 'https://nilgiri.vc',
  linkedin: 'https://www.linkedin.com/in/meera-iyer',
  message: 'Seed-stage climate and agritech, ₹50 L to ₹2 Cr cheques.',
}

async function storedRequests() {
  return app().services.db.select().from(accessRequest)
}

function post(body: string, headers: Record<string, string> = {}) {
  return app().trpcFetch('website.requestAccess.create', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: testOrigin, ...headers },
    body,
  })
}

describe('website.requestAccess.create', () => {
  it('stores a request with a normalised email', async () => {
    const caller = await app().caller()
    expect(await caller.website.requestAccess.create(valid)).toEqual({
      received: true,
      merged: false,
    })
    const [row] = await storedRequests()
    expect(row).toMatchObject({
      email: 'meera@example.com',
      kind: 'investor',
      status: 'pending',
      organisation: 'Nilgiri Ventures',
      submissionCount: 1,
    })
  })

  it('merges a second pending request for the same email instead of duplicating it', async () => {
    const caller = await app().caller()
    await caller.website.requestAccess.create(valid)
    const second = await caller.website.requestAccess.create({
      ...valid,
      email: 'meera@example.com',
      organisation: 'Nilgiri Ventures Fund II',
    })
    expect(second.merged).toBe(true)
    const rows = await storedRequests()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ organisation: 'Nilgiri Ventures Fund II', submissionCount: 2 })
  })

  it('answers bad input with a message per field and writes nothing', async () => {
    const response = await post(
      JSON.stringify({
        json: {
          name: 'M',
          email: 'not-an-email',
          kind: 'bank',
          organisation: '',
          website: 'nilgiri',
          linkedin: 'https://twitter.com/meera',
          message: 'x'.repeat(2001),
        },
      }),
    )
    expect(response.status).toBe(400)
    const body = await response.json()
    const fieldErrors = body.error.json.data.fieldErrors
    expect(Object.keys(fieldErrors).sort()).toEqual(
      ['email', 'kind', 'linkedin', 'message', 'name', 'organisation', 'website'].sort(),
    )
    expect(fieldErrors.email[0]).toMatch(/valid email/)
    expect(fieldErrors.linkedin[0]).toMatch(/LinkedIn/)
    expect(body.error.json.message).toBe('Some fields need attention.')
    const [row] = await app().services.db.select({ n: count() }).from(accessRequest)
    expect(row?.n).toBe(0)
  })

  it('limits each client address to 5 requests an hour, answering 429 with Retry-After', async () => {
    const headers = { 'x-sangam-client-ip': '198.51.100.77' }
    for (let i = 0; i < 5; i++) {
      const ok = await post(
        JSON.stringify({ json: { ...valid, email: `p${i}@example.com` } }),
        headers,
      )
      expect(ok.status).toBe(200)
    }
    const limited = await post(
      JSON.stringify({ json: { ...valid, email: 'p9@example.com' } }),
      headers,
    )
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await storedRequests()).map((r) => r.email)).not.toContain('p9@example.com')
    // Another address is not affected.
    const other = await post(JSON.stringify({ json: { ...valid, email: 'q@example.com' } }), {
      'x-sangam-client-ip': '198.51.100.78',
    })
    expect(other.status).toBe(200)
  })

  it('rejects the call from a caller that skips validation too (createCaller)', async () => {
    const caller = await app().caller()
    await expect(
      caller.website.requestAccess.create({ ...valid, kind: 'bank' } as never),
    ).rejects.toSatisfy((e: unknown) => e instanceof TRPCError && e.code === 'BAD_REQUEST')
    expect(await storedRequests()).toHaveLength(0)
  })
})
