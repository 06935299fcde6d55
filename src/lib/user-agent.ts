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

/** 'Mozilla/5.0 (Macintosh; …) Chrome/126 …' → 'Chrome on macOS': enough to recognise a device. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceSummary {
  const ua = userAgent?.trim() ?? ''
  if (!ua) return { label: 'Unknown device', mobile: false }
  const browser = browsers.find(([pattern]) => pattern.test(ua))?.[1]
  const system = systems.find(([pattern]) => pattern.test(ua))?.[1]
  const mobile = /Mobi|iPhone|iPod|Android/.test(ua)
  if (browser && system) return { label: `${browser} on ${system}`, mobile }
  if (browser || system) return { label: (browser ?? system)!, mobile }
  return { label: ua.length > 40 ? `${ua.slice(0, 40)}…` : ua, mobile }
}
