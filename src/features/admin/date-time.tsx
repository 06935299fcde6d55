import { formatDate } from '@/lib/format'

const timeFormatter = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
})

/**
 * A date as the product shows it ('Jan 5, 2025'), optionally with the UTC time: the outbox lists
 * many emails a day. UTC keeps the server-rendered and hydrated text identical.
 */
export function DateTime({
  value,
  withTime = false,
}: {
  value: Date | string | null | undefined
  withTime?: boolean
}) {
  if (!value) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return (
    <time dateTime={date.toISOString()}>
      {formatDate(date)}
      {withTime && `, ${timeFormatter.format(date)} UTC`}
    </time>
  )
}
