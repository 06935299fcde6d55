import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'

const accented: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Y: 'Ý',
  Z: 'Ž',
}

function accent(text: string): string {
  return text.replace(/[aeioucnsyzAEIOUCNSYZ]/g, (c) => accented[c] ?? c)
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: accent(element.value) }
    if (element.type === TYPE.tag) return { ...element, children: pseudoElements(element.children) }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: pseudoElements(option.value) },
        ]),
      )
      return { ...element, options }
    }
    return element
  })
}

/**
 * The pseudo-locale en-XA: every message of the English catalog accented and bracketed
 * ("[Šígñ íñ]"), its placeholders untouched. A browser run in it shows any word that did not come
 * from a catalog as plain English, which the pseudo-locale check finds.
 */
export function pseudoCatalog(
  catalog: Record<string, string | MessageFormatElement[]>,
): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(catalog).map(([id, message]) => [
      id,
      [
        { type: TYPE.literal, value: '[' },
        // A browser's catalog holds the messages with syntax already parsed (decision 0045).
        ...pseudoElements(typeof message === 'string' ? parse(message) : message),
        { type: TYPE.literal, value: ']' },
      ],
    ]),
  )
}
