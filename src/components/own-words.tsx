import type { ReactNode } from 'react'

/**
 * Someone's own words inside a sentence of the page (a person's, a fund's or a startup's name, an
 * address): kept as written and out of browsers' translation (translate="no"), as a value of a
 * message. `key` tells the sentence's parts apart.
 */
export function ownWords(text: string, key: string): ReactNode {
  return (
    <span key={key} translate="no">
      {text}
    </span>
  )
}
