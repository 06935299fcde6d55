import { describe, expect, it } from 'vitest'

import { type EmailTemplate, emailTemplateNames, renderEmail } from './render'

const url = 'https://sangam.example/verify?token=abc123&next=%2Fstartups'
// How the URL appears inside an href attribute (the ampersand is entity-encoded).
const hrefUrl = url.replace(/&/g, '&amp;')
const xss = '<script>alert(1)</script>'
const escapedXss = '&lt;script&gt;alert(1)&lt;/script&gt;'

const cases: { email: EmailTemplate; subject: string; name: string }[] = [
  {
    email: { template: 'verify-email', props: { name: 'Asha Rao', url } },
    subject: 'Confirm your email for Sangam',
    name: 'Asha Rao',
  },
  {
    email: { template: 'reset-password', props: { name: 'Asha Rao', url } },
    subject: 'Reset your Sangam password',
    name: 'Asha Rao',
  },
  {
    email: {
      template: 'change-email',
      props: { name: 'Asha Rao', newEmail: 'asha@new.example', url },
    },
    subject: 'Confirm your new email for Sangam',
    name: 'Asha Rao',
  },
  {
    email: {
      template: 'invitation',
      props: {
        inviterName: 'Vikram Mehta',
        organisationName: 'Kaveri Ventures',
        organisationKind: 'investor',
        role: 'member',
        url,
        expiresOn: 'Nov 28, 2026',
      },
    },
    subject: 'Vikram Mehta invited you to Kaveri Ventures on Sangam',
    name: 'Vikram Mehta',
  },
  {
    email: {
      template: 'access-approved',
      props: {
        name: 'Asha Rao',
        organisationName: 'Kaveri Ventures',
        url,
        expiresOn: 'Nov 28, 2026',
      },
    },
    subject: 'Your Sangam access is approved',
    name: 'Asha Rao',
  },
]

describe('renderEmail', () => {
  it('lists every template name', () => {
    expect([...emailTemplateNames].sort()).toEqual(
      [
        'access-approved',
        'access-rejected',
        'change-email',
        'invitation',
        'reset-password',
        'verify-email',
      ].sort(),
    )
  })

  describe.each(cases)('$email.template', ({ email, subject, name }) => {
    it('has the subject and puts the link and name in html and text', async () => {
      const rendered = await renderEmail(email)
      expect(rendered.subject).toBe(subject)
      expect(rendered.html).toContain(`href="${hrefUrl}"`)
      expect(rendered.html).toContain(name)
      expect(rendered.html).toContain('Sangam — where Indian startups and investors meet.')
      expect(rendered.html).toContain(
        'If the button does not work, paste this link into your browser:',
      )
      expect(rendered.text).toContain(url)
      expect(rendered.text).toContain(name)
      expect(rendered.text).not.toContain('<')
    })
  })

  it('names an investor organisation with the right article', async () => {
    const { text } = await renderEmail(cases[3]!.email)
    expect(text).toContain('Kaveri Ventures, an investor organisation on Sangam, as a member')
  })

  it('mentions the one-hour expiry and what to do if the reset was not requested', async () => {
    const { text } = await renderEmail({
      template: 'reset-password',
      props: { name: 'Asha', url },
    })
    expect(text).toContain('expires in 1 hour')
    expect(text).toMatch(/did not ask/)
  })

  it('shows the new address in the change-email body', async () => {
    const { html } = await renderEmail({
      template: 'change-email',
      props: { name: 'Asha', newEmail: 'asha@new.example', url },
    })
    expect(html).toContain('asha@new.example')
  })

  it('tells an invitee the organisation, role, expiry date and single use', async () => {
    const { text } = await renderEmail({
      template: 'invitation',
      props: {
        inviterName: 'Vikram',
        organisationName: 'Chai Labs',
        organisationKind: 'startup',
        role: 'owner',
        url,
        expiresOn: 'Nov 28, 2026',
      },
    })
    expect(text).toContain('Chai Labs')
    expect(text).toContain('Chai Labs, a startup on Sangam')
    expect(text).toContain('as an owner')
    expect(text).toContain('Nov 28, 2026')
    expect(text).toContain('works once')
  })

  it('tells an approved requester the expiry date and single use', async () => {
    const { text } = await renderEmail({
      template: 'access-approved',
      props: { name: 'Asha', organisationName: 'Kaveri Ventures', url, expiresOn: 'Dec 1, 2026' },
    })
    expect(text).toContain('Kaveri Ventures')
    expect(text).toContain('Dec 1, 2026')
    expect(text).toContain('works once')
  })

  it('escapes user-supplied strings in html', async () => {
    const emails: EmailTemplate[] = [
      { template: 'verify-email', props: { name: xss, url } },
      { template: 'reset-password', props: { name: xss, url } },
      { template: 'change-email', props: { name: xss, newEmail: xss, url } },
      {
        template: 'invitation',
        props: {
          inviterName: xss,
          organisationName: xss,
          organisationKind: 'startup',
          role: 'member',
          url,
          expiresOn: xss,
        },
      },
      {
        template: 'access-approved',
        props: { name: xss, organisationName: xss, url, expiresOn: xss },
      },
      { template: 'access-rejected', props: { name: xss, message: xss } },
    ]
    for (const email of emails) {
      const { html } = await renderEmail(email)
      expect(html, email.template).not.toContain('<script')
      expect(html, email.template).toContain(escapedXss)
    }
  })

  it('keeps the subject on one line when a name contains line breaks', async () => {
    const { subject } = await renderEmail({
      template: 'invitation',
      props: {
        inviterName: 'Vikram\r\nBcc: someone@example.com',
        organisationName: 'Chai\nLabs',
        organisationKind: 'startup',
        role: 'member',
        url,
        expiresOn: 'Nov 28, 2026',
      },
    })
    expect(subject).toBe('Vikram Bcc: someone@example.com invited you to Chai Labs on Sangam')
    expect(subject).not.toMatch(/[\r\n]/)
  })

  it('refuses links that are not absolute http(s) URLs', async () => {
    await expect(
      renderEmail({
        template: 'verify-email',
        props: { name: 'Asha', url: 'javascript:alert(1)' },
      }),
    ).rejects.toThrow(/http/)
    await expect(
      renderEmail({ template: 'verify-email', props: { name: 'Asha', url: '/verify?token=1' } }),
    ).rejects.toThrow(/absolute/)
  })

  describe('access-rejected', () => {
    it('is polite, points to the request-access page and has no action link', async () => {
      const rendered = await renderEmail({
        template: 'access-rejected',
        props: { name: 'Asha Rao' },
      })
      expect(rendered.subject).toBe('About your request for Sangam access')
      expect(rendered.html).toContain('Asha Rao')
      expect(rendered.text).toContain('Thank you for your interest in Sangam')
      expect(rendered.text).toContain('Request access page')
      expect(rendered.html).not.toContain('<blockquote')
      expect(rendered.html).not.toContain('A note from our team')
      expect(rendered.html).not.toContain('If the button does not work')
    })

    it('quotes the reviewer message when given', async () => {
      const rendered = await renderEmail({
        template: 'access-rejected',
        props: { name: 'Asha Rao', message: 'We only onboard SEBI-registered funds for now.' },
      })
      expect(rendered.html).toMatch(
        /<blockquote[^>]*>We only onboard SEBI-registered funds for now\.<\/blockquote>/,
      )
      expect(rendered.text).toContain('We only onboard SEBI-registered funds for now.')
      expect(rendered.text).toContain('A note from our team')
    })

    it('keeps the line breaks of a multi-line message', async () => {
      const rendered = await renderEmail({
        template: 'access-rejected',
        props: { name: 'Asha Rao', message: 'Line one.\nLine two.' },
      })
      expect(rendered.html).toContain('Line one.<br/>Line two.')
      expect(rendered.text).toMatch(/Line one\.\n> Line two\./)
    })

    it('leaves out a blank message', async () => {
      const { html } = await renderEmail({
        template: 'access-rejected',
        props: { name: 'Asha Rao', message: '   ' },
      })
      expect(html).not.toContain('<blockquote')
    })
  })
})
