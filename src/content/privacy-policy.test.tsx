import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { en } from '@/lib/i18n/messages/en'
import type { Locale } from '@/lib/i18n/locales'
import { TestIntl } from '@/lib/testing/intl'

import { sections, type PolicyContact } from './privacy-policy'

const contact: PolicyContact = {
  contactEmail: 'namaste@sangam.example',
  grievanceOfficer: { name: 'Priya Nair', email: 'grievance@sangam.example' },
}

// What the notice must cover under the DPDP Act 2023 (section 5) and the DPDP Rules 2025 (rules 3,
// 7 and 14), and the IT Rules 2021's Grievance Officer: a section each, and what each must say.
const requiredTopics: Record<string, (string | RegExp)[]> = {
  'data-we-collect': ['password', 'Founder profiles', 'pitch decks', 'IP address'],
  purposes: ['purposes', 'consent', 'do not sell'],
  sharing: ['public page', 'never to the founder'],
  cookies: ['two cookies', 'HttpOnly', 'time zone'],
  retention: [/\d+ days/, 'one year', 'Sangam’s own decisions'],
  rights: ['summary', 'Correction', 'Erasure', 'nominate', contact.grievanceOfficer.email],
  'withdraw-consent': ['as easy as giving it', contact.contactEmail],
  breach: ['without delay', 'Data Protection Board of India', '72 hours'],
  children: ['18'],
  'data-location': ['operator', 'section 16'],
  'grievance-officer': [
    contact.grievanceOfficer.name,
    contact.grievanceOfficer.email,
    '24 hours',
    '15 days',
    '90 days',
  ],
  contact: [contact.contactEmail, contact.grievanceOfficer.email],
}

async function renderSections(locale: Locale = 'en') {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <TestIntl locale={locale}>
          {sections.map((section) => (
            <section key={section.id} data-section={section.id}>
              {section.body(contact)}
            </section>
          ))}
        </TestIntl>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    isServer: true,
  })
  await router.load()
  return renderToString(<RouterProvider router={router} />)
}

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

/** The text of each section, by id. */
async function sectionTexts(locale: Locale = 'en') {
  const html = await renderSections(locale)
  const texts = new Map<string, string>()
  for (const [, id, body] of html.matchAll(
    /<section data-section="([^"]+)">([\s\S]*?)<\/section>/g,
  )) {
    texts.set(id!, text(body!))
  }
  return { html, texts }
}

describe('privacy policy', () => {
  it('gives every section a unique id and a title', () => {
    expect(sections.length).toBeGreaterThanOrEqual(12)
    const ids = sections.map((section) => section.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const section of sections) {
      expect(section.id).toMatch(/^[a-z]+(-[a-z]+)*$/)
      expect(en[section.title].trim()).not.toBe('')
    }
  })

  it('covers every topic the DPDP Act, its Rules and the IT Rules ask for', async () => {
    const { texts } = await sectionTexts()
    for (const [topic, phrases] of Object.entries(requiredTopics)) {
      const body = texts.get(topic)
      expect(body, `a section with id "${topic}"`).toBeDefined()
      for (const phrase of phrases) {
        if (typeof phrase === 'string') expect(body, topic).toContain(phrase)
        else expect(body, topic).toMatch(phrase)
      }
    }
  })

  it('names the configured Grievance Officer and addresses as mailto links', async () => {
    const { html } = await sectionTexts()
    expect(html).toContain(contact.grievanceOfficer.name)
    expect(html).toContain(`href="mailto:${contact.grievanceOfficer.email}"`)
    expect(html).toContain(`href="mailto:${contact.contactEmail}"`)
  })

  it('links only to sections that exist', async () => {
    const { html } = await sectionTexts()
    const ids = new Set(sections.map((section) => section.id))
    const anchors = [...html.matchAll(/href="#([^"]+)"/g)].map(([, id]) => id!)
    expect(anchors.length).toBeGreaterThan(0)
    for (const id of anchors) expect(ids, `#${id}`).toContain(id)
  })

  it('says every section in Hindi too, with the same links, anchors and addresses', async () => {
    const english = await sectionTexts('en')
    const hindi = await sectionTexts('hi')
    const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href)
    expect(links(hindi.html).sort()).toEqual(links(english.html).sort())
    for (const section of sections) {
      expect(hindi.texts.get(section.id), section.id).toMatch(/[\u0900-\u097F]/)
    }
    expect(hindi.html).toContain(contact.grievanceOfficer.name)
  })
})
