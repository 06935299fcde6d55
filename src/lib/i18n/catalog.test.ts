import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'

import { en } from './messages/en'
import { hi } from './messages/hi'
import { pseudoCatalog } from './pseudo'

/** The names a message's placeholders, plurals and selects use, with their kind. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue
    found.add(`${element.value}:${element.type}`)
    if (element.type === TYPE.tag) argumentsOf(element.children, found)
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found)
    }
  }
  return found
}

/** A value for each argument, so that every message can be formatted in the test. */
function sampleValues(message: string) {
  return Object.fromEntries(
    [...argumentsOf(parse(message))].map((argument) => {
      const [name, type] = argument.split(':') as [string, string]
      const numeric = [TYPE.number, TYPE.plural].map(String).includes(type)
      const dated = [TYPE.date, TYPE.time].map(String).includes(type)
      return [
        name,
        numeric ? 3 : dated ? new Date(0) : type === String(TYPE.tag) ? (s: string) => s : 'x',
      ]
    }),
  )
}

const ids = Object.keys(en) as (keyof typeof en)[]
const devanagari = /[\u0900-\u097F]/

describe('the message catalogs', () => {
  it('have the same ids in English and Hindi', () => {
    expect(Object.keys(hi).sort()).toEqual([...ids].sort())
  })

  it.each(ids)('%s parses in both languages, with the same placeholders', (id) => {
    const english = argumentsOf(parse(en[id]))
    const hindi = argumentsOf(parse(hi[id]))
    expect([...hindi].sort()).toEqual([...english].sort())
    for (const [locale, message] of [
      ['en-IN', en[id]],
      ['hi-IN', hi[id]],
    ] as const) {
      expect(() =>
        new IntlMessageFormat(message, locale).format(sampleValues(message)),
      ).not.toThrow()
    }
  })

  it('have every Hindi message written in Hindi', () => {
    const untranslated = ids.filter((id) => !devanagari.test(hi[id]))
    expect(untranslated).toEqual([])
  })

  it('refuse a message that does not parse', () => {
    expect(() => parse('{count, plural, one {# deck}')).toThrow()
    expect(() => parse('Hello {name')).toThrow()
  })

  it('make a pseudo-locale that keeps placeholders and changes every word', () => {
    const pseudo = pseudoCatalog({
      greeting: 'Sign in, {name}',
      count: '{n, plural, one {# deck} other {# decks}}',
    })
    expect(new IntlMessageFormat(pseudo.greeting!, 'en').format({ name: 'Asha' })).toBe(
      '[Šígñ íñ, Asha]',
    )
    expect(new IntlMessageFormat(pseudo.count!, 'en').format({ n: 2 })).toBe('[2 déçkš]')
  })
})
