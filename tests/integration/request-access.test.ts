import { TRPCError } from '@trpc/server'
import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import type { RequestAccessSubmission } from '@/domain/access-requests/schema'
import { accessRequest } from '@/server/db/schema'
import {
  answerRequestAccessPost,
  currentRequestAccessSubmission,
} from '@/server/http/request-access-form'

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

describe('POST /request-access (the form without scripts)', () => {
  /** The page as the app would render it: here, what the render was given to show. */
  const render = async (visit: Request) =>
    Response.json({
      method: visit.method,
      submission: currentRequestAccessSubmission(),
    })

  function postForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
    return answerRequestAccessPost(
      new Request(`${testOrigin}/request-access`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: testOrigin,
          'x-forwarded-for': '203.0.113.9',
          ...headers,
        },
        body: new URLSearchParams(fields),
      }),
      app().services,
      render,
    )
  }

  type Rendered = { method: string; submission: RequestAccessSubmission | null }

  it('stores the request and renders the page with its receipt', async () => {
    const { linkedin: _linkedin, ...fields } = valid
    const answer = await postForm({ ...fields, linkedin: '' })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    const rendered = (await answer.json()) as Rendered
    expect(rendered.method).toBe('GET')
    expect(rendered.submission?.received).toEqual({ merged: false, email: 'meera@example.com' })
    const [row] = await storedRequests()
    expect(row).toMatchObject({ email: 'meera@example.com', linkedin: null })
  })

  it('renders each field’s message with what was typed, and stores nothing', async () => {
    const answer = await postForm({ name: 'M', email: 'meera', website: 'nilgiri', kind: 'fund' })
    expect(answer.status).toBe(400)
    const { submission } = (await answer.json()) as Rendered
    expect(submission?.values).toMatchObject({ name: 'M', email: 'meera', website: 'nilgiri' })
    expect(submission?.fieldErrors).toEqual({
      kind: 'Tell us whether you are a startup or an investor.',
      name: 'Please enter your full name.',
      email: 'Please enter a valid email address, like priya@example.com.',
      organisation: 'Please enter your startup or fund name.',
      website: 'Enter a full web address, like https://example.com.',
    })
    expect(submission?.received).toBeUndefined()
    expect(await storedRequests()).toEqual([])
  })

  it('says when one address has sent too many requests, with 429', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await postForm({ ...valid, email: `meera.${i}@example.com` })).status).toBe(200)
    }
    const answer = await postForm({ ...valid, email: 'meera.6@example.com' })
    expect(answer.status).toBe(429)
    const { submission } = (await answer.json()) as Rendered
    expect(submission?.formError).toBe(
      'You have sent several requests in a short time. Please try again in an hour.',
    )
    expect(await storedRequests()).toHaveLength(5)
  })

  it('refuses a post from another site, a body that is not a form, and a huge one', async () => {
    const foreign = await postForm(valid, { origin: 'https://elsewhere.example' })
    expect(foreign.status).toBe(403)
    const json = await answerRequestAccessPost(
      new Request(`${testOrigin}/request-access`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: testOrigin },
        body: JSON.stringify(valid),
      }),
      app().services,
      render,
    )
    expect(json.status).toBe(400)
    const huge = await postForm({ ...valid, message: 'x'.repeat(64 * 1024) })
    expect(huge.status).toBe(413)
    expect(await storedRequests()).toEqual([])
  })
})
