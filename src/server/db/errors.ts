/** True when the error, or one of its causes, carries this SQLSTATE, whichever driver ran it. */
function hasSqlState(error: unknown, state: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === state) return true
  }
  return false
}

/** True when a query failed on a unique constraint (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, '23505')
}

/** True when PostgreSQL cancelled a statement, as the statement timeout does (SQLSTATE 57014). */
export function isStatementTimeout(error: unknown): boolean {
  return hasSqlState(error, '57014')
}

/**
 * True when PostgreSQL refused a value itself (SQLSTATE class 22, "data exception": a date out of
 * its range, a NUL byte in text, a number too large): the input's fault, never the server's.
 */
export function isDataException(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true
  }
  return false
}
