import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'

import { en } from '@/lib/i18n/messages/en'
import { hi } from '@/lib/i18n/messages/hi'

import { describeUserAgent } from './user-agent'

const mac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

describe('describeUserAgent', () => {
  it('names browser and system', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      ),
    ).toEqual({ label: 'Chrome on macOS', mobile: false })
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ label: 'Safari on iOS', mobile: true })
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      ).label,
    ).toBe('Edge on Windows')
    expect(
      describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0')
        .label,
    ).toBe('Firefox on Linux')
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      ),
    ).toEqual({ label: 'Chrome on Android', mobile: true })
  })

  it('copes with missing or unusual agents', () => {
    expect(describeUserAgent(null).label).toBe('Unknown device')
    expect(describeUserAgent('  ').label).toBe('Unknown device')
    expect(describeUserAgent('curl/8.5.0').label).toBe('curl/8.5.0')
  })

  it('names the device in the page’s language when given its formatter', () => {
    const english = createIntl({ locale: 'en-IN', messages: en })
    const hindi = createIntl({ locale: 'hi-IN', messages: hi })
    // English through the catalog is the same as without it.
    expect(describeUserAgent(mac, english)).toEqual(describeUserAgent(mac))
    expect(describeUserAgent(null, english)).toEqual(describeUserAgent(null))
    expect(describeUserAgent(mac, hindi)).toEqual({ label: 'macOS पर Chrome', mobile: false })
    expect(describeUserAgent(null, hindi).label).toBe('अनजान डिवाइस')
    expect(describeUserAgent('curl/8.5.0', hindi).label).toBe('curl/8.5.0')
  })
})
