/** Reading the domain's English fit sentences back into their values, and saying them again. */
import type { IntlShape } from 'react-intl'

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

/** An amount as `formatRupees` writes it, as a pattern to find it inside a sentence. */
export const amount = '-?₹[\\d.,]+(?:\u00a0(?:L|Cr))?'

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
export type Template = { pattern: RegExp; id: MessageId; slots: [name: string, slot: Slot][] }

/** A sentence with no values in it, matched as it is written. */
export function fixed(text: string, id: MessageId): Template {
  return { pattern: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), id, slots: [] }
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
export function sayAgain(
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
export const inEnglish = (intl: IntlShape) => intl.locale.startsWith('en')
