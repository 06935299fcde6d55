import { formatRupees } from '@/lib/format'

// How well a startup fits an investor's thesis: five criteria, each with a weight; a criterion
// the investor left open (no sectors chosen: any sector) is met. The score is computed in SQL
// (src/server/db/queries/discover.ts) from these weights; the explanation is written here.

export const investorFitWeights = {
  sector: 30,
  stage: 25,
  raise: 20,
  place: 15,
  businessType: 10,
} as const

export type InvestorFitCriterion = keyof typeof investorFitWeights
export const investorFitCriteria = Object.keys(investorFitWeights) as InvestorFitCriterion[]

export type InvestorPreferences = {
  sectors: string[]
  stages: string[]
  headquarters: string[]
  businessTypes: string[]
  chequeMin: number | null
  chequeMax: number | null
}

export type FitStartup = {
  sectors: readonly string[]
  developmentStage: string | null
  headquarters: string | null
  businessTypes: readonly string[]
  plannedRaise: number | null
}

export type FitLine = { criterion: InvestorFitCriterion; met: boolean; text: string }

/**
 * Which criteria a startup meets, in TypeScript, for the few investors a startup's page shows.
 * The same rule as the SQL of Discover (src/server/db/queries/discover.ts); a test holds the two
 * to each other on seeded data.
 */
export function investorFitMet(
  p: InvestorPreferences,
  s: FitStartup,
): Record<InvestorFitCriterion, boolean> {
  const overlaps = (a: readonly string[], b: readonly string[]) => a.some((x) => b.includes(x))
  return {
    sector: p.sectors.length === 0 || overlaps(s.sectors, p.sectors),
    stage:
      p.stages.length === 0 ||
      (s.developmentStage !== null && p.stages.includes(s.developmentStage)),
    raise:
      p.chequeMin === null ||
      p.chequeMax === null ||
      (s.plannedRaise !== null && s.plannedRaise >= p.chequeMin && s.plannedRaise <= p.chequeMax),
    place:
      p.headquarters.length === 0 ||
      (s.headquarters !== null && p.headquarters.includes(s.headquarters)),
    businessType: p.businessTypes.length === 0 || overlaps(s.businessTypes, p.businessTypes),
  }
}

/** The score of a set of met criteria: the sum of their weights, 0 to 100. */
export function investorFitScore(met: Record<InvestorFitCriterion, boolean>): number {
  return investorFitCriteria.reduce((sum, c) => sum + (met[c] ? investorFitWeights[c] : 0), 0)
}

const orList = (values: string[]) =>
  values.length <= 1 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`

/**
 * Criterion by criterion, why a startup fits an investor, in the investor's words ("you prefer
 * Karnataka or Maharashtra"). `met` comes from the same SQL that computed the score.
 */
export function explainInvestorFit(
  preferences: InvestorPreferences,
  startup: FitStartup,
  met: Record<InvestorFitCriterion, boolean>,
  /** Written for the investor ("you prefer") or for the founder ("they prefer"). */
  reader: 'investor' | 'startup' = 'investor',
): FitLine[] {
  const { sectors, stages, headquarters, businessTypes, chequeMin, chequeMax } = preferences
  const they = reader === 'investor' ? 'you' : 'they'
  const their = reader === 'investor' ? 'your' : 'their'
  const lines: FitLine[] = []
  const shared = startup.sectors.filter((s) => sectors.includes(s))
  lines.push({
    criterion: 'sector',
    met: met.sector,
    text:
      sectors.length === 0
        ? 'Any sector'
        : met.sector
          ? `Sector: ${shared.join(', ')}`
          : `Sector: ${startup.sectors.join(', ') || 'not given'}; ${they} prefer ${orList(sectors)}`,
  })
  lines.push({
    criterion: 'stage',
    met: met.stage,
    text:
      stages.length === 0
        ? 'Any stage'
        : met.stage
          ? `Stage: ${startup.developmentStage}`
          : `Stage: ${startup.developmentStage ?? 'not given'}; ${they} back ${orList(stages)}`,
  })
  const range =
    chequeMin !== null && chequeMax !== null
      ? `${formatRupees(chequeMin)} – ${formatRupees(chequeMax)}`
      : null
  lines.push({
    criterion: 'raise',
    met: met.raise,
    text: !range
      ? 'Any raise'
      : startup.plannedRaise === null
        ? `Raise not given; ${their} cheques are ${range}`
        : met.raise
          ? `Raising ${formatRupees(startup.plannedRaise)}, within ${their} cheques of ${range}`
          : `Raising ${formatRupees(startup.plannedRaise)}; ${their} cheques are ${range}`,
  })
  lines.push({
    criterion: 'place',
    met: met.place,
    text:
      headquarters.length === 0
        ? 'Anywhere in India'
        : met.place
          ? `Based in ${startup.headquarters}`
          : `Based in ${startup.headquarters ?? 'a state not given'}; ${they} prefer ${orList(headquarters)}`,
  })
  const sharedTypes = startup.businessTypes.filter((t) => businessTypes.includes(t))
  lines.push({
    criterion: 'businessType',
    met: met.businessType,
    text:
      businessTypes.length === 0
        ? 'Any business type'
        : met.businessType
          ? `Business type: ${sharedTypes.join(', ')}`
          : `Business type: ${startup.businessTypes.join(', ') || 'not given'}; ${they} prefer ${orList(businessTypes)}`,
  })
  return lines
}
