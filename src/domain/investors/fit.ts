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
  sectors: string[]
  developmentStage: string | null
  headquarters: string | null
  businessTypes: string[]
  plannedRaise: number | null
}

export type FitLine = { criterion: InvestorFitCriterion; met: boolean; text: string }

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
): FitLine[] {
  const { sectors, stages, headquarters, businessTypes, chequeMin, chequeMax } = preferences
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
          : `Sector: ${startup.sectors.join(', ') || 'not given'}; you prefer ${orList(sectors)}`,
  })
  lines.push({
    criterion: 'stage',
    met: met.stage,
    text:
      stages.length === 0
        ? 'Any stage'
        : met.stage
          ? `Stage: ${startup.developmentStage}`
          : `Stage: ${startup.developmentStage ?? 'not given'}; you back ${orList(stages)}`,
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
        ? `Raise not given; your cheques are ${range}`
        : met.raise
          ? `Raising ${formatRupees(startup.plannedRaise)}, within your cheques of ${range}`
          : `Raising ${formatRupees(startup.plannedRaise)}; your cheques are ${range}`,
  })
  lines.push({
    criterion: 'place',
    met: met.place,
    text:
      headquarters.length === 0
        ? 'Anywhere in India'
        : met.place
          ? `Based in ${startup.headquarters}`
          : `Based in ${startup.headquarters ?? 'a state not given'}; you prefer ${orList(headquarters)}`,
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
          : `Business type: ${startup.businessTypes.join(', ') || 'not given'}; you prefer ${orList(businessTypes)}`,
  })
  return lines
}
