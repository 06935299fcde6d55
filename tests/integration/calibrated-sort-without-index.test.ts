import { afterAll, describe, it } from 'vitest'

import { setupTestApp } from '../support/app'
import { expectCalibratedSort } from '../support/calibrated-sort'

// No index fits a budget of 0 rows: this server answers every search from PostgreSQL.
const budget = process.env.SEARCH_INDEX_ROWS
process.env.SEARCH_INDEX_ROWS = '0'
afterAll(() => {
  if (budget === undefined) delete process.env.SEARCH_INDEX_ROWS
  else process.env.SEARCH_INDEX_ROWS = budget
})

const app = setupTestApp()

describe('sort=calibrated answered by the SQL search', () => {
  it('ranks the applications the viewer rated by calibrated score, then the rest newest first', async () => {
    await expectCalibratedSort(app())
  })
})
