import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'

import { en } from './messages/en'
import type { DisplayLocale } from './locales'

export type MessageId = keyof typeof en
/** A language's messages: every id of the English catalog, as ICU MessageFormat text. */
export type Catalog = Record<MessageId, string>
/** What react-intl and intl-messageformat take: text, or already parsed (the pseudo-locale). */
export type LoadedCatalog = Record<string, string> | Record<string, MessageFormatElement[]>

const loaded = new Map<DisplayLocale, LoadedCatalog>([['en', en]])

/**
 * Loads a language's catalog once: English is part of every page, Hindi is a module of its own
 * that only Hindi pages load, the pseudo-locale is made from English when first asked for.
 */
export async function loadCatalog(locale: DisplayLocale): Promise<LoadedCatalog> {
  const known = loaded.get(locale)
  if (known) return known
  const catalog =
    locale === 'hi'
      ? (await import('./messages/hi')).hi
      : (await import('./pseudo')).pseudoCatalog(en)
  loaded.set(locale, catalog)
  return catalog
}

export function isCatalogLoaded(locale: DisplayLocale): boolean {
  return loaded.has(locale)
}

/** A catalog `loadCatalog` has loaded; English for one it has not (which a render never asks). */
export function catalogOf(locale: DisplayLocale): LoadedCatalog {
  return loaded.get(locale) ?? en
}

// react-intl checks every message id used in code against the English catalog's (its documented
// way to type ids is this global namespace).
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId
    }
  }
}
