import { z } from 'zod'
import { said } from '@/lib/i18n/said'

/**
 * What the deck viewer reports of the pages an investor looked at (decision 0034), shared by the
 * viewer, which batches within these bounds, and the endpoint, which refuses anything beyond them.
 */
export const deckViewsPath = '/api/deck-views'

export const deckViewLimits = {
  /** Pages of a deck the views are kept for. */
  pages: 500,
  /** Pages one report may name. */
  entriesPerReport: 200,
  /** Time one report may give a page: the viewer reports every half minute, and on leaving. */
  msPerEntry: 10 * 60 * 1000,
  /** Turns to one page one report may count. */
  turnsPerEntry: 1000,
  /** A report's body; 200 entries of the longest kind fit in it. */
  bodyBytes: 8 * 1024,
  /** How often the viewer reports while it is open. */
  reportEveryMs: 30 * 1000,
  /**
   * Time one report may claim over all its pages, and never more than has passed since the
   * member's previous report of the deck: one page is on screen at a time, and the viewer reports
   * every half minute while it is in front.
   */
  msPerReport: 60 * 1000,
  /** Time one member's reports of one deck may claim in a day (India time). */
  msPerDay: 2 * 60 * 60 * 1000,
} as const

/**
 * The report's pages with their times scaled down, in proportion, to at most `allowedMs` in all;
 * turns are kept.
 */
export function withinAllowance(pages: DeckViewEntry[], allowedMs: number): DeckViewEntry[] {
  const claimed = pages.reduce((total, entry) => total + entry.ms, 0)
  if (claimed <= allowedMs) return pages
  const share = Math.max(0, allowedMs) / claimed
  return pages.map((entry) => ({ ...entry, ms: Math.floor(entry.ms * share) }))
}

const pageNumber = z.int().min(1).max(deckViewLimits.pages)

export const deckViewReport = z
  .strictObject({
    fileId: z.uuid(),
    /** The deck's pages as the viewer counted them: kept for a deck uploaded before they were counted. */
    pageCount: pageNumber,
    pages: z
      .array(
        z.strictObject({
          page: pageNumber,
          ms: z.int().min(0).max(deckViewLimits.msPerEntry),
          views: z.int().min(0).max(deckViewLimits.turnsPerEntry),
        }),
      )
      .min(1)
      .max(deckViewLimits.entriesPerReport),
  })
  .refine((report) => report.pages.every((entry) => entry.page <= report.pageCount), {
    message: said('rule.deck.pagePastEndDeck'),
    path: ['pages'],
  })
  .refine(
    (report) => new Set(report.pages.map((entry) => entry.page)).size === report.pages.length,
    {
      message: said('rule.deck.eachPageMayAppear'),
      path: ['pages'],
    },
  )

export type DeckViewReport = z.infer<typeof deckViewReport>
export type DeckViewEntry = DeckViewReport['pages'][number]
