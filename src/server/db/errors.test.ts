import { describe, expect, it } from 'vitest'

import { isDatabaseUnreachable, isDataException } from './errors'

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code })

describe('isDatabaseUnreachable', () => {
  it('knows a refused or cut connection and PostgreSQL shutting down or starting', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001']) {
      expect(isDatabaseUnreachable(withCode(code)), code).toBe(true)
    }
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true)
  })

  it('finds it under the query error that wraps it', () => {
    const wrapped = new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') })
    expect(isDatabaseUnreachable(wrapped)).toBe(true)
  })

  it('is false for the request’s own faults and for other server errors', () => {
    for (const code of ['23505', '22P02', '57014', '42P01']) {
      expect(isDatabaseUnreachable(withCode(code)), code).toBe(false)
    }
    expect(isDatabaseUnreachable(new Error('boom'))).toBe(false)
    expect(isDatabaseUnreachable(null)).toBe(false)
    expect(isDataException(withCode('08006'))).toBe(false)
  })
})
