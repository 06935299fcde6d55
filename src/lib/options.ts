/**
 * Every option list of the product in one typed module (docs/contract.md, "Option lists").
 *
 * Shared by client, server, database checks and seed data. Two shapes are used:
 *
 * - Plain lists (most lists): a `const` readonly tuple whose stored value *is* the label,
 *   e.g. `businessTypes`. Derived: a union type (`BusinessType`) and a zod enum
 *   (`businessTypeSchema`).
 * - Labelled lists (lifecycle statuses, reasons, mission/vision): a tuple of stable values
 *   (e.g. `applicationStatuses`), a label record (`applicationStatusLabels`) and ready-made
 *   `{ value, label }` options (`applicationStatusOptions`). Mission and vision are defined as
 *   `{ value, label }` tuples (`missionOptions`) with the values derived (`missionValues`).
 *
 * Labels of the published lists are exact, spellings and casing included; do not "fix" them,
 * they are stored values (options.test.ts holds literal copies).
 */
import { z } from 'zod'

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/** One entry of a select / radio / checkbox group. */
export interface Option<V extends string = string> {
  readonly value: V
  readonly label: string
}

/** A non-empty readonly tuple of strings, as accepted by `z.enum`. */
export type OptionTuple = readonly [string, ...string[]]

/** The union of the values of a readonly tuple (`OptionValue<typeof sectors>`). */
export type OptionValue<T extends readonly string[]> = T[number]

/** Maps a tuple of `{ value }` objects to the tuple of their values, keeping tuple-ness. */
type ValuesOf<T extends readonly Option[]> = { readonly [K in keyof T]: T[K]['value'] }

/**
 * `{ value, label }[]` for a select. Without `labels` the value is its own label (plain lists);
 * with `labels`, each value's label is looked up (labelled lists).
 */
export function optionsOf<const T extends readonly string[]>(
  list: T,
  labels?: Readonly<Record<T[number], string>>,
): Option<T[number]>[] {
  return list.map((value: T[number]) => ({ value, label: labels ? labels[value] : value }))
}

/** Type guard: is `value` one of `list`'s values? */
export function isOneOf<const T extends readonly string[]>(
  list: T,
  value: unknown,
): value is T[number] {
  return typeof value === 'string' && (list as readonly string[]).includes(value)
}

/** The label of `value` in a `{ value, label }` list, or the value itself when unknown. */
export function labelOf(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value
}

function valuesOf<const T extends readonly [Option, ...Option[]]>(options: T): ValuesOf<T> {
  return options.map((option) => option.value) as unknown as ValuesOf<T>
}

function labelsOf<const T extends readonly Option[]>(
  options: T,
): Readonly<Record<T[number]['value'], string>> {
  return Object.fromEntries(options.map((option) => [option.value, option.label])) as Record<
    T[number]['value'],
    string
  >
}

// ---------------------------------------------------------------------------------------------
// Published option lists (value = label)
// ---------------------------------------------------------------------------------------------

export const businessTypes = ['B2B', 'B2C', 'B2G', 'D2C', 'D2G'] as const
export type BusinessType = (typeof businessTypes)[number]
export const businessTypeSchema = z.enum(businessTypes)

export const customerInteractions = [
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
] as const
export type CustomerInteraction = (typeof customerInteractions)[number]
export const customerInteractionSchema = z.enum(customerInteractions)

export const productTypes = ['Digital Goods', 'Physical Goods', 'Services'] as const
export type ProductType = (typeof productTypes)[number]
export const productTypeSchema = z.enum(productTypes)

export const developmentStages = [
  'Concept',
  'Prototype',
  'Early Access',
  'Launched',
  'Scale-Up',
] as const
export type DevelopmentStage = (typeof developmentStages)[number]
export const developmentStageSchema = z.enum(developmentStages)

export const revenueStages = [
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
] as const
export type RevenueStage = (typeof revenueStages)[number]
export const revenueStageSchema = z.enum(revenueStages)

export const fundingSources = [
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
] as const
export type FundingSource = (typeof fundingSources)[number]
export const fundingSourceSchema = z.enum(fundingSources)

export const validationEvidence = [
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
] as const
export type ValidationEvidence = (typeof validationEvidence)[number]
export const validationEvidenceSchema = z.enum(validationEvidence)

export const marketingChannels = [
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
] as const
export type MarketingChannel = (typeof marketingChannels)[number]
export const marketingChannelSchema = z.enum(marketingChannels)

export const pricingStrategies = [
  'Cost-plus',
  'Competitive',
  'Value-based',
  'Penetration',
  'Premium',
] as const
export type PricingStrategy = (typeof pricingStrategies)[number]
export const pricingStrategySchema = z.enum(pricingStrategies)

export const useOfFunds = [
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
] as const
export type UseOfFunds = (typeof useOfFunds)[number]
export const useOfFundsSchema = z.enum(useOfFunds)

export const regulatoryBarriers = [
  'No known barriers',
  'Some barriers that require manageable adjustments',
  'Significant barriers with a clear plan for compliance',
  'Regulatory approval pending',
  'Not yet investigated',
] as const
export type RegulatoryBarrier = (typeof regulatoryBarriers)[number]
export const regulatoryBarrierSchema = z.enum(regulatoryBarriers)

export const ipStatuses = [
  'None',
  'Patent(s) applied for/granted',
  'Trademark(s) registered',
  'Copyrights owned',
] as const
export type IpStatus = (typeof ipStatuses)[number]
export const ipStatusSchema = z.enum(ipStatuses)

export const companyTypes = [
  'Private Limited Company',
  'Public Limited Company',
  'Limited Liability Partnership (LLP)',
  'One Person Company (OPC)',
  'Partnership Firm',
  'Sole Proprietorship',
  'Section 8 Company (Non-Profit)',
  // Added to SPEC's list: DPIIT's startup definition of 4 Feb 2026 admits cooperatives
  // (docs/decisions/0032-india-company-passport.md).
  'Cooperative Society',
  'Multi-State Cooperative Society',
  'None',
] as const
export type CompanyType = (typeof companyTypes)[number]

/** A company type as a page shows it: "None" (SPEC's choice for no company) is said in words. */
export function companyTypeLabel(type: string | null | undefined): string {
  if (!type) return ''
  return type === 'None' ? 'Not registered as a company' : type
}
export const companyTypeSchema = z.enum(companyTypes)

export const competitorTypes = [
  'Direct',
  'Indirect',
  'Emerging',
  'Substitute Products',
  'International',
  'Local',
  'No Known Competitors',
  'Other',
] as const
export type CompetitorType = (typeof competitorTypes)[number]
export const competitorTypeSchema = z.enum(competitorTypes)

export const targetMarketApproaches = [
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
] as const
export type TargetMarketApproach = (typeof targetMarketApproaches)[number]
export const targetMarketApproachSchema = z.enum(targetMarketApproaches)

// ---------------------------------------------------------------------------------------------
// Mission and vision (short stored forms; full sentences in the UI)
// ---------------------------------------------------------------------------------------------

export const missionOptions = [
  {
    value: 'solve_specific_problem',
    label: 'Solve a specific problem that our customers face every day.',
  },
  { value: 'innovate', label: 'Innovate and build something new that changes our industry.' },
  {
    value: 'provide_quality_service',
    label: 'Provide quality products and service that customers can rely on.',
  },
  {
    value: 'expand_access',
    label: 'Expand access to underserved markets and the people in them.',
  },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[]
export const missionValues = valuesOf(missionOptions)
export type Mission = (typeof missionValues)[number]
export const missionLabels = labelsOf(missionOptions)
export const missionSchema = z.enum(missionValues)

export const visionOptions = [
  { value: 'become_leader', label: 'Become the leader in our market.' },
  {
    value: 'impact_positively',
    label: 'Have a positive impact on society and the environment.',
  },
  { value: 'drive_innovation', label: 'Drive innovation that shapes how our industry works.' },
  { value: 'operate_globally', label: 'Operate globally and serve customers around the world.' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[]
export const visionValues = valuesOf(visionOptions)
export type Vision = (typeof visionValues)[number]
export const visionLabels = labelsOf(visionOptions)
export const visionSchema = z.enum(visionValues)

// ---------------------------------------------------------------------------------------------
// Competitive advantage: sources of advantage and kinds of defensibility, each with "Other"
// ---------------------------------------------------------------------------------------------

/** Sources of competitive advantage (26, incl. "Other"). */
export const competitiveAdvantageSources = [
  'Proprietary Technology',
  'Network Effects',
  'Cost Leadership',
  'Brand Strength',
  'Exclusive Partnerships',
  'Regulatory Licence',
  'Data Moat',
  'Distribution Network',
  'First-Mover Advantage',
  'Superior Product Quality',
  'Customer Experience',
  'Deep Domain Expertise',
  'Strong Founding Team',
  'Research and Development',
  'Supply Chain Advantage',
  'Pricing Power',
  'Community and Ecosystem',
  'Local Market Knowledge',
  'Vernacular and Regional Reach',
  'Government and Institutional Relationships',
  'Business Model Innovation',
  'Speed of Execution',
  'Customer Relationships',
  'Product Design',
  'Vertical Integration',
  'Other',
] as const
export type CompetitiveAdvantageSource = (typeof competitiveAdvantageSources)[number]
export const competitiveAdvantageSourceSchema = z.enum(competitiveAdvantageSources)

/** Kinds of defensibility (15, incl. "Other"). */
export const defensibilityKinds = [
  'Patents',
  'Trademarks and Brand Protection',
  'Trade Secrets',
  'Switching Costs',
  'Economies of Scale',
  'Network Effects',
  'Proprietary Data',
  'Regulatory Licences and Approvals',
  'Exclusive Contracts',
  'Long-Term Customer Contracts',
  'High Capital Requirements',
  'Deep Integrations',
  'Ecosystem Lock-in',
  'Hard-to-Replicate Expertise',
  'Other',
] as const
export type DefensibilityKind = (typeof defensibilityKinds)[number]
export const defensibilityKindSchema = z.enum(defensibilityKinds)

// ---------------------------------------------------------------------------------------------
// Sectors and headquarters
// ---------------------------------------------------------------------------------------------

export const sectors = [
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
] as const
export type Sector = (typeof sectors)[number]
export const sectorSchema = z.enum(sectors)

export const indianStates = [
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
] as const
export type IndianState = (typeof indianStates)[number]
export const indianStateSchema = z.enum(indianStates)

/** The eight union territories of the published list (its spellings and order), plus Ladakh. */
export const unionTerritories = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli',
  'Daman and Diu',
  'Jammu & Kashmir',
  'Lakshadweep',
  'Delhi',
  'Puducherry',
  'Ladakh',
] as const
export type UnionTerritory = (typeof unionTerritories)[number]
export const unionTerritorySchema = z.enum(unionTerritories)

/** Headquarters: the 28 states, then the 9 union territories (37). */
export const headquarters = [...indianStates, ...unionTerritories] as const
export type Headquarters = (typeof headquarters)[number]
export const headquartersSchema = z.enum(headquarters)

// ---------------------------------------------------------------------------------------------
// Investors
// ---------------------------------------------------------------------------------------------

export const investorTypes = [
  'Angel',
  'Angel network',
  'VC fund',
  'Micro VC',
  'Family office',
  'Corporate VC',
  'Accelerator/Incubator',
  'Government scheme',
  // An AIF category with SEBI's per-startup bounds (docs/decisions/0032-india-company-passport.md).
  'SEBI-registered angel fund',
] as const
export type InvestorType = (typeof investorTypes)[number]
export const investorTypeSchema = z.enum(investorTypes)

// ---------------------------------------------------------------------------------------------
// Lifecycle statuses and other labelled enums
// ---------------------------------------------------------------------------------------------

/** Pipeline: submitted → in_review → shortlisted → due_diligence → accepted | rejected; withdrawn. */
export const applicationStatuses = [
  'submitted',
  'in_review',
  'shortlisted',
  'due_diligence',
  'accepted',
  'rejected',
  'withdrawn',
] as const
export type ApplicationStatus = (typeof applicationStatuses)[number]
export const applicationStatusSchema = z.enum(applicationStatuses)
export const applicationStatusLabels = {
  submitted: 'Submitted',
  in_review: 'In review',
  shortlisted: 'Shortlisted',
  due_diligence: 'Due diligence',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
} as const satisfies Record<ApplicationStatus, string>
export const applicationStatusOptions = optionsOf(applicationStatuses, applicationStatusLabels)

/** draft → open → closed (→ archived). */
export const channelStatuses = ['draft', 'open', 'closed', 'archived'] as const
export type ChannelStatus = (typeof channelStatuses)[number]
export const channelStatusSchema = z.enum(channelStatuses)
export const channelStatusLabels = {
  draft: 'Draft',
  open: 'Open',
  closed: 'Closed',
  archived: 'Archived',
} as const satisfies Record<ChannelStatus, string>
export const channelStatusOptions = optionsOf(channelStatuses, channelStatusLabels)

/** Reason shown to a startup with a rejection. */
export const rejectionReasons = [
  'not_our_sector_or_stage',
  'too_early',
  'team',
  'market_size',
  'traction',
  'other',
] as const
export type RejectionReason = (typeof rejectionReasons)[number]
export const rejectionReasonSchema = z.enum(rejectionReasons)
export const rejectionReasonLabels = {
  not_our_sector_or_stage: 'Not our sector or stage',
  too_early: 'Too early',
  team: 'Team',
  market_size: 'Market size',
  traction: 'Traction',
  other: 'Other',
} as const satisfies Record<RejectionReason, string>
export const rejectionReasonOptions = optionsOf(rejectionReasons, rejectionReasonLabels)

export const organisationKinds = ['startup', 'investor'] as const
export type OrganisationKind = (typeof organisationKinds)[number]
export const organisationKindSchema = z.enum(organisationKinds)
export const organisationKindLabels = {
  startup: 'Startup',
  investor: 'Investor',
} as const satisfies Record<OrganisationKind, string>
export const organisationKindOptions = optionsOf(organisationKinds, organisationKindLabels)

export const memberRoles = ['owner', 'member'] as const
export type MemberRole = (typeof memberRoles)[number]
export const memberRoleSchema = z.enum(memberRoles)
export const memberRoleLabels = {
  owner: 'Owner',
  member: 'Member',
} as const satisfies Record<MemberRole, string>
export const memberRoleOptions = optionsOf(memberRoles, memberRoleLabels)

export const accessRequestKinds = ['startup', 'investor'] as const
export type AccessRequestKind = (typeof accessRequestKinds)[number]
export const accessRequestKindSchema = z.enum(accessRequestKinds)
export const accessRequestKindLabels = {
  startup: 'Startup',
  investor: 'Investor',
} as const satisfies Record<AccessRequestKind, string>
export const accessRequestKindOptions = optionsOf(accessRequestKinds, accessRequestKindLabels)

export const accessRequestStatuses = ['pending', 'approved', 'rejected'] as const
export type AccessRequestStatus = (typeof accessRequestStatuses)[number]
export const accessRequestStatusSchema = z.enum(accessRequestStatuses)
export const accessRequestStatusLabels = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
} as const satisfies Record<AccessRequestStatus, string>
export const accessRequestStatusOptions = optionsOf(
  accessRequestStatuses,
  accessRequestStatusLabels,
)

/** The founders' answer to a deal room's invitation (decision 0047); withdrawn ends a share. */
export const dealRoomConsents = ['pending', 'accepted', 'declined', 'withdrawn'] as const
export type DealRoomConsent = (typeof dealRoomConsents)[number]
export const dealRoomConsentLabels = {
  pending: 'Waiting for the founders',
  accepted: 'Shared',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
} as const satisfies Record<DealRoomConsent, string>

/** What a fund, or one angel of a network, says about a deal room's round (decision 0047). */
export const dealRoomInterests = ['interested', 'committed', 'passed'] as const
export type DealRoomInterest = (typeof dealRoomInterests)[number]
export const dealRoomInterestLabels = {
  interested: 'Interested',
  committed: 'Committed',
  passed: 'Passed',
} as const satisfies Record<DealRoomInterest, string>

// ---------------------------------------------------------------------------------------------
// /investors/applications filters (docs/contract.md, "Search parameters")
// ---------------------------------------------------------------------------------------------

/** Whether the startup gave a DPIIT recognition number (at submission, for applications). */
export const dpiitFilterValues = ['Recognised', 'Not recognised'] as const
/** The Startup India eligibility (src/domain/startups/startup-india.ts) on the day of the search. */
export const startupIndiaFilterValues = ['Eligible', 'Not eligible', 'Unknown'] as const
export type StartupIndiaFilterValue = (typeof startupIndiaFilterValues)[number]
export const startupIndiaFilterValueOf = {
  eligible: 'Eligible',
  not_eligible: 'Not eligible',
  unknown: 'Unknown',
} as const satisfies Record<string, StartupIndiaFilterValue>

/** The option lists behind the comma-separated multi-value filters of the applications search. */
export const applicationFilterLists = {
  businessType: businessTypes,
  customerInteraction: customerInteractions,
  developmentStage: developmentStages,
  headquarters,
  sectors,
  dpiit: dpiitFilterValues,
  startupIndia: startupIndiaFilterValues,
} as const
export type ApplicationFilterName = keyof typeof applicationFilterLists

/** Every option list of the module by name (for generic checks: database constraints, seed data). */
export const optionLists = {
  businessTypes,
  customerInteractions,
  productTypes,
  developmentStages,
  revenueStages,
  fundingSources,
  validationEvidence,
  marketingChannels,
  pricingStrategies,
  useOfFunds,
  regulatoryBarriers,
  ipStatuses,
  companyTypes,
  competitorTypes,
  targetMarketApproaches,
  missionValues,
  visionValues,
  competitiveAdvantageSources,
  defensibilityKinds,
  sectors,
  indianStates,
  unionTerritories,
  headquarters,
  investorTypes,
  applicationStatuses,
  channelStatuses,
  rejectionReasons,
  organisationKinds,
  memberRoles,
  accessRequestKinds,
  accessRequestStatuses,
  dealRoomConsents,
  dealRoomInterests,
} as const satisfies Record<string, OptionTuple>
export type OptionListName = keyof typeof optionLists
