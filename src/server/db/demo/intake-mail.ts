/**
 * The mail of the demo fund's deal intake (docs/decisions/0048): a founder's cold email with a
 * deck, a portfolio CEO's intro forwarded from Gmail, an accelerator's investor-day follow-up
 * forwarded from Outlook, a pitch the fund answered "Not for us", and the note of a startup whose
 * founder claimed it. Written as the messages arrive; the seed reads them as the server would.
 */
import type { RatingScores } from '@/domain/applications/ratings'
import { formatRupees } from '@/lib/format'
import type { SkippedAttachment } from '@/server/db/schema'
import type { Slide } from '@/server/db/demo-files'

import { day } from './data-set'
import { coldDeck, investorDayDeck } from './intake-slides'

export type DemoMail = {
  /** Fixed, so the decks' step finds its entry again (a fund has one entry per Message-ID). */
  messageId: string
  /** Days before the seed's "now" the message arrived. */
  daysAgo: number
  senderName: string
  senderEmail: string
  subject: string
  bodyText: string
  skipped: SkippedAttachment[]
  deck: { name: string; slides: Slide[] } | null
  /** "Not for us": days after it arrived that the sender was answered, by `teammate`. */
  answered?: { afterDays: number; teammate: number }
  /** Teammates' notes and ratings: `teammate` is the fund's member at that place (0 owner). */
  notes?: { teammate: number; afterHours: number; body: string }[]
  rating?: { teammate: number; afterHours: number; scores: RatingScores; comment: string }
}

/** India has one time zone and no summer time. */
const istOffset = 5.5 * 60 * 60 * 1000

/** A quoted date as the mail clients write it, in India's time zone. */
function partsOf(at: Date) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? ''
  const hour = Number(part('hour'))
  return {
    weekday: part('weekday'),
    day: part('day'),
    month: part('month'),
    year: part('year'),
    hour,
    minute: part('minute'),
  }
}

/** Gmail's "Mon, 17 Nov 2026 at 11:42". */
function gmailDate(at: Date) {
  const p = partsOf(at)
  return `${p.weekday.slice(0, 3)}, ${p.day} ${p.month.slice(0, 3)} ${p.year} at ${p.hour}:${p.minute}`
}

/** Outlook's "Friday, 21 November 2026 10:05 AM". */
function outlookDate(at: Date) {
  const p = partsOf(at)
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12
  return `${p.weekday}, ${p.day} ${p.month} ${p.year} ${hour12}:${p.minute} ${p.hour < 12 ? 'AM' : 'PM'}`
}

/** The four messages that arrived on their own, oldest first. */
export function demoMails(now: Date): DemoMail[] {
  const at = (days: number) => new Date(now.getTime() - days * day)
  // The forwarded message was written the day before, in office hours in India.
  const dayBefore = (days: number, hour: number, minute: number) => {
    const ist = at(days + 1).getTime() + istOffset
    return new Date(Math.floor(ist / day) * day + (hour * 60 + minute) * 60_000 - istOffset)
  }
  return [
    {
      messageId: '<CAF3x9Lq7RtmZ2Wc8vKd0pYhN4sJ6bTe1uGa5oQi@mail.gmail.com>',
      daysAgo: 9.2,
      senderName: 'Ritika Jain',
      senderEmail: 'ritika@zaristreet.in',
      subject: 'Zari Street – investment opportunity in handwoven ethnic wear',
      bodyText: `Dear Sir/Madam,

I am Ritika Jain, founder of Zari Street, a direct-to-consumer brand of handwoven ethnic wear from Surat. We work with 120 weaver families in Surat and Varanasi and sell sarees and kurta sets on our own website and on the large fashion marketplaces.

- Monthly revenue of ₹42 lakh, with 38% of orders from repeat customers
- Profitable at the contribution level for the last six months
- 64,000 followers on Instagram

We are raising a bridge round of ₹2 Cr to open our first two stores, in Ahmedabad and Mumbai. You can read about our weavers at https://www.zaristreet.in/our-weavers

I would be happy to come to your office for a meeting at your convenience.

Thanking you,
Ritika Jain
Founder, Zari Street
`,
      skipped: [],
      deck: null,
      answered: { afterDays: 1.3, teammate: 3 },
      notes: [
        {
          teammate: 3,
          afterHours: 30,
          body: 'A consumer brand, outside our thesis. Answered with our "not for us" message and suggested two consumer-focused funds.',
        },
      ],
    },
    {
      messageId: '<PN3P287MB1182A4C9E07D5B3F61A2D8C4B7E90@PN3P287MB1182.INDP287.PROD.OUTLOOK.COM>',
      daysAgo: 5.3,
      senderName: 'Priyanka Deshpande',
      senderEmail: 'priyanka.deshpande@deccanfoundry.org',
      subject: 'FW: Pravah Mobility - Investor Day follow-up',
      bodyText: `Dear Sneha,

Thank you for joining our Cohort 7 Investor Day in Hyderabad last week. Forwarding Farhan's follow-up below, with the deck Pravah presented on stage. Several of you asked about their unit economics; the numbers are on slide 5.

Farhan is in Hyderabad until Wednesday if you would like to meet him in person.

Warm regards,
Priyanka Deshpande
Programme Manager, Deccan Startup Foundry
Hyderabad

________________________________
From: Farhan Siddiqui <farhan@pravahmobility.in>
Sent: ${outlookDate(dayBefore(5.3, 10, 5))}
To: Priyanka Deshpande <priyanka.deshpande@deccanfoundry.org>
Subject: Pravah Mobility - Investor Day follow-up

Hi Priyanka,

Thank you for the slot at Investor Day. For the investors who asked, here is where we stand.

Pravah Mobility runs battery swapping for e-rickshaw drivers in Lucknow and Kanpur. A driver pays ₹160 a swap over UPI instead of buying a ₹45,000 lead-acid battery every year, and swaps in two minutes at a kirana store near his stand.

- 38 swap points, 1,400 drivers, 52,000 swaps last month
- Monthly revenue of ₹83 lakh, at a gross margin of 31%
- A swap point pays for itself in 11 months

We are raising ₹5 Cr of seed, ₹1.5 Cr of it already committed by two angels in Lucknow, to reach 150 swap points across four cities of Uttar Pradesh. The deck is attached.

Best,
Farhan Siddiqui
Co-founder & CEO, Pravah Mobility
`,
      skipped: [],
      deck: { name: 'Pravah Mobility - Investor Day deck.pdf', slides: investorDayDeck },
    },
    {
      messageId: '<CAK8nPq2VbY5dW1xRz7Tg3mLs0cHe9jFa4Ku6oNi@mail.gmail.com>',
      daysAgo: 2.9,
      senderName: 'Rohan Mehta',
      senderEmail: 'rohan@tarkashlogistics.in',
      subject: 'Fwd: Galla Credit – raising our seed round',
      bodyText: `Hi Vikram and team,

Forwarding Aditya's note below. He ran seller financing at a large e-commerce marketplace before starting Galla Credit, and knows kirana credit better than anyone I have met. We deliver to about 900 of the stores they lend to in Indore and Bhopal, and I have not heard a single complaint about their collections.

Their seed round fits your fintech window. Aditya is expecting your call.

Best,
Rohan

--
Rohan Mehta
Co-founder & CEO, Tarkash Logistics

---------- Forwarded message ---------
From: Aditya Menon <aditya@gallacredit.in>
Date: ${gmailDate(dayBefore(2.9, 11, 42))}
Subject: Galla Credit – raising our seed round
To: Rohan Mehta <rohan@tarkashlogistics.in>


Hi Rohan,

Good to catch up at the founders' meetup in Indore last week. As promised, a short note you can forward.

Galla Credit gives kirana stores working-capital lines of ₹50,000 to ₹5 lakh, underwritten on their UPI collections and repaid daily from the same QR code. We lend through an RBI-registered NBFC partner and take the first loss on part of the book.

- 2,300 stores in Indore, Bhopal and Ujjain
- ₹3.4 Cr disbursed last month, ₹21 Cr since launch
- 30-day delinquency at 1.1%
- Revenue of ₹18 lakh a month, growing 14% month on month

We are raising ₹4 Cr of seed to reach 10,000 stores across Madhya Pradesh and Chhattisgarh, and to bring a second lending partner on board. Our deck is attached, and you can see how a store signs up at https://gallacredit.in/merchants

I would be grateful for an introduction to Kaveri Capital.

Thanks,
Aditya Menon
Founder, Galla Credit
https://gallacredit.in
`,
      skipped: [
        { name: 'Galla Credit - Seed deck.pptx', reason: 'Only PDF attachments are kept.' },
      ],
      deck: null,
    },
    {
      messageId: '<CAM5rTz1QwE8yU3iO7pAs2dFg6hJk9lZx0cVb4nMe@mail.gmail.com>',
      daysAgo: 1.1,
      senderName: 'Nandini Rao',
      senderEmail: 'nandini@jananisaathi.in',
      subject: 'Janani Saathi – pitch deck (pre-seed, ₹3 Cr)',
      bodyText: `Dear Kaveri Capital team,

I am Nandini Rao, co-founder and CEO of Janani Saathi. We give ASHA workers a Hindi and Marathi voice app that screens pregnant women and newborns at the doorstep and books the right PHC slot, so high-risk cases reach a doctor days earlier.

Where we are today:
- Live in 212 villages of Wardha and Yavatmal districts, with 640 ASHA workers using the app every week
- 18,400 home visits recorded last quarter, and 1,150 high-risk pregnancies referred early
- A paid contract with the Wardha Zilla Parishad at ₹38 lakh a year, and a CSR partner funding two more districts

We are raising ₹3 Cr of pre-seed to reach 2,000 villages across Vidarbha and Marathwada over the next 18 months. Your focus on healthcare for Bharat is why we are writing to you first.

Our deck is attached. I would be glad to walk you through it in Nagpur, Pune or Mumbai, or on a call any day next week. More at https://jananisaathi.in

Warm regards,
Dr Nandini Rao
Co-founder & CEO, Janani Saathi
Nagpur
`,
      skipped: [],
      deck: { name: 'Janani Saathi - Pre-seed deck.pdf', slides: coldDeck },
      notes: [
        {
          teammate: 1,
          afterHours: 5,
          body: 'Checked with a district health officer in Wardha I know: the Zilla Parishad contract is real and they are happy with it. Government money is slow, though; ask how much of the ₹38 lakh has actually been paid.',
        },
      ],
      rating: {
        teammate: 1,
        afterHours: 6,
        scores: { team: 4, market: 4, product: 3, traction: 3, fit: 5 },
        comment: 'Strong founder-market fit; the B2G sales cycle is the main risk.',
      },
    },
  ]
}

/** Messages with a deck, for the step that stores the decks' bytes. */
export function demoMailDecks(): Map<string, NonNullable<DemoMail['deck']>> {
  const decks = new Map<string, NonNullable<DemoMail['deck']>>()
  for (const mail of demoMails(new Date(0))) if (mail.deck) decks.set(mail.messageId, mail.deck)
  return decks
}

export type ClaimedStartup = {
  name: string
  description: string | null
  oneLiner: string | null
  website: string | null
  city: string | null
  plannedRaise: number | null
  founderName: string
  founderTitle: string | null
}

/** The cold email of a startup on the platform, which its founder later claimed. */
export function claimedMail(startup: ClaimedStartup): Pick<DemoMail, 'subject' | 'bodyText'> {
  const raise = startup.plannedRaise
    ? formatRupees(startup.plannedRaise).replace('\u00a0Cr', ' Cr').replace('\u00a0L', ' lakh')
    : null
  const title = startup.founderTitle || 'Founder'
  // "Co-founder & CEO" inside a sentence, "CTO" as it is.
  const titleInText = title.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())
  const about =
    startup.description ?? (startup.oneLiner ? `${startup.name}: ${startup.oneLiner}.` : '')
  return {
    subject: raise
      ? `${startup.name} – raising ${raise}`
      : `${startup.name} – raising our next round`,
    bodyText: `Dear Kaveri Capital team,

I am ${startup.founderName}, ${titleInText} of ${startup.name}. A short note on what we are building, as we open our round.

${about}

We are raising ${raise ?? 'our next round'} and would value a conversation with your team.${startup.website ? ` More about us at ${startup.website}` : ''}

Regards,
${startup.founderName}
${title}, ${startup.name}${startup.city ? `\n${startup.city}` : ''}
`,
  }
}
