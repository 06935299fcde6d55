import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { loadCatalog } from '@/lib/i18n/catalog'
import { speakIn } from '@/lib/i18n/said'

import { databaseUnreachableResponse } from './unavailable'

describe('the answer while the database is out of reach', () => {
  beforeAll(async () => {
    await loadCatalog('hi')
  })
  afterEach(() => speakIn(() => 'en'))

  it('is a page in the language of the request, and JSON for the API', async () => {
    const english = await databaseUnreachableResponse(new Request('http://x/startups')).text()
    expect(english).toContain('<html lang="en">')
    expect(english).toContain('<h1>Back in a moment</h1>')
    expect(english).toContain(
      'Sangam cannot reach its database just now. Nothing was changed; please try again in a few seconds.',
    )
    speakIn(() => 'hi')
    const hindi = await databaseUnreachableResponse(new Request('http://x/startups')).text()
    expect(hindi).toContain('<html lang="hi">')
    expect(hindi).toContain('<title>थोड़ी देर में लौटते हैं · Sangam</title>')
    const api = databaseUnreachableResponse(new Request('http://x/api/files'))
    expect(api.status).toBe(503)
    expect(((await api.json()) as { error: { message: string } }).error.message).toMatch(
      /^Sangam अभी/,
    )
  })
})
