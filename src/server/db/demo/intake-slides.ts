/**
 * The decks attached to the demo fund's intake mail (intake-mail.ts): a cold email's pre-seed
 * deck and the one an accelerator forwarded after its investor day. Slides as simplePdf draws
 * them (src/server/db/demo-files.ts), in its standard fonts: rupees written "Rs".
 */
import type { Slide } from '@/server/db/demo-files'

export const coldDeck: Slide[] = [
  {
    title: 'Janani Saathi',
    lines: [
      'A voice app that helps ASHA workers catch high-risk pregnancies early',
      'Pre-seed round: Rs 3 Cr',
      'Nagpur, Maharashtra',
    ],
  },
  {
    title: 'The problem',
    lines: [
      'One ASHA worker looks after about 1,000 people',
      'Risk screening is still done in paper registers',
      'High-risk mothers reach a doctor late, or never',
    ],
  },
  {
    title: 'Our solution',
    lines: [
      'Voice-first triage in Hindi and Marathi that works offline',
      'Flags anaemia, high blood pressure and low birth weight',
      'Books the PHC slot and reminds the family on WhatsApp',
    ],
  },
  {
    title: 'Traction',
    lines: ['212 villages in Wardha and Yavatmal', '18,400 home visits last quarter'],
    bars: [
      { label: 'Q1', value: 0.2 },
      { label: 'Q2', value: 0.38 },
      { label: 'Q3', value: 0.64 },
      { label: 'Q4', value: 1 },
    ],
  },
  {
    title: 'Business model',
    lines: [
      'Paid by district health budgets and CSR programmes',
      'Rs 38 lakh a year for the Wardha contract',
      'Rs 180 per ASHA worker a month at scale',
    ],
  },
  {
    title: 'Market',
    lines: ['10 lakh ASHA workers across India', 'Rs 216 Cr a year at our price, before insurers'],
  },
  {
    title: 'Team',
    lines: [
      'Dr Nandini Rao, CEO: community medicine, 9 years with the state health mission',
      'Siddharth Wagh, CTO: built offline-first apps for a health NGO',
      '14 people, 6 of them field trainers',
    ],
  },
  {
    title: 'The ask',
    lines: [
      'Rs 3 Cr pre-seed for 18 months',
      '2,000 villages across Vidarbha and Marathwada',
      'Two more district contracts by month 12',
    ],
  },
]

export const investorDayDeck: Slide[] = [
  {
    title: 'Pravah Mobility',
    lines: [
      'Battery swapping for e-rickshaw drivers in Uttar Pradesh',
      'Seed round: Rs 5 Cr',
      'Lucknow, Uttar Pradesh',
    ],
  },
  {
    title: 'The problem',
    lines: [
      'A lead-acid battery costs a driver Rs 45,000 and lasts a year',
      'Charging takes eight hours of a working day',
      'Drivers borrow from moneylenders at 5% a month to replace it',
    ],
  },
  {
    title: 'Our solution',
    lines: [
      'Lithium packs swapped in two minutes at kirana stores',
      'Rs 160 a swap, paid over UPI, no battery to buy',
      'Every pack tracked and balanced by our own software',
    ],
  },
  {
    title: 'Traction',
    lines: ['38 swap points in Lucknow and Kanpur', '1,400 drivers, 52,000 swaps last month'],
    bars: [
      { label: 'Q1', value: 0.15 },
      { label: 'Q2', value: 0.35 },
      { label: 'Q3', value: 0.6 },
      { label: 'Q4', value: 1 },
    ],
  },
  {
    title: 'Unit economics',
    lines: [
      'Gross margin of 31% a swap',
      'A swap point pays back in 11 months',
      'A pack pays back in 14 months at two swaps a day',
    ],
  },
  {
    title: 'Team',
    lines: [
      'Farhan Siddiqui, CEO: 7 years in battery supply chains',
      'Shruti Awasthi, COO: ran city operations for a bike-taxi company',
    ],
  },
  {
    title: 'The ask',
    lines: [
      'Rs 5 Cr seed: Rs 3.2 Cr for packs, Rs 1.8 Cr for team and software',
      '150 swap points across four cities of Uttar Pradesh in 18 months',
    ],
  },
]
