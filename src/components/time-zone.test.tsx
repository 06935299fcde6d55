import { renderToString } from 'react-dom/server'
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'

import { en } from '@/lib/i18n/messages/en'
import { hi } from '@/lib/i18n/messages/hi'
import { TestIntl } from '@/lib/testing/intl'
import { formatDateTime } from '@/lib/time-zone'

import { DateTimeText, shownDateTime, TimeZoneProvider } from './time-zone'

const english = createIntl({ locale: 'en-IN', messages: en })
const hindi = createIntl({ locale: 'hi-IN', messages: hi })
const evening = new Date('2025-01-05T17:15:00Z')

describe('shownDateTime', () => {
  it('is formatDateTime’s text in English, in every zone', () => {
    for (const zone of ['Asia/Kolkata', 'America/New_York', 'UTC', 'Asia/Singapore']) {
      expect(shownDateTime(english, evening, zone)).toBe(formatDateTime(evening, zone))
    }
  })

  it('names the month in Hindi and keeps the zone’s name', () => {
    expect(shownDateTime(hindi, evening, 'Asia/Kolkata')).toBe('5 जनवरी 2025, 10:45 pm IST')
    expect(shownDateTime(hindi, evening, 'America/New_York')).toBe('5 जनवरी 2025, 12:15 pm EST')
    expect(shownDateTime(hindi, '2025-01-05T20:00:00Z', 'Asia/Kolkata')).toBe(
      '6 जनवरी 2025, 1:30 am IST',
    )
  })

  it('is empty for an invalid moment', () => {
    expect(shownDateTime(hindi, 'not a date', 'Asia/Kolkata')).toBe('')
  })
})

describe('DateTimeText', () => {
  const render = (locale: 'en' | 'hi', value: string | null) =>
    renderToString(
      <TestIntl locale={locale}>
        <TimeZoneProvider initial="Asia/Kolkata">
          <DateTimeText value={value} />
        </TimeZoneProvider>
      </TestIntl>,
    )

  it('writes the English moment as one text, as before', () => {
    expect(render('en', evening.toISOString())).toBe(
      `<time dateTime="${evening.toISOString()}">Jan 5, 2025, 10:45 PM IST</time>`,
    )
  })

  it('writes the Hindi moment with the zone’s name marked as the same in every language', () => {
    expect(render('hi', evening.toISOString())).toBe(
      `<time dateTime="${evening.toISOString()}">5 जनवरी 2025, 10:45 pm<!-- --> <span translate="no">IST</span></time>`,
    )
  })

  it('writes nothing for no moment or an invalid one', () => {
    expect(render('hi', null)).toBe('')
    expect(render('en', 'soon')).toBe('')
  })
})
