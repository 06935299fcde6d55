/**
 * Times of day in the viewer's own zone (docs/contract.md, "Formats"): India's by default, the
 * browser's once it has said which (a `tz` cookie, so the next server render uses it too).
 */

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata'
export const TIME_ZONE_COOKIE = 'tz'

/** An IANA zone name this runtime knows ('Asia/Kolkata'), or null. */
export function knownTimeZone(value: string | null | undefined): string | null {
  if (!value || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return null
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone
  } catch {
    return null
  }
}

/** The zone a `Cookie` header (or `document.cookie`) names, or India's. */
export function timeZoneFromCookies(cookies: string | null | undefined): string {
  const match = cookies?.match(/(?:^|;\s*)tz=([^;]*)/)
  let named: string | null = null
  if (match) {
    try {
      named = knownTimeZone(decodeURIComponent(match[1]!))
    } catch {
      named = null
    }
  }
  return named ?? DEFAULT_TIME_ZONE
}

const formatters = new Map<
  string,
  { parts: Intl.DateTimeFormat; zoneNames: Intl.DateTimeFormat[] }
>()

function formattersFor(zone: string) {
  let found = formatters.get(zone)
  if (!found) {
    found = {
      parts: new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: 'h12',
      }),
      // A zone's short name as people say it: 'IST' (en-IN), 'EST' (en-US); else 'GMT+8'.
      zoneNames: ['en-IN', 'en-US'].map(
        (locale) => new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' }),
      ),
    }
    formatters.set(zone, found)
  }
  return found
}

function zoneName(zone: string, date: Date): string {
  const names = formattersFor(zone).zoneNames.map(
    (format) => format.formatToParts(date).find((p) => p.type === 'timeZoneName')?.value ?? '',
  )
  return names.find((name) => /^[A-Z]{2,5}$/.test(name)) ?? names[1] ?? zone
}

/**
 * 'Jan 5, 2025, 10:45 PM IST': the date and time in `zone`, with the zone named. Built from parts,
 * so every runtime writes the same characters (no narrow no-break spaces). Invalid → ''.
 */
export function formatDateTime(value: Date | string | number | null | undefined, zone: string) {
  if (value === null || value === undefined || value === '') return ''
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const part = Object.fromEntries(
    formattersFor(zone)
      .parts.formatToParts(date)
      .map((p) => [p.type, p.value]),
  )
  return `${part.month} ${part.day}, ${part.year}, ${part.hour}:${part.minute} ${part.dayPeriod} ${zoneName(zone, date)}`
}
