import { startupProfile } from '@/server/db/schema'

/**
 * What anyone may read of a startup's profile on its public page: who it is, its registrations
 * (identifiers are public records; the turnover behind its eligibility is not), where it is and
 * what it does.
 */
export const publicProfileColumns = {
  organisationId: startupProfile.organisationId,
  name: startupProfile.name,
  slug: startupProfile.slug,
  oneLiner: startupProfile.oneLiner,
  description: startupProfile.description,
  website: startupProfile.website,
  foundedOn: startupProfile.foundedOn,
  companyType: startupProfile.companyType,
  cin: startupProfile.cin,
  llpin: startupProfile.llpin,
  cooperativeRegistration: startupProfile.cooperativeRegistration,
  gstin: startupProfile.gstin,
  dpiitNumber: startupProfile.dpiitNumber,
  deepTech: startupProfile.deepTech,
  headquarters: startupProfile.headquarters,
  city: startupProfile.city,
  sectors: startupProfile.sectors,
  businessTypes: startupProfile.businessTypes,
  productTypes: startupProfile.productTypes,
  developmentStage: startupProfile.developmentStage,
  teamSize: startupProfile.teamSize,
}

/** What the review screen shows of a profile an investor organisation may see: all of it. */
export const investorProfileColumns = {
  ...publicProfileColumns,
  customerInteractions: startupProfile.customerInteractions,
  revenueStage: startupProfile.revenueStage,
  plannedRaise: startupProfile.plannedRaise,
  logoFileId: startupProfile.logoFileId,
  deckFileId: startupProfile.deckFileId,
  marketPositioning: startupProfile.marketPositioning,
  businessTeam: startupProfile.businessTeam,
  tractionIp: startupProfile.tractionIp,
}
