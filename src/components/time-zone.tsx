import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { useIntl, type IntlShape } from 'react-intl'

import { DEFAULT_TIME_ZONE, formatDateTime, knownTimeZone, TIME_ZONE_COOKIE } from '@/lib/time-zone'

const TimeZoneContext = createContext<string>(DEFAULT_TIME_ZONE)

/**
 * The viewer's time zone for every time shown. The first render, on the server and at hydration
 * alike, uses `initial` (the `tz` cookie's zone, else India's), so both write the same text. Then,
 * if the browser's zone differs, times re-render in it and the cookie keeps it for next time.
 */
export function TimeZoneProvider({ initial, children }: { initial: string; children: ReactNode }) {
  // Hydration renders with the server's value, then React re-renders with the browser's.
  const zone = useSyncExternalStore(
    noChanges,
    () => knownTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? initial,
    () => initial,
  )
  useEffect(() => {
    if (zone === initial) return
    const secure = location.protocol === 'https:' ? '; Secure' : ''
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
  }, [zone, initial])
  return <TimeZoneContext value={zone}>{children}</TimeZoneContext>
}

/** A browser's zone does not change while a page is open (or, if it does, the next page uses it). */
const noChanges = () => () => {}

export function useTimeZone(): string {
  return useContext(TimeZoneContext)
}

/** Whether the page writes dates as Hindi does (Hindi, and the pseudo-locale that formats as it). */
const inHindi = (intl: IntlShape) => intl.locale.startsWith('hi')

/**
 * A moment's day and time in `zone` as the page's language writes them, and apart from them the
 * zone's short name ('IST', 'EST', 'GMT+8': the same in every language, as English names it):
 * 'Jan 5, 2025, 10:45 PM' in English (`formatDateTime`'s characters), '5 जनवरी 2025, 10:45 pm'
 * in Hindi. Null for an invalid moment.
 */
export function dateTimeParts(
  intl: IntlShape,
  value: Date | string | number,
  zone: string,
): { dayAndTime: string; zoneName: string } | null {
  const english = formatDateTime(value, zone)
  if (!english) return null
  // `formatDateTime` ends with the zone's name, which has no space in it.
  const cut = english.lastIndexOf(' ')
  const zoneName = english.slice(cut + 1)
  if (!inHindi(intl)) return { dayAndTime: english.slice(0, cut), zoneName }
  const date = new Date(value)
  const day = intl.formatDate(date, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: zone,
  })
  const time = intl.formatTime(date, { hour: 'numeric', minute: '2-digit', timeZone: zone })
  // Plain spaces, as English has: runtimes differ in the narrow no-break spaces they write, and
  // the server's text must be the browser's at hydration.
  return { dayAndTime: `${day}, ${time}`.replace(/[\u00a0\u202f]/g, ' '), zoneName }
}

/**
 * A moment as the page's language writes it in `zone`, with the zone named: 'Jan 5, 2025,
 * 10:45 PM IST' in English (as `formatDateTime`), '5 जनवरी 2025, 10:45 pm IST' in Hindi; '' for
 * an invalid one. For text that cannot hold markup (a title); on screen, `DateTimeText`.
 */
export function shownDateTime(intl: IntlShape, value: Date | string | number, zone: string) {
  const parts = dateTimeParts(intl, value, zone)
  return parts ? `${parts.dayAndTime} ${parts.zoneName}` : ''
}

/**
 * A moment as 'Jan 5, 2025, 10:45 PM IST', in the viewer's zone, named; in Hindi '5 जनवरी 2025,
 * 10:45 pm IST', the zone's name marked as the same in every language.
 */
export function DateTimeText({ value }: { value: Date | string | null | undefined }) {
  const intl = useIntl()
  const zone = useTimeZone()
  if (!value) return null
  const date = new Date(value)
  const parts = dateTimeParts(intl, date, zone)
  if (!parts) return null
  if (!inHindi(intl)) {
    return <time dateTime={date.toISOString()}>{formatDateTime(date, zone)}</time>
  }
  return (
    <time dateTime={date.toISOString()}>
      {parts.dayAndTime}
      {space}
      <span translate="no">{parts.zoneName}</span>
    </time>
  )
}

/** Between the time and the zone's name. */
const space = ' '
