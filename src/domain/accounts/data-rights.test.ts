import { describe, expect, it } from 'vitest'

import { decidedApplicationTrace } from './data-rights'

// The erasure dialog's list of what stays of a startup must name all that decision 0033 keeps.
describe('what the erasure dialog says is kept', () => {
  const said = decidedApplicationTrace.join('\n')

  it('names the rating scores and the timeline’s status moves kept with a decided application', () => {
    expect(said).toContain('rating scores')
    expect(said).toContain('status moves on the timeline')
  })

  it('names the partial names kept in the audit log’s searches', () => {
    expect(said).toMatch(/Searches .* stay in the audit log when they hold only part of a name/)
  })
})
