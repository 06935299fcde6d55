import { describe, expect, it } from 'vitest'

import { formatDate } from '@/lib/format'
import { renderScreen } from '@/lib/testing/render'

import { ChannelStatusBadge } from './channel-status-badge'

describe('ChannelStatusBadge', () => {
  it('tells the investor an open channel is scheduled while founders cannot see it yet', async () => {
    const later = new Date(Date.now() + 4 * 24 * 60 * 60 * 1000)
    const html = await renderScreen(() => <ChannelStatusBadge status="open" opensAt={later} />)
    expect(html).toContain(`Opens ${formatDate(later)}`)
    expect(html).not.toContain('>Open<')
  })

  it('says Open once the opening day has come', async () => {
    const html = await renderScreen(() => (
      <ChannelStatusBadge status="open" opensAt={new Date(Date.now() - 1000)} />
    ))
    expect(html).toContain('>Open<')
  })
})
