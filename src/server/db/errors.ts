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
