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
    // Carries nothing the requester chose: only the address it is sent to.
    email: { template: 'change-email', props: { newEmail: 'asha@new.example', url } },
    subject: 'Confirm your new email for Sangam',
    name: 'asha@new.example',
  },
  {
    email: {
      template: 'account-exists',
      props: { name: 'Asha Rao', signInUrl: url, resetUrl: `${url}/reset` },
    },
    subject: 'You already have a Sangam account',
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
      template: 'intake-claim',
      props: {
        fundName: 'Kaveri Capital',
        inviterName: 'Vikram Iyer',
        startupName: 'Janani Saathi',
        channelName: 'Healthtech seed call',
        note: 'Loved the deck.',
        url,
        expiresOn: 'Dec 29, 2026',
      },
    },
    subject: 'Kaveri Capital invites you to claim your deal on Sangam',
    name: 'Vikram Iyer',
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
  {
    email: {
      template: 'new-application',
      props: {
        name: 'Vikram Iyer',
        startupName: 'Krishi Setu',
        channelName: 'Agritech Seed Call',
        url,
      },
    },
    subject: 'New application: Krishi Setu to Agritech Seed Call',
    name: 'Vikram Iyer',
  },
  {
    email: {
      template: 'application-digest',
      props: {
        name: 'Vikram Iyer',
        applications: [{ startupName: 'Krishi Setu', channelName: 'Agritech Seed Call', url }],
        url,
      },
    },
    subject: '1 new application on Sangam',
    name: 'Vikram Iyer',
  },
  {
    email: {
      template: 'application-status',
      props: {
        name: 'Asha Rao',
        startupName: 'Krishi Setu',
        channelName: 'Agritech Seed Call',
        investorName: 'Kaveri Capital',
        statusLabel: 'In review',
        url,
      },
    },
    subject: 'Agritech Seed Call: your application is now In review',
    name: 'Asha Rao',
  },
  {
    email: {
      template: 'application-decision',
      props: {
        name: 'Asha Rao',
        startupName: 'Krishi Setu',
        channelName: 'Agritech Seed Call',
        investorName: 'Kaveri Capital',
        decision: 'accepted',
        message: 'Welcome to the portfolio.',
        url,
      },
    },
    subject: 'Kaveri Capital accepted your application to Agritech Seed Call',
    name: 'Asha Rao',
  },
]

describe('renderEmail', () => {
  it('lists every template name', () => {
    expect([...emailTemplateNames].sort()).toEqual(
      [
        'access-approved',
        'access-rejected',
        'account-exists',
        'application-decision',
        'application-digest',
        'application-status',
        'change-email',
        'deal-room-commitment',
        'deal-room-consent',
        'deal-room-invitation',
        'deal-room-round-commitment',
        'deal-room-share-request',
        'intake-claim',
        'intake-declined',
        'invitation',
        'new-application',
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

  it('tells a founder what claiming shares, and why they got the email', async () => {
    const { text } = await renderEmail(
      cases.find((c) => c.email.template === 'intake-claim')!.email,
    )
    expect(text).toContain('apply to Healthtech seed call')
    expect(text).toContain('Nothing is shared until you agree')
    expect(text).toContain('Dec 29, 2026')
    expect(text).toContain('Loved the deck.')
    expect(text).toContain('because Kaveri Capital received an email about your startup')
    expect(text).not.toContain('activity on your Sangam account')
  })

  it('answers a sender "Not for us" in reply to their subject, with the fund’s message escaped', async () => {
    const { subject, html, text } = await renderEmail({
      template: 'intake-declined',
      props: { fundName: 'Kaveri Capital', subject: 'Janani Saathi – pitch deck', message: xss },
    })
    expect(subject).toBe('Re: Janani Saathi – pitch deck')
    expect(html).toContain(escapedXss)
    expect(html).not.toContain(xss)
    expect(text).toContain('because you wrote to Kaveri Capital')
  })

  it('names an investor organisation with the right article', async () => {
    const { text } = await renderEmail(cases.find((c) => c.email.template === 'invitation')!.email)
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
      props: { newEmail: 'asha@new.example', url },
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

  it('invites in Hindi with the expiry date in Hindi, names and the organisation as written', async () => {
    const rendered = await renderEmail(
      {
        template: 'invitation',
        props: {
          inviterName: 'Vikram',
          organisationName: 'Chai Labs',
          organisationKind: 'startup',
          role: 'owner',
          url,
          expiresOn: 'Nov 28, 2026',
        },
      },
      'hi',
    )
    expect(rendered.subject).toBe('Vikram ने आपको संगम पर Chai Labs में बुलाया है')
    expect(rendered.html).toMatch(/<html[^>]* lang="hi"/)
    expect(rendered.text).toContain('स्टार्टअप Chai Labs से मालिक के तौर पर')
    expect(rendered.text).toContain('28 नवंबर 2026')
    expect(rendered.text).not.toMatch(/Nov 28|invited you|Accept invitation/)
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
      { template: 'change-email', props: { newEmail: xss, url } },
      { template: 'account-exists', props: { name: xss, signInUrl: url, resetUrl: url } },
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
      {
        template: 'new-application',
        props: { name: xss, startupName: xss, channelName: xss, oneLiner: xss, url },
      },
      {
        template: 'application-digest',
        props: { name: xss, applications: [{ startupName: xss, channelName: xss, url }], url },
      },
      {
        template: 'application-status',
        props: {
          name: xss,
          startupName: xss,
          channelName: xss,
          investorName: xss,
          statusLabel: xss,
          url,
        },
      },
      {
        template: 'application-decision',
        props: {
          name: xss,
          startupName: xss,
          channelName: xss,
          investorName: xss,
          decision: 'rejected',
          message: xss,
          reason: 'too_early',
          url,
        },
      },
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

  describe('application notifications', () => {
    const about = {
      name: 'Asha Rao',
      startupName: 'Krishi Setu',
      channelName: 'Agritech Seed Call',
      investorName: 'Kaveri Capital',
      url,
    }

    it('quotes the startup’s one-liner in a new-application email and says how to change the frequency', async () => {
      const { html, text } = await renderEmail({
        template: 'new-application',
        props: { ...about, oneLiner: 'Crop credit for FPOs' },
      })
      expect(html).toMatch(/<blockquote[^>]*>Crop credit for FPOs<\/blockquote>/)
      expect(text).toContain('Krishi Setu applied to your channel Agritech Seed Call')
      expect(text).toContain('one summary a day')
    })

    it('leaves out a missing one-liner', async () => {
      const { html } = await renderEmail({ template: 'new-application', props: about })
      expect(html).not.toContain('<blockquote')
    })

    it('lists every application of a digest with its own link', async () => {
      const second = 'https://sangam.example/investors/applications/2'
      const rendered = await renderEmail({
        template: 'application-digest',
        props: {
          name: 'Vikram',
          applications: [
            { startupName: 'Krishi Setu', channelName: 'Agritech Seed Call', url },
            { startupName: 'Jal Shakti', channelName: 'Climate Pre-seed', url: second },
          ],
          url,
        },
      })
      expect(rendered.subject).toBe('2 new applications on Sangam')
      expect(rendered.html).toContain('2 new applications for your team')
      expect(rendered.html.match(/<li/g)).toHaveLength(2)
      expect(rendered.html).toContain(`href="${second}"`)
      expect(rendered.text).toContain('Jal Shakti')
      expect(rendered.text).toContain('to Climate Pre-seed')
    })

    it('refuses a digest item link that is not an absolute http(s) URL', async () => {
      await expect(
        renderEmail({
          template: 'application-digest',
          props: {
            name: 'Vikram',
            applications: [{ startupName: 'A', channelName: 'B', url: 'javascript:alert(1)' }],
            url,
          },
        }),
      ).rejects.toThrow(/http/)
    })

    it('names the investor and the new status in a status email', async () => {
      const { text } = await renderEmail({
        template: 'application-status',
        props: { ...about, statusLabel: 'Shortlisted' },
      })
      expect(text).toContain(
        'Kaveri Capital moved the application of Krishi Setu to Agritech Seed Call to Shortlisted',
      )
      expect(text).toContain('turn off emails')
    })

    it('gives a rejection the reason label and the investor’s message, line breaks kept', async () => {
      const rendered = await renderEmail({
        template: 'application-decision',
        props: {
          ...about,
          decision: 'rejected',
          message: 'Too early for our fund.\nPlease apply again next year.',
          reason: 'too_early',
        },
      })
      expect(rendered.subject).toBe('A decision on your application to Agritech Seed Call')
      expect(rendered.html).toContain('A decision on your application')
      expect(rendered.html).toContain('Too early for our fund.<br/>Please apply again next year.')
      expect(rendered.text).toContain('Reason: Too early')
      expect(rendered.text).toContain('decided not to go ahead')
      expect(rendered.text).not.toContain('accepted')
    })

    it('goes out in Hindi to a founder who chose Hindi: words, reason, html lang', async () => {
      const rendered = await renderEmail(
        {
          template: 'application-decision',
          props: {
            ...about,
            decision: 'rejected',
            message: 'Too early for our fund.',
            reason: 'too_early',
          },
        },
        'hi',
      )
      expect(rendered.subject).toBe('Agritech Seed Call में आपके आवेदन पर फ़ैसला')
      expect(rendered.html).toMatch(/<html[^>]* lang="hi"/)
      expect(rendered.text).toContain('वजह:')
      expect(rendered.text).toContain('इस बार आगे न बढ़ने का फ़ैसला')
      // The investor's own words stay as written.
      expect(rendered.text).toContain('Too early for our fund.')
      expect(rendered.text).not.toMatch(/Reason|decided not to go ahead|See your applications/)
    })

    it('names the new status in Hindi to a founder who chose Hindi', async () => {
      const rendered = await renderEmail(
        { template: 'application-status', props: { ...about, statusLabel: 'In review' } },
        'hi',
      )
      expect(rendered.subject).toBe('Agritech Seed Call: आपके आवेदन का नया स्टेटस — रिव्यू में')
      expect(rendered.html).toMatch(/<html[^>]* lang="hi"/)
      expect(rendered.text).toContain('नमस्ते Asha Rao,')
      expect(rendered.text).toContain('रिव्यू में')
      expect(rendered.text).not.toMatch(/In review|moved the application|See your applications/)
    })

    it('gives an acceptance no reason even when one is passed', async () => {
      const { text } = await renderEmail({
        template: 'application-decision',
        props: { ...about, decision: 'accepted', message: 'Welcome aboard.', reason: 'team' },
      })
      expect(text).toContain('Good news')
      expect(text).toContain('Welcome aboard.')
      expect(text).not.toContain('Reason')
    })
  })
})
