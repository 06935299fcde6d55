import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadCatalog } from '@/lib/i18n/catalog'
import { speakIn } from '@/lib/i18n/said'
import { currentLocale } from '@/server/http/request-context'

import { setupTestApp, testOrigin } from '../support/app'
import { observedFetch } from '../support/observed'
import { investorOf } from '../support/roles'
import type { TrpcErrorBody } from '../support/trpc-post'

const app = setupTestApp()

// As the server entry does (src/server-entry.ts).
beforeAll(async () => {
  await loadCatalog('hi')
  speakIn(currentLocale)
})
afterAll(() => speakIn(() => 'en'))

async function createList(cookie: string, extra: Record<string, string>, name: string) {
  const response = await observedFetch(app().services, '/trpc/investors.lists.create', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: testOrigin, cookie, ...extra },
    body: JSON.stringify({ json: { name } }),
  })
  const body = (await response.json()) as { error?: { json: TrpcErrorBody } }
  return { status: response.status, error: body.error?.json }
}

describe("the server's words in the person's language (decision 0050)", () => {
  it('answers bad input in the language of the request: its cookie, else Accept-Language', async () => {
    const partner = await investorOf(app(), 'Kaveri Capital')
    const session = partner.headers.get('cookie')!

    const english = await createList(session, {}, 'x')
    expect(english.status).toBe(400)
    expect(english.error?.data.fieldErrors?.name).toEqual(['Name the list.'])

    const hindi = await createList(`${session}; lang=hi`, {}, 'x')
    expect(hindi.status).toBe(400)
    expect(hindi.error?.data.fieldErrors?.name).toEqual(['सूची का नाम लिखें।'])

    const asked = await createList(session, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' }, 'x')
    expect(asked.error?.data.fieldErrors?.name).toEqual(['सूची का नाम लिखें।'])

    // The cookie, a choice, outweighs the browser's languages.
    const chosen = await createList(`${session}; lang=en`, { 'accept-language': 'hi' }, 'x')
    expect(chosen.error?.data.fieldErrors?.name).toEqual(['Name the list.'])
  })

  it("answers a procedure's refusal in the language of the request", async () => {
    const partner = await investorOf(app(), 'Kaveri Capital')
    const session = partner.headers.get('cookie')!
    const name = `Seed picks ${crypto.randomUUID().slice(0, 8)}`
    expect((await createList(session, {}, name)).status).toBe(200)

    // The name is taken: CONFLICT, said for the whole form and for its field.
    const english = await createList(`${session}; lang=en`, {}, name)
    expect(english.status).toBe(409)
    expect(english.error?.message).toBe(`Your team already has a list called “${name}”.`)

    const hindi = await createList(`${session}; lang=hi`, {}, name)
    expect(hindi.status).toBe(409)
    expect(hindi.error?.message).toBe(`आपकी टीम के पास “${name}” नाम की सूची पहले से है।`)
    expect(hindi.error?.data.fieldErrors?.name).toEqual([hindi.error?.message])

    // A list that is not there: NOT_FOUND, as a query (GET) reads it.
    const missing = encodeURIComponent(JSON.stringify({ json: { id: crypto.randomUUID() } }))
    const response = await observedFetch(
      app().services,
      `/trpc/investors.lists.get?input=${missing}`,
      { headers: { cookie: `${session}; lang=hi` } },
    )
    expect(response.status).toBe(404)
    const body = (await response.json()) as { error: { json: TrpcErrorBody } }
    expect(body.error.json.message).toBe('ऐसी कोई सूची नहीं मिली।')
  })

  it('says nothing in Hindi outside a request (jobs, scripts)', () => {
    expect(currentLocale()).toBe('en')
  })
})
