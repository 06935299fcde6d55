import type { IntlShape } from 'react-intl'

import type { CriterionFit, Fit, FitCriterion, FitOutcome } from '@/domain/applications/fit'
import type { FitLine, InvestorFitCriterion } from '@/domain/investors/fit'
import type { MessageId } from '@/lib/i18n/catalog'
import { optionLabel, translatedOptionLists, type OptionListName } from '@/lib/i18n/option-labels'
import { headquarters } from '@/lib/options'

/*
 * How a startup fits a channel (src/domain/applications/fit.ts) and an investor's thesis
 * (src/domain/investors/fit.ts), in the page's language. The server sends those explanations as
 * English sentences with the values inside; the channel's criteria themselves are not sent with
 * every card. So each sentence is read back by the domain's own template for its criterion and
 * outcome (the values are option values and rupee amounts, which the lists below recognise) and
 * said again through the catalogs, the values in the page's language too. In English that gives
 * the domain's sentence back, character for character (fit-text.test.ts holds the two to each
 * other); a sentence that cannot be read shows as it came in English, and as the outcome's word
 * in another language.
 */

type Values = Record<string, string | number>

/** The option lists whose values the fit sentences name, by criterion. */
const channelLists: Record<Exclude<FitCriterion, 'plannedRaise'>, OptionListName> = {
  sectors: 'sectors',
  developmentStage: 'developmentStages',
  headquarters: 'headquarters',
  businessTypes: 'businessTypes',
}

const vocabularies = new Map<OptionListName, ReadonlySet<string>>()

/** The English values of a list, to recognise them inside a sentence. */
function vocabularyOf(list: OptionListName): ReadonlySet<string> {
  let found = vocabularies.get(list)
  if (!found) {
    found = new Set(list === 'headquarters' ? headquarters : translatedOptionLists[list].values)
    vocabularies.set(list, found)
  }
  return found
}

/** A list as the domain's `orList` writes it: the values, and how many more it left out. */
type ParsedList = { items: string[]; more: number }

/**
 * Reads "A", "A or B", "A, B or C" or "A, B, C, D or 5 more" (with `joiner` 'and' alike) back
 * into its values. A value may itself hold the joiner ("Food and Beverage"), never ", ".
 */
function parseJoined(
  text: string,
  joiner: 'or' | 'and',
  vocabulary: ReadonlySet<string>,
): ParsedList | null {
  const chunks = text.split(', ')
  const last = chunks.pop() ?? ''
  if (!chunks.every((chunk) => vocabulary.has(chunk))) return null
  if (chunks.length === 0 && vocabulary.has(last)) return { items: [last], more: 0 }
  const separator = ` ${joiner} `
  for (let at = last.indexOf(separator); at !== -1; at = last.indexOf(separator, at + 1)) {
    const left = last.slice(0, at)
    const right = last.slice(at + separator.length)
    if (!vocabulary.has(left)) continue
    if (vocabulary.has(right)) return { items: [...chunks, left, right], more: 0 }
    const more = /^(\d+) more$/.exec(right)
    if (more) return { items: [...chunks, left], more: Number(more[1]) }
  }
  return null
}

/** Reads "A, B, C" (a plain comma list) back into its values. */
function parseCommas(text: string, vocabulary: ReadonlySet<string>): string[] | null {
  const items = text.split(', ')
  return items.every((item) => vocabulary.has(item)) ? items : null
}

/**
 * Values of a list in the page's language, joined as the language joins them: "A, B or C"
 * ('or'), "A, B and C" ('and'), the first `limit` and "N more" past `limit + 1` values.
 */
export function shownList(
  intl: IntlShape,
  list: OptionListName,
  values: readonly string[],
  joiner: 'or' | 'and',
  limit = Number.POSITIVE_INFINITY,
): string {
  const cut = values.length > limit + 1
  return joinedLabels(
    intl,
    list,
    { items: cut ? values.slice(0, limit) : [...values], more: cut ? values.length - limit : 0 },
    joiner,
  )
}

function joinedLabels(
  intl: IntlShape,
  list: OptionListName,
  { items, more }: ParsedList,
  joiner: 'or' | 'and',
): string {
  const labels = items.map((value) => optionLabel(intl, list, value))
  if (more > 0) labels.push(intl.formatMessage({ id: 'apply.list.more' }, { count: more }))
  return intl.formatList(labels, { type: joiner === 'or' ? 'disjunction' : 'conjunction' })
}

const amount = '-?₹[\\d.,]+(?:\u00a0(?:L|Cr))?'

/** '₹1.5 Cr' as `formatRupees` wrote it, with the lakh or crore in the page's language. */
function shownAmount(intl: IntlShape, text: string): string {
  const unit = /^(.*)\u00a0(L|Cr)$/.exec(text)
  if (!unit) return text
  return intl.formatMessage(
    { id: unit[2] === 'Cr' ? 'shared.rupees.crore' : 'shared.rupees.lakh' },
    { amount: unit[1] },
  )
}

/** '₹50 L – ₹2 Cr', 'at least ₹50 L' or 'up to ₹2 Cr' (the channel's raise range), said again. */
function shownRange(intl: IntlShape, text: string): string | null {
  const between = new RegExp(`^(${amount}) – (${amount})$`).exec(text)
  if (between) {
    return intl.formatMessage(
      { id: 'apply.fit.range.between' },
      { min: shownAmount(intl, between[1]!), max: shownAmount(intl, between[2]!) },
    )
  }
  const atLeast = new RegExp(`^at least (${amount})$`).exec(text)
  if (atLeast) {
    return intl.formatMessage(
      { id: 'apply.fit.range.atLeast' },
      { amount: shownAmount(intl, atLeast[1]!) },
    )
  }
  const upTo = new RegExp(`^up to (${amount})$`).exec(text)
  if (upTo) {
    return intl.formatMessage(
      { id: 'apply.fit.range.upTo' },
      { amount: shownAmount(intl, upTo[1]!) },
    )
  }
  return null
}

/** What a slot of a sentence holds, and so how it is read back and said again. */
type Slot =
  | { kind: 'or' | 'and'; limit: number }
  | { kind: 'value' }
  | { kind: 'commas' }
  | { kind: 'range' }
  | { kind: 'amount' }

/** One of the domain's sentences: its English shape, its message, and its slots in order. */
type Template = { pattern: RegExp; id: MessageId; slots: [name: string, slot: Slot][] }

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

function fixed(text: string, id: MessageId): Template {
  return { pattern: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), id, slots: [] }
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

/** A slot's text, read back by its kind and said again; null when it cannot be read. */
function shownSlot(
  intl: IntlShape,
  list: OptionListName | null,
  slot: Slot,
  text: string,
): string | null {
  switch (slot.kind) {
    case 'or':
    case 'and': {
      if (!list) return null
      const parsed = parseJoined(text, slot.kind, vocabularyOf(list))
      return parsed && joinedLabels(intl, list, parsed, slot.kind)
    }
    case 'value':
      return list && vocabularyOf(list).has(text) ? optionLabel(intl, list, text) : null
    case 'commas': {
      if (!list) return null
      const items = parseCommas(text, vocabularyOf(list))
      return items && items.map((item) => optionLabel(intl, list, item)).join(', ')
    }
    case 'range':
      return shownRange(intl, text)
    case 'amount':
      return new RegExp(`^${amount}$`).test(text) ? shownAmount(intl, text) : null
  }
}

/** The sentence said again by the first template that reads it; null when none does. */
function sayAgain(
  intl: IntlShape,
  templates: readonly Template[],
  list: OptionListName | null,
  text: string,
  extra: (values: Values) => Values = (values) => values,
): string | null {
  for (const { pattern, id, slots } of templates) {
    const match = pattern.exec(text)
    if (!match) continue
    const values: Values = {}
    let read = true
    slots.forEach(([name, slot], i) => {
      const shown = shownSlot(intl, list, slot, match[i + 1] ?? '')
      if (shown === null) read = false
      else values[name] = shown
    })
    if (read) return intl.formatMessage({ id }, extra(values))
  }
  return null
}

/** Whether the page is in English, where a sentence that cannot be read shows as it came. */
const inEnglish = (intl: IntlShape) => intl.locale.startsWith('en')

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

/** The option lists the thesis lines name, by criterion. */
const thesisLists: Record<Exclude<InvestorFitCriterion, 'raise'>, OptionListName> = {
  sector: 'sectors',
  stage: 'developmentStages',
  place: 'headquarters',
  businessType: 'businessTypes',
}

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
