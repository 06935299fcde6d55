import { deckViewLimits, type DeckViewEntry } from '@/domain/startups/deck-views'

/**
 * The time each page of a deck has been on screen, and how often it was turned to, since the last
 * report. Time counts only while the page is shown: the tab in front, the viewer in view, the page
 * drawn. Coming back to the same page (another tab, a scroll) adds time, not a turn.
 */
export class PageTimeLog {
  private pending = new Map<number, { ms: number; views: number }>()
  private page: number | null = null
  private shown = false
  private since = 0
  private lastShown: number | null = null

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** The page on screen now, and whether a person can see it. */
  show(page: number | null, shown: boolean) {
    const at = this.now()
    this.close(at)
    this.page = page
    this.shown = shown && page !== null
    if (this.shown && page !== null && page !== this.lastShown) {
      this.entry(page).views += 1
      this.lastShown = page
    }
  }

  /**
   * What has been gathered, at most `limit` pages, each within a report's bounds; the rest waits
   * for the next report. The page on screen keeps counting from now.
   */
  take(limit: number = deckViewLimits.entriesPerReport): DeckViewEntry[] {
    this.close(this.now())
    const taken: DeckViewEntry[] = []
    for (const [page, entry] of this.pending) {
      if (taken.length === limit) break
      this.pending.delete(page)
      const ms = Math.min(Math.round(entry.ms), deckViewLimits.msPerEntry)
      const views = Math.min(entry.views, deckViewLimits.turnsPerEntry)
      if (ms > 0 || views > 0) taken.push({ page, ms, views })
    }
    return taken
  }

  private close(at: number) {
    if (this.shown && this.page !== null) this.entry(this.page).ms += Math.max(0, at - this.since)
    this.since = at
  }

  private entry(page: number) {
    let entry = this.pending.get(page)
    if (!entry) {
      entry = { ms: 0, views: 0 }
      this.pending.set(page, entry)
    }
    return entry
  }
}
