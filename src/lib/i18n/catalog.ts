import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { createIsomorphicFn } from '@tanstack/react-start'

import { en } from './messages/en'
import { screens } from './messages/en/screens-part'
import type { DisplayLocale } from './locales'

export type MessageId = keyof typeof en
/** A language's messages: every id of the English catalog, as ICU MessageFormat text. */
export type Catalog = Record<MessageId, string>
/** What react-intl and intl-messageformat take: text, or already parsed (the pseudo-locale). */
export type LoadedCatalog = Record<string, string> | Record<string, MessageFormatElement[]>

/**
 * A catalog comes in parts, so a browser downloads the words of the pages it opens only: the
 * screens' (every page), each area's own (loaded by the area's layout route), the public pages'
 * (loaded with the first public page), the settings screens' (loaded with them) and the server's
 * (emails and notifications, never sent to a browser). The investors' area has two more, which
 * its applications pipeline does without: `discover` (the `investor` messages: Discover,
 * channels, lists, the fund's profile) and `deals` (deal rooms and the Inbox, which the
 * founders' part holds too). The server holds them all.
 */
export type CatalogPart =
  | 'screens'
  | 'investors'
  | 'discover'
  | 'deals'
  | 'founders'
  | 'admin'
  | 'public'
  | 'settings'
  | 'server'

type Messages = Record<string, string>
/** What only the server says: a browser's bundle has not even the module that holds it. */
const serverWords = createIsomorphicFn()
  .server(
    async (hindi: boolean): Promise<Messages> =>
      hindi
        ? (await import('./messages/hi/server-part')).serverWords
        : (await import('./messages/en/server-part')).serverWords,
  )
  .client(async (): Promise<Messages> => ({}))
const englishParts: Record<CatalogPart, () => Promise<Messages>> = {
  screens: async () => screens,
  investors: async () => (await import('./messages/en/investors-part')).investorScreens,
  discover: async () => (await import('./messages/en/investor')).investor,
  deals: async () => (await import('./messages/en/deals')).deals,
  founders: async () => (await import('./messages/en/founders-part')).founderScreens,
  admin: async () => (await import('./messages/en/admin-part')).adminScreens,
  public: async () => (await import('./messages/en/public-part')).publicPages,
  settings: async () => (await import('./messages/en/settings')).settings,
  server: () => serverWords(false),
}
const hindiParts: Record<CatalogPart, () => Promise<Messages>> = {
  screens: async () => (await import('./messages/hi/screens-part')).screens,
  investors: async () => (await import('./messages/hi/investors-part')).investorScreens,
  discover: async () => (await import('./messages/hi/investor')).investor,
  deals: async () => (await import('./messages/hi/deals')).deals,
  founders: async () => (await import('./messages/hi/founders-part')).founderScreens,
  admin: async () => (await import('./messages/hi/admin-part')).adminScreens,
  public: async () => (await import('./messages/hi/public-part')).publicPages,
  settings: async () => (await import('./messages/hi/settings')).settings,
  server: () => serverWords(true),
}
const everyPart = Object.keys(englishParts) as CatalogPart[]

async function partOf(locale: DisplayLocale, part: CatalogPart): Promise<LoadedCatalog> {
  if (locale === 'hi') return hindiParts[part]()
  const english = await englishParts[part]()
  return locale === 'en-XA' ? (await import('./pseudo')).pseudoCatalog(english) : english
}

/** The server (and a script or test) holds every part; a browser what its pages have asked for. */
const holdsEveryPart = createIsomorphicFn()
  .server(() => true)
  .client(() => false)
/** English's words at the start: all of them on the server, the screens' part in a browser. */
const startingEnglish = createIsomorphicFn()
  .server((): Messages => ({ ...en }))
  .client((): Messages => ({ ...screens }))

// One object per language, which each part loaded is added to: react-intl and `pageIntl` read a
// message when they format it, so the words of a part loaded later reach the provider the page
// already has.
const loaded = new Map<DisplayLocale, LoadedCatalog>([['en', startingEnglish()]])
const loadedParts = new Map<DisplayLocale, Set<CatalogPart>>([
  ['en', new Set(holdsEveryPart() ? everyPart : ['screens'])],
])
const loading = new Map<string, Promise<void>>()

/**
 * Loads the parts of a language's catalog a page needs, once each (on the server, every part):
 * the screens' part always, an area's on its pages, `public` on the public pages. Resolves to the language's messages.
 */
export async function loadCatalog(
  locale: DisplayLocale,
  parts: CatalogPart[] = [],
): Promise<LoadedCatalog> {
  const wanted: CatalogPart[] = holdsEveryPart() ? everyPart : ['screens', ...parts]
  const have = loadedParts.get(locale) ?? new Set<CatalogPart>()
  loadedParts.set(locale, have)
  await Promise.all(
    wanted
      .filter((part) => !have.has(part))
      .map((part) => {
        const key = `${locale}:${part}`
        let load = loading.get(key)
        if (!load) {
          load = partOf(locale, part).then((messages) => {
            const catalog = loaded.get(locale)
            if (catalog) Object.assign(catalog, messages)
            else loaded.set(locale, { ...messages } as LoadedCatalog)
            have.add(part)
          })
          loading.set(key, load)
        }
        return load
      }),
  )
  return loaded.get(locale)!
}

/** Whether a language's screens part has loaded: then a page in it can render. */
export function isCatalogLoaded(locale: DisplayLocale): boolean {
  return loadedParts.get(locale)?.has('screens') ?? false
}

/** A language's messages loaded so far; English's for one not loaded (which a render never asks). */
export function catalogOf(locale: DisplayLocale): LoadedCatalog {
  return (isCatalogLoaded(locale) ? loaded.get(locale) : undefined) ?? loaded.get('en')!
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

/** The pages that show the settings screens' words: each area's settings, and a person's data. */
const settingsPages = /^\/(investors\/settings|startups\/settings|admin\/account|welcome)\/?$/

/**
 * The investors' pages that need less than every part of the area: the pipeline (the list, triage
 * and an application) and the pages beside it. Any other page of the area has them all.
 */
const investorsPages: [RegExp, CatalogPart[]][] = [
  [/^\/investors\/applications(\/triage)?\/?$/, ['investors']],
  [/^\/investors\/(applications|dashboard|deal-rooms|inbox)(\/|$)/, ['investors', 'deals']],
  [/^\/investors\/(channels|lists|onboarding)(\/|$)/, ['investors', 'discover']],
  [/^\/investors\/settings\/?$/, ['investors']],
]

/** The parts of an area's (or the public pages') catalog the page at a path needs. */
function areaPartsFor(pathname: string): CatalogPart[] {
  const area = /^\/(investors|startups|admin)(\/|$)/.exec(pathname)?.[1]
  if (area === 'investors') {
    return (
      investorsPages.find(([path]) => path.test(pathname))?.[1] ?? [
        'investors',
        'discover',
        'deals',
      ]
    )
  }
  if (area === 'startups') return ['founders']
  return area === 'admin' ? ['admin'] : ['public']
}

/**
 * The parts of a catalog the page at a path needs besides the screens': its area's (or the
 * public pages'), and the settings screens' on theirs. The client's entry loads them before
 * hydrating a page; each layout route loads them before a page it navigates to.
 */
export function catalogPartsFor(pathname: string): CatalogPart[] {
  const parts = areaPartsFor(pathname)
  return settingsPages.test(pathname) ? [...parts, 'settings'] : parts
}
