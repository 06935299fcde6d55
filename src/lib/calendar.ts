/**
 * Calendar days as India counts them (IST, UTC+05:30, no daylight saving), written 'YYYY-MM-DD'.
 * Periods chosen by day (the dashboard's, the applications list's submission dates) start and end
 * at midnight in India.
 */

/** India's offset from UTC, in milliseconds. */
const istOffset = (5 * 60 + 30) * 60 * 1000
export const day = 86_400_000

const isoDate = /^\d{4}-\d{2}-\d{2}$/

/** 'YYYY-MM-DD' when it is a real calendar date, else null. */
export function calendarDate(value: unknown): string | null {
  if (typeof value !== 'string' || !isoDate.test(value)) return null
  const time = Date.parse(`${value}T00:00:00Z`)
  if (Number.isNaN(time)) return null
  return new Date(time).toISOString().slice(0, 10) === value ? value : null
}

/** The India calendar day a moment falls on. */
export function indiaDate(moment: Date): string {
  return new Date(moment.getTime() + istOffset).toISOString().slice(0, 10)
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * day).toISOString().slice(0, 10)
}

export function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCMonth(d.getUTCMonth() + months)
  return d.toISOString().slice(0, 10)
}

/** The moments a period of India calendar days starts and ends (end exclusive). */
export function periodBounds({ from, to }: { from: string; to: string }): {
  start: Date
  end: Date
} {
  return {
    start: new Date(Date.parse(`${from}T00:00:00Z`) - istOffset),
    end: new Date(Date.parse(`${addDays(to, 1)}T00:00:00Z`) - istOffset),
  }
}
