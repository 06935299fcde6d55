/**
 * Display formatting shared by server and client (docs/contract.md, "Formats").
 *
 * - Dates: short US English ('Jan 5, 2025'), the day it is in India (Asia/Kolkata) whoever
 *   looks, so server and client render the same text; a calendar date ('2025-01-05', midnight
 *   UTC) is that same day there. Empty or invalid dates render blank. Times of day are shown in
 *   the viewer's own zone, named (`formatDateTime`, src/components/time-zone.tsx).
 * - Rupees: amounts are whole rupees. Compact form '₹1.5 Cr' / '₹25 L' / '₹45,000'; exact form
 *   with Indian digit grouping '₹1,50,00,000'.
 */

export const LAKH = 100_000
export const CRORE = 10_000_000

const dateFormatter = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
})

/** 'Jan 5, 2025' (the day in India). Empty, null, undefined or invalid input → ''. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string' && value.trim() === '') return ''
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return dateFormatter.format(date)
}

/** Indian grouping ('1,50,00,000'), at most two decimals, trailing zeros dropped. */
const indianDecimal = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
})
/** Indian grouping, whole numbers. */
const indianWhole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })

const round2 = (n: number): number => Math.round(n * 100) / 100

/**
 * Compact Indian rupees: ≥ 1 crore → '₹1.5 Cr', ≥ 1 lakh → '₹25 L' (up to two decimals,
 * trailing zeros trimmed), below that the whole amount with Indian grouping ('₹45,000').
 * `exact: true` → the full amount with Indian grouping ('₹1,50,00,000').
 * null, undefined, NaN and ±Infinity → ''. Negative amounts keep a leading minus ('-₹25 L').
 * The unit is joined by a no-break space, so '₹6 Cr' never wraps between the two.
 */
export function formatRupees(
  amount: number | null | undefined,
  opts: { exact?: boolean } = {},
): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return ''
  const sign = amount < 0 ? '-' : ''
  const abs = Math.abs(amount)

  if (opts.exact) return `${sign}₹${indianDecimal.format(abs)}`

  // Round first so that e.g. 99,99,999 becomes '₹1 Cr' rather than '₹100 L'.
  const lakhs = round2(abs / LAKH)
  if (abs >= CRORE || lakhs >= 100)
    return `${sign}₹${indianDecimal.format(round2(abs / CRORE))}\u00a0Cr`
  if (abs >= LAKH) return `${sign}₹${indianDecimal.format(lakhs)}\u00a0L`
  const whole = Math.round(abs)
  if (whole === 0) return '₹0'
  if (whole >= LAKH) return `${sign}₹1\u00a0L`
  return `${sign}₹${indianWhole.format(whole)}`
}

/** '₹50 L – ₹2 Cr', 'From ₹50 L' or 'Up to ₹2 Cr' as the bounds given; '' for neither. */
export function formatRupeeRange(min: number | null, max: number | null): string {
  if (min != null && max != null) return `${formatRupees(min)} – ${formatRupees(max)}`
  if (min != null) return `From ${formatRupees(min)}`
  if (max != null) return `Up to ${formatRupees(max)}`
  return ''
}

const UNIT_MULTIPLIERS: Readonly<Record<string, number>> = {
  '': 1,
  k: 1_000,
  thousand: 1_000,
  l: LAKH,
  lac: LAKH,
  lacs: LAKH,
  lakh: LAKH,
  lakhs: LAKH,
  cr: CRORE,
  crs: CRORE,
  crore: CRORE,
  crores: CRORE,
}

// Digits with optional grouping: plain ('15000000'), Indian ('1,50,00,000') or international
// ('15,000,000'); optional decimals.
const NUMBER_PATTERN = /^(\d+|\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$|^\.(\d+)$/

/**
 * Parses what people type for an amount into whole rupees:
 * '15000000', '1,50,00,000', '1.5 Cr', '1.5cr', '25 L', '25 lakh', '25 lakhs', '2 crore',
 * '₹ 25 L', 'Rs. 45,000', '45k'. Returns null for anything else (including an empty string).
 */
export function parseRupees(input: string): number | null {
  if (typeof input !== 'string') return null
  let text = input.trim().toLowerCase()
  if (text === '') return null

  let negative = false
  if (text.startsWith('-')) {
    negative = true
    text = text.slice(1).trim()
  }
  // Currency marker: ₹, Rs, Rs., INR.
  text = text.replace(/^(₹|rs\.?|inr)\s*/, '')

  const match = /^([\d.,]+)\s*([a-z]*)\.?$/.exec(text)
  if (!match) return null
  const [, numberText = '', unit = ''] = match

  const multiplier = UNIT_MULTIPLIERS[unit]
  if (multiplier === undefined) return null
  if (!NUMBER_PATTERN.test(numberText)) return null

  const value = Number(numberText.replaceAll(',', ''))
  if (!Number.isFinite(value)) return null

  const rupees = Math.round(value * multiplier)
  if (!Number.isSafeInteger(rupees)) return null
  return negative && rupees !== 0 ? -rupees : rupees
}

/**
 * "Kaveri Capital’s", "Tungabhadra Ventures’": the possessive of a name, as English writes it, with
 * the typographic apostrophe the site's copy uses.
 */
export function possessive(name: string): string {
  return /s$/i.test(name.trim()) ? `${name.trim()}’` : `${name.trim()}’s`
}

/**
 * A count and the word for it: '1 startup', '12 startups', '1,200 startups' (Indian grouping).
 * `many` defaults to `one` with an s: pass it for other plurals ('entry', 'entries').
 */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`
}

/**
 * A client address as a person reads it. Sessions keep IPv6 addresses expanded and cut to their
 * /64 network ('2001:0db8:0001:0002:0000:0000:0000:0000'): shown compressed ('2001:db8:1:2::'),
 * and an address that says nothing (all zeros, as a local connection becomes) is not shown.
 */
export function formatIpAddress(ip: string | null | undefined): string | null {
  const text = ip?.trim()
  if (!text) return null
  if (!text.includes(':')) return text === '0.0.0.0' ? null : text
  try {
    const compressed = new URL(`http://[${text}]/`).hostname.slice(1, -1)
    return compressed === '::' ? null : compressed
  } catch {
    return text
  }
}

/** A file's size as people read it: '820 kB', '3.4 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
