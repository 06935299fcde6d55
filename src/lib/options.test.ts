import { describe, expect, it } from 'vitest'
import {
  companyTypeLabel,
  accessRequestKinds,
  accessRequestKindSchema,
  accessRequestStatuses,
  applicationFilterLists,
  dpiitFilterValues,
  startupIndiaFilterValues,
  applicationStatusLabels,
  applicationStatusOptions,
  applicationStatuses,
  applicationStatusSchema,
  businessTypes,
  businessTypeSchema,
  channelStatuses,
  channelStatusLabels,
  companyTypes,
  competitiveAdvantageSources,
  competitorTypes,
  customerInteractions,
  defensibilityKinds,
  developmentStages,
  fundingSources,
  headquarters,
  headquartersSchema,
  indianStates,
  investorTypes,
  ipStatuses,
  isOneOf,
  labelOf,
  marketingChannels,
  memberRoles,
  missionLabels,
  missionOptions,
  missionSchema,
  missionValues,
  optionLists,
  dealRoomConsents,
  dealRoomConsentLabels,
  dealRoomInterests,
  dealRoomInterestLabels,
  optionsOf,
  organisationKinds,
  pricingStrategies,
  productTypes,
  regulatoryBarriers,
  rejectionReasonLabels,
  rejectionReasonOptions,
  rejectionReasons,
  revenueStages,
  sectors,
  sectorSchema,
  targetMarketApproaches,
  unionTerritories,
  useOfFunds,
  validationEvidence,
  visionOptions,
  visionSchema,
  visionValues,
} from './options'

// Literal copies of the published option lists (docs/contract.md, "Option lists") — the module
// must match them exactly, in order.
const published = {
  businessTypes: ['B2B', 'B2C', 'B2G', 'D2C', 'D2G'],
  customerInteractions: [
    'One-Time Purchase',
    'Advertising-Based',
    'Subscription',
    'Affiliate Sales',
    'Franchise',
    'On-Demand',
    'Aggregator',
    'Dropshipping',
    'Brick and Mortar',
    'Crowdsourcing',
    'E-commerce',
    'Marketplace',
    'Licensing',
    'Freemium',
    'Other',
  ],
  productTypes: ['Digital Goods', 'Physical Goods', 'Services'],
  developmentStages: ['Concept', 'Prototype', 'Early Access', 'Launched', 'Scale-Up'],
  revenueStages: [
    'Pre-revenue',
    'Initial Revenue',
    'Revenue Generating',
    'Break Even',
    'Profitable',
    'Rapidly Growing Revenue',
    'Financially Sustainable',
    'Seeking Additional Funding',
    'Declining Revenue',
    'Post-Exit',
  ],
  fundingSources: [
    'Bootstrapping',
    'Friends and Family',
    'Angel Investors',
    'Venture Capital',
    'Crowdfunding',
    'Grants',
    'Bank Loans',
    'Corporate Sponsorship',
    'Accelerators and Incubator',
    'Convertible Notes',
    'SAFE Notes',
    'Equity Crowdfunding',
    'Revenue-Based Financing',
    'Product Presales',
  ],
  validationEvidence: [
    'Customer Testimonials',
    'Growth Metrics',
    'Pilot Programs',
    'Pre-orders or Sales',
    'Awards and Recognitions',
    'Partnerships',
    'Media Coverage',
    'User Engagement Metrics',
    'Expert Endorsements',
    'Survey and Market Research',
    'Letters of Intent',
    'Waitlist Signups',
    'Beta Program Feedback',
    'Crowdfunding Success',
    'Investor Interest',
  ],
  marketingChannels: [
    'Social Media Marketing',
    'SEO',
    'Partnerships',
    'Paid Advertising',
    'Content Marketing',
    'Email Marketing',
    'Affiliate Marketing',
    'Influencer Marketing',
    'PR',
    'Networking and Events',
    'Referral Programs',
    'Direct Sales',
    'Webinars',
    'Guerrilla Marketing',
    'Trade Shows',
    'Community Building',
    'Market Research',
  ],
  pricingStrategies: ['Cost-plus', 'Competitive', 'Value-based', 'Penetration', 'Premium'],
  useOfFunds: [
    'Research and Development',
    'Marketing and Sales',
    'Hiring and Team Expansion',
    'Product Development',
    'Infrastructure and Operations',
    'Customer Support and Service',
    'International Expansion',
    'Compliance and Security',
    'Sustainability Initiatives',
    'Supply Chain Optimization',
    'Technology Upgrades',
    'Acquisitions and Partnerships',
    'Debt Reduction',
    'Other',
  ],
  regulatoryBarriers: [
    'No known barriers',
    'Some barriers that require manageable adjustments',
    'Significant barriers with a clear plan for compliance',
    'Regulatory approval pending',
    'Not yet investigated',
  ],
  ipStatuses: [
    'None',
    'Patent(s) applied for/granted',
    'Trademark(s) registered',
    'Copyrights owned',
  ],
  companyTypes: [
    'Private Limited Company',
    'Public Limited Company',
    'Limited Liability Partnership (LLP)',
    'One Person Company (OPC)',
    'Partnership Firm',
    'Sole Proprietorship',
    'Section 8 Company (Non-Profit)',
    // SPEC's eight, with the cooperatives of DPIIT's 2026 definition before 'None' (decision 0032).
    'Cooperative Society',
    'Multi-State Cooperative Society',
    'None',
  ],
  competitorTypes: [
    'Direct',
    'Indirect',
    'Emerging',
    'Substitute Products',
    'International',
    'Local',
    'No Known Competitors',
    'Other',
  ],
  targetMarketApproaches: [
    'Mature Consumers',
    'Competitive Replacement',
    'Early Adopters',
    'Market Development',
    'Specialized Needs',
    'Community-Focused',
    'Market Creation',
    'Value Innovation',
    'Technological Disruption',
    'Business Model Disruption',
    'Add-on Products',
    'Service Enhancements',
  ],
  sectors: [
    'Administrative Services',
    'Advertising',
    'Agriculture and Farming',
    'Apps',
    'Artificial Intelligence',
    'Biotechnology',
    'Blockchain and Cryptocurrency',
    'Climate Technology',
    'Clothing and Apparel',
    'Commerce and Shopping',
    'Community and Lifestyle',
    'Consumer Electronics',
    'Consumer Goods',
    'Content and Publishing',
    'Data and Analytics',
    'Design',
    'Education',
    'Energy',
    'Events',
    'Financial Services',
    'Food and Beverage',
    'Gaming',
    'Government and Military',
    'Hardware',
    'Health Care',
    'Information Technology',
    'Internet Services',
    'Lending and Investments',
    'Manufacturing',
    'Media and Entertainment',
    'Messaging and Telecommunications',
    'Mobile',
    'Music and Audio',
    'Natural Resources',
    'Navigation and Mapping',
    'Other',
    'Payments',
    'Platforms',
    'Privacy and Security',
    'Professional Services',
    'Real Estate',
    'Sales and Marketing',
    'Science and Engineering',
    'Software',
    'Sports',
    'Sustainability',
    'Transportation',
    'Travel and Tourism',
    'Video',
  ],
  indianStates: [
    'Andhra Pradesh',
    'Arunachal Pradesh',
    'Assam',
    'Bihar',
    'Chhattisgarh',
    'Goa',
    'Gujarat',
    'Haryana',
    'Himachal Pradesh',
    'Jharkhand',
    'Karnataka',
    'Kerala',
    'Madhya Pradesh',
    'Maharashtra',
    'Manipur',
    'Meghalaya',
    'Mizoram',
    'Nagaland',
    'Odisha',
    'Punjab',
    'Rajasthan',
    'Sikkim',
    'Tamil Nadu',
    'Telangana',
    'Tripura',
    'Uttar Pradesh',
    'Uttarakhand',
    'West Bengal',
  ],
  unionTerritories: [
    'Andaman and Nicobar Islands',
    'Chandigarh',
    'Dadra and Nagar Haveli',
    'Daman and Diu',
    'Jammu & Kashmir',
    'Lakshadweep',
    'Delhi',
    'Puducherry',
    'Ladakh',
  ],
  investorTypes: [
    'Angel',
    'Angel network',
    'VC fund',
    'Micro VC',
    'Family office',
    'Corporate VC',
    'Accelerator/Incubator',
    'Government scheme',
    'SEBI-registered angel fund',
  ],
} as const

describe('published option lists', () => {
  const cases: [string, readonly string[], readonly string[], number][] = [
    ['businessTypes', businessTypes, published.businessTypes, 5],
    ['customerInteractions', customerInteractions, published.customerInteractions, 15],
    ['productTypes', productTypes, published.productTypes, 3],
    ['developmentStages', developmentStages, published.developmentStages, 5],
    ['revenueStages', revenueStages, published.revenueStages, 10],
    ['fundingSources', fundingSources, published.fundingSources, 14],
    ['validationEvidence', validationEvidence, published.validationEvidence, 15],
    ['marketingChannels', marketingChannels, published.marketingChannels, 17],
    ['pricingStrategies', pricingStrategies, published.pricingStrategies, 5],
    ['useOfFunds', useOfFunds, published.useOfFunds, 14],
    ['regulatoryBarriers', regulatoryBarriers, published.regulatoryBarriers, 5],
    ['ipStatuses', ipStatuses, published.ipStatuses, 4],
    ['companyTypes', companyTypes, published.companyTypes, 10],
    ['competitorTypes', competitorTypes, published.competitorTypes, 8],
    ['targetMarketApproaches', targetMarketApproaches, published.targetMarketApproaches, 12],
    ['sectors', sectors, published.sectors, 49],
    ['indianStates', indianStates, published.indianStates, 28],
    ['unionTerritories', unionTerritories, published.unionTerritories, 9],
    ['investorTypes', investorTypes, published.investorTypes, 9],
  ]

  it.each(cases)('%s matches the documented labels exactly', (_name, list, expected, count) => {
    expect(list).toHaveLength(count)
    expect([...list]).toEqual([...expected])
  })

  it('sectors run from Administrative Services to Video', () => {
    expect(sectors[0]).toBe('Administrative Services')
    expect(sectors[sectors.length - 1]).toBe('Video')
  })

  it('headquarters are the 28 states followed by the 9 union territories', () => {
    expect(headquarters).toHaveLength(37)
    expect([...headquarters]).toEqual([...published.indianStates, ...published.unionTerritories])
    expect(headquarters).toContain('Jammu & Kashmir')
    expect(headquarters).toContain('Ladakh')
    expect(headquarters).toContain('Delhi')
  })

  it('no state is also listed as a union territory', () => {
    const states = new Set<string>(indianStates)
    expect(unionTerritories.filter((ut) => states.has(ut))).toEqual([])
  })
})

describe('product-defined lists', () => {
  it('mission options: five stable values with full-sentence labels, Other last', () => {
    expect(missionOptions).toHaveLength(5)
    expect([...missionValues]).toEqual([
      'solve_specific_problem',
      'innovate',
      'provide_quality_service',
      'expand_access',
      'other',
    ])
    expect(missionOptions.map((o) => o.value)).toEqual([...missionValues])
    for (const option of missionOptions.slice(0, 4)) {
      expect(option.label).toMatch(/^[A-Z].{15,}\.$/)
    }
    expect(missionLabels.other).toBe('Other')
    expect(missionLabels.solve_specific_problem).toMatch(/solve a specific problem/i)
    expect(missionLabels.expand_access).toMatch(/underserved markets/i)
  })

  it('vision options: five stable values with full-sentence labels, Other last', () => {
    expect(visionOptions).toHaveLength(5)
    expect([...visionValues]).toEqual([
      'become_leader',
      'impact_positively',
      'drive_innovation',
      'operate_globally',
      'other',
    ])
    for (const option of visionOptions.slice(0, 4)) {
      expect(option.label).toMatch(/^[A-Z].{15,}\.$/)
    }
    expect(visionOptions[4]).toEqual({ value: 'other', label: 'Other' })
  })

  it('competitive advantage lists have about 26 and 15 entries and keep Other last', () => {
    expect(competitiveAdvantageSources).toHaveLength(26)
    expect(defensibilityKinds).toHaveLength(15)
    expect(competitiveAdvantageSources.at(-1)).toBe('Other')
    expect(defensibilityKinds.at(-1)).toBe('Other')
    for (const entry of [
      'Proprietary Technology',
      'Network Effects',
      'Cost Leadership',
      'Exclusive Partnerships',
      'Regulatory Licence',
      'Data Moat',
    ]) {
      expect(competitiveAdvantageSources).toContain(entry)
    }
    for (const entry of ['Patents', 'Switching Costs', 'Economies of Scale']) {
      expect(defensibilityKinds).toContain(entry)
    }
  })

  it('application statuses follow the pipeline and each has a human label', () => {
    expect([...applicationStatuses]).toEqual([
      'submitted',
      'in_review',
      'shortlisted',
      'due_diligence',
      'accepted',
      'rejected',
      'withdrawn',
    ])
    expect(applicationStatusLabels.in_review).toBe('In review')
    expect(applicationStatusLabels.due_diligence).toBe('Due diligence')
    expect(applicationStatusOptions).toEqual(
      applicationStatuses.map((value) => ({ value, label: applicationStatusLabels[value] })),
    )
  })

  it('rejection reasons have snake_case values and the documented labels', () => {
    expect(rejectionReasons).toHaveLength(6)
    for (const value of rejectionReasons) expect(value).toMatch(/^[a-z]+(_[a-z]+)*$/)
    expect(rejectionReasonOptions.map((o) => o.label)).toEqual([
      'Not our sector or stage',
      'Too early',
      'Team',
      'Market size',
      'Traction',
      'Other',
    ])
    expect(rejectionReasonLabels.too_early).toBe('Too early')
  })

  it('small enums', () => {
    expect([...channelStatuses]).toEqual(['draft', 'open', 'closed', 'archived'])
    expect(channelStatusLabels.archived).toBe('Archived')
    expect([...organisationKinds]).toEqual(['startup', 'investor'])
    expect([...memberRoles]).toEqual(['owner', 'member'])
    expect([...accessRequestKinds]).toEqual(['startup', 'investor'])
    expect([...accessRequestStatuses]).toEqual(['pending', 'approved', 'rejected'])
    expect([...dealRoomConsents]).toEqual(['pending', 'accepted', 'declined', 'withdrawn'])
    expect(dealRoomConsentLabels.pending).toBe('Waiting for the founders')
    expect([...dealRoomInterests]).toEqual(['interested', 'committed', 'passed'])
    expect(dealRoomInterestLabels.committed).toBe('Committed')
  })
})

describe('every list', () => {
  it.each(Object.entries(optionLists))('%s has no duplicates and no blank entries', (_n, list) => {
    expect(list.length).toBeGreaterThan(0)
    expect(new Set(list).size).toBe(list.length)
    for (const entry of list) expect(entry.trim()).toBe(entry)
    for (const entry of list) expect(entry).not.toBe('')
  })

  it('labelled lists have no duplicate labels', () => {
    for (const options of [
      missionOptions,
      visionOptions,
      applicationStatusOptions,
      rejectionReasonOptions,
    ]) {
      const labels = options.map((o) => o.label)
      expect(new Set(labels).size).toBe(labels.length)
    }
  })
})

describe('zod enums', () => {
  it('accept list values and reject anything else', () => {
    expect(businessTypeSchema.parse('D2C')).toBe('D2C')
    expect(businessTypeSchema.safeParse('b2b').success).toBe(false)
    expect(sectorSchema.safeParse('Health Care').success).toBe(true)
    expect(sectorSchema.safeParse('Healthcare').success).toBe(false)
    expect(headquartersSchema.safeParse('Ladakh').success).toBe(true)
    expect(headquartersSchema.safeParse('Jammu and Kashmir').success).toBe(false)
    expect(applicationStatusSchema.safeParse('in_review').success).toBe(true)
    expect(applicationStatusSchema.safeParse('In review').success).toBe(false)
    expect(missionSchema.safeParse('innovate').success).toBe(true)
    expect(missionSchema.safeParse(missionLabels.innovate).success).toBe(false)
    expect(visionSchema.safeParse('operate_globally').success).toBe(true)
    expect(accessRequestKindSchema.safeParse('admin').success).toBe(false)
  })

  it('enumerate exactly the list', () => {
    expect(sectorSchema.options).toEqual([...sectors])
    expect(headquartersSchema.options).toEqual([...headquarters])
  })
})

describe('helpers', () => {
  it('optionsOf uses the value as label for plain lists', () => {
    expect(optionsOf(productTypes)).toEqual([
      { value: 'Digital Goods', label: 'Digital Goods' },
      { value: 'Physical Goods', label: 'Physical Goods' },
      { value: 'Services', label: 'Services' },
    ])
  })

  it('optionsOf looks labels up for labelled lists', () => {
    expect(optionsOf(channelStatuses, channelStatusLabels)).toEqual([
      { value: 'draft', label: 'Draft' },
      { value: 'open', label: 'Open' },
      { value: 'closed', label: 'Closed' },
      { value: 'archived', label: 'Archived' },
    ])
  })

  it('isOneOf and labelOf', () => {
    expect(isOneOf(businessTypes, 'B2G')).toBe(true)
    expect(isOneOf(businessTypes, 'B2X')).toBe(false)
    expect(isOneOf(businessTypes, 42)).toBe(false)
    expect(labelOf(rejectionReasonOptions, 'market_size')).toBe('Market size')
    expect(labelOf(rejectionReasonOptions, 'unknown')).toBe('unknown')
  })

  it('applicationFilterLists maps the URL filter names to their lists', () => {
    expect(Object.keys(applicationFilterLists).sort()).toEqual(
      [
        'businessType',
        'customerInteraction',
        'developmentStage',
        'headquarters',
        'sectors',
        'dpiit',
        'startupIndia',
      ].sort(),
    )
    expect(applicationFilterLists.businessType).toBe(businessTypes)
    expect(applicationFilterLists.customerInteraction).toBe(customerInteractions)
    expect(applicationFilterLists.developmentStage).toBe(developmentStages)
    expect(applicationFilterLists.headquarters).toBe(headquarters)
    expect(applicationFilterLists.sectors).toBe(sectors)
    expect(applicationFilterLists.dpiit).toBe(dpiitFilterValues)
    expect(applicationFilterLists.startupIndia).toBe(startupIndiaFilterValues)
  })

  it('says a company type of "None" in words, and leaves the others as they are', () => {
    expect(companyTypeLabel('None')).toBe('Not registered as a company')
    expect(companyTypeLabel('Private Limited Company')).toBe('Private Limited Company')
    expect(companyTypeLabel(null)).toBe('')
  })
})
