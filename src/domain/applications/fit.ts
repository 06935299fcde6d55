import { formatRupees } from '@/lib/format'

/**
 * How well a startup fits a channel's criteria, criterion by criterion, in words a founder reads.
 * Pure, so the startup's home, the apply screen and the server all explain it the same way.
 * Fit only informs: a startup outside the criteria may still apply.
 */

export type FitCriteria = {
  sectors: readonly string[]
  developmentStages: readonly string[]
  headquarters: readonly string[]
  businessTypes: readonly string[]
  raiseMin: number | null
  raiseMax: number | null
}

export type FitProfile = {
  sectors: readonly string[]
  developmentStage: string | null
  headquarters: string | null
  businessTypes: readonly string[]
  plannedRaise: number | null
}

export const fitCriteria = [
  'sectors',
  'developmentStage',
  'headquarters',
  'businessTypes',
  'plannedRaise',
] as const
export type FitCriterion = (typeof fitCriteria)[number]

/**
 * - match: the startup meets the criterion
 * - mismatch: it does not
 * - missing: the channel has a preference but the startup has not filled the field in
 * - open: the channel has no preference
 */
export type FitOutcome = 'match' | 'mismatch' | 'missing' | 'open'

export type CriterionFit = {
  criterion: FitCriterion
  label: string
  outcome: FitOutcome
  explanation: string
}

export type Fit = {
  criteria: CriterionFit[]
  /** Share of the criteria the channel cares about that the startup meets, 0–100; 100 when it cares about none. */
  score: number
  /** How many criteria the channel cares about, and how many of them the startup meets. */
  considered: number
  matched: number
  summary: string
}

const labels: Record<FitCriterion, string> = {
  sectors: 'Sector',
  developmentStage: 'Development stage',
  headquarters: 'Headquarters',
  businessTypes: 'Business type',
  plannedRaise: 'Planned raise',
}

/** "A", "A or B", "A, B or C", and "A, B, C, D or 5 more" for long lists. */
export function orList(items: readonly string[], joiner = 'or', limit = 4): string {
  if (items.length <= 1) return items[0] ?? ''
  if (items.length > limit + 1) {
    return `${items.slice(0, limit).join(', ')} ${joiner} ${items.length - limit} more`
  }
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items.at(-1)}`
}

function listCriterion(
  criterion: 'sectors' | 'businessTypes',
  wanted: readonly string[],
  have: readonly string[],
  noun: { one: string; many: string },
): CriterionFit {
  const label = labels[criterion]
  if (wanted.length === 0) {
    return { criterion, label, outcome: 'open', explanation: `Open to any ${noun.one}.` }
  }
  if (have.length === 0) {
    return {
      criterion,
      label,
      outcome: 'missing',
      explanation: `They look for ${orList(wanted)}; add your ${noun.many} to your profile to see if you fit.`,
    }
  }
  const shared = have.filter((value) => wanted.includes(value))
  if (shared.length === 1) {
    return {
      criterion,
      label,
      outcome: 'match',
      explanation: `Your ${noun.one} ${shared[0]} is one of theirs.`,
    }
  }
  if (shared.length > 1) {
    return {
      criterion,
      label,
      outcome: 'match',
      explanation: `Your ${noun.many} ${orList(shared, 'and')} are among theirs.`,
    }
  }
  return {
    criterion,
    label,
    outcome: 'mismatch',
    explanation: `They look for ${orList(wanted)}; your ${have.length === 1 ? `${noun.one} is ${have[0]}` : `${noun.many} are ${orList(have, 'and')}`}.`,
  }
}

function oneOfCriterion(
  criterion: 'developmentStage' | 'headquarters',
  wanted: readonly string[],
  have: string | null,
): CriterionFit {
  const label = labels[criterion]
  const stage = criterion === 'developmentStage'
  if (wanted.length === 0) {
    return {
      criterion,
      label,
      outcome: 'open',
      explanation: stage
        ? 'Open to any development stage.'
        : 'Open to startups from anywhere in India.',
    }
  }
  const looksFor = stage
    ? `They look for ${orList(wanted)}`
    : `They look for startups in ${orList(wanted)}`
  if (!have) {
    return {
      criterion,
      label,
      outcome: 'missing',
      explanation: `${looksFor}; add your ${stage ? 'development stage' : 'headquarters'} to your profile to see if you fit.`,
    }
  }
  if (wanted.includes(have)) {
    return {
      criterion,
      label,
      outcome: 'match',
      explanation: stage
        ? `You are at ${have}, a stage they look for.`
        : `You are in ${have}, where they look for startups.`,
    }
  }
  return {
    criterion,
    label,
    outcome: 'mismatch',
    explanation: `${looksFor}; you are ${stage ? 'at' : 'in'} ${have}.`,
  }
}

function rangeText(min: number | null, max: number | null): string {
  if (min != null && max != null) return `${formatRupees(min)} – ${formatRupees(max)}`
  if (min != null) return `at least ${formatRupees(min)}`
  return `up to ${formatRupees(max)}`
}

function raiseCriterion(
  min: number | null,
  max: number | null,
  raise: number | null,
): CriterionFit {
  const criterion = 'plannedRaise'
  const label = labels[criterion]
  if (min == null && max == null) {
    return { criterion, label, outcome: 'open', explanation: 'Open to any raise size.' }
  }
  const range = rangeText(min, max)
  if (raise == null) {
    return {
      criterion,
      label,
      outcome: 'missing',
      explanation: `They look for raises of ${range}; add your planned raise to your profile to see if you fit.`,
    }
  }
  const inRange = (min == null || raise >= min) && (max == null || raise <= max)
  return {
    criterion,
    label,
    outcome: inRange ? 'match' : 'mismatch',
    explanation: inRange
      ? `Your planned raise of ${formatRupees(raise)} is within their range of ${range}.`
      : `They look for raises of ${range}; you plan to raise ${formatRupees(raise)}.`,
  }
}

export function channelFit(channel: FitCriteria, profile: FitProfile): Fit {
  const criteria = [
    listCriterion('sectors', channel.sectors, profile.sectors, { one: 'sector', many: 'sectors' }),
    oneOfCriterion('developmentStage', channel.developmentStages, profile.developmentStage),
    oneOfCriterion('headquarters', channel.headquarters, profile.headquarters),
    listCriterion('businessTypes', channel.businessTypes, profile.businessTypes, {
      one: 'business type',
      many: 'business types',
    }),
    raiseCriterion(channel.raiseMin, channel.raiseMax, profile.plannedRaise),
  ]
  const considered = criteria.filter((c) => c.outcome !== 'open').length
  const matched = criteria.filter((c) => c.outcome === 'match').length
  const score = considered === 0 ? 100 : Math.round((matched / considered) * 100)
  return { criteria, score, considered, matched, summary: summarise(criteria, considered, matched) }
}

function summarise(criteria: CriterionFit[], considered: number, matched: number): string {
  if (considered === 0) return 'Open to every startup: they set no criteria.'
  const names = (outcome: FitOutcome) =>
    criteria.filter((c) => c.outcome === outcome).map((c) => c.label.toLowerCase())
  const mismatched = names('mismatch')
  const missing = names('missing')
  if (matched === considered) {
    return considered === 1
      ? 'You meet the only criterion.'
      : `You meet all ${considered} of their criteria.`
  }
  if (considered === 1) {
    return mismatched.length > 0
      ? `The only criterion, ${mismatched[0]}, does not match.`
      : `Fill in your ${missing[0]} to check the only criterion.`
  }
  const parts = [`You meet ${matched} of their ${considered} criteria`]
  if (mismatched.length > 0)
    parts.push(
      `${orList(mismatched, 'and', 5)} ${mismatched.length === 1 ? 'does' : 'do'} not match`,
    )
  if (missing.length > 0) parts.push(`fill in your ${orList(missing, 'and', 5)} to check the rest`)
  return `${parts.join('; ')}.`
}
