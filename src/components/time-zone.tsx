import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react'

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

/** A moment as 'Jan 5, 2025, 10:45 PM IST', in the viewer's zone, named. */
export function DateTimeText({ value }: { value: Date | string | null | undefined }) {
  const zone = useTimeZone()
  if (!value) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return <time dateTime={date.toISOString()}>{formatDateTime(date, zone)}</time>
}
