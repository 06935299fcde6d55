import { useIntl } from 'react-intl'

import { DateTimeText } from '@/components/time-zone'
import { shownDate } from '@/lib/i18n/dates'

/**
 * A date as the product shows it ('Jan 5, 2025'), or with the time in the viewer's zone, named
 * ('Jan 5, 2025, 10:45 PM IST'): the outbox lists many emails a day. In the page's language.
 */
export function DateTime({
  value,
  withTime = false,
}: {
  value: Date | string | null | undefined
  withTime?: boolean
}) {
  const intl = useIntl()
  if (!value) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  if (withTime) return <DateTimeText value={date} />
  return <time dateTime={date.toISOString()}>{shownDate(intl, date)}</time>
}
