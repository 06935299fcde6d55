import type { IntlShape } from 'react-intl'

export type DeviceSummary = { label: string; mobile: boolean }

const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
]

/**
 * 'Mozilla/5.0 (Macintosh; …) Chrome/126 …' → 'Chrome on macOS': enough to recognise a device.
 * In the page's language when given its `intl` ('macOS पर Chrome'; the browsers' and systems'
 * names are the same in every language), in English without. An agent it does not recognise is
 * shown as it is, cut short.
 */
export function describeUserAgent(
  userAgent: string | null | undefined,
  intl?: IntlShape,
): DeviceSummary {
  const ua = userAgent?.trim() ?? ''
  if (!ua) {
    return {
      label: intl ? intl.formatMessage({ id: 'app.device.unknown' }) : 'Unknown device',
      mobile: false,
    }
  }
  const browser = browsers.find(([pattern]) => pattern.test(ua))?.[1]
  const system = systems.find(([pattern]) => pattern.test(ua))?.[1]
  const mobile = /Mobi|iPhone|iPod|Android/.test(ua)
  if (browser && system) {
    return {
      label: intl
        ? intl.formatMessage({ id: 'app.device.browserOn' }, { browser, system })
        : `${browser} on ${system}`,
      mobile,
    }
  }
  if (browser || system) return { label: (browser ?? system)!, mobile }
  return { label: ua.length > 40 ? `${ua.slice(0, 40)}…` : ua, mobile }
}
