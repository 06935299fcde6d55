import { describe, expect, it } from 'vitest'

import { findForward, parsePerson } from './forwarded'
import { extractLinks, guessStartup } from './guess'

describe('findForward', () => {
  it('reads Gmail, Apple Mail and Outlook forwards', () => {
    expect(
      findForward(
        'FYI\n\n---------- Forwarded message ---------\nFrom: Meera Iyer <meera@payveda.in>\nDate: Mon\nSubject: Seed round\nTo: ravi@x.in\n\nHi',
      ),
    ).toEqual({ from: { name: 'Meera Iyer', email: 'meera@payveda.in' }, subject: 'Seed round' })
    expect(
      findForward(
        'Begin forwarded message:\n\nFrom: "Arjun" <arjun@gramcare.health>\nSubject: Deck\n',
      ),
    ).toEqual({ from: { name: 'Arjun', email: 'arjun@gramcare.health' }, subject: 'Deck' })
    expect(
      findForward(
        '________________________________\r\nFrom: Arjun Das [mailto:arjun@gramcare.health]\r\nSent: Tuesday\r\nTo: Neha\r\nSubject: GramCare\r\n\r\nBody',
      ),
    ).toEqual({ from: { name: 'Arjun Das', email: 'arjun@gramcare.health' }, subject: 'GramCare' })
    // Outlook's bold headers, as some clients quote them.
    expect(
      findForward('*From:* Arjun Das <arjun@gramcare.health>\n*Sent:* Tuesday\n*Subject:* Deck'),
    ).toMatchObject({ from: { email: 'arjun@gramcare.health' } })
  })

  it('finds nothing in a plain email', () => {
    expect(findForward('Hello,\nFrom: my side, all good.\nThanks')).toBeNull()
  })
})

describe('parsePerson', () => {
  it('reads a name alone, an address alone, or both', () => {
    expect(parsePerson('Asha Rao')).toEqual({ name: 'Asha Rao', email: null })
    expect(parsePerson('ASHA@KrishiSetu.in')).toEqual({ name: null, email: 'asha@krishisetu.in' })
  })
})

describe('guessStartup', () => {
  it('takes the website from a company address, not from a personal one', () => {
    expect(
      guessStartup({ subject: 'Pitch deck', author: { email: 'a@krishisetu.in' }, links: [] }),
    ).toEqual({ name: 'Krishisetu', website: 'https://krishisetu.in', email: 'a@krishisetu.in' })
    expect(
      guessStartup({
        subject: 'Fwd: Seed round – GramCare',
        author: { email: 'arjun@gmail.com' },
        links: ['https://www.linkedin.com/in/arjun', 'https://gramcare.health/team'],
      }),
    ).toEqual({
      name: 'GramCare',
      website: 'https://gramcare.health',
      email: 'arjun@gmail.com',
    })
  })

  it('keeps only http(s) links, once each', () => {
    expect(
      extractLinks(
        'See https://a.in/x, and https://a.in/x. javascript:alert(1)',
        '<a href="https://b.in">b</a>',
      ),
    ).toEqual(['https://a.in/x', 'https://b.in/'])
  })
})
