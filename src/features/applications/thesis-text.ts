/** How a startup fits an investor's thesis (domain/investors/fit.ts), in the page's language. */
import type { IntlShape } from 'react-intl'

import type { FitLine, InvestorFitCriterion } from '@/domain/investors/fit'
import type { OptionListName } from '@/lib/i18n/option-labels'

import { amount, fixed, inEnglish, sayAgain, type Template } from './fit-sentences'

/** The option lists the thesis lines name, by criterion. */
const thesisLists: Record<Exclude<InvestorFitCriterion, 'raise'>, OptionListName> = {
  sector: 'sectors',
  stage: 'developmentStages',
  place: 'headquarters',
  businessType: 'businessTypes',
}

const value = { kind: 'value' } as const
const preferred = { kind: 'or', limit: Number.POSITIVE_INFINITY } as const
const commas = { kind: 'commas' } as const
const betweenRange = { kind: 'range' } as const

/** The lines of src/domain/investors/fit.ts as a founder reads them ("they prefer"). */
const thesisTemplates: Record<InvestorFitCriterion, Template[]> = {
  sector: [
    fixed('Any sector', 'apply.thesis.sector.any'),
    {
      pattern: /^Sector: not given; they prefer (.+)$/,
      id: 'apply.thesis.sector.notGiven',
      slots: [['preferred', preferred]],
    },
    {
      pattern: /^Sector: ([^;]+); they prefer (.+)$/,
      id: 'apply.thesis.sector.unmet',
      slots: [
        ['have', commas],
        ['preferred', preferred],
      ],
    },
    { pattern: /^Sector: (.+)$/, id: 'apply.thesis.sector.met', slots: [['have', commas]] },
  ],
  stage: [
    fixed('Any stage', 'apply.thesis.stage.any'),
    {
      pattern: /^Stage: not given; they back (.+)$/,
      id: 'apply.thesis.stage.notGiven',
      slots: [['preferred', preferred]],
    },
    {
      pattern: /^Stage: ([^;]+); they back (.+)$/,
      id: 'apply.thesis.stage.unmet',
      slots: [
        ['have', value],
        ['preferred', preferred],
      ],
    },
    { pattern: /^Stage: (.+)$/, id: 'apply.thesis.stage.met', slots: [['have', value]] },
  ],
  raise: [
    fixed('Any raise', 'apply.thesis.raise.any'),
    {
      pattern: /^Raise not given; their cheques are (.+)$/,
      id: 'apply.thesis.raise.notGiven',
      slots: [['range', betweenRange]],
    },
    {
      pattern: new RegExp(`^Raising (${amount}), within their cheques of (.+)$`),
      id: 'apply.thesis.raise.met',
      slots: [
        ['raise', { kind: 'amount' }],
        ['range', betweenRange],
      ],
    },
    {
      pattern: /^Raising ([^;]+); their cheques are (.+)$/,
      id: 'apply.thesis.raise.unmet',
      slots: [
        ['raise', { kind: 'amount' }],
        ['range', betweenRange],
      ],
    },
  ],
  place: [
    fixed('Anywhere in India', 'apply.thesis.place.any'),
    {
      pattern: /^Based in a state not given; they prefer (.+)$/,
      id: 'apply.thesis.place.notGiven',
      slots: [['preferred', preferred]],
    },
    {
      pattern: /^Based in ([^;]+); they prefer (.+)$/,
      id: 'apply.thesis.place.unmet',
      slots: [
        ['have', value],
        ['preferred', preferred],
      ],
    },
    { pattern: /^Based in (.+)$/, id: 'apply.thesis.place.met', slots: [['have', value]] },
  ],
  businessType: [
    fixed('Any business type', 'apply.thesis.businessType.any'),
    {
      pattern: /^Business type: not given; they prefer (.+)$/,
      id: 'apply.thesis.businessType.notGiven',
      slots: [['preferred', preferred]],
    },
    {
      pattern: /^Business type: ([^;]+); they prefer (.+)$/,
      id: 'apply.thesis.businessType.unmet',
      slots: [
        ['have', commas],
        ['preferred', preferred],
      ],
    },
    {
      pattern: /^Business type: (.+)$/,
      id: 'apply.thesis.businessType.met',
      slots: [['have', commas]],
    },
  ],
}

/** A line of how the startup fits the investor's thesis, or null when it cannot be read back. */
export function readThesisLine(intl: IntlShape, line: FitLine): string | null {
  const list = line.criterion === 'raise' ? null : thesisLists[line.criterion]
  return sayAgain(intl, thesisTemplates[line.criterion] ?? [], list, line.text)
}

/** A line of how the startup fits the investor's thesis, in the page's language. */
export function thesisLine(intl: IntlShape, line: FitLine): string {
  return (
    readThesisLine(intl, line) ??
    (inEnglish(intl)
      ? line.text
      : intl.formatMessage({ id: line.met ? 'apply.thesis.met' : 'apply.thesis.unmet' }))
  )
}
