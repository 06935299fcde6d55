import { describe, expect, it } from 'vitest'

import { setupTestApp } from '../support/app'

// The addresses the footer, About and the privacy policy show come from the configuration.
const app = setupTestApp({
  CONTACT_EMAIL: 'namaste@sangam.example',
  GRIEVANCE_OFFICER_NAME: 'Priya Nair',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@sangam.example',
})

describe('website.contact', () => {
  it('answers anyone with the configured contact email and Grievance Officer', async () => {
    const caller = await app().caller()
    expect(await caller.website.contact()).toEqual({
      contactEmail: 'namaste@sangam.example',
      grievanceOfficer: { name: 'Priya Nair', email: 'grievance@sangam.example' },
    })
  })

  it('is a plain GET over HTTP, as a page loader asks for it', async () => {
    const response = await app().trpcFetch('website.contact')
    expect(response.status).toBe(200)
    const body = (await response.json()) as { result: { data: { json: unknown } } }
    expect(body.result.data.json).toMatchObject({ contactEmail: 'namaste@sangam.example' })
  })
})
