import type { DevelopmentStage, Headquarters, IndianState, InvestorType } from '@/lib/options'

import type { ChannelQuestion } from '@/server/db/schema/channels'

/** Rivers, ranges and old kingdoms: what Indian funds like to be called. */
export const investorNameHeads = [
  'Kaveri',
  'Deccan',
  'Sahyadri',
  'Ganga',
  'Narmada',
  'Himalaya',
  'Malabar',
  'Konkan',
  'Vindhya',
  'Aravalli',
  'Godavari',
  'Brahmaputra',
  'Coromandel',
  'Nilgiri',
  'Indus',
  'Saraswati',
  'Tapti',
  'Chola',
  'Kalinga',
  'Banyan',
  'Peepal',
  'Lotus',
  'Hampi',
  'Konark',
  'Thar',
  'Sundarban',
  'Chilika',
  'Mahanadi',
  'Tungabhadra',
  'Shivalik',
  'Kanchenjunga',
  'Kutch',
  'Periyar',
  'Vembanad',
  'Doab',
] as const

export const investorNameTails: Readonly<
  Record<Exclude<InvestorType, 'Angel'>, readonly string[]>
> = {
  'VC fund': ['Capital', 'Ventures', 'Partners', 'Venture Partners'],
  'Micro VC': ['Ventures', 'Seed Fund', 'Capital'],
  'Angel network': ['Angels', 'Angel Network', 'Angel Collective'],
  'Family office': ['Family Office', 'Holdings', 'Family Investments'],
  'Corporate VC': ['Industries Ventures', 'Group Ventures', 'Corporate Ventures'],
  'Accelerator/Incubator': ['Accelerator', 'Launchpad', 'Startup Foundry', 'Incubation Centre'],
  'Government scheme': ['Startup Seed Fund', 'Innovation Mission', 'Startup Fund'],
  'SEBI-registered angel fund': ['Angel Fund', 'Angel Fund I', 'Angels Trust'],
}

export const investorTypeWeights: Readonly<Record<InvestorType, number>> = {
  'VC fund': 8,
  'Micro VC': 5,
  'Angel network': 5,
  Angel: 3,
  'Family office': 3,
  'Corporate VC': 2,
  'Accelerator/Incubator': 2,
  'Government scheme': 2,
  'SEBI-registered angel fund': 2,
}

export const investorStages: Readonly<Record<InvestorType, readonly DevelopmentStage[]>> = {
  Angel: ['Concept', 'Prototype', 'Early Access'],
  'Angel network': ['Prototype', 'Early Access', 'Launched'],
  'Micro VC': ['Prototype', 'Early Access', 'Launched'],
  'VC fund': ['Early Access', 'Launched', 'Scale-Up'],
  'Family office': ['Launched', 'Scale-Up'],
  'Corporate VC': ['Launched', 'Scale-Up'],
  'Accelerator/Incubator': ['Concept', 'Prototype', 'Early Access'],
  'Government scheme': ['Concept', 'Prototype', 'Early Access'],
  'SEBI-registered angel fund': ['Prototype', 'Early Access', 'Launched'],
}

/** Typical cheque range in whole rupees: [smallest minimum, largest maximum]. */
export const chequeRanges: Readonly<Record<InvestorType, readonly [number, number]>> = {
  Angel: [5_00_000, 50_00_000],
  'Angel network': [25_00_000, 2_00_00_000],
  'Micro VC': [50_00_000, 5_00_00_000],
  'VC fund': [2_00_00_000, 50_00_00_000],
  'Family office': [50_00_000, 10_00_00_000],
  'Corporate VC': [2_00_00_000, 25_00_00_000],
  'Accelerator/Incubator': [10_00_000, 1_00_00_000],
  'Government scheme': [10_00_000, 50_00_000],
  // Within SEBI's per-startup bounds for angel funds (₹10 L to ₹25 Cr).
  'SEBI-registered angel fund': [10_00_000, 3_00_00_000],
}

export const investorPitches: Readonly<Record<InvestorType, string>> = {
  Angel: 'I write small first cheques and stay close to founders as an operator-mentor.',
  'Angel network':
    'Our members are founders and operators who co-invest and open doors to customers.',
  'Micro VC': 'We lead or co-lead pre-seed and seed rounds and help with the first key hires.',
  'VC fund': 'We lead rounds, take a board seat and support founders through Series B and beyond.',
  'Family office':
    'We bring patient capital and decades of experience running businesses in India.',
  'Corporate VC':
    'Beyond capital, portfolio companies get pilots with our group companies and their distribution.',
  'Accelerator/Incubator':
    'Each cohort gets funding, office space, mentors and a demo day with 100+ investors.',
  'Government scheme':
    'Grants and seed funding for startups recognised by DPIIT, with no equity for grants.',
  'SEBI-registered angel fund':
    'A SEBI-registered angel fund: our members pool cheques of ₹10 L to ₹3 Cr per startup, with one point of contact.',
}

/** States whose governments commonly run seed funds; used to name government schemes. */
export const schemeStates: readonly IndianState[] = [
  'Kerala',
  'Karnataka',
  'Telangana',
  'Gujarat',
  'Odisha',
  'Rajasthan',
  'Tamil Nadu',
  'Uttar Pradesh',
  'Assam',
  'Maharashtra',
]

export const northEast: readonly Headquarters[] = [
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
]

export const southIndia: readonly Headquarters[] = [
  'Andhra Pradesh',
  'Karnataka',
  'Kerala',
  'Tamil Nadu',
  'Telangana',
  'Puducherry',
  'Lakshadweep',
]

type QuestionTemplate = Omit<ChannelQuestion, 'id' | 'required'> & {
  /** Plausible answers for text kinds. */
  answers?: readonly string[]
  /** Range of plausible answers for numbers. */
  range?: readonly [number, number]
}

/** Custom questions investors ask, by kind, with the answers founders tend to give. */
export const questionBank: Readonly<Record<ChannelQuestion['kind'], readonly QuestionTemplate[]>> =
  {
    short_text: [
      {
        kind: 'short_text',
        label: 'Who is your largest customer today?',
        answers: [
          'A state agriculture department',
          'A top-5 private bank',
          'Two large FMCG distributors',
          'A hospital chain with 30 centres',
          'No paying customer yet',
        ],
      },
      {
        kind: 'short_text',
        label: 'Which cities do you operate in?',
        answers: [
          'Bengaluru, Mysuru and Hubballi',
          'Mumbai and Pune',
          'Delhi NCR',
          'Hyderabad and Vijayawada',
          'Chennai, Coimbatore and Madurai',
          'Pan-India, online',
        ],
      },
      {
        kind: 'short_text',
        label: 'Has anyone committed to this round? Who?',
        answers: [
          'Yes, two angels for ₹40 L',
          'A family office, ₹1 Cr soft commitment',
          'Not yet',
          'Our existing investors will pro-rata',
        ],
      },
    ],
    long_text: [
      {
        kind: 'long_text',
        label: 'Why is now the right time for this business?',
        answers: [
          'UPI and cheap data have put a smartphone with payments in every pocket. The customers we serve went digital in the last three years, and nobody has built for them yet.',
          'New regulation makes the old way of doing this expensive. Companies have to change their process within two years and are looking for a partner now.',
          'Costs of the core technology fell by more than half since 2022, which makes our unit economics work for the first time at Indian price points.',
        ],
      },
      {
        kind: 'long_text',
        label: 'What will you do with the money in the next 12 months?',
        answers: [
          'Hire four engineers and two sales people, launch in two more states and reach ₹1 Cr in monthly revenue.',
          'Finish certification, set up our first production line and deliver the first 500 units to customers who have already signed letters of intent.',
          'Double down on the channel that works: partnerships with banks. We will grow from 3 to 12 partners and build the team to support them.',
        ],
      },
      {
        kind: 'long_text',
        label: 'What is your unfair advantage?',
        answers: [
          'The founders ran this business line at a large incumbent for eight years; we know every customer and every failure mode.',
          'We own the data: three years of field data from 40,000 users that nobody else can collect quickly.',
          'Distribution. Our partnership with a national cooperative gives us access to two million members at almost no cost.',
        ],
      },
    ],
    number: [
      { kind: 'number', label: 'Monthly revenue today (₹)', range: [0, 80_00_000] },
      { kind: 'number', label: 'Paying customers today', range: [0, 5000] },
      { kind: 'number', label: 'Months of runway', range: [2, 24] },
    ],
    single_choice: [
      {
        kind: 'single_choice',
        label: 'Round instrument',
        choices: ['Equity', 'iSAFE / SAFE', 'Convertible note', 'Not decided yet'],
      },
      {
        kind: 'single_choice',
        label: 'Is any founder working part-time on the company?',
        choices: ['No, all full-time', 'Yes, one founder', 'Yes, more than one'],
      },
      {
        kind: 'single_choice',
        label: 'Have you raised institutional money before?',
        choices: ['No', 'Angels only', 'Yes, a pre-seed round', 'Yes, a seed round'],
      },
    ],
    multi_choice: [
      {
        kind: 'multi_choice',
        label: 'Besides capital, where do you want help?',
        choices: [
          'Hiring',
          'Go-to-market',
          'Next fundraise',
          'Regulatory',
          'Product',
          'International expansion',
        ],
      },
      {
        kind: 'multi_choice',
        label: 'Which languages does your product support?',
        choices: [
          'English',
          'Hindi',
          'Tamil',
          'Telugu',
          'Kannada',
          'Marathi',
          'Bengali',
          'Gujarati',
        ],
      },
    ],
    url: [
      { kind: 'url', label: 'Link to a short product demo video' },
      { kind: 'url', label: 'Link to your data room or financial model' },
      { kind: 'url', label: 'Where can we try the product?' },
    ],
  }

export const questionAnswerTemplates = Object.values(questionBank).flat()
