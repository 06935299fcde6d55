import { describe, expect, it } from 'vitest'

import { type EmailTemplate, renderEmail } from './render'

// The deal-room emails (docs/decisions/0047): each names who did what in which round, links to
// the room, escapes what people typed, and a founder's email about a commitment has no amount.

const url = 'https://sangam.example/investors/deal-rooms/5f0c2a4e-0000-4000-8000-000000000001'
const xss = '<script>alert(1)</script>'

const cases: { email: EmailTemplate; subject: string; says: string[] }[] = [
  {
    email: {
      template: 'deal-room-invitation',
      props: {
        name: 'Meera',
        leadName: 'Kaveri Capital',
        startupName: 'Krishi Setu',
        roundName: 'Seed, 2026',
        amountSought: '₹3\u00a0Cr',
        note: 'Your agritech thesis, exactly.',
        preApproved: false,
        url,
      },
    },
    subject: 'Kaveri Capital invited you to co-invest in Krishi Setu',
    says: ['Your agritech thesis, exactly.', 'The founders decide whether to share'],
  },
  {
    email: {
      template: 'deal-room-share-request',
      props: {
        name: 'Asha',
        leadName: 'Kaveri Capital',
        fundName: 'Tungabhadra Ventures',
        roundName: 'Seed, 2026',
        preApproved: true,
        url,
      },
    },
    subject: 'Your profile was shared with Tungabhadra Ventures',
    says: ['You pre-approved co-investors of funds you applied to', 'withdraw it'],
  },
  {
    email: {
      template: 'deal-room-consent',
      props: {
        name: 'Meera',
        startupName: 'Krishi Setu',
        fundName: 'Tungabhadra Ventures',
        roundName: 'Seed, 2026',
        answer: 'withdrawn',
        url,
      },
    },
    subject: 'Krishi Setu withdrew its profile from Tungabhadra Ventures',
    says: ['withdrew their profile from', 'without the deck'],
  },
  {
    email: {
      template: 'deal-room-commitment',
      props: {
        name: 'Meera',
        committerName: 'Tungabhadra Ventures',
        startupName: 'Krishi Setu',
        roundName: 'Seed, 2026',
        amount: '₹50\u00a0L',
        url,
      },
    },
    subject: 'Tungabhadra Ventures committed ₹50 L to Krishi Setu',
    says: ['committed ₹50', 'Krishi Setu’s Seed, 2026 round'],
  },
  {
    email: {
      template: 'deal-room-round-commitment',
      props: { name: 'Asha', fundName: 'Tungabhadra Ventures', roundName: 'Seed, 2026', url },
    },
    subject: 'Tungabhadra Ventures committed to your Seed, 2026 round',
    says: ['committed to your Seed, 2026 round', 'total committed'],
  },
]

describe('deal-room emails', () => {
  it.each(cases)(
    '$email.template: subject, words and the room’s link',
    async ({ email, subject, says }) => {
      const rendered = await renderEmail(email)
      expect(rendered.subject).toBe(subject)
      expect(rendered.html).toContain(`href="${url}"`)
      expect(rendered.text).toContain(url)
      for (const words of says)
        expect(rendered.text.replace(/\s+/g, ' ')).toContain(words.replace(/\s+/g, ' '))
    },
  )

  it('tells founders of a commitment without any amount', async () => {
    const { subject, html, text } = await renderEmail(cases[4]!.email)
    for (const part of [subject, html, text]) expect(part).not.toContain('₹')
  })

  it('goes out in Hindi to someone who chose it, lakh and crore said in Hindi', async () => {
    const invitation = await renderEmail(cases[0]!.email, 'hi')
    expect(invitation.subject).toBe(
      'Kaveri Capital ने आपको Krishi Setu में सह-निवेश का न्योता दिया',
    )
    expect(invitation.text).toContain('₹3\u00a0करोड़')
    expect(invitation.text).toContain('Your agritech thesis, exactly.')
    const commitment = await renderEmail(cases[3]!.email, 'hi')
    expect(commitment.subject).toBe('Tungabhadra Ventures ने Krishi Setu में ₹50 लाख पक्का किया')
    for (const email of cases.map((c) => c.email)) {
      const { text } = await renderEmail(email, 'hi')
      expect(text).not.toContain('Open the deal room')
      expect(text).toMatch(/[\u0900-\u097F]/)
    }
  })

  it('escapes names and notes people typed', async () => {
    const { html } = await renderEmail({
      template: 'deal-room-invitation',
      props: {
        name: xss,
        leadName: xss,
        startupName: xss,
        roundName: xss,
        amountSought: '₹1\u00a0Cr',
        note: xss,
        preApproved: false,
        url,
      },
    })
    expect(html).not.toContain('<script')
    expect(html).toContain('&lt;script&gt;')
  })

  it('gives a summary of deal-room lines alone its own words, each line linked', async () => {
    const rendered = await renderEmail({
      template: 'application-digest',
      props: {
        name: 'Meera',
        applications: [],
        dealRooms: [
          { title: 'Kaveri Capital invited you to co-invest in Krishi Setu', url },
          { title: 'Krishi Setu shared its profile with you', url: `${url}?second` },
        ],
        url: 'https://sangam.example/investors/applications',
      },
    })
    expect(rendered.subject).toBe('2 deal room updates on Sangam')
    expect(rendered.html).toContain('2 deal room updates for your team')
    expect(rendered.html).not.toContain('applied to your channels')
    expect(rendered.html).toContain(`href="${url}?second"`)
    expect(rendered.text).toContain('Krishi Setu shared its profile with you')
  })

  it('counts both in a summary of applications and deal-room lines', async () => {
    const rendered = await renderEmail({
      template: 'application-digest',
      props: {
        name: 'Meera',
        applications: [{ startupName: 'Jal Shakti', channelName: 'Climate Pre-seed', url }],
        dealRooms: [{ title: 'Krishi Setu shared its profile with you', url }],
        url,
      },
    })
    expect(rendered.subject).toBe('1 new application and 1 deal room update on Sangam')
  })
})
