/** How a startup fits a channel (src/domain/applications/fit.ts), in the page's language. */
import type { IntlShape } from 'react-intl'

import type { CriterionFit, Fit, FitCriterion, FitOutcome } from '@/domain/applications/fit'
import type { MessageId } from '@/lib/i18n/catalog'
import type { OptionListName } from '@/lib/i18n/option-labels'

import { fixed, inEnglish, sayAgain, type Template } from './fit-sentences'

/** The option lists whose values the fit sentences name, by criterion. */
const channelLists: Record<Exclude<FitCriterion, 'plannedRaise'>, OptionListName> = {
  sectors: 'sectors',
  developmentStage: 'developmentStages',
  headquarters: 'headquarters',
  businessTypes: 'businessTypes',
}

const orList = { kind: 'or', limit: 4 } as const
const andList = { kind: 'and', limit: 4 } as const
const value = { kind: 'value' } as const

/** The sentences of src/domain/applications/fit.ts, by criterion and outcome. */
const channelTemplates: Record<FitCriterion, Partial<Record<FitOutcome, Template[]>>> = {
  sectors: listCriterionTemplates('sectors', 'sector', 'sectors'),
  businessTypes: listCriterionTemplates('businessTypes', 'business type', 'business types'),
  developmentStage: {
    open: [fixed('Open to any development stage.', 'apply.fit.developmentStage.open')],
    missing: [
      {
        pattern:
          /^They look for ([^;]+); add your development stage to your profile to see if you fit\.$/,
        id: 'apply.fit.developmentStage.missing',
        slots: [['wanted', orList]],
      },
    ],
    match: [
      {
        pattern: /^You are at (.+), a stage they look for\.$/,
        id: 'apply.fit.developmentStage.match',
        slots: [['have', value]],
      },
    ],
    mismatch: [
      {
        pattern: /^They look for ([^;]+); you are at (.+)\.$/,
        id: 'apply.fit.developmentStage.mismatch',
        slots: [
          ['wanted', orList],
          ['have', value],
        ],
      },
    ],
  },
  headquarters: {
    open: [fixed('Open to startups from anywhere in India.', 'apply.fit.headquarters.open')],
    missing: [
      {
        pattern:
          /^They look for startups in ([^;]+); add your headquarters to your profile to see if you fit\.$/,
        id: 'apply.fit.headquarters.missing',
        slots: [['wanted', orList]],
      },
    ],
    match: [
      {
        pattern: /^You are in (.+), where they look for startups\.$/,
        id: 'apply.fit.headquarters.match',
        slots: [['have', value]],
      },
    ],
    mismatch: [
      {
        pattern: /^They look for startups in ([^;]+); you are in (.+)\.$/,
        id: 'apply.fit.headquarters.mismatch',
        slots: [
          ['wanted', orList],
          ['have', value],
        ],
      },
    ],
  },
  plannedRaise: {
    open: [fixed('Open to any raise size.', 'apply.fit.plannedRaise.open')],
    missing: [
      {
        pattern:
          /^They look for raises of ([^;]+); add your planned raise to your profile to see if you fit\.$/,
        id: 'apply.fit.plannedRaise.missing',
        slots: [['range', { kind: 'range' }]],
      },
    ],
    match: [
      {
        pattern: /^Your planned raise of (.+) is within their range of (.+)\.$/,
        id: 'apply.fit.plannedRaise.match',
        slots: [
          ['raise', { kind: 'amount' }],
          ['range', { kind: 'range' }],
        ],
      },
    ],
    mismatch: [
      {
        pattern: /^They look for raises of ([^;]+); you plan to raise (.+)\.$/,
        id: 'apply.fit.plannedRaise.mismatch',
        slots: [
          ['range', { kind: 'range' }],
          ['raise', { kind: 'amount' }],
        ],
      },
    ],
  },
}

function listCriterionTemplates(
  criterion: 'sectors' | 'businessTypes',
  one: string,
  many: string,
): Partial<Record<FitOutcome, Template[]>> {
  const id = (what: string) => `apply.fit.${criterion}.${what}` as MessageId
  return {
    open: [fixed(`Open to any ${one}.`, id('open'))],
    missing: [
      {
        pattern: new RegExp(
          `^They look for ([^;]+); add your ${many} to your profile to see if you fit\\.$`,
        ),
        id: id('missing'),
        slots: [['wanted', orList]],
      },
    ],
    match: [
      {
        pattern: new RegExp(`^Your ${one} (.+) is one of theirs\\.$`),
        id: id('matchOne'),
        slots: [['have', value]],
      },
      {
        pattern: new RegExp(`^Your ${many} (.+) are among theirs\\.$`),
        id: id('matchMany'),
        slots: [['have', andList]],
      },
    ],
    mismatch: [
      {
        pattern: new RegExp(`^They look for ([^;]+); your ${one} is (.+)\\.$`),
        id: id('mismatchOne'),
        slots: [
          ['wanted', orList],
          ['have', value],
        ],
      },
      {
        pattern: new RegExp(`^They look for ([^;]+); your ${many} are (.+)\\.$`),
        id: id('mismatchMany'),
        slots: [
          ['wanted', orList],
          ['have', andList],
        ],
      },
    ],
  }
}

/** A criterion's sentence in the page's language, or null when it cannot be read back. */
export function readFitReason(intl: IntlShape, fit: CriterionFit): string | null {
  const templates = channelTemplates[fit.criterion]?.[fit.outcome] ?? []
  const list = fit.criterion === 'plannedRaise' ? null : channelLists[fit.criterion]
  return sayAgain(intl, templates, list, fit.explanation)
}

/** Why a criterion fits or not, in the page's language. */
export function fitReason(intl: IntlShape, fit: CriterionFit): string {
  return (
    readFitReason(intl, fit) ??
    (inEnglish(intl)
      ? fit.explanation
      : intl.formatMessage({ id: 'apply.fit.outcome' }, { outcome: fit.outcome }))
  )
}

/** A criterion's name: 'Sector', 'Development stage'… */
export function fitCriterionLabel(intl: IntlShape, criterion: FitCriterion): string {
  return intl.formatMessage({ id: `apply.fit.label.${criterion}` })
}

/**
 * The fit in one sentence, as `channelFit`'s summary says it, from the criteria's outcomes:
 * "You meet 2 of their 3 criteria; business type does not match."
 */
export function fitSummary(intl: IntlShape, fit: Fit): string {
  const { considered, matched, criteria } = fit
  if (considered === 0) return intl.formatMessage({ id: 'apply.fit.summary.open' })
  if (matched === considered) {
    return intl.formatMessage({ id: 'apply.fit.summary.all' }, { count: considered })
  }
  const names = (outcome: FitOutcome) =>
    criteria
      .filter((c) => c.outcome === outcome)
      .map((c) => intl.formatMessage({ id: `apply.fit.name.${c.criterion}` }))
  const mismatched = names('mismatch')
  const missing = names('missing')
  if (considered === 1) {
    return mismatched.length > 0
      ? intl.formatMessage({ id: 'apply.fit.summary.onlyMismatch' }, { name: mismatched[0] })
      : intl.formatMessage({ id: 'apply.fit.summary.onlyMissing' }, { name: missing[0] })
  }
  return intl.formatMessage(
    { id: 'apply.fit.summary.some' },
    {
      matched,
      considered,
      mismatchCount: mismatched.length,
      mismatched: intl.formatList(mismatched, { type: 'conjunction' }),
      missingCount: missing.length,
      missing: intl.formatList(missing, { type: 'conjunction' }),
    },
  )
}
