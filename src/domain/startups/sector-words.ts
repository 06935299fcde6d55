/**
 * The words people use for sectors (docs/decisions/0041-first-use-triage-amounts-discover.md): "fintech" means Financial
 * Services even though no profile says so. Discover's text search also finds the startups of the
 * sectors a search names, by a common word or by the sector's own name.
 */
import { sectors, type Sector } from '@/lib/options'

/** Common words, lower case, for the sectors they stand for. */
export const sectorWords: Readonly<Record<string, readonly Sector[]>> = {
  fintech: ['Financial Services', 'Payments', 'Lending and Investments'],
  finance: ['Financial Services'],
  insurtech: ['Financial Services'],
  wealthtech: ['Lending and Investments'],
  lending: ['Lending and Investments'],
  payments: ['Payments'],
  cleantech: ['Climate Technology', 'Sustainability', 'Energy'],
  climatetech: ['Climate Technology'],
  climate: ['Climate Technology'],
  greentech: ['Climate Technology', 'Sustainability'],
  renewables: ['Energy'],
  agritech: ['Agriculture and Farming'],
  agtech: ['Agriculture and Farming'],
  agriculture: ['Agriculture and Farming'],
  healthtech: ['Health Care'],
  medtech: ['Health Care'],
  healthcare: ['Health Care'],
  biotech: ['Biotechnology'],
  edtech: ['Education'],
  ai: ['Artificial Intelligence'],
  ml: ['Artificial Intelligence'],
  saas: ['Software'],
  ecommerce: ['Commerce and Shopping'],
  d2c: ['Consumer Goods', 'Commerce and Shopping'],
  proptech: ['Real Estate'],
  logistics: ['Transportation'],
  mobility: ['Transportation'],
  ev: ['Transportation', 'Energy'],
  crypto: ['Blockchain and Cryptocurrency'],
  web3: ['Blockchain and Cryptocurrency'],
  cybersecurity: ['Privacy and Security'],
  foodtech: ['Food and Beverage'],
  gaming: ['Gaming'],
  traveltech: ['Travel and Tourism'],
  martech: ['Sales and Marketing', 'Advertising'],
  adtech: ['Advertising'],
  govtech: ['Government and Military'],
  deeptech: ['Science and Engineering'],
}

const byName = new Map(sectors.map((s) => [s.toLowerCase(), s]))

/**
 * The sectors a search means: the whole search as a sector's name ("financial services"), or as
 * one of the common words above ("Fintech", "clean-tech"). None for anything else.
 */
export function sectorsNamedBy(q: string): Sector[] {
  const text = q.trim().toLowerCase().replace(/\s+/g, ' ')
  if (!text) return []
  const named = byName.get(text)
  if (named) return [named]
  return [...(sectorWords[text] ?? sectorWords[text.replace(/[\s-]/g, '')] ?? [])]
}
